import type { ServiceArea } from '../../content/areas.ts';
import { Icon } from '../ui/Icon.tsx';

/** The two ways a town's link is drawn; the pin and the name are the same in both. */
const looks = {
  /** A card on the home page's grid, its neighborhoods under the name. */
  tile: {
    link: 'group flex h-full flex-col rounded-card border border-line bg-white p-5 text-ink no-underline shadow-card transition-colors hover:border-brand',
    name: 'flex items-center gap-2 text-xl font-extrabold text-brand group-hover:underline',
    pin: { size: 20, className: 'text-action' },
    detail: 'mt-3 text-small text-muted',
  },
  /** A row of the list beside the map, its distance from Uptown at the right. */
  row: {
    link: 'flex min-h-12 items-center justify-between gap-3 px-4 py-2.5 text-ink no-underline hover:bg-surface-alt',
    name: 'flex items-center gap-2 font-bold text-brand',
    pin: { size: 18, className: 'shrink-0 text-action' },
    detail: 'text-right text-small text-muted',
  },
};

interface AreaLinkProps {
  area: ServiceArea;
  look: keyof typeof looks;
  /** The line after the town's name. */
  detail: string;
}

/** A link to a town's page: a map pin and "City, NC", then a detail. */
export function AreaLink({ area, look, detail }: AreaLinkProps) {
  const style = looks[look];
  return (
    <a href={area.href} className={style.link}>
      <span className={style.name}>
        <Icon name="pin" size={style.pin.size} className={style.pin.className} />
        {area.city}, NC
      </span>
      <span className={style.detail}>{detail}</span>
    </a>
  );
}
