import { blogCategories } from '../../content/blog-categories.ts';

interface CategoryNavProps {
  /** Slug of the category page being shown; undefined on /blog itself. */
  current?: string;
  /** Posts per category name, shown beside each link. */
  counts: Readonly<Record<string, number>>;
  total: number;
}

const itemClass =
  'flex min-h-11 items-center justify-between gap-3 rounded-lg border px-4 py-2 font-semibold no-underline transition-colors';
const currentClass = 'border-brand bg-brand text-white';
const otherClass = 'border-line bg-white text-brand hover:border-brand hover:bg-brand-tint';

/** Category filter as plain links to category pages, so it works without JavaScript. */
export function CategoryNav({ current, counts, total }: CategoryNavProps) {
  const links = [
    { name: 'All Articles', href: '/blog', slug: undefined as string | undefined, count: total },
    ...blogCategories.map((c) => ({ name: c.name, href: `/blog/category/${c.slug}`, slug: c.slug as string | undefined, count: counts[c.name] ?? 0 })),
  ];
  return (
    <nav aria-labelledby="blog-categories-title" className="rounded-card border border-line bg-surface-alt p-5">
      <h2 id="blog-categories-title" className="text-lg lg:text-xl">
        Categories
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col">
        {links.map((link) => {
          const isCurrent = link.slug === current;
          return (
            <li key={link.href}>
              <a href={link.href} aria-current={isCurrent ? 'page' : undefined} className={`${itemClass} ${isCurrent ? currentClass : otherClass}`}>
                <span>{link.name}</span>
                <span className={`text-small font-normal ${isCurrent ? 'text-white' : 'text-muted'}`}>
                  ({link.count}
                  <span className="sr-only"> {link.count === 1 ? 'article' : 'articles'}</span>)
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
