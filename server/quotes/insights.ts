import { addDays, businessTimeToUtc } from '../../src/lib/dates.ts';
import type { QuoteInsightsView } from '../../src/lib/quote-owner-view.ts';
import type { LeadsDb } from '../db/open.ts';
import { leadRecords } from '../leads/records.ts';

/** The instant a business day begins, comparable with the ISO times stored. */
const dayStart = (day: string) => businessTimeToUtc(`${day}T00:00`)!;

const dayMs = 86_400_000;

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Insights' quote figures for a period of business days: quotes first sent in it and how many of
 * those the customer approved, the median days from the request to the approval, and the
 * approved dollars by the page that brought the request (the page stored with it, `leads.source`).
 * Read from what the quote and the request already hold: no new personal data.
 */
export function quoteInsights(db: LeadsDb) {
  const firstSends = db.prepare(
    `SELECT e.quote_id AS quoteId, s.quote_id IS NOT NULL AS approved
       FROM quote_events e LEFT JOIN quote_signatures s ON s.quote_id = e.quote_id
      WHERE e.kind = 'sent' AND e.version = 1 AND e.at >= ? AND e.at < ?`,
  );
  const approvals = db.prepare(
    `SELECT q.lead_id AS leadId, s.signed_at AS signedAt, s.total_cents AS totalCents
       FROM quote_signatures s JOIN quotes q ON q.id = s.quote_id
      WHERE s.signed_at >= ? AND s.signed_at < ?`,
  );
  const leads = leadRecords(db);

  return (from: string, to: string): QuoteInsightsView => {
    const start = dayStart(from);
    const end = dayStart(addDays(to, 1));
    const sends = firstSends.all(start, end) as {
      quoteId: number;
      approved: number;
    }[];
    const approved = sends.filter((send) => send.approved).length;
    const rows = approvals.all(start, end) as {
      leadId: number;
      signedAt: string;
      totalCents: number;
    }[];
    const requests = new Map(leads.many(rows.map((row) => row.leadId)).map((lead) => [lead.id, lead]));
    const byPage = new Map<string | null, { path: string | null; approved: number; totalCents: number }>();
    const days: number[] = [];
    let approvedCents = 0;
    for (const row of rows) {
      const lead = requests.get(row.leadId);
      if (!lead) continue;
      days.push((Date.parse(row.signedAt) - Date.parse(lead.received_at)) / dayMs);
      approvedCents += row.totalCents;
      const path = lead.source || null;
      const page = byPage.get(path) ?? { path, approved: 0, totalCents: 0 };
      page.approved += 1;
      page.totalCents += row.totalCents;
      byPage.set(path, page);
    }
    return {
      sent: sends.length,
      approved,
      approvalRate: sends.length ? approved / sends.length : null,
      medianDaysToApproval: median(days),
      byPage: [...byPage.values()].sort((a, b) => b.totalCents - a.totalCents || (a.path ?? '~').localeCompare(b.path ?? '~')),
      approvedCents,
    };
  };
}

export type QuoteInsights = ReturnType<typeof quoteInsights>;
