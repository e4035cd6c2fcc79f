import { footerGroups, mainNav, type NavItem } from '../config/navigation.ts';
import { areas } from './areas.ts';
import { services } from './services.ts';

export interface SiteMapGroup {
  title: string;
  links: readonly NavItem[];
}

const known: readonly NavItem[] = [...mainNav, ...footerGroups.flatMap((group) => group.links)];

/** The label the navigation already gives a route, so the site map never renames a page. */
function navLink(href: string): NavItem {
  const item = known.find((link) => link.href === href);
  if (!item) throw new Error(`No navigation label for ${href}`);
  return item;
}

/** The four groups of the human site map, as the specification lists them. */
export const siteMapGroups: readonly SiteMapGroup[] = [
  { title: 'Company', links: ['/', '/about', '/contact'].map(navLink) },
  { title: 'Services', links: [navLink('/services'), ...services.map((s) => ({ name: s.title, href: s.href }))] },
  { title: 'Service Areas', links: [navLink('/service-areas'), ...areas.map((a) => ({ name: `${a.city}, NC`, href: a.href }))] },
  {
    title: 'Resources',
    links: ['/blog', '/tools/cost-estimator', '/privacy-policy', '/terms-of-service'].map(navLink),
  },
];
