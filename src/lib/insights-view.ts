/**
 * What /inbox/insights renders: which pages bring work, built by server/insights/report.ts.
 * Types only, shared by the server and the inbox's chart and tables.
 */
import type { InsightPeriod, PageSort } from './insights-query.ts';
import type { ResponseSummary } from './response-time.ts';

export interface Totals {
  views: number;
  calls: number;
  texts: number;
  emails: number;
  requests: number;
}

export interface PageInsight extends Totals {
  path: string;
  /** Calls, texts, e-mails and quote requests together. */
  contacts: number;
  /** Contacts per view; null for a page nobody viewed in the period. */
  rate: number | null;
}

export interface SeriesPoint {
  /** First business day of the bar, 'YYYY-MM-DD'. */
  start: string;
  requests: number;
  calls: number;
}

export interface Share {
  name: string;
  requests: number;
}

export interface InsightsView {
  days: InsightPeriod;
  sort: PageSort;
  /** First and last business day of the period, inclusive. */
  from: string;
  to: string;
  totals: Totals;
  /** The same span just before, for comparison. */
  previous: Totals;
  pages: PageInsight[];
  /** Up to five pages that brought the most contacts, and up to five much-viewed ones that brought the fewest. */
  strongest: PageInsight[];
  weakest: PageInsight[];
  /** Quote requests that did not say which page sent them (JavaScript off and no Referer). */
  unattributed: number;
  services: Share[];
  towns: Share[];
  /** Bars of the chart: one per day for 7 days, else one per week over whole weeks ending today. */
  bucket: 'day' | 'week';
  series: SeriesPoint[];
  /** How fast requests received in the period, and in the one before, were first answered. */
  responses: { current: ResponseSummary; previous: ResponseSummary };
}
