import { collections } from '../../../content/site-collections.ts';

/** The Site tab's pages, in the order an owner sets a site up; each list's page under the list's own title. */
export const sitePages = [
  { href: '/inbox/site', name: 'Overview' },
  { href: '/inbox/site/business', name: 'Business facts' },
  ...Object.values(collections).map((collection) => ({ href: collection.path, name: collection.title })),
  { href: '/inbox/site/revisions', name: 'Revisions' },
];

/** Links between the Site pages; wraps onto a second line on a phone rather than scrolling sideways. */
export function SiteTabs({ currentPath }: { currentPath: string }) {
  return (
    <nav aria-label="Site" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {sitePages.map((page) => {
          const current = page.href === currentPath;
          return (
            <li key={page.href}>
              <a
                href={page.href}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-11 items-center rounded-full border-2 px-4 font-semibold no-underline ${
                  current ? 'border-brand bg-brand text-white' : 'border-line bg-white text-brand hover:border-brand'
                }`}
              >
                {page.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
