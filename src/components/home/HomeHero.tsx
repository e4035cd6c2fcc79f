import { business } from '../../config/business.ts';
import { heroClaims } from '../../content/home.ts';
import { Checklist } from '../ui/Checklist.tsx';
import { PageHero } from '../ui/PageHero.tsx';

export function HomeHero() {
  return (
    <PageHero
      minHeight
      title="Professional Concrete Repair in Charlotte, NC"
      lead={`Cracked driveway, sunken patio or a sidewalk someone could trip on? ${business.name} repairs, levels and resurfaces concrete across the Charlotte metro, usually for a fraction of the cost of replacement.`}
    >
      <Checklist items={heroClaims} tone="dark" className="mt-7 text-lg font-semibold" />
    </PageHero>
  );
}
