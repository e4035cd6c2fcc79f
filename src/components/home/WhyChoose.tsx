import { business } from '../../config/business.ts';
import { whyChoose } from '../../content/home.ts';
import { IconTile } from '../ui/IconTile.tsx';
import { Section } from '../ui/Section.tsx';

export function WhyChoose() {
  return (
    <Section
      id="why-choose"
      title={`Why Choose ${business.name}`}
      lead="A local contractor that shows up when it says, explains the problem in plain words and stands behind the work."
    >
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {whyChoose.map((tile) => (
          <li key={tile.title} className="flex gap-4">
            <IconTile icon={tile.icon} />
            <div>
              <h3 className="text-xl">{tile.title}</h3>
              <p className="mt-2 text-muted">{tile.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
