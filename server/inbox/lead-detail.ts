import { contactLinks, leadReference } from '../../src/lib/lead-contact.ts';
import type { LeadStatus } from '../../src/lib/lead-status.ts';
import type { ReviewChannel } from '../../src/lib/review-request.ts';
import { serviceLabel } from '../../src/lib/quote-fields.ts';
import { describeVisit } from '../../src/lib/schedule.ts';
import type { Channel } from '../leads/config.ts';
import type { LeadsDb, LeadRow } from '../leads/db.ts';
import { photoReader, type PhotoInfo } from '../photos/store.ts';

/** Longest note the owner can save, in UTF-16 units as the textarea's maxlength counts them. */
/** The id of the confirmation an inbox form lands on (its redirect's fragment), next to what changed. */
export const savedAnchor = 'saved';

export const maxNoteLength = 5000;

export interface LeadNote {
  id: number;
  at: string;
  author: string;
  body: string;
}

/** One entry of a request's history; `detail` is stored as JSON in lead_events. */
export type LeadEvent = { id: number; at: string; actor: string } & (
  | { kind: 'opened' }
  | { kind: 'status'; from: LeadStatus; to: LeadStatus }
  | { kind: 'estimate'; from: string | null; to: string | null }
  | { kind: 'note' }
  | { kind: 'contact'; via: ContactVia }
  | { kind: 'review-request'; via: ReviewChannel }
  | { kind: 'visit'; action: 'booked' | 'moved' | 'cancelled' | 'done' | 'no-show'; window: string; from?: string; reason?: string }
);

/** The buttons on a request's page whose taps the inbox records (through their `ping`). */
export type ContactVia = 'call' | 'text' | 'email';

export interface Delivery {
  id: number;
  channel: Channel;
  /** The device a push went to. */
  device: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  /** When a pending job is tried next. */
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
}

export interface LeadDetail {
  id: number;
  reference: string;
  receivedAt: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  service: string;
  serviceLabel: string;
  message: string;
  status: LeadStatus;
  openedAt: string | null;
  estimateAt: string | null;
  /** The estimate visit booked on the schedule (server/schedule), its window in words. */
  visit: { window: string; status: 'booked' | 'cancelled' | 'done' | 'no-show' } | null;
  /** The page of this site that sent the visitor to the quote form, or null when the browser did not say. */
  source: string | null;
  /** The other site the visitor arrived from, and the campaign tags of the address they landed on. */
  referrerHost: string | null;
  campaign: { source: string | null; medium: string | null; campaign: string | null };
  /** The photos sent with the request, in the visitor's order. */
  photos: PhotoInfo[];
  notes: LeadNote[];
  history: LeadEvent[];
  /** When the customer was last asked for a review, or null when never. */
  reviewRequestedAt: string | null;
  deliveries: Delivery[];
}

function visitOf(row: { day: string; start: number; end: number; status: NonNullable<LeadDetail['visit']>['status'] } | undefined): LeadDetail['visit'] {
  return row ? { window: describeVisit(row), status: row.status } : null;
}

/** A request id as it appears in a URL: a positive whole number SQLite can hold, else null. */
export function parseLeadId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

type DetailRow = LeadRow & { status: LeadStatus; opened_at: string | null; estimate_at: string | null };
type EventRow = { id: number; at: string; actor: string; kind: LeadEvent['kind']; detail: string };

/**
 * Reading and working one request. Each change and its history entry commit in one
 * transaction, so the history never misses a change and never records one that did not happen.
 */
export function leadDetails(db: LeadsDb) {
  const lead = db.prepare(`SELECT * FROM leads WHERE id = ?`);
  const notes = db.prepare(`SELECT id, at, author, body FROM lead_notes WHERE lead_id = ? ORDER BY id DESC`);
  const events = db.prepare(`SELECT id, at, actor, kind, detail FROM lead_events WHERE lead_id = ? ORDER BY id DESC`);
  const deliveries = db.prepare(
    `SELECT id, channel, device, status, attempts, next_attempt_at, last_error, sent_at FROM outbox WHERE lead_id = ? ORDER BY id`,
  );
  const photos = photoReader(db);
  // The booked visit, else the latest: the one the request's page shows.
  const visit = db.prepare(`SELECT day, start_min AS start, end_min AS "end", status FROM visits WHERE lead_id = ? ORDER BY status = 'booked' DESC, id DESC LIMIT 1`);
  const bookedVisit = db.prepare(`SELECT 1 FROM visits WHERE lead_id = ? AND status = 'booked'`);
  const markOpened = db.prepare(`UPDATE leads SET opened_at = ? WHERE id = ? AND opened_at IS NULL`);
  const setStatus = db.prepare(`UPDATE leads SET status = ? WHERE id = ?`);
  const insertNote = db.prepare(`INSERT INTO lead_notes (lead_id, at, author, body) VALUES (?, ?, ?, ?)`);
  const insertEvent = db.prepare(`INSERT INTO lead_events (lead_id, at, actor, kind, detail) VALUES (?, ?, ?, ?, ?)`);
  // The first answer stays: later ones change nothing.
  const markAnswered = db.prepare(`UPDATE leads SET answered_at = ? WHERE id = ? AND answered_at IS NULL`);

  /** A history entry: what happened to the request, when and by whom. */
  const record = (id: number, { at, actor }: { at: string; actor: string }, kind: LeadEvent['kind'], detail: object = {}) =>
    insertEvent.run(id, at, actor, kind, JSON.stringify(detail));

  return {
    get: (id: number): LeadDetail | undefined => {
      const row = lead.get(id) as DetailRow | undefined;
      if (!row) return undefined;
      const history = (events.all(id) as EventRow[]).map(({ detail, ...event }) => ({ ...event, ...JSON.parse(detail) }) as LeadEvent);
      return {
        id: row.id,
        reference: leadReference(row.id),
        receivedAt: row.received_at,
        name: row.name,
        phone: row.phone,
        email: row.email,
        address: row.address,
        service: row.service,
        serviceLabel: serviceLabel(row.service),
        message: row.message,
        status: row.status,
        openedAt: row.opened_at,
        estimateAt: row.estimate_at,
        visit: visitOf(visit.get(id) as { day: string; start: number; end: number; status: NonNullable<LeadDetail['visit']>['status'] } | undefined),
        source: row.source,
        referrerHost: row.referrer_host,
        campaign: { source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign },
        photos: photos.forLead(id),
        notes: notes.all(id) as LeadNote[],
        history,
        reviewRequestedAt: history.find((event) => event.kind === 'review-request')?.at ?? null,
        deliveries: (deliveries.all(id) as { id: number; channel: Channel; device: string | null; status: Delivery['status']; attempts: number; next_attempt_at: number; last_error: string | null; sent_at: string | null }[]).map(
          (job) => ({
            id: job.id,
            channel: job.channel,
            device: job.device,
            status: job.status,
            attempts: job.attempts,
            nextAttemptAt: new Date(job.next_attempt_at).toISOString(),
            lastError: job.last_error,
            sentAt: job.sent_at,
          }),
        ),
      };
    },

    /** The first opening stamps opened_at; later ones change nothing. False when there is no such request. */
    open: db.transaction((id: number, actor: string, now: Date): boolean => {
      const at = now.toISOString();
      if (markOpened.run(at, id).changes === 1) record(id, { at, actor }, 'opened');
      return lead.get(id) !== undefined;
    }),

    /**
     * Sets the status the owner picked. "Estimate scheduled" follows a booked visit
     * (server/schedule/store.ts), so it is not picked by hand, and no other status is set while
     * a visit is booked; checked in the same transaction as the write.
     */
    changeStatus: db.transaction((id: number, status: LeadStatus, actor: string, now: Date): 'changed' | 'not-found' | 'needs-visit' | 'visit-booked' => {
      const row = lead.get(id) as DetailRow | undefined;
      if (!row) return 'not-found';
      const booked = bookedVisit.get(id) !== undefined;
      if (status === 'Estimate scheduled' && !booked && row.status !== status) return 'needs-visit';
      if (booked && status !== 'Estimate scheduled') return 'visit-booked';
      const at = now.toISOString();
      setStatus.run(status, id);
      if (row.status !== status) record(id, { at, actor }, 'status', { from: row.status, to: status });
      if (row.status === 'New' && status !== 'New') markAnswered.run(at, id);
      return 'changed';
    }),

    /** Adds a note by the signed-in owner; false when there is no such request. */
    addNote: db.transaction((id: number, body: string, author: string, now: Date): boolean => {
      if (lead.get(id) === undefined) return false;
      const at = now.toISOString();
      insertNote.run(id, at, author, body);
      record(id, { at, actor: author }, 'note');
      markAnswered.run(at, id);
      return true;
    }),

    /** A tap on the request's Call, Text or E-mail button; false when there is no such request. */
    recordContact: db.transaction((id: number, via: ContactVia, actor: string, now: Date): boolean => {
      if (lead.get(id) === undefined) return false;
      const at = now.toISOString();
      record(id, { at, actor }, 'contact', { via });
      markAnswered.run(at, id);
      return true;
    }),

    /** The request's own Call, Text and E-mail links, to tell which one a ping names. */
    contactLinks: (id: number) => {
      const row = lead.get(id) as DetailRow | undefined;
      return row ? contactLinks(row) : undefined;
    },

    /**
     * Records that the owner asked the customer for a review. Only a request marked Won is
     * asked, so a stray or forged report on any other request changes nothing.
     */
    askForReview: db.transaction((id: number, via: ReviewChannel, actor: string, now: Date): 'asked' | 'not-found' | 'not-won' => {
      const row = lead.get(id) as DetailRow | undefined;
      if (!row) return 'not-found';
      if (row.status !== 'Won') return 'not-won';
      record(id, { at: now.toISOString(), actor }, 'review-request', { via });
      return 'asked';
    }),
  };
}

export type LeadDetails = ReturnType<typeof leadDetails>;
