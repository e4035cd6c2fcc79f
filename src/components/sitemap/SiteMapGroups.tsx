import type { SiteMapGroup } from '../../lib/site-map.ts';
import { Icon } from '../ui/Icon.tsx';
import { LinkCard } from '../ui/LinkList.tsx';

export function SiteMapGroups({ groups }: { groups: readonly SiteMapGroup[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {groups.map((group) => {
        const id = `group-${group.title.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <LinkCard
            key={group.title}
            id={id}
            title={group.title}
            titleClassName="text-xl lg:text-2xl"
            links={group.links}
            // Article titles run to several lines: the chevron stays on the first, and the padding keeps one title apart from the next.
            linkClassName="inline-flex min-h-11 items-start gap-2 py-2 font-semibold underline underline-offset-2"
            marker={<Icon name="chevron" size={16} className="mt-1.5 shrink-0 text-action" />}
          />
        );
      })}
    </div>
  );
}
