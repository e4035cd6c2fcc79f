import type { Service } from '../../content/services.ts';
import { ServiceIllustration } from '../diagrams/ServiceIllustration.tsx';
import { Button } from '../ui/Button.tsx';
import { Checklist } from '../ui/Checklist.tsx';
import { IconTile } from '../ui/IconTile.tsx';

interface ServiceCardProps {
  service: Service;
  /** Odd cards put the drawing on the right, so the list zig-zags on wide screens. */
  flipped: boolean;
}

export function ServiceCard({ service, flipped }: ServiceCardProps) {
  return (
    <li
      id={service.slug}
      className="grid overflow-hidden rounded-card border border-line bg-white shadow-card md:grid-cols-2"
    >
      <div className={`flex items-center bg-surface-alt p-3 md:p-8 ${flipped ? 'md:order-last' : ''}`}>
        <ServiceIllustration slug={service.slug} idPrefix="card" />
      </div>
      <div className="p-6 md:p-8 lg:p-10">
        <div className="flex items-center gap-4">
          <IconTile icon={service.icon} />
          <h3>{service.title}</h3>
        </div>
        <p className="mt-4 text-muted">{service.description}</p>
        <Checklist items={service.features} className="mt-5" />
        <p className="mt-5 border-l-4 border-action pl-4">{service.benefits}</p>
        <Button href={service.href} className="mt-6">
          Learn More<span className="sr-only"> about {service.title}</span>
          <span aria-hidden="true">&rarr;</span>
        </Button>
      </div>
    </li>
  );
}
