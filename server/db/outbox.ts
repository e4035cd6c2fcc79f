import type Database from 'better-sqlite3';
import { doublingDelay } from '../../src/lib/retry-delay.ts';

/**
 * The outbox: jobs committed in the same transaction as the change they report, delivered later
 * by OutboxWorker with retries. A job belongs to a request (`lead_id`) or to none; what a channel
 * means and how it is sent stays in the area that queues it (leads, schedule, alerts).
 */
export interface OutboxJob {
  id: number;
  /** Null for an alert that belongs to no request (an off-site copy that lags). */
  lead_id: number | null;
  channel: string;
  attempts: number;
  /** A push job's device; null once alerts to it were stopped. */
  subscription_id: number | null;
  /** 1 when quiet hours held the push back: it goes out in one summary with the others held for that device. */
  held: number;
  /** A push job's own alert as JSON ({ title, body, url, tag }); null for a new request's alert. */
  payload: string | null;
}

/** A job with its delivery so far, as a request's page shows it. */
export interface StoredJob {
  id: number;
  channel: string;
  device: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: string | null;
}

/** One push job to queue: its device, when it may go, and whether quiet hours hold it back. */
export interface PushJob {
  subscriptionId: number;
  device: string;
  at: Date;
  held: boolean;
}

/** The outbox table's statements over one connection: queueing, claiming due jobs, and recording each attempt. */
export function outboxStore(db: Database.Database) {
  const insertJob = db.prepare(`INSERT INTO outbox (lead_id, channel, next_attempt_at, payload) VALUES (?, ?, ?, ?)`);
  const insertPushJob = db.prepare(
    `INSERT INTO outbox (lead_id, channel, next_attempt_at, subscription_id, device, held, payload) VALUES (?, 'push', ?, ?, ?, ?, ?)`,
  );
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
  const ofLead = db.prepare(
    `SELECT id, channel, device, status, attempts, next_attempt_at, last_error, sent_at FROM outbox WHERE lead_id = ? ORDER BY id`,
  );
  const summaries = db.prepare(
    `SELECT lead_id AS id, group_concat(channel || ':' || status, ' ') AS summary FROM outbox WHERE lead_id IN (SELECT value FROM json_each(?)) GROUP BY lead_id`,
  );
  const dropPending = db.prepare(`DELETE FROM outbox WHERE lead_id = ? AND channel = ? AND status = 'pending' AND json_extract(payload, '$.kind') = ?`);
  const countQueued = db
    .prepare(`SELECT count(*) FROM outbox WHERE lead_id = ? AND channel = ? AND json_extract(payload, '$.kind') = ? AND next_attempt_at > ?`)
    .pluck();
  const markSent = db.prepare(`UPDATE outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL, sent_at = ? WHERE id = ?`);
  const markFailed = db.prepare(
    `UPDATE outbox SET status = @status, attempts = attempts + 1, last_error = @error, next_attempt_at = @next WHERE id = @id`,
  );
  return {
    /** Queues a job due at `at`; call it inside the transaction of the change it reports. */
    queue: (job: { leadId: number | null; channel: string; at: Date; payload?: string | null }) =>
      insertJob.run(job.leadId, job.channel, job.at.getTime(), job.payload ?? null),
    /** Queues a push to one device; `payload` null means the request's own alert. */
    queuePush: (leadId: number | null, payload: string | null, push: PushJob) =>
      insertPushJob.run(leadId, push.at.getTime(), push.subscriptionId, push.device, push.held ? 1 : 0, payload),
    /** Whether an alert with this tag and body was queued for a time at or after `since` (ms): one alert per problem, not one per start. */
    alertQueuedSince: (tag: string, body: string, since: number) => alertSince.get(tag, body, since) !== undefined,
    dueJobs: (now: number, limit = 20) => dueJobs.all(now, limit) as OutboxJob[],
    isPending: (jobId: number) => jobPending.get(jobId) !== undefined,
    /** The held push jobs of a device that are due now: one summary covers them all. */
    heldBatch: (subscriptionId: number, now: number) => heldBatch.all(subscriptionId, now) as number[],
    /** Drops a request's pending jobs of one channel whose payload is of this kind (a visit's reminder when the visit changes). */
    dropPending: (leadId: number, jobs: { channel: string; kind: string }) => dropPending.run(leadId, jobs.channel, jobs.kind),
    /** How many jobs of one channel and payload kind were queued for a request for a time after `after` (ms). */
    countQueued: (leadId: number, jobs: { channel: string; kind: string; after: number }) => countQueued.get(leadId, jobs.channel, jobs.kind, jobs.after) as number,
    /** A request's jobs, oldest first, as its page lists where each notification went. */
    ofLead: (leadId: number) => ofLead.all(leadId) as StoredJob[],
    /** Per request that has jobs, each job as 'channel:status', oldest first, for the export. */
    summaries: (leadIds: readonly number[]) =>
      new Map((summaries.all(JSON.stringify(leadIds)) as { id: number; summary: string }[]).map((row) => [row.id, row.summary])),
    markSent: (jobId: number, at: Date) => markSent.run(at.toISOString(), jobId),
    /** Records a failed attempt: retried at `next` (ms), or kept as failed for the owner to see once `gaveUp`. */
    markFailed: (jobId: number, attempt: { error: string; next: number; gaveUp: boolean }) =>
      markFailed.run({ id: jobId, error: attempt.error.slice(0, 1000), next: attempt.next, status: attempt.gaveUp ? 'failed' : 'pending' }),
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;

/** One outbox job as a sender needs it: a push names its device and how many held requests it reports. */
export interface SendJob {
  subscriptionId: number | null;
  batch: number;
  /** The job's own alert as JSON, when it is not a new request's alert. */
  payload: string | null;
}

/** Sends one job; `lead` (the job's request, as its area reads it) is null for a job that belongs to no request. */
export type Sender<L> = (lead: L | null, job: SendJob) => Promise<void>;

/** A sender that only makes sense for a request (the owner's e-mail, the webhook, the confirmation). */
export function requestSender<L>(send: (lead: L, job: SendJob) => Promise<void>): Sender<L> {
  return async (lead, job) => {
    if (!lead) throw new PermanentFailure('this notification belongs to a request, and names none');
    await send(lead, job);
  };
}

export interface OutboxOptions<L = unknown> {
  /** The outbox's statements, and how to read a job's request. */
  store: Pick<OutboxStore, 'dueJobs' | 'isPending' | 'heldBatch' | 'markSent' | 'markFailed'> & { lead: (id: number) => L | undefined };
  /** A sender per channel; a job on a channel with none fails and is retried. */
  senders: Partial<Record<string, Sender<L>>>;
  /** First retry delay; each later one doubles, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts a job is marked failed and kept for the owner to see. */
  maxAttempts?: number;
  pollMs?: number;
  log: (message: string) => void;
}

/** A failure no retry can fix (a device whose subscription ended): the job is marked failed at once. */
export class PermanentFailure extends Error {}

/**
 * Delivers notification jobs from the outbox table. It runs beside the request handlers and
 * never inside them: a slow or broken mail server cannot delay or fail a visitor's request,
 * and a job survives restarts because it lives in the database.
 */
export class OutboxWorker<L> {
  private readonly options: Required<OutboxOptions<L>>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(options: OutboxOptions<L>) {
    this.options = {
      baseDelayMs: 30_000,
      maxDelayMs: 60 * 60_000,
      maxAttempts: 12,
      pollMs: 5_000,
      ...options,
    };
  }

  start(): this {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
    return this;
  }

  /** Asks for a delivery pass soon, e.g. right after a lead was stored. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Waits for the current pass, then stops polling. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  retryDelay(attempts: number): number {
    return doublingDelay(attempts, this.options.baseDelayMs, this.options.maxDelayMs);
  }

  private async drain(): Promise<void> {
    const { store, senders, maxAttempts, log } = this.options;
    for (;;) {
      const now = Date.now();
      const jobs = store.dueJobs(now);
      if (jobs.length === 0) return;
      for (const job of jobs) {
        // Shutting down: the rest stay pending in the table and go out after the restart.
        if (this.stopped) return;
        // A quiet-hours summary earlier in this pass may have covered it already.
        if (!store.isPending(job.id)) continue;
        const held = job.held && job.payload === null && job.subscription_id !== null ? store.heldBatch(job.subscription_id, now) : [];
        const ids = held.includes(job.id) ? held : [job.id];
        const lead = job.lead_id === null ? null : store.lead(job.lead_id);
        const send = senders[job.channel];
        const attempts = job.attempts + 1;
        try {
          if (lead === undefined) throw new Error(`lead ${job.lead_id} not found`);
          if (!send) throw new Error(`${job.channel} notifications are not configured`);
          await send(lead, { subscriptionId: job.subscription_id, batch: ids.length, payload: job.payload });
          for (const id of ids) store.markSent(id, new Date());
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const givenUp = attempts >= maxAttempts || error instanceof PermanentFailure;
          for (const id of ids) store.markFailed(id, { error: message, next: Date.now() + this.retryDelay(attempts), gaveUp: givenUp });
          log(`${job.lead_id === null ? 'Alert' : `Lead ${job.lead_id}`} ${job.channel} notification attempt ${attempts} failed${givenUp ? ' (giving up)' : ''}: ${message}`);
        }
      }
    }
  }
}
