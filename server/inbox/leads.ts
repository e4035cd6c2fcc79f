import { serviceLabel } from '../../src/lib/quote-fields.ts';
import { leadStatuses, type LeadStatus } from '../../src/lib/lead-status.ts';
import type { LeadsDb } from '../leads/db.ts';

/** One row of the inbox list: what the owner needs to decide what to open first. */
export interface LeadSummary {
  id: number;
  receivedAt: string;
  name: string;
  serviceLabel: string;
  status: LeadStatus;
}

export interface LeadPage {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * Filters the list accepts. Every query is built from this one shape, so status and service
 * filters, search and the CSV export can share it.
 */
export interface LeadQuery {
  page?: number;
  pageSize?: number;
}

/** Read access to quote requests for the inbox pages; prepared once per connection. */
export function inboxLeads(db: LeadsDb) {
  const pageRows = db.prepare(
    `SELECT id, received_at, name, service, status FROM leads ORDER BY received_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const countAll = db.prepare(`SELECT count(*) FROM leads`).pluck();
  const countByStatus = db.prepare(`SELECT status, count(*) AS n FROM leads GROUP BY status`);
  type Row = { id: number; received_at: string; name: string; service: string; status: LeadStatus };

  return {
    list: ({ page = 1, pageSize = 50 }: LeadQuery = {}): LeadPage => {
      const total = countAll.get() as number;
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
      const rows = pageRows.all(pageSize, (current - 1) * pageSize) as Row[];
      return {
        leads: rows.map((row) => ({
          id: row.id,
          receivedAt: row.received_at,
          name: row.name,
          serviceLabel: serviceLabel(row.service),
          status: row.status,
        })),
        total,
        page: current,
        pageCount,
      };
    },
    countsByStatus: (): Record<LeadStatus, number> => {
      const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
      for (const row of countByStatus.all() as { status: LeadStatus; n: number }[]) counts[row.status] = row.n;
      return counts;
    },
  };
}

export type InboxLeads = ReturnType<typeof inboxLeads>;
