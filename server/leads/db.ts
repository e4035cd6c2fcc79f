import type { EncodedPhoto } from '../photos/images.ts';
import { photoWriter } from '../photos/store.ts';
import type { QuoteValues } from '../../src/lib/quote-fields.ts';
import type { LeadsDb } from '../db/open.ts';
import { groupCommit } from '../db/group-commit.ts';
import { outboxStore } from '../db/outbox.ts';
import { alertQueue } from '../alerts/queue.ts';
import { bookingLinkWriter } from '../schedule/tokens.ts';
import type { Channel } from '../../src/lib/lead-view.ts';

/** A request to store: the quote form's fields as sent, and where the visitor came from. */
export interface NewLead extends QuoteValues {
  clientIp: string | null;
  userAgent: string | null;
  /** The page of this site that sent the visitor to the form (src/lib/attribution.ts), when known. */
  source: string | null;
  /** The other site the visitor came from, and the campaign tags, when /contact was the landing page. */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  idempotencyKey: string | null;
  /** The request's booking link token (server/schedule), stored (as its hash) with it. */
  bookingToken?: string | null;
  /** Already re-encoded; stored in the lead's own transaction. */
  photos?: readonly EncodedPhoto[];
}

export interface LeadRow extends QuoteValues {
  id: number;
  received_at: string;
  client_ip: string | null;
  user_agent: string | null;
  source: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  idempotency_key: string | null;
}

export type InsertResult = { id: number; duplicate: false } | { id: null; duplicate: true };

/**
 * Prepared statements over one connection. A new request's photos, booking link and alerts are
 * written by the areas that own those tables (photos, schedule, alerts), inside the request's
 * own transaction.
 */
export function leadStore(db: LeadsDb) {
  const insertLead = db.prepare(
    `INSERT INTO leads (received_at, name, phone, email, address, service, message, client_ip, user_agent, idempotency_key, source,
       referrer_host, utm_source, utm_medium, utm_campaign)
     VALUES (@receivedAt, @name, @phone, @email, @address, @service, @message, @clientIp, @userAgent, @idempotencyKey, @source,
       @referrerHost, @utmSource, @utmMedium, @utmCampaign)
     ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  const outbox = outboxStore(db);
  const insertPhotos = photoWriter(db);
  const insertBookingLink = bookingLinkWriter(db);
  const queuePushes = alertQueue(db);
  const idForKey = db.prepare(`SELECT id FROM leads WHERE idempotency_key = ?`).pluck();
  const leadById = db.prepare(`SELECT * FROM leads WHERE id = ?`);

  /** Lead, photos and notification jobs commit together, or not at all. */
  const addLead = db.transaction((lead: NewLead, channels: readonly Channel[], now: Date): InsertResult => {
    const { photos = [], bookingToken = null, ...fields } = lead;
    const info = insertLead.run({ ...fields, receivedAt: now.toISOString() });
    if (info.changes === 0) return { id: null, duplicate: true };
    const id = Number(info.lastInsertRowid);
    insertPhotos(id, photos);
    if (bookingToken) insertBookingLink(bookingToken, id, now);
    for (const channel of channels) outbox.queue({ leadId: id, channel, at: now });
    queuePushes(id, null, now);
    return { id, duplicate: false };
  });

  /** Leads that arrive together share one transaction and one fsync, each its own savepoint (server/db/group-commit.ts). */
  const saveLead = groupCommit(db, (lead: NewLead, channels: readonly Channel[]) => addLead(lead, channels, new Date()));

  return {
    addLead,
    saveLead,
    /**
     * Queues an alert of its own to every owner device ("Estimate booked: …"), about a request or
     * none. Call it inside the transaction that makes the change it reports, so both commit or neither.
     */
    queueAlert: (alert: { title: string; body: string; url: string; tag: string }, leadId: number | null, now = new Date()) =>
      queuePushes(leadId, JSON.stringify(alert), now),
    /** Whether an alert with this tag and body was queued for a time at or after `since` (ms): one alert per problem, not one per start. */
    alertQueuedSince: outbox.alertQueuedSince,
    /** The stored request sent with this idempotency key, if any. */
    idForKey: (key: string) => idForKey.get(key) as number | undefined,
    lead: (id: number) => leadById.get(id) as LeadRow | undefined,
    // The outbox worker's view: the due jobs and their requests (server/db/outbox.ts).
    dueJobs: outbox.dueJobs,
    isPending: outbox.isPending,
    heldBatch: outbox.heldBatch,
    markSent: outbox.markSent,
    markFailed: outbox.markFailed,
  };
}

export type LeadStore = ReturnType<typeof leadStore>;
