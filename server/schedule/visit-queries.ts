import { businessDay } from '../../src/lib/dates.ts';
import type { LeadStatus } from '../../src/lib/lead-status.ts';
import { upcomingVisitsPerCustomer } from '../../src/lib/schedule.ts';
import type { LeadRow, LeadsDb } from '../leads/db.ts';
import type { VisitRow } from './visits.ts';

export type Lead = LeadRow & { status: LeadStatus; estimate_at: string | null };

/** The same phone number however it was typed. */
const phoneKey = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** The reads both the changes to visits and the customer's pages make of a request and its visits. */
export function visitQueries(db: LeadsDb) {
  const leadById = db.prepare(`SELECT * FROM leads WHERE id = ?`);
  const bookedOfLead = db.prepare(`SELECT * FROM visits WHERE lead_id = ? AND status = 'booked'`);
  const latestOfLead = db.prepare(`SELECT * FROM visits WHERE lead_id = ? ORDER BY status = 'booked' DESC, id DESC LIMIT 1`);
  const doneOfLead = db.prepare(`SELECT 1 FROM visits WHERE lead_id = ? AND status = 'done' LIMIT 1`).pluck();
  const visitById = db.prepare(`SELECT * FROM visits WHERE id = ?`);
  // The phone check allows digits, spaces and ( ) . + - only: without those it is the digits.
  const heldBySame = db.prepare(
    `SELECT count(*) FROM visits v JOIN leads l ON l.id = v.lead_id
     WHERE v.status = 'booked' AND v.day >= @today AND v.lead_id <> @lead
       AND ((@phone <> '' AND replace(replace(replace(replace(replace(replace(l.phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '') IN (@phone, '1' || @phone))
         OR (@email <> '' AND lower(trim(l.email)) = @email)
         OR (@ip IS NOT NULL AND l.client_ip = @ip))`,
  ).pluck();

  return {
    lead: (id: number) => leadById.get(id) as Lead | undefined,
    /** The request's booked visit. */
    booked: (leadId: number) => bookedOfLead.get(leadId) as VisitRow | undefined,
    /** The request's booked visit, else its latest. */
    latest: (leadId: number) => latestOfLead.get(leadId) as VisitRow | undefined,
    /** Whether one of the request's visits took place. */
    hasDone: (leadId: number) => Boolean(doneOfLead.get(leadId)),
    visit: (id: number) => visitById.get(id) as VisitRow | undefined,
    /** A customer past the limit: this phone number, e-mail or client address already holds enough upcoming visits. */
    hoarding: (lead: Lead, now: Date) =>
      (heldBySame.get({
        today: businessDay(now),
        lead: lead.id,
        phone: phoneKey(lead.phone),
        email: lead.email.trim().toLowerCase(),
        ip: lead.client_ip,
      }) as number) >= upcomingVisitsPerCustomer,
  };
}

export type VisitQueries = ReturnType<typeof visitQueries>;
