import { business } from '../../config/business.ts';
import { aboutReasons } from '../../content/about.ts';
import { Checklist } from '../ui/Checklist.tsx';
import { Section } from '../ui/Section.tsx';

export function WhyChooseUs() {
  return (
    <Section id="why-us" title="Why Choose Us" lead={`What you can count on when you hire ${business.name}.`}>
      <Checklist items={aboutReasons} className="grid gap-x-10 text-lg md:grid-cols-2 md:space-y-0 md:gap-y-4" />
    </Section>
  );
}
