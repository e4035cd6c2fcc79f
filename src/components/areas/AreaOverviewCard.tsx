import type { ServiceArea } from '../../content/areas.ts';
import { Icon } from '../ui/Icon.tsx';

/** One city on /service-areas: ZIP codes, description, neighborhood chips and the link to its page. */
export function AreaOverviewCard({ area }: { area: ServiceArea }) {
  const headingId = `area-card-${area.slug}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
      <h3 id={headingId} className="flex items-center gap-2">
        <Icon name="pin" size={22} className="shrink-0 text-action" />
        <a href={area.href} className="text-brand underline-offset-4 hover:underline">
          {area.city}, NC
        </a>
      </h3>
      <p className="mt-2 text-small text-muted">
        <span className="font-bold text-ink">ZIP codes:</span> {area.zip}
      </p>
      <p className="mt-3">{area.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${area.city} neighborhoods`}>
        {area.areaNeighborhoods.map((n) => (
          <li key={n.name} className="rounded-full bg-surface-alt px-3 py-1 text-small text-ink">
            {n.name}
          </li>
        ))}
      </ul>
      <p className="mt-auto pt-5">
        <a href={area.href} className="inline-block py-2.5 font-bold text-brand underline underline-offset-2">
          Concrete repair in{' '}
          <span className="whitespace-nowrap">
            {area.city}
            <Icon name="chevron" size={18} className="ml-1 inline align-[-3px]" />
          </span>
        </a>
      </p>
    </article>
  );
}
