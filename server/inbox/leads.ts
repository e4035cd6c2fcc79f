import { readInboxQuery, type LeadFilter } from '../../src/lib/inbox-query.ts';
import { leadStatuses, type LeadStatus } from '../../src/lib/lead-status.ts';
import { serviceLabel } from '../../src/lib/quote-fields.ts';
import { townOf } from '../../src/lib/town.ts';
import type { LeadsDb } from '../db/open.ts';
import { exportLeads, leadsToCsv } from '../leads/export.ts';
import { leadRecords } from '../leads/records.ts';
import { photoReader } from '../photos/store.ts';
import { visitReader, type ShownVisit } from '../schedule/visit-reads.ts';
import type { LeadListView, ListVisit } from '../../src/lib/lead-view.ts';

export const pageSize = 25;

/** The last change to the visit was the customer's when the request's latest visit entry is. */
const visitOf = (visit: ShownVisit | undefined, lastActor: string | undefined): ListVisit | null =>
  visit ? { ...visit, byCustomer: lastActor === 'customer' } : null;

/** Read access to quote requests for the inbox pages and the CSV export. */
export function inboxLeads(db: LeadsDb) {
  const leads = leadRecords(db);
  const photos = photoReader(db);
  const visits = visitReader(db);
  const countsFor = (filter: LeadFilter) => {
    const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
    for (const row of leads.countsByStatus({ ...filter, status: undefined })) counts[row.status] = row.n;
    return counts;
  };

  return {
    /** The list page for a query string; never throws on what a client put in it. */
    list: (params: URLSearchParams, now = new Date()): LeadListView => {
      const { filter, page } = readInboxQuery(params);
      const counts = countsFor(filter);
      const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      const current = Math.min(page, pageCount);
      const rows = leads.listPage(filter, { limit: pageSize, offset: (current - 1) * pageSize });
      const ids = rows.map((row) => row.id);
      const photoCounts = photos.counts(ids);
      const listed = visits.listed(ids);
      const visitActors = leads.lastVisitActors(ids);
      return {
        filter,
        leads: rows.map((row) => ({
          id: row.id,
          receivedAt: row.received_at,
          name: row.name,
          serviceLabel: serviceLabel(row.service),
          town: townOf(row.address),
          status: row.status,
          opened: row.opened_at !== null,
          photos: photoCounts.get(row.id) ?? 0,
          waitedMinutes: row.status === 'New' && row.answered_at === null ? Math.max(0, (now.getTime() - Date.parse(row.received_at)) / 60_000) : null,
          visit: visitOf(listed.get(row.id), visitActors.get(row.id)),
        })),
        total,
        page: current,
        pageCount,
        counts,
        unopenedNew: leads.unopenedNew(),
      };
    },
    /** The export for the same query string as the list it was linked from. */
    csv: (params: URLSearchParams): string => leadsToCsv(exportLeads(db, readInboxQuery(params).filter)),
  };
}

export type InboxLeads = ReturnType<typeof inboxLeads>;
