import { insightPeriods, insightsHref, type InsightsQuery } from '../../lib/insights-query.ts';

/** Last 7, 30 or 90 days: one tap each, keeping the table's sort. */
export function PeriodTabs({ query }: { query: InsightsQuery }) {
  return (
    <nav aria-label="Period">
      <ul className="flex flex-wrap gap-2">
        {insightPeriods.map((days) => {
          const current = days === query.days;
          return (
            <li key={days}>
              <a
                href={insightsHref({ ...query, days })}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-11 items-center rounded-full border-2 px-4 text-small font-bold whitespace-nowrap no-underline ${
                  current ? 'border-brand bg-brand text-white' : 'border-line bg-white text-brand hover:border-brand'
                }`}
              >
                Last {days} days
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
