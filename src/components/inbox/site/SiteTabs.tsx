/** The Site tab's pages, in the order an owner sets a site up. */
export const sitePages = [
  { href: '/inbox/site', name: 'Overview' },
  { href: '/inbox/site/business', name: 'Business facts' },
  { href: '/inbox/site/reviews', name: 'Reviews' },
  { href: '/inbox/site/work', name: 'Job photos' },
  { href: '/inbox/site/articles', name: 'Articles' },
  { href: '/inbox/site/revisions', name: 'Revisions' },
] as const;

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
