import { services } from '../../content/services.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { IconTile } from '../ui/IconTile.tsx';
import { Section } from '../ui/Section.tsx';

export function ServicesGrid() {
  return (
    <Section
      id="services"
      title="Concrete Repair Services"
      lead="Five services cover nearly every problem concrete develops in the Charlotte area. Each starts with a free on-site assessment."
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <Card as="li" key={service.slug} className="flex flex-col">
            <IconTile icon={service.icon} />
            <h3 className="mt-4">{service.title}</h3>
            <p className="mt-2 grow text-muted">{service.description}</p>
            <a href={service.href} className="mt-5 inline-flex min-h-11 items-center font-bold underline underline-offset-4">
              Learn More<span className="sr-only"> about {service.title}</span>
              <span aria-hidden="true">&nbsp;&rarr;</span>
            </a>
          </Card>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Button href="/services" variant="secondary">
          View All Services
        </Button>
      </div>
    </Section>
  );
}
