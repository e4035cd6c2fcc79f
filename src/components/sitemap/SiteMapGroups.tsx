import type { SiteMapGroup } from '../../lib/site-map.ts';
import { Icon } from '../ui/Icon.tsx';

export function SiteMapGroups({ groups }: { groups: readonly SiteMapGroup[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {groups.map((group) => {
        const id = `group-${group.title.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <nav key={group.title} aria-labelledby={id} className="rounded-card border border-line bg-white p-6 shadow-card">
            <h2 id={id} className="text-xl lg:text-2xl">
              {group.title}
            </h2>
            <ul className="mt-3">
              {group.links.map((link) => (
                <li key={link.href}>
                  {/* Article titles run to several lines: the chevron stays on the first, and the padding keeps one title apart from the next. */}
                  <a href={link.href} className="inline-flex min-h-11 items-start gap-2 py-2 font-semibold underline underline-offset-2">
                    <Icon name="chevron" size={16} className="mt-1.5 shrink-0 text-action" />
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        );
      })}
    </div>
  );
}
