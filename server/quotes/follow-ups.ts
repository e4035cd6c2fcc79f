import { addDays, businessTimeToUtc } from '../../src/lib/dates.ts';
import { afterQuietHours } from '../../src/lib/quiet-hours.ts';
import type { QuoteSettings } from '../../src/lib/quote-document-view.ts';
import type { OutboxStore } from '../db/outbox.ts';
import type { QuietHoursStore } from '../alerts/quiet-hours.ts';

/** The customer's e-mails about a quote (only queued when SMTP is set): the link on a send, the reminders, the signed PDF. */
export const quoteEmailChannel = 'quote-email';

/** The owner's "Call today" check: at its time, an alert if the quote still waits for an answer. */
export const quoteCheckChannel = 'quote-check';

export type QuoteMailKind = 'sent' | 'reminder' | 'last-reminder' | 'signed' | 'signed-owner';

/** An outbox job's payload: which quote and version it is about. */
export interface QuoteJob {
  kind: QuoteMailKind | 'call-today';
  quoteId: number;
  version: number;
}

/** The hour of the last reminder on its day, Charlotte time: the morning, when a homeowner reads mail. */
const lastReminderHour = '10:00';

const dayMs = 86_400_000;

/**
 * The follow-ups of a sent version, as outbox jobs due in the future: the customer's reminder N
 * days after the send, the last one N days before the quote expires (both after every owner's
 * quiet hours), and the owner's "Call today" check. A job checks again when it comes due (an
 * answer, a new version, a switch turned off since); any answer or new version also drops the
 * pending ones at once.
 */
export function quoteFollowUps({ outbox, quietHours }: { outbox: OutboxStore; quietHours: Pick<QuietHoursStore, 'all'> }) {
  const queue = (leadId: number, channel: string, at: Date, job: QuoteJob) => outbox.queue({ leadId, channel, at, payload: JSON.stringify(job) });

  return {
    /** Whatever is still pending for this request's quote: dropped on an answer, a new version or an approval. */
    cancel(leadId: number): void {
      for (const kind of ['reminder', 'last-reminder'] as const) outbox.dropPending(leadId, { channel: quoteEmailChannel, kind });
      outbox.dropPending(leadId, { channel: quoteCheckChannel, kind: 'call-today' });
    },
    /** Queues the follow-ups of a version just sent; `email` is whether the customer can get e-mails at all. */
    schedule(sent: { leadId: number; quoteId: number; version: number; validUntil: string; now: Date }, settings: QuoteSettings, email: boolean): void {
      const { leadId, quoteId, version, validUntil, now } = sent;
      const quiets = quietHours.all();
      const expiresAt = new Date(businessTimeToUtc(`${addDays(validUntil, 1)}T00:00`)!);
      if (email) {
        const last = afterQuietHours(new Date(businessTimeToUtc(`${addDays(validUntil, -settings.lastReminderDays)}T${lastReminderHour}`)!), quiets);
        const first = afterQuietHours(new Date(now.getTime() + settings.firstReminderDays * dayMs), quiets);
        const lastFits = last > now && last < expiresAt;
        // A first reminder at or after the last one would be two e-mails for one.
        if (first < expiresAt && (!lastFits || first < last)) queue(leadId, quoteEmailChannel, first, { kind: 'reminder', quoteId, version });
        if (lastFits) queue(leadId, quoteEmailChannel, last, { kind: 'last-reminder', quoteId, version });
      }
      queue(leadId, quoteCheckChannel, new Date(now.getTime() + settings.callTodayDays * dayMs), { kind: 'call-today', quoteId, version });
    },
    /** Queues a customer or owner e-mail due now. */
    mail: (leadId: number, job: QuoteJob, now: Date) => queue(leadId, quoteEmailChannel, now, job),
  };
}

export type QuoteFollowUps = ReturnType<typeof quoteFollowUps>;
