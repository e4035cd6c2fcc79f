import { footerGroups, mainNav, type NavItem } from '../content/navigation.ts';
import { areas } from '../content/areas.ts';
import { blogCategories } from '../content/blog-categories.ts';
import { services } from '../content/services.ts';
import { categoryHref, newestFirst, type PostSummary } from './blog.ts';

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

/**
 * The groups of the human site map: the four the specification lists, then every article and
 * every category page. Articles come from the blog collection the page passes in, so a new
 * article appears here without an edit.
 */
export function siteMapGroups(posts: readonly Pick<PostSummary, 'title' | 'href' | 'date'>[]): SiteMapGroup[] {
  return [
    { title: 'Company', links: ['/', '/about', '/our-work', '/contact'].map(navLink) },
    { title: 'Services', links: [navLink('/services'), ...services.map((s) => ({ name: s.title, href: s.href }))] },
    { title: 'Service Areas', links: [navLink('/service-areas'), ...areas.map((a) => ({ name: `${a.city}, NC`, href: a.href }))] },
    { title: 'Resources', links: ['/blog', '/tools/cost-estimator', '/privacy-policy', '/terms-of-service'].map(navLink) },
    { title: 'Blog Articles', links: newestFirst(posts).map((post) => ({ name: post.title, href: post.href })) },
    { title: 'Blog Categories', links: blogCategories.map((c) => ({ name: c.name, href: categoryHref(c.name) })) },
  ];
}
