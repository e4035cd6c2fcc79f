import { inboxQueryString, type LeadFilter } from '../../lib/inbox-query.ts';
import { leadStatuses, type LeadStatus } from '../../lib/lead-status.ts';

interface StatusTabsProps {
  filter: LeadFilter;
  counts: Record<LeadStatus, number>;
}

/**
 * How many requests stand at each status, for the search and service in force; one tap
 * narrows to one. On a phone the row scrolls sideways rather than pushing the list down.
 */
export function StatusTabs({ filter, counts }: StatusTabsProps) {
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabs: { label: string; status: LeadStatus | undefined; count: number }[] = [
    { label: 'All', status: undefined, count: all },
    ...leadStatuses.map((status) => ({ label: status, status, count: counts[status] })),
  ];
  return (
    <nav aria-label="Requests by status" className="-mx-4 mt-4 overflow-x-auto px-4 py-1 md:mx-0 md:overflow-visible md:px-0">
      <ul className="flex gap-2 md:flex-wrap">
        {tabs.map((tab) => {
          const current = tab.status === filter.status;
          return (
            <li key={tab.label}>
              <a
                href={`/inbox${inboxQueryString({ ...filter, status: tab.status })}`}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-2 rounded-full whitespace-nowrap border-2 px-3 text-small font-bold no-underline ${
                  current ? 'border-brand bg-brand text-white' : 'border-line bg-white text-brand hover:border-brand'
                }`}
              >
                {tab.label}
                <span className={`rounded-full px-2 ${current ? 'bg-white/15' : 'bg-brand-tint'}`}>{tab.count}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
