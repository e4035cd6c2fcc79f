import { formatCents } from '../../src/lib/quote-money.ts';
import type { QuoteJob } from './follow-ups.ts';
import { firstName, where, type QuoteContext } from './quote-context.ts';

/** The follow-ups, as their outbox jobs come due (server/quotes/email.ts): each checks again that it still applies. */
export function followUpChecks({ db, options, documents, records, links, settingsStore, recordOf }: QuoteContext) {
  /** Which follow-up still applies when its job comes due: the version it was queued for still waits for an answer. */
  const stillWaiting = (job: QuoteJob, now: Date) => {
    const quote = documents.byId(job.quoteId);
    if (!quote) return undefined;
    const record = recordOf(quote, now);
    if (record.latest?.number !== job.version || record.state !== 'sent') return undefined;
    return { quote, record, latest: record.latest, lead: records.get(quote.lead_id)! };
  };

  const callTodayNow = db.transaction((job: QuoteJob, now: Date): boolean => {
    const waiting = stillWaiting(job, now);
    if (!waiting) return false;
    const { quote, lead, latest } = waiting;
    const days = Math.round((now.getTime() - Date.parse(latest.sentAt)) / 86_400_000);
    options.leads.queueAlert(
      {
        title: `Call today: ${firstName(lead.name)}${where(lead.address)}`,
        body: `The quote for ${formatCents(latest.totals.totalCents)} has waited ${days} days with no answer.`,
        url: `/inbox/leads/${lead.id}`,
        tag: `quote-${quote.id}`,
      },
      lead.id,
      now,
    );
    documents.record(quote.id, { at: now.toISOString(), actor: 'system', kind: 'call-today-alert', version: latest.number });
    return true;
  });

  return {
    /**
     * A reminder e-mail that should go now, with a fresh link for it; undefined when it no longer
     * applies (an answer, a new version, expiry, reminders turned off, no address).
     */
    reminderDue: (job: QuoteJob, now = new Date()) => {
      const waiting = stillWaiting(job, now);
      if (!waiting || !waiting.record.remindersOn || !settingsStore.settings().remindersOn || !waiting.lead.email) return undefined;
      return { ...waiting, token: links.issue(waiting.quote.id, now) };
    },
    /** Records a reminder that went out. */
    reminderSent: (job: QuoteJob, now = new Date()) =>
      documents.record(job.quoteId, { at: now.toISOString(), actor: 'system', kind: 'reminder-sent', version: job.version, detail: { reminder: job.kind === 'last-reminder' ? 'last-reminder' : 'reminder' } }),
    /** The owner's "Call today" alert, when the quote still waits for an answer; false when it no longer applies. */
    callToday: (job: QuoteJob, now = new Date()) => callTodayNow.immediate(job, now),
    /** What an e-mail about a version needs: the quote, its request and a fresh link (each e-mail carries its own). */
    forMail: (job: QuoteJob, { link }: { link: boolean }, now = new Date()) => {
      const quote = documents.byId(job.quoteId);
      if (!quote) return undefined;
      const record = recordOf(quote, now);
      const version = record.versions.find((v) => v.number === job.version);
      if (!version) return undefined;
      return { quote, record, version, token: link ? links.issue(quote.id, now) : null, pdf: documents.signedPdf(quote.id) };
    },
  };
}
