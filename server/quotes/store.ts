import { addDays, businessDay } from '../../src/lib/dates.ts';
import type { LeadStatus } from '../../src/lib/lead-status.ts';
import {
  isQuoteRefusal,
  type QuoteDraftInput,
  type QuoteRecord,
  type QuoteRefusal,
  type QuoteSettings,
  type SentVersion,
} from '../../src/lib/quote-document-view.ts';
import { quoteTotals } from '../../src/lib/quote-money.ts';
import { quietHoursStore } from '../alerts/quiet-hours.ts';
import type { LeadsDb } from '../db/open.ts';
import { outboxStore } from '../db/outbox.ts';
import type { LeadStore } from '../leads/db.ts';
import { leadRecords } from '../leads/records.ts';
import { photoReader } from '../photos/store.ts';
import { checkDraft, isCalendarDay } from './draft-input.ts';
import { quoteDocuments, type QuoteRow, type StoredVersion } from './documents.ts';
import { quoteFollowUps } from './follow-ups.ts';
import { quoteLinks } from './links.ts';
import { quoteSettingsStore } from './settings.ts';
import { quoteState } from './state.ts';

/** "Valid until" by default: the Terms say an estimate is valid 30 days. */
export const validDays = 30;

export interface QuoteStoreOptions {
  /** Queues the owner's alerts (through the outbox, with quiet hours). */
  leads: Pick<LeadStore, 'queueAlert'>;
  /** Whether e-mails go out at all (SMTP_URL is set). */
  email: boolean;
}

const refuse = (problem: QuoteRefusal['problem'], message: string): QuoteRefusal => ({ problem, message });

const noLead = refuse('no-lead', 'There is no such request.');
const lockedRefusal = refuse('approved', 'The customer approved this quote: it can no longer be edited or sent again.');

/** A sent version with its totals before any option is chosen. */
function sentVersion(version: StoredVersion): SentVersion {
  const { rowId: _row, number, sentAt, sentBy, updatedAt: _at, updatedBy: _by, ...document } = version;
  return { ...document, number: number!, sentAt: sentAt!, sentBy: sentBy!, totals: quoteTotals(document, []) };
}

/**
 * The written quotes (issue 41, docs/quotes.md) over the lead database: one quote per request,
 * with a draft and frozen versions, the customer's links, its life as events, the signature and
 * the follow-ups. A change and what it causes (the request's status, its history, the outbox's
 * e-mails and alerts) commit in one IMMEDIATE transaction. Refusals are `{ problem, message }`
 * with words a page can show; nothing is written for one.
 */
export function quoteStore(db: LeadsDb, options: QuoteStoreOptions) {
  const documents = quoteDocuments(db);
  const records = leadRecords(db);
  const photos = photoReader(db);
  const links = quoteLinks(db);
  const settingsStore = quoteSettingsStore(db);
  const followUps = quoteFollowUps({ outbox: outboxStore(db), quietHours: quietHoursStore(db) });

  const recordOf = (quote: QuoteRow, now: Date): QuoteRecord => {
    const all = documents.versions(quote.id);
    const draftRow = all.find((version) => version.number === null);
    const versions = all.filter((version) => version.number !== null).map(sentVersion);
    const latest = versions.at(-1) ?? null;
    const events = documents.events(quote.id);
    const signature = documents.signature(quote.id);
    const draft = draftRow
      ? (({ rowId: _row, number: _n, sentAt: _s, sentBy: _b, ...rest }) => rest)(draftRow)
      : null;
    return {
      id: quote.id,
      leadId: quote.lead_id,
      draft,
      versions,
      latest,
      state: quoteState(latest, events, signature, now),
      events,
      signature,
      depositReceived: quote.deposit_received_at ? { at: quote.deposit_received_at, by: quote.deposit_received_by ?? '' } : null,
      remindersOn: quote.reminders_on === 1,
      locked: signature !== null,
    };
  };

  /** The request's status follows the quote (Quoted, Won, Lost), with a history entry naming who. */
  const setLeadStatus = (leadId: number, to: LeadStatus, actor: string, at: string) => {
    const lead = records.get(leadId)!;
    if (lead.status === to) return;
    records.setStatus(leadId, to);
    records.record({ leadId, at, actor, kind: 'status', detail: { from: lead.status, to } });
  };

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
      const fresh = addDays(today, validDays);
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
  };
}

export type QuoteStore = ReturnType<typeof quoteStore>;
