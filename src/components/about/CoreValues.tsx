import { coreValues } from '../../content/about.ts';
import { Card } from '../ui/Card.tsx';
import { IconTile } from '../ui/IconTile.tsx';
import { Section } from '../ui/Section.tsx';

export function CoreValues() {
  return (
    <Section
      id="values"
      tone="alt"
      title="Our Core Values"
      lead="Four commitments we hold ourselves to on every job, from a single cracked step to a commercial parking lot."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {coreValues.map((value) => (
          <li key={value.title}>
            <Card className="h-full">
              <IconTile icon={value.icon} />
              <h3 className="mt-4 text-xl">{value.title}</h3>
              <p className="mt-2 text-muted">{value.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
