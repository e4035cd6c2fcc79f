import { business } from '../../config/business.ts';
import { heroClaims } from '../../content/home.ts';
import type { WorkPhoto } from '../../content/work-schema.ts';
import { CallButton } from '../ui/CallButton.tsx';
import { Checklist } from '../ui/Checklist.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { HeroPhoto } from './HeroPhoto.tsx';
import { HeroQuoteForm } from './HeroQuoteForm.tsx';
import { HeroTrust } from './HeroTrust.tsx';

interface HomeHeroProps {
  /** PUBLIC_QUOTE_ENDPOINT, where the short form posts. */
  endpoint: string;
  /** The job photo the owner chose for the top of the home page, if any. */
  photo?: WorkPhoto | null;
}

export function HomeHero({ endpoint, photo }: HomeHeroProps) {
  return (
    <PageHero
      minHeight
      title="Professional Concrete Repair in Charlotte, NC"
      lead={`Cracked driveway, sunken patio or a sidewalk someone could trip on? ${business.name} repairs, levels and resurfaces concrete across the Charlotte metro, usually for a fraction of the cost of replacement.`}
      // The form is right beside (or below) the heading: the one other action is the call.
      actions={<CallButton />}
      below={<Checklist items={heroClaims} tone="dark" className="mt-8 text-lg font-semibold" />}
      aside={<HeroQuoteForm endpoint={endpoint} />}
      backdrop={photo ? <HeroPhoto photo={photo} /> : null}
    >
      <HeroTrust />
    </PageHero>
  );
}
