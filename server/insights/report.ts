import { addDays, businessDay, businessTimeToUtc } from '../../src/lib/dates.ts';
import { readInsightsQuery, type PageSort } from '../../src/lib/insights-query.ts';
import { serviceLabel } from '../../src/lib/quote-fields.ts';
import { townOf } from '../../src/lib/town.ts';
import { summarizeResponses } from '../../src/lib/response-time.ts';
import type { LeadsDb } from '../db/open.ts';
import { leadRecords } from '../leads/records.ts';
import type { ContactKind, SiteCounts } from './counts.ts';
import type { InsightsView, PageInsight, SeriesPoint, Share, Totals } from '../../src/lib/insights-view.ts';

const kindKey: Record<ContactKind, 'calls' | 'texts' | 'emails'> = { call: 'calls', text: 'texts', email: 'emails' };

/** The instant a business day begins, as an ISO string comparable with leads.received_at. */
const dayStart = (day: string) => businessTimeToUtc(`${day}T00:00`)!;

const emptyTotals = (): Totals => ({ views: 0, calls: 0, texts: 0, emails: 0, requests: 0 });

const sorters: Record<PageSort, (a: PageInsight, b: PageInsight) => number> = {
  page: (a, b) => a.path.localeCompare(b.path),
  views: (a, b) => b.views - a.views,
  calls: (a, b) => b.calls - a.calls,
  messages: (a, b) => b.texts + b.emails - (a.texts + a.emails),
  requests: (a, b) => b.requests - a.requests,
  rate: (a, b) => (b.rate ?? -1) - (a.rate ?? -1),
};

/** Pages with fewer views than this in the period say too little to be called weak. */
const minViewsToJudge = 20;

/** Counts requests by name, largest first. */
function shares(names: readonly string[]): Share[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, requests]) => ({ name, requests })).sort((a, b) => b.requests - a.requests || a.name.localeCompare(b.name));
}

/**
 * The numbers behind /inbox/insights, from the counts and the quote requests (those marked
 * Spam left out). Pending counts are written first, so the owner sees every click so far.
 */
export function insightsReport(db: LeadsDb, counts: SiteCounts) {
  const viewsByPage = db.prepare(`SELECT path, sum(views) AS n FROM page_views WHERE day BETWEEN ? AND ? GROUP BY path`);
  const clicksByPage = db.prepare(`SELECT path, kind, sum(clicks) AS n FROM contact_clicks WHERE day BETWEEN ? AND ? GROUP BY path, kind`);
  const viewTotal = db.prepare(`SELECT coalesce(sum(views), 0) FROM page_views WHERE day BETWEEN ? AND ?`).pluck();
  const clickTotals = db.prepare(`SELECT kind, sum(clicks) AS n FROM contact_clicks WHERE day BETWEEN ? AND ? GROUP BY kind`);
  const callsByDay = db.prepare(`SELECT day, sum(clicks) AS n FROM contact_clicks WHERE kind = 'call' AND day BETWEEN ? AND ? GROUP BY day`);
  const requests = leadRecords(db);

  const clicksInto = (totals: Totals, rows: { kind: ContactKind; n: number }[]) => {
    for (const row of rows) totals[kindKey[row.kind]] += row.n;
    return totals;
  };

  return (params: URLSearchParams, now = new Date()): InsightsView => {
    counts.flush();
    const { days, sort } = readInsightsQuery(params);
    const to = businessDay(now);
    const from = addDays(to, 1 - days);
    const end = dayStart(addDays(to, 1));
    const bucket = days === 7 ? 'day' : 'week';
    const bucketDays = bucket === 'day' ? 1 : 7;
    const bars = Math.ceil(days / bucketDays);
    const chartFrom = addDays(to, 1 - bars * bucketDays);
    const starts = Array.from({ length: bars }, (_, i) => addDays(chartFrom, i * bucketDays));
    const startInstants = starts.map(dayStart);
    const periodStart = dayStart(from);

    const pages = new Map<string, PageInsight>();
    const page = (path: string) => {
      let row = pages.get(path);
      if (!row) pages.set(path, (row = { path, ...emptyTotals(), contacts: 0, rate: null }));
      return row;
    };
    const totals = emptyTotals();
    for (const row of viewsByPage.all(from, to) as { path: string; n: number }[]) {
      page(row.path).views = row.n;
      totals.views += row.n;
    }
    for (const row of clicksByPage.all(from, to) as { path: string; kind: ContactKind; n: number }[]) {
      page(row.path)[kindKey[row.kind]] += row.n;
      totals[kindKey[row.kind]] += row.n;
    }

    const series: SeriesPoint[] = starts.map((start) => ({ start, requests: 0, calls: 0 }));
    const barOf = (day: string) => Math.floor((Date.parse(day) - Date.parse(chartFrom)) / (bucketDays * 86_400_000));
    for (const row of callsByDay.all(chartFrom, to) as { day: string; n: number }[]) series[barOf(row.day)]!.calls += row.n;

    // The chart's whole weeks reach back at least as far as the period.
    const leads = requests.receivedBetween(startInstants[0]!, end);
    const inPeriod = leads.filter((lead) => lead.received_at >= periodStart);
    let unattributed = 0;
    for (const lead of inPeriod) {
      totals.requests += 1;
      if (lead.source) page(lead.source).requests += 1;
      else unattributed += 1;
    }
    // Bars start at business midnights, which are not whole UTC days apart around a clock change.
    for (const lead of leads) {
      if (lead.received_at < startInstants[0]!) continue;
      let bar = bars - 1;
      while (lead.received_at < startInstants[bar]!) bar -= 1;
      series[bar]!.requests += 1;
    }

    const rows = [...pages.values()].map((row) => {
      row.contacts = row.calls + row.texts + row.emails + row.requests;
      row.rate = row.views > 0 ? row.contacts / row.views : null;
      return row;
    });
    const strongest = rows
      .filter((row) => row.contacts > 0)
      .sort((a, b) => b.contacts - a.contacts || (b.rate ?? 0) - (a.rate ?? 0) || a.path.localeCompare(b.path))
      .slice(0, 5);
    // "Read most": of the pages viewed at least as often as the middle one, those converting worst.
    const viewed = rows.map((row) => row.views).filter((views) => views > 0).sort((a, b) => a - b);
    const muchViewed = Math.max(minViewsToJudge, viewed[Math.floor(viewed.length / 2)] ?? 0);
    const weakest = rows
      .filter((row) => row.views >= muchViewed && !strongest.includes(row))
      .sort((a, b) => a.rate! - b.rate! || b.views - a.views || a.path.localeCompare(b.path))
      .slice(0, 5);

    const previousFrom = addDays(from, -days);
    const previousTo = addDays(from, -1);
    const previous = clicksInto(
      { ...emptyTotals(), views: viewTotal.get(previousFrom, previousTo) as number, requests: requests.countReceived(dayStart(previousFrom), periodStart) },
      clickTotals.all(previousFrom, previousTo) as { kind: ContactKind; n: number }[],
    );

    return {
      days,
      sort,
      from,
      to,
      totals,
      previous,
      pages: rows.sort((a, b) => sorters[sort](a, b) || a.path.localeCompare(b.path)),
      strongest,
      weakest,
      unattributed,
      services: shares(inPeriod.map((lead) => serviceLabel(lead.service))),
      towns: shares(inPeriod.map((lead) => townOf(lead.address) ?? 'Not known')),
      bucket,
      series,
      responses: {
        current: summarizeResponses(requests.answerTimes(periodStart, end)),
        previous: summarizeResponses(requests.answerTimes(dayStart(previousFrom), periodStart)),
      },
    };
  };
}

export type InsightsReport = ReturnType<typeof insightsReport>;
