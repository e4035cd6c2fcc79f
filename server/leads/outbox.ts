import { doublingDelay } from '../../src/lib/retry-delay.ts';
import type { LeadStore } from './db.ts';
import type { LeadRow } from './db.ts';
import type { Channel } from '../../src/lib/lead-view.ts';

/** One outbox job as a sender needs it: a push names its device and how many held requests it reports. */
export interface SendJob {
  subscriptionId: number | null;
  batch: number;
  /** The job's own alert as JSON, when it is not a new request's alert. */
  payload: string | null;
}

/** Sends one job; `lead` is null for a job that belongs to no request. */
export type Sender = (lead: LeadRow | null, job: SendJob) => Promise<void>;

/** A sender that only makes sense for a request (the owner's e-mail, the webhook, the confirmation). */
export function requestSender(send: (lead: LeadRow, job: SendJob) => Promise<void>): Sender {
  return async (lead, job) => {
    if (!lead) throw new PermanentFailure('this notification belongs to a request, and names none');
    await send(lead, job);
  };
}

export interface OutboxOptions {
  store: LeadStore;
  senders: Partial<Record<Channel, Sender>>;
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
export class OutboxWorker {
  private readonly options: Required<OutboxOptions>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(options: OutboxOptions) {
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
          for (const id of ids) store.markFailed(id, message, Date.now() + this.retryDelay(attempts), givenUp);
          log(`${job.lead_id === null ? 'Alert' : `Lead ${job.lead_id}`} ${job.channel} notification attempt ${attempts} failed${givenUp ? ' (giving up)' : ''}: ${message}`);
        }
      }
    }
  }
}
