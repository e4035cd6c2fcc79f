import { legal } from '../../src/content/legal.ts';
import { addDays, businessDay } from '../../src/lib/dates.ts';
import { isQuoteRefusal, type QuoteDraftInput, type QuoteRecord, type QuoteRefusal, type QuoteSettings } from '../../src/lib/quote-document-view.ts';
import { checkDraft, isCalendarDay } from './draft-input.ts';
import { refuse, type QuoteContext } from './quote-context.ts';

const noLead = refuse('no-lead', 'There is no such request.');
const lockedRefusal = refuse('approved', 'The customer approved this quote: it can no longer be edited or sent again.');

/** The owner's side of the written quote: the draft, sending, links, the deposit and the reminders' switches. */
export function ownerActions({ db, options, documents, records, photos, visits, links, settingsStore, followUps, recordOf, setLeadStatus }: QuoteContext) {
  const saveDraftNow = db.transaction((leadId: number, input: QuoteDraftInput, actor: string, now: Date): QuoteRecord | QuoteRefusal => {
    if (!records.get(leadId)) return noLead;
    const existing = documents.ofLead(leadId);
    if (existing && documents.signature(existing.id)) return lockedRefusal;
    const checked = checkDraft(input, new Set(photos.forLead(leadId).map((photo) => photo.id)));
    if (isQuoteRefusal(checked)) return checked;
    const at = now.toISOString();
    const quote = existing ?? documents.create(leadId, checked.remindersOn, at);
    const { remindersOn, ...document } = checked;
    documents.writeDraft(quote.id, document, actor, at);
    documents.setReminders(quote.id, remindersOn);
    return recordOf(documents.byId(quote.id)!, now);
  });

  const sendNow = db.transaction((leadId: number, actor: string, now: Date): { token: string; version: number } | QuoteRefusal => {
    if (!records.get(leadId)) return noLead;
    const quote = documents.ofLead(leadId);
    if (!quote) return refuse('no-quote', 'Write the quote first: there is nothing to send.');
    if (documents.signature(quote.id)) return lockedRefusal;
    const draft = documents.versions(quote.id).find((version) => version.number === null);
    if (!draft) return refuse('no-draft', 'Nothing changed since the last send: edit the quote to send a new version.');
    if (!draft.lines.some((line) => !line.optional)) return refuse('invalid', 'The quote needs at least one line that is not optional.');
    if (draft.validUntil < businessDay(now)) return refuse('invalid', '“Valid until” is in the past: choose a later date.');
    // "Estimate scheduled" holds exactly while a visit is booked (server/schedule): the visit's outcome comes first.
    if (visits.isBooked(leadId)) return refuse('visit-booked', 'The estimate visit is still booked: mark it done on the Schedule tab first (Move, cancel or mark), then send the quote.');
    const at = now.toISOString();
    const version = documents.freezeDraft(quote.id, actor, at)!;
    documents.record(quote.id, { at, actor, kind: 'sent', version });
    setLeadStatus(leadId, 'Quoted', actor, at);
    // A new version replaces the old one's reminders.
    followUps.cancel(leadId);
    const email = options.email && Boolean(records.email(leadId));
    if (email) followUps.mail(leadId, { kind: 'sent', quoteId: quote.id, version }, now);
    followUps.schedule({ leadId, quoteId: quote.id, version, validUntil: draft.validUntil, now }, settingsStore.settings(), email);
    return { token: links.issue(quote.id, now), version };
  });

  const newLinkNow = db.transaction((leadId: number, now: Date): string | QuoteRefusal => {
    const quote = documents.ofLead(leadId);
    if (!quote || !documents.versions(quote.id).some((version) => version.number !== null)) {
      return refuse('not-sent', 'Send the quote first: a link shows the latest sent version.');
    }
    return links.issue(quote.id, now);
  });

  const markDepositNow = db.transaction((leadId: number, actor: string, now: Date): QuoteRecord | QuoteRefusal => {
    const quote = documents.ofLead(leadId);
    if (!quote) return refuse('no-quote', 'This request has no quote.');
    const record = recordOf(quote, now);
    if (!record.latest) return refuse('not-sent', 'Send the quote first.');
    const at = now.toISOString();
    if (documents.markDeposit(quote.id, at, actor)) documents.record(quote.id, { at, actor, kind: 'deposit-received', version: record.latest.number });
    return recordOf(documents.byId(quote.id)!, now);
  });

  return {
    /** Everything the request's page and the quote form show of the request's quote, or undefined when it has none. */
    forLead: (leadId: number, now = new Date()): QuoteRecord | undefined => {
      const quote = documents.ofLead(leadId);
      return quote ? recordOf(quote, now) : undefined;
    },
    /**
     * What the quote form starts from: the draft, else a copy of the latest sent version (the next
     * version's start), else an empty quote valid for 30 days. "Valid until" already past moves to 30 days ahead.
     */
    draftFor: (leadId: number, now = new Date()): QuoteDraftInput => {
      const quote = documents.ofLead(leadId);
      const today = businessDay(now);
      const fresh = addDays(today, legal.estimateValidDays);
      const versions = quote ? documents.versions(quote.id) : [];
      const start = versions.find((version) => version.number === null) ?? versions.at(-1);
      if (!start) {
        return { lines: [], note: '', photoIds: [], validUntil: fresh, taxRateBp: 0, deposit: null, paymentInstructions: '', remindersOn: true };
      }
      const { lines, note, photoIds, validUntil, taxRateBp, deposit, paymentInstructions } = start;
      const stillValid = start.number === null || (isCalendarDay(validUntil) && validUntil >= today);
      return { lines, note, photoIds, validUntil: stillValid ? validUntil : fresh, taxRateBp, deposit, paymentInstructions, remindersOn: quote!.reminders_on === 1 };
    },
    /** Saves the owner's working copy (refused once the customer approved); nothing changes for the customer until `send`. */
    saveDraft: (leadId: number, input: QuoteDraftInput, actor: string, now = new Date()) => saveDraftNow.immediate(leadId, input, actor, now),
    /**
     * Freezes the draft as the next version: the request becomes "Quoted", the customer's e-mail
     * with a link is queued (SMTP set and the request has an address), the follow-ups of the older
     * version are dropped and this one's queued. Answers a fresh link's token: its only copy.
     */
    send: (leadId: number, actor: string, now = new Date()) => sendNow.immediate(leadId, actor, now),
    /** Another working link to the quote (its latest sent version), for the owner to copy or text. */
    newLink: (leadId: number, now = new Date()) => newLinkNow.immediate(leadId, now),
    markDepositReceived: (leadId: number, actor: string, now = new Date()) => markDepositNow.immediate(leadId, actor, now),
    /** Turns this quote's reminders to the customer on or off; false when the request has no quote. */
    setReminders: (leadId: number, on: boolean): boolean => {
      const quote = documents.ofLead(leadId);
      if (!quote) return false;
      documents.setReminders(quote.id, on);
      return true;
    },
    settings: (): QuoteSettings => settingsStore.settings(),
    saveSettings: (next: QuoteSettings) => settingsStore.saveSettings(next),
    /** Whether the customer's e-mails go out at all (SMTP_URL is set). */
    emails: options.email,

    /** The signed PDF of a request's quote, for the owner's download. */
    pdfForLead: (leadId: number) => {
      const quote = documents.ofLead(leadId);
      return quote ? documents.signedPdf(quote.id) : undefined;
    },

  };
}
