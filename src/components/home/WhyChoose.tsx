import { business } from '../../config/business.ts';
import { whyChoose } from '../../content/home.ts';
import { IconTileList } from '../ui/IconTileList.tsx';
import { Section } from '../ui/Section.tsx';

export function WhyChoose() {
  return (
    <Section
      id="why-choose"
      title={`Why Choose ${business.name}`}
      lead="A local contractor that shows up when it says, explains the problem in plain words and stands behind the work."
    >
      <IconTileList
        items={whyChoose}
        className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3"
      />
    </Section>
  );
}
