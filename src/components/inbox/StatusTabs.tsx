import { inboxQueryString, type LeadFilter } from '../../lib/inbox-query.ts';
import { leadStatuses, type LeadStatus } from '../../lib/lead-status.ts';

interface StatusTabsProps {
  filter: LeadFilter;
  counts: Record<LeadStatus, number>;
}

/**
 * How many requests stand at each status, for the search and service in force; one tap
 * narrows to one. The row wraps on a narrow screen: a row scrolling sideways hid its last
 * statuses behind the edge with no sign they were there.
 */
export function StatusTabs({ filter, counts }: StatusTabsProps) {
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabs: { label: string; status: LeadStatus | undefined; count: number }[] = [
    { label: 'All', status: undefined, count: all },
    ...leadStatuses.map((status) => ({ label: status, status, count: counts[status] })),
  ];
  return (
    <nav aria-label="Requests by status" className="mt-4">
      <ul className="flex flex-wrap gap-2">
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
