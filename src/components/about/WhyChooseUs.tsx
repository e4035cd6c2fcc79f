import { business } from '../../config/business';
import { aboutReasons } from '../../content/about';
import { Checklist } from '../ui/Checklist';
import { Section } from '../ui/Section';

export function WhyChooseUs() {
  return (
    <Section id="why-us" title="Why Choose Us" lead={`What you can count on when you hire ${business.name}.`}>
      <Checklist items={aboutReasons} className="grid gap-x-10 text-lg md:grid-cols-2 md:space-y-0 md:gap-y-4" />
    </Section>
  );
}
