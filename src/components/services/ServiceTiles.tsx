import { services } from '../../content/services.ts';
import { Icon } from '../ui/Icon.tsx';
import { IconTile } from '../ui/IconTile.tsx';

interface ServiceTilesProps {
  /** The grid: its columns and spacing. */
  className: string;
  /** A chevron after each name, where the tiles stand alone under an article. */
  chevron?: boolean;
}

/** The five services as compact tiles, icon and name, each linking to its page. */
export function ServiceTiles({ className, chevron = false }: ServiceTilesProps) {
  return (
    <ul className={className}>
      {services.map((service) => (
        <li key={service.slug}>
          <a
            href={service.href}
            className="group flex h-full min-h-11 items-center gap-3 rounded-card border border-line bg-white p-4 font-bold text-brand no-underline shadow-card transition-colors hover:border-brand"
          >
            <IconTile icon={service.icon} />
            <span className={chevron ? 'grow group-hover:underline' : 'group-hover:underline'}>{service.title}</span>
            {chevron ? <Icon name="chevron" size={18} className="shrink-0 text-action" /> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
