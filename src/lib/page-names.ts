import { areas } from '../content/areas.ts';
import { blogCategories } from '../content/blog-categories.ts';
import { footerGroups, mainNav } from '../content/navigation.ts';
import { services } from '../content/services.ts';
import { categoryHref, postHref } from './blog.ts';

/** An article as its page is named: its address and title. */
export interface ArticleName {
  slug: string;
  title: string;
}

/**
 * Every page the site's own data names, first name wins: the main navigation's words, the
 * services' titles, each area as its page heads it, the blog's categories, then the footer's.
 * The home page is the one the navigation calls just "Home".
 */
const siteNames = new Map<string, string>(
  [
    ['/', 'Home page'] as const,
    ...mainNav.map((link) => [link.href, link.name] as const),
    ...services.map((service) => [service.href, service.title] as const),
    ...areas.map((area) => [area.href, `Concrete repair in ${area.city}`] as const),
    ...blogCategories.map((category) => [categoryHref(category.name), `Blog: ${category.name}`] as const),
    ...footerGroups.flatMap((group) => group.links).map((link) => [link.href, link.name] as const),
  ].reverse(),
);

/**
 * A path of the site as the owner knows the page: "Home page", "Contact", an article's title,
 * "Concrete repair in Matthews". Articles are passed in, since the owner publishes new ones;
 * a path nothing names (a page since removed) is shown as it is.
 */
export function pageNamer(articles: readonly ArticleName[]): (path: string) => string {
  const names = new Map(siteNames);
  for (const article of articles) names.set(postHref(article.slug), article.title);
  return (path) => {
    const clean = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
    return names.get(clean) ?? path;
  };
}
