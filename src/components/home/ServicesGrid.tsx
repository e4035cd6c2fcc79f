import { services } from '../../content/services.ts';
import { Card } from '../ui/Card.tsx';
import { FillerTile } from '../ui/FillerTile.tsx';
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
        {/* Fills the row's last cell beside five services, so no row ends with a gap. */}
        <FillerTile title="Not sure which one you need?" href="/services" action="View All Services">
          See all five services and what each one fixes, or describe the problem in the quote form.
        </FillerTile>
      </ul>
    </Section>
  );
}
