import type { AreaLink } from '../../content/area-pages/types.ts';
import { areaBySlug, type AreaSlug } from '../../content/areas.ts';
import { Icon } from '../ui/Icon.tsx';

interface NearbyAreasProps {
  slugs: readonly AreaSlug[];
  extraLinks?: readonly AreaLink[];
}

const pillClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 py-2 font-semibold no-underline shadow-card transition-colors hover:border-brand hover:underline';

export function NearbyAreas({ slugs, extraLinks = [] }: NearbyAreasProps) {
  const links: AreaLink[] = [
    ...slugs.map((slug) => {
      const area = areaBySlug(slug);
      return { label: `${area.city}, NC`, href: area.href };
    }),
    ...extraLinks,
    { label: 'All Service Areas', href: '/service-areas' },
  ];
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={pillClass}>
            <Icon name={link.href.startsWith('/areas/') ? 'pin' : 'chevron'} size={18} className="text-action" />
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
