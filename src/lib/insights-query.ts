/** The insights dashboard's period and the per-page table's sort, as they live in its URL. */

export const insightPeriods = [7, 30, 90] as const;
export type InsightPeriod = (typeof insightPeriods)[number];

export const pageSorts = ['page', 'views', 'calls', 'messages', 'requests', 'rate'] as const;
export type PageSort = (typeof pageSorts)[number];

export interface InsightsQuery {
  days: InsightPeriod;
  sort: PageSort;
}

export const defaultInsightsQuery: InsightsQuery = { days: 30, sort: 'views' };

/** Reads ?days= and ?sort=; anything unknown falls back to the default rather than being refused. */
export function readInsightsQuery(params: URLSearchParams): InsightsQuery {
  const days = Number(params.get('days'));
  const sort = params.get('sort');
  return {
    days: insightPeriods.find((period) => period === days) ?? defaultInsightsQuery.days,
    sort: pageSorts.find((key) => key === sort) ?? defaultInsightsQuery.sort,
  };
}

/** '/inbox/insights?days=90&sort=calls', leaving out what is the default. */
export function insightsHref({ days, sort }: InsightsQuery): string {
  const params = new URLSearchParams();
  if (days !== defaultInsightsQuery.days) params.set('days', String(days));
  if (sort !== defaultInsightsQuery.sort) params.set('sort', sort);
  const query = params.toString();
  return `/inbox/insights${query ? `?${query}` : ''}`;
}
