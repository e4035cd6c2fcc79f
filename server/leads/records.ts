import type { LeadFilter } from '../../src/lib/inbox-query.ts';
import type { LeadStatus } from '../../src/lib/lead-status.ts';
import type { AnswerTimes } from '../../src/lib/response-time.ts';
import type { LeadsDb } from '../db/open.ts';
import type { LeadRow } from './db.ts';
import { filterCondition } from './search.ts';

/** A stored request with what working it added: its status, first opening, answer and typed estimate time. */
export type WorkedLead = LeadRow & { status: LeadStatus; opened_at: string | null; answered_at: string | null; estimate_at: string | null };

/** A request written as it already is, worked elsewhere (sample data for benches and tests): no notification is queued. */
export type ImportedLead = Pick<WorkedLead, 'received_at' | 'name' | 'phone' | 'email' | 'address' | 'service' | 'message' | 'status' | 'opened_at'> & {
  source?: string | null;
};

/** A request as a card of the inbox list shows it. */
export type ListedLead = Pick<WorkedLead, 'id' | 'received_at' | 'name' | 'address' | 'service' | 'status' | 'opened_at' | 'answered_at'>;

/** One history entry as stored: `detail` is the JSON of what the kind records. */
export interface StoredEvent {
  id: number;
  at: string;
  actor: string;
  kind: string;
  detail: string;
}

/** A history entry to record; call it inside the transaction of the change it records. */
export interface NewEvent {
  leadId: number;
  at: string;
  actor: string;
  kind: string;
  /** What the kind records, stored as JSON; nothing for a kind that says it all ('opened', 'note'). */
  detail?: object;
}

/** Who a request's customer is, as a booking compares requests: phone digits, e-mail (trimmed, lower case), address. */
export interface CustomerKey {
  phone: string;
  email: string;
  ip: string | null;
}

/** As a JSON array, for `IN (SELECT value FROM json_each(?))`. */
const idList = (ids: readonly number[]) => JSON.stringify(ids);

/**
 * The leads area's tables (leads, lead_events, lead_notes) as the other areas and the inbox read
 * and change them. Each function is one statement; the caller's transaction holds a change and
 * its history entry together.
 */
export function leadRecords(db: LeadsDb) {
  const byId = db.prepare(`SELECT * FROM leads WHERE id = ?`);
  const byIds = db.prepare(`SELECT * FROM leads WHERE id IN (SELECT value FROM json_each(?))`);
  const email = db.prepare(`SELECT email FROM leads WHERE id = ?`).pluck();
  const notes = db.prepare(`SELECT id, at, author, body FROM lead_notes WHERE lead_id = ? ORDER BY id DESC`);
  const events = db.prepare(`SELECT id, at, actor, kind, detail FROM lead_events WHERE lead_id = ? ORDER BY id DESC`);
  const markOpened = db.prepare(`UPDATE leads SET opened_at = ? WHERE id = ? AND opened_at IS NULL`);
  const setStatus = db.prepare(`UPDATE leads SET status = ? WHERE id = ?`);
  const setStatusAndEstimate = db.prepare(`UPDATE leads SET status = ?, estimate_at = ? WHERE id = ?`);
  const setAddress = db.prepare(`UPDATE leads SET address = ? WHERE id = ?`);
  // The first answer stays: later ones change nothing.
  const markAnswered = db.prepare(`UPDATE leads SET answered_at = ? WHERE id = ? AND answered_at IS NULL`);
  const insertNote = db.prepare(`INSERT INTO lead_notes (lead_id, at, author, body) VALUES (?, ?, ?, ?)`);
  const insertEvent = db.prepare(`INSERT INTO lead_events (lead_id, at, actor, kind, detail) VALUES (?, ?, ?, ?, ?)`);
  // A request may have had several visits; an entry names its visit by the window it left it in.
  const lastVisitEvent = db.prepare(
    `SELECT actor, detail FROM lead_events WHERE lead_id = ? AND kind = 'visit' AND json_extract(detail, '$.window') = ? ORDER BY id DESC LIMIT 1`,
  );
  const lastVisitActors = db.prepare(
    `SELECT l.value AS id, (SELECT e.actor FROM lead_events e WHERE e.lead_id = l.value AND e.kind = 'visit' ORDER BY e.id DESC LIMIT 1) AS actor
     FROM json_each(?) l`,
  );
  const statusBefore = db
    .prepare(
      `SELECT json_extract(detail, '$.from') FROM lead_events WHERE lead_id = ? AND kind = 'status' AND json_extract(detail, '$.to') = 'Estimate scheduled' ORDER BY id DESC LIMIT 1`,
    )
    .pluck();
  const typedEstimates = db.prepare(`SELECT id, estimate_at FROM leads WHERE status = 'Estimate scheduled' AND estimate_at IS NOT NULL`);
  // The phone check allows digits, spaces and ( ) . + - only: without those it is the digits.
  const sameCustomer = db
    .prepare(
      `SELECT count(*) FROM leads l WHERE l.id IN (SELECT value FROM json_each(@ids))
       AND ((@phone <> '' AND replace(replace(replace(replace(replace(replace(l.phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '') IN (@phone, '1' || @phone))
         OR (@email <> '' AND lower(trim(l.email)) = @email)
         OR (@ip IS NOT NULL AND l.client_ip = @ip))`,
    )
    .pluck();

  // The insights count every request but those marked Spam, received from `from` up to `to` (ISO instants).
  const received = db.prepare(`SELECT received_at, source, service, address FROM leads WHERE received_at >= ? AND received_at < ? AND status != 'Spam'`);
  const answerTimes = db.prepare(
    `SELECT received_at AS receivedAt, answered_at AS answeredAt FROM leads WHERE received_at >= ? AND received_at < ? AND status != 'Spam'`,
  );
  const receivedCount = db.prepare(`SELECT count(*) FROM leads WHERE received_at >= ? AND received_at < ? AND status != 'Spam'`).pluck();
  const insertImported = db.prepare(
    `INSERT INTO leads (received_at, name, phone, email, address, service, message, source, status, opened_at)
     VALUES (@received_at, @name, @phone, @email, @address, @service, @message, @source, @status, @opened_at)`,
  );
  const unopenedNew = db.prepare(`SELECT count(*) FROM leads WHERE status = 'New' AND opened_at IS NULL`).pluck();

  return {
    /** Requests received from `from` up to `to` (ISO instants), Spam left out: where each came from, for what, and where. */
    receivedBetween: (from: string, to: string) =>
      received.all(from, to) as Pick<WorkedLead, 'received_at' | 'source' | 'service' | 'address'>[],
    /** When each request of the period (Spam left out) was received and first answered. */
    answerTimes: (from: string, to: string) => answerTimes.all(from, to) as AnswerTimes[],
    countReceived: (from: string, to: string) => receivedCount.get(from, to) as number,
    /** Writes a request as it is (its triggers index it for search); returns its id. */
    importLead: (lead: ImportedLead) => Number(insertImported.run({ source: null, ...lead }).lastInsertRowid),
    /** Requests still New and never opened, whatever the filter. */
    unopenedNew: () => unopenedNew.get() as number,
    /** Per status, how many requests match the filter (its status aside, when the caller drops it). */
    countsByStatus: (filter: LeadFilter) => {
      const where = filterCondition(filter);
      return db.prepare(`SELECT status, count(*) AS n FROM leads ${where.sql} GROUP BY status`).all(...where.params) as { status: LeadStatus; n: number }[];
    },
    /** One page of the requests matching the filter, newest first. */
    listPage: (filter: LeadFilter, page: { limit: number; offset: number }) => {
      const where = filterCondition(filter);
      return db
        .prepare(`SELECT id, received_at, name, address, service, status, opened_at, answered_at FROM leads ${where.sql} ORDER BY received_at DESC, id DESC LIMIT ? OFFSET ?`)
        .all(...where.params, page.limit, page.offset) as ListedLead[];
    },
    get: (id: number) => byId.get(id) as WorkedLead | undefined,
    /** The requests of these ids, in no particular order. */
    many: (ids: readonly number[]) => byIds.all(idList(ids)) as WorkedLead[],
    email: (id: number) => email.get(id) as string | undefined,
    notes: (id: number) => notes.all(id) as { id: number; at: string; author: string; body: string }[],
    /** The request's history, newest first. */
    history: (id: number) => events.all(id) as StoredEvent[],
    /** Stamps the first opening; true when this was it. */
    markOpened: (id: number, at: string) => markOpened.run(at, id).changes === 1,
    setStatus: (id: number, status: LeadStatus) => setStatus.run(status, id),
    /** The status a visit's change sets, with the visit's time as the request's estimate time (null when none is booked). */
    setVisitStatus: (id: number, change: { status: LeadStatus; estimateAt: string | null }) => setStatusAndEstimate.run(change.status, change.estimateAt, id),
    setAddress: (id: number, address: string) => setAddress.run(address, id),
    markAnswered: (id: number, at: string) => markAnswered.run(at, id),
    addNote: (id: number, note: { at: string; author: string; body: string }) => insertNote.run(id, note.at, note.author, note.body),
    record: (event: NewEvent) => insertEvent.run(event.leadId, event.at, event.actor, event.kind, JSON.stringify(event.detail ?? {})),
    /** The latest history entry of a visit that was left in this window (its short description). */
    lastVisitEvent: (leadId: number, window: string) => lastVisitEvent.get(leadId, window) as { actor: string; detail: string } | undefined,
    /** Per request, who made the latest change to its visits ('customer' or an owner's e-mail); absent when none was ever made. */
    lastVisitActors: (ids: readonly number[]) =>
      new Map((lastVisitActors.all(idList(ids)) as { id: number; actor: string | null }[]).flatMap((row) => (row.actor === null ? [] : [[row.id, row.actor] as const]))),
    /** The status a request had before it was last set to Estimate scheduled, if its history says. */
    statusBefore: (id: number) => statusBefore.get(id) as LeadStatus | undefined,
    /** Requests at Estimate scheduled with a typed estimate time (before visits were booked on the schedule). */
    typedEstimates: () => typedEstimates.all() as { id: number; estimate_at: string }[],
    /** How many of these requests came from the same customer: same phone digits, e-mail or address. */
    sameCustomer: (ids: readonly number[], customer: CustomerKey) => sameCustomer.get({ ids: idList(ids), ...customer }) as number,
  };
}

export type LeadRecords = ReturnType<typeof leadRecords>;
