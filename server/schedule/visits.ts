import type { LeadStatus } from '../../src/lib/lead-status.ts';
import type { SlotProblem } from '../../src/lib/schedule.ts';
import type { Visit, VisitStatus } from '../../src/lib/schedule-view.ts';

export interface VisitRow {
  id: number;
  lead_id: number;
  uid: string;
  sequence: number;
  day: string;
  start_min: number;
  end_min: number;
  zone: string;
  status: VisitStatus;
  status_before: LeadStatus;
  cancel_reason: string | null;
  booked_at: string;
  updated_at: string;
}

/** What an e-mail to the customer is about; the window is the one it had when the change was made. */
export interface VisitMail {
  /** 'link': the customer asked for the visit's link by e-mail ("E-mail me this link"). */
  kind: 'booked' | 'moved' | 'cancelled' | 'reminder' | 'link';
  visitId: number;
  uid: string;
  sequence: number;
  day: string;
  start: number;
  end: number;
}

/** Whether the customer hears of a change to the visit by e-mail, and if not, why: SMTP_URL unset, or no address on the request. */
export type CustomerTold = 'emailed' | 'no-smtp' | 'no-email';

export type Actor = { kind: 'customer' } | { kind: 'owner'; email: string };

/**
 * What may happen to a visit. `booked` makes a request's visit, or moves the one it has (the
 * same visit, SEQUENCE raised: "moved"); the three others end a booked visit for good.
 */
export type VisitChange =
  | {
      to: 'booked';
      day: string;
      start: number;
      /** Move this visit (it must be the request's booked one); without it the request's booked visit, or a new one. */
      visitId?: number;
      /** The property's address the request lacked, stored with the booking (customer only). */
      address?: string | null;
      /** The owner's typed time: any minute of the day, inside a window or not. */
      anyTime?: boolean;
      /** The owner's word on a move, kept in the history; the customer sees it on the visit's page and in the e-mail. */
      reason?: string | null;
    }
  | { to: 'cancelled' | 'done' | 'no-show'; visitId: number; reason?: string | null };

export type ChangeProblem =
  | SlotProblem
  | 'offline'
  | 'closed'
  | 'unknown'
  | 'not-booked'
  | 'cutoff'
  | 'outside'
  | 'address-needed'
  | 'limit'
  | 'estimate-done'
  | 'owner-only';

/** The HTTP status every refusal answers with: always a 4xx, and a refused change changes nothing. */
export const problemStatus: Record<ChangeProblem, 400 | 403 | 404 | 409 | 410> = {
  'not-a-window': 400,
  past: 409,
  'too-soon': 409,
  'too-far': 409,
  'day-off': 409,
  full: 409,
  offline: 409,
  closed: 410,
  unknown: 404,
  'not-booked': 409,
  cutoff: 409,
  outside: 400,
  'address-needed': 400,
  limit: 409,
  'estimate-done': 409,
  'owner-only': 403,
};

export type ChangeResult =
  | { ok: true; visit: Visit; visitToken: string; moved: boolean }
  | { ok: false; problem: ChangeProblem; status: 400 | 403 | 404 | 409 | 410 };

/** The newest change to a visit, as the request's history holds it: who made it and why. */
export interface LastChange {
  action: 'booked' | 'moved' | 'cancelled' | 'done' | 'no-show';
  byOwner: boolean;
  /** The window before a move, in short words. */
  from: string | null;
  reason: string | null;
}

/** A stored visit as the rest of the server sees it. */
export const toVisit = (row: VisitRow): Visit => ({
  id: row.id,
  leadId: row.lead_id,
  uid: row.uid,
  sequence: row.sequence,
  day: row.day,
  start: row.start_min,
  end: row.end_min,
  status: row.status,
  cancelReason: row.cancel_reason,
});
