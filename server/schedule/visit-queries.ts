import { businessDay } from '../../src/lib/dates.ts';
import { upcomingVisitsPerCustomer } from '../../src/lib/schedule.ts';
import type { LeadsDb } from '../db/open.ts';
import type { LeadRecords, WorkedLead } from '../leads/records.ts';
import type { VisitRow } from './visits.ts';

/** The same phone number however it was typed. */
const phoneKey = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** The reads both the changes to visits and the customer's pages make of a request and its visits. */
export function visitQueries(db: LeadsDb, records: LeadRecords) {
  const bookedOfLead = db.prepare(`SELECT * FROM visits WHERE lead_id = ? AND status = 'booked'`);
  const latestOfLead = db.prepare(`SELECT * FROM visits WHERE lead_id = ? ORDER BY status = 'booked' DESC, id DESC LIMIT 1`);
  const doneOfLead = db.prepare(`SELECT 1 FROM visits WHERE lead_id = ? AND status = 'done' LIMIT 1`).pluck();
  const visitById = db.prepare(`SELECT * FROM visits WHERE id = ?`);
  // At most one visit per request is booked (visits_one_booked), so requests holding one count visits.
  const bookedLeadsFrom = db.prepare(`SELECT lead_id FROM visits WHERE status = 'booked' AND day >= ? AND lead_id <> ?`).pluck();

  return {
    lead: (id: number) => records.get(id),
    /** The request's booked visit. */
    booked: (leadId: number) => bookedOfLead.get(leadId) as VisitRow | undefined,
    /** The request's booked visit, else its latest. */
    latest: (leadId: number) => latestOfLead.get(leadId) as VisitRow | undefined,
    /** Whether one of the request's visits took place. */
    hasDone: (leadId: number) => Boolean(doneOfLead.get(leadId)),
    visit: (id: number) => visitById.get(id) as VisitRow | undefined,
    /** A customer past the limit: this phone number, e-mail or client address already holds enough upcoming visits. */
    hoarding: (lead: WorkedLead, now: Date) =>
      records.sameCustomer(bookedLeadsFrom.all(businessDay(now), lead.id) as number[], {
        phone: phoneKey(lead.phone),
        email: lead.email.trim().toLowerCase(),
        ip: lead.client_ip,
      }) >= upcomingVisitsPerCustomer,
  };
}

export type VisitQueries = ReturnType<typeof visitQueries>;
