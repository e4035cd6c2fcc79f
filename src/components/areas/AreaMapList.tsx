import { business } from '../../config/business.ts';
import { areas } from '../../content/areas.ts';
import { Icon } from '../ui/Icon.tsx';
import { direction, distanceMiles } from './geo.ts';

/** The map's text equivalent: every city as a link, with where it lies from Uptown Charlotte. */
export function AreaMapList() {
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
      {areas.map((area) => {
        const miles = Math.round(distanceMiles(business.geo, area.coordinates));
        return (
          <li key={area.slug}>
            <a
              href={area.href}
              className="flex min-h-12 items-center justify-between gap-3 px-4 py-2.5 text-ink no-underline hover:bg-surface-alt"
            >
              <span className="flex items-center gap-2 font-bold text-brand">
                <Icon name="pin" size={18} className="shrink-0 text-action" />
                {area.city}, NC
              </span>
              <span className="text-right text-small text-muted">
                {miles === 0 ? 'Uptown, our base' : `${miles} mi ${direction(business.geo, area.coordinates)}`}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
