import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { EncodedPhoto } from '../photos/images.ts';
import { photoWriter } from '../photos/store.ts';
import { alertTime, type QuietHours } from '../../src/lib/quiet-hours.ts';
import type { QuoteValues } from '../../src/lib/quote-fields.ts';
import { groupCommit } from './group-commit.ts';
import { migrations } from './migrations.ts';
import type { Channel } from '../../src/lib/lead-view.ts';

export type LeadsDb = Database.Database;

/**
 * Opens (and creates) the lead store. WAL with synchronous=FULL makes every commit durable
 * before we answer the visitor, even if the process is killed right after.
 */
const busyTimeoutMs = 5000;

export function openLeadsDb(path: string, { readonly = false } = {}): LeadsDb {
  if (!readonly) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { readonly, fileMustExist: readonly });
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  if (readonly) return db;
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db, path);
  return db;
}

/** A migration that failed: the database stays at the version before it, and `copy` is the verified copy made first. */
export class MigrationError extends Error {
  readonly copy: string | undefined;

  constructor(message: string, copy: string | undefined) {
    super(message);
    this.copy = copy;
  }
}

/**
 * Writes a consistent copy of the database to `target` (VACUUM INTO reads one snapshot, so
 * writers elsewhere do no harm), then opens the copy and checks it page by page before it is
 * trusted. Written under a temporary name first: an interrupted copy never takes the name.
 */
function verifiedCopy(db: LeadsDb, target: string, version: number): void {
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  db.prepare('VACUUM INTO ?').run(partial);
  const copy = new Database(partial, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    const copied = copy.pragma('user_version', { simple: true });
    if (check !== 'ok' || copied !== version) {
      throw new Error(`the copy ${partial} did not verify (integrity_check: ${String(check)}, version ${String(copied)} instead of ${version})`);
    }
  } finally {
    copy.close();
  }
  renameSync(partial, target);
}

/**
 * Brings the database to the newest schema. Before the first pending migration of a database
 * that holds data, a verified copy `<db>.before-<version>` is written beside it (the database
 * as it was before migration number <version>); each migration then runs in its own
 * transaction, so a failure rolls that one back whole and names the copy.
 */
export function migrate(db: LeadsDb, path: string, steps: readonly string[] = migrations): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied >= steps.length) return;
  let copy: string | undefined;
  if (applied > 0 && path !== ':memory:') {
    copy = `${path}.before-${applied + 1}`;
    try {
      verifiedCopy(db, copy, applied);
    } catch (error) {
      throw new MigrationError(
        `Nothing was migrated: the copy of the database to ${copy} failed (${error instanceof Error ? error.message : String(error)}). Free some disk space or fix the folder's permissions, then start again.`,
        undefined,
      );
    }
  }
  for (let version = applied; version < steps.length; version += 1) {
    try {
      // IMMEDIATE takes the write lock first, so two processes starting at once cannot run one migration twice.
      db.transaction(() => {
        if ((db.pragma('user_version', { simple: true }) as number) !== version) return;
        db.exec(steps[version]!);
        db.pragma(`user_version = ${version + 1}`);
      }).immediate();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new MigrationError(
        `Migration ${version + 1} of ${steps.length} failed (${reason}); it was rolled back, so the database is at version ${version}, as it was before it.` +
          (copy ? ` A verified copy from before this start is ${copy}; to go back to it, stop the server and run: npm run leads -- restore ${copy}` : ''),
        copy,
      );
    }
  }
}

export type Health = { ok: true } | { ok: false; reason: string };

/**
 * Proves the database can be read and could be written, without writing: a read, then the write
 * lock taken and given back (BEGIN IMMEDIATE, ROLLBACK), which fails while another writer holds
 * it. Nothing reaches the file, so a health check every 10 s costs the off-site copy nothing.
 * better-sqlite3 blocks the event loop while it waits for a lock, so the check waits briefly
 * instead of the full busy timeout: a probe must not stall visitors.
 */
export function checkDatabase(db: LeadsDb, waitMs = 250): Health {
  db.pragma(`busy_timeout = ${waitMs}`);
  try {
    db.prepare('BEGIN IMMEDIATE').run();
    try {
      db.prepare('SELECT count(*) FROM sqlite_schema').get();
    } finally {
      db.prepare('ROLLBACK').run();
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  }
}

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
  /** The SHA-256 of the request's booking link token (server/schedule), stored with it. */
  bookingTokenHash?: string | null;
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

export interface OutboxJob {
  id: number;
  /** Null for an alert that belongs to no request (an off-site copy that lags). */
  lead_id: number | null;
  channel: Channel;
  attempts: number;
  /** A push job's device; null once alerts to it were stopped. */
  subscription_id: number | null;
  /** 1 when quiet hours held the push back: it goes out in one summary with the others held for that device. */
  held: number;
  /** A push job's own alert as JSON ({ title, body, url, tag }); null for a new request's alert. */
  payload: string | null;
}

export type InsertResult = { id: number; duplicate: false } | { id: null; duplicate: true };

/** Prepared statements over one connection. */
export function leadStore(db: LeadsDb) {
  const insertLead = db.prepare(
    `INSERT INTO leads (received_at, name, phone, email, address, service, message, client_ip, user_agent, idempotency_key, source,
       referrer_host, utm_source, utm_medium, utm_campaign)
     VALUES (@receivedAt, @name, @phone, @email, @address, @service, @message, @clientIp, @userAgent, @idempotencyKey, @source,
       @referrerHost, @utmSource, @utmMedium, @utmCampaign)
     ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  const insertJob = db.prepare(`INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES (?, ?, ?)`);
  const insertPhotos = photoWriter(db);
  const insertBookingToken = db.prepare(`INSERT INTO booking_tokens (token_hash, lead_id, kind, created_at) VALUES (?, ?, 'book', ?)`);
  const idForKey = db.prepare(`SELECT id FROM leads WHERE idempotency_key = ?`).pluck();
  const alertSince = db
    .prepare(`SELECT 1 FROM outbox WHERE lead_id IS NULL AND json_extract(payload, '$.tag') = ? AND json_extract(payload, '$.body') = ? AND next_attempt_at >= ? LIMIT 1`)
    .pluck();
  const dueJobs = db.prepare(
    `SELECT id, lead_id, channel, attempts, subscription_id, held, payload FROM outbox
     WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  );
  const jobPending = db.prepare(`SELECT 1 FROM outbox WHERE id = ? AND status = 'pending'`).pluck();
  const heldBatch = db
    .prepare(`SELECT id FROM outbox WHERE channel = 'push' AND payload IS NULL AND held = 1 AND status = 'pending' AND subscription_id = ? AND next_attempt_at <= ? ORDER BY id`)
    .pluck();
  // Every owner's every device gets a push per request, held until the end of that owner's quiet hours.
  const pushTargets = db.prepare(
    `SELECT s.id, s.device, q.starts, q.ends FROM push_subscriptions s LEFT JOIN alert_quiet_hours q ON q.owner_id = s.owner_id ORDER BY s.id`,
  );
  const insertPushJob = db.prepare(
    `INSERT INTO outbox (lead_id, channel, next_attempt_at, subscription_id, device, held, payload) VALUES (?, 'push', ?, ?, ?, ?, ?)`,
  );
  /** One push job per device of every owner, held until the end of that owner's quiet hours. */
  const queuePushes = (leadId: number | null, payload: string | null, now: Date) => {
    for (const target of pushTargets.all() as { id: number; device: string; starts: number | null; ends: number | null }[]) {
      const quiet: QuietHours | null = target.starts === null || target.ends === null ? null : { starts: target.starts, ends: target.ends };
      const at = alertTime(now, quiet);
      insertPushJob.run(leadId, at.getTime(), target.id, target.device, at > now ? 1 : 0, payload);
    }
  };
  const leadById = db.prepare(`SELECT * FROM leads WHERE id = ?`);
  const markSent = db.prepare(`UPDATE outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL, sent_at = ? WHERE id = ?`);
  const markFailed = db.prepare(
    `UPDATE outbox SET status = @status, attempts = attempts + 1, last_error = @error, next_attempt_at = @next WHERE id = @id`,
  );

  /** Lead, photos and notification jobs commit together, or not at all. */
  const addLead = db.transaction((lead: NewLead, channels: readonly Channel[], now: Date): InsertResult => {
    const { photos = [], bookingTokenHash = null, ...fields } = lead;
    const info = insertLead.run({ ...fields, receivedAt: now.toISOString() });
    if (info.changes === 0) return { id: null, duplicate: true };
    const id = Number(info.lastInsertRowid);
    insertPhotos(id, photos);
    if (bookingTokenHash) insertBookingToken.run(bookingTokenHash, id, now.toISOString());
    for (const channel of channels) insertJob.run(id, channel, now.getTime());
    queuePushes(id, null, now);
    return { id, duplicate: false };
  });

  /** Leads that arrive together share one transaction and one fsync, each its own savepoint (group-commit.ts). */
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
    alertQueuedSince: (tag: string, body: string, since: number) => alertSince.get(tag, body, since) !== undefined,
    /** The stored request sent with this idempotency key, if any. */
    idForKey: (key: string) => idForKey.get(key) as number | undefined,
    dueJobs: (now: number, limit = 20) => dueJobs.all(now, limit) as OutboxJob[],
    lead: (id: number) => leadById.get(id) as LeadRow | undefined,
    isPending: (jobId: number) => jobPending.get(jobId) !== undefined,
    /** The held push jobs of a device that are due now: one summary covers them all. */
    heldBatch: (subscriptionId: number, now: number) => heldBatch.all(subscriptionId, now) as number[],
    markSent: (jobId: number, at: Date) => markSent.run(at.toISOString(), jobId),
    markFailed: (jobId: number, error: string, next: number, givenUp: boolean) =>
      markFailed.run({ id: jobId, error: error.slice(0, 1000), next, status: givenUp ? 'failed' : 'pending' }),
  };
}

export type LeadStore = ReturnType<typeof leadStore>;
