import type { Business } from '../../src/config/business-facts.ts';
import { cleanLine, cleanText } from '../../src/lib/clean-text.ts';
import { addDays, businessDay, formatCalendarDay } from '../../src/lib/dates.ts';
import { leadReference } from '../../src/lib/lead-contact.ts';
import { quoteTerms } from '../../src/lib/quote-terms.ts';
import { legal } from '../../src/content/legal.ts';
import { townOf } from '../../src/lib/town.ts';
import type { LeadStatus } from '../../src/lib/lead-status.ts';
import {
  isQuoteRefusal,
  type QuoteDraftInput,
  type QuoteRecord,
  type QuoteRefusal,
  type QuoteSettings,
  type SentVersion,
} from '../../src/lib/quote-document-view.ts';
import { formatCents, quoteTotals } from '../../src/lib/quote-money.ts';
import { quietHoursStore } from '../alerts/quiet-hours.ts';
import type { LeadsDb } from '../db/open.ts';
import { outboxStore } from '../db/outbox.ts';
import type { LeadStore } from '../leads/db.ts';
import { leadRecords } from '../leads/records.ts';
import { photoReader } from '../photos/store.ts';
import { visitReader } from '../schedule/visit-reads.ts';
import { checkDraft, isCalendarDay } from './draft-input.ts';
import { quoteDocuments, type QuoteRow, type StoredVersion } from './documents.ts';
import { quoteFollowUps, type QuoteJob } from './follow-ups.ts';
import { quoteLinks } from './links.ts';
import { quoteSettingsStore } from './settings.ts';
import { signedQuotePdf } from './pdf.ts';
import { contentHash, sha256Hex, type SignedContent } from './signed-content.ts';
import { isExpired, quoteState } from './state.ts';


export interface QuoteStoreOptions {
  /** Queues the owner's alerts (through the outbox, with quiet hours). */
  leads: Pick<LeadStore, 'queueAlert'>;
  /** Whether e-mails go out at all (SMTP_URL is set). */
  email: boolean;
  /** Whether the owner gets the signed PDF by e-mail (SMTP_URL set; it goes to LEADS_EMAIL_TO, else the business's address). */
  ownerEmail?: boolean;
  /** The business as published: the signed PDF states it. */
  facts: () => Business;
}

/** What the customer sends with an approval. */
export interface ApprovalInput {
  version: number;
  chosenLineIds: readonly string[];
  fullName: string;
  consent: boolean;
  clientIp: string | null;
  userAgent: string | null;
}

/** A customer's answer other than an approval: the words asked for changes, the optional reason of a decline. */
export interface AnswerInput {
  version: number;
  message: string;
}

/** Bounds of what the customer types. */
export const answerLimits = { fullName: 120, message: 2000, userAgent: 500 } as const;

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
  const visits = visitReader(db);
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

  /**
   * The request's status follows the quote (Quoted, Won, Lost), with a history entry naming who.
   * The owner's send is an answer, as any status change from New in the inbox is (Insights' "How fast you answered").
   */
  const setLeadStatus = (leadId: number, to: LeadStatus, actor: string, at: string) => {
    const lead = records.get(leadId)!;
    if (lead.status === to) return;
    records.setStatus(leadId, to);
    records.record({ leadId, at, actor, kind: 'status', detail: { from: lead.status, to } });
    if (lead.status === 'New' && actor !== 'customer') records.markAnswered(leadId, at);
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

  /** The quote a customer's link names, its request and record; undefined for a forged token or a quote never sent. */
  const found = (token: string, now: Date) => {
    const quoteId = links.find(token);
    const quote = quoteId === undefined ? undefined : documents.byId(quoteId);
    if (!quote) return undefined;
    const record = recordOf(quote, now);
    if (!record.latest) return undefined;
    return { quote, record, latest: record.latest, lead: records.get(quote.lead_id)! };
  };
  type Found = NonNullable<ReturnType<typeof found>>;

  /** Why this answer to this version cannot be taken now, or null. */
  const answerRefusal = ({ record, latest }: Found, version: number, now: Date, { expiredToo = false } = {}): QuoteRefusal | null => {
    if (record.signature) return refuse('approved', 'This quote is already approved and signed. Nothing was changed.');
    if (version !== latest.number) return refuse('replaced', `We sent a newer version of this quote (version ${latest.number}). Nothing was changed: read the new version below.`);
    if (record.state === 'declined') return refuse('declined', 'You declined this quote. Nothing was changed; call us if you changed your mind.');
    if (!expiredToo && isExpired(latest, now)) return refuse('expired', `This quote expired on ${formatCalendarDay(latest.validUntil)}. Call us for an updated quote.`);
    return null;
  };

  const firstName = (name: string) => cleanLine(name).split(' ')[0]!.slice(0, 40);
  const where = (address: string) => {
    const town = townOf(address);
    return town ? `, ${town}` : '';
  };

  /** The customer's changes or decline: the event, the request's status and note, the owner's alert, the follow-ups dropped. */
  const answerNow = db.transaction((token: string, kind: 'changes-requested' | 'declined', input: AnswerInput, now: Date): { ok: true } | QuoteRefusal => {
    const current = found(token, now);
    if (!current) return refuse('no-quote', 'This link does not work.');
    const refusal = answerRefusal(current, input.version, now, { expiredToo: true });
    if (refusal) return refusal;
    const message = cleanText(input.message).trim();
    if (kind === 'changes-requested' && !message) return refuse('invalid', 'Write what you would like us to change.');
    if (message.length > answerLimits.message) return refuse('invalid', `Please keep the message under ${answerLimits.message} characters.`);
    const at = now.toISOString();
    const { quote, lead, latest } = current;
    documents.record(quote.id, { at, actor: 'customer', kind, version: latest.number, detail: message ? { message } : {} });
    followUps.cancel(lead.id);
    const url = `/inbox/leads/${lead.id}`;
    if (kind === 'declined') {
      setLeadStatus(lead.id, 'Lost', 'customer', at);
      records.addNote(lead.id, { at, author: 'customer', body: message ? `Declined the quote (version ${latest.number}): ${message}` : `Declined the quote (version ${latest.number}) without a reason.` });
      options.leads.queueAlert({ title: `Declined: ${firstName(lead.name)}${where(lead.address)}`, body: message ? `“${message.slice(0, 140)}”` : 'No reason given.', url, tag: `quote-${quote.id}` }, lead.id, now);
    } else {
      options.leads.queueAlert({ title: `Changes requested: ${firstName(lead.name)}${where(lead.address)}`, body: `“${message.slice(0, 140)}”`, url, tag: `quote-${quote.id}` }, lead.id, now);
    }
    return { ok: true };
  });

  /** The approval's write: checked again under the write lock, so of two approvals only one is stored. */
  const approveNow = db.transaction(
    (token: string, signed: { input: ApprovalInput; content: SignedContent; contentSha256: string; pdf: Buffer }, now: Date): { ok: true } | QuoteRefusal => {
      const current = found(token, now);
      if (!current) return refuse('no-quote', 'This link does not work.');
      const refusal = answerRefusal(current, signed.input.version, now);
      if (refusal) return refusal;
      const { quote, lead, latest } = current;
      const at = signed.content.signer.signedAt;
      const totalCents = signed.content.totals.totalCents;
      documents.sign(
        quote.id,
        {
          version: latest.number,
          fullName: signed.content.signer.fullName,
          signedAt: at,
          clientIp: signed.input.clientIp,
          userAgent: signed.input.userAgent ? cleanLine(signed.input.userAgent).slice(0, answerLimits.userAgent) : null,
          chosenLineIds: signed.content.chosenLineIds,
          totalCents,
          contentSha256: signed.contentSha256,
          pdfSha256: sha256Hex(signed.pdf),
        },
        signed.pdf,
      );
      documents.record(quote.id, { at, actor: 'customer', kind: 'approved', version: latest.number, detail: { chosenLineIds: signed.content.chosenLineIds, totalCents } });
      setLeadStatus(lead.id, 'Won', 'customer', at);
      followUps.cancel(lead.id);
      options.leads.queueAlert(
        { title: `Quote approved: ${formatCents(totalCents)}${where(lead.address)}`, body: `${firstName(lead.name)} signed version ${latest.number}. Tap to open the request.`, url: `/inbox/leads/${lead.id}`, tag: `quote-${quote.id}` },
        lead.id,
        now,
      );
      if (options.email && lead.email) followUps.mail(lead.id, { kind: 'signed', quoteId: quote.id, version: latest.number }, now);
      if (options.ownerEmail) followUps.mail(lead.id, { kind: 'signed-owner', quoteId: quote.id, version: latest.number }, now);
      return { ok: true };
    },
  );

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

  const openNow = db.transaction((token: string, now: Date): boolean => {
    const current = found(token, now);
    if (!current || current.record.events.some((event) => event.kind === 'opened' && event.version === current.latest.number)) return false;
    documents.record(current.quote.id, { at: now.toISOString(), actor: 'customer', kind: 'opened', version: current.latest.number });
    return true;
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

    // The customer's side (server/quotes/customer-routes.ts): a link names the quote and shows its latest sent version.
    /** The quote a link names, with its request, or undefined for a forged token. Reads only. */
    byToken: (token: string, now = new Date()) => found(token, now),
    /** Records the first opening of the latest version by a person's browser (the one write a GET makes). */
    open: (token: string, now = new Date()): boolean => openNow.immediate(token, now),
    /**
     * Approves and signs the latest version: the signed PDF is made first (outside the write lock),
     * then the signature, the event, "Won", the alert and the e-mails commit together; a second
     * approval, an old version or an expired quote is refused and writes nothing.
     */
    approve: async (token: string, input: ApprovalInput, now = new Date()): Promise<{ ok: true } | QuoteRefusal> => {
      const current = found(token, now);
      if (!current) return refuse('no-quote', 'This link does not work.');
      const refusal = answerRefusal(current, input.version, now);
      if (refusal) return refusal;
      const fullName = cleanLine(input.fullName);
      if (fullName.length < 2) return refuse('invalid', 'Type your full name to sign.');
      if (fullName.length > answerLimits.fullName) return refuse('invalid', `Your name can be at most ${answerLimits.fullName} characters.`);
      if (!input.consent) return refuse('invalid', 'Tick “I agree to sign electronically and accept this quote” to approve.');
      const { lead, latest } = current;
      const optional = new Set(latest.lines.filter((line) => line.optional).map((line) => line.id));
      const chosenLineIds = latest.lines.filter((line) => optional.has(line.id) && input.chosenLineIds.includes(line.id)).map((line) => line.id);
      const business = options.facts();
      const { number, sentAt, sentBy: _by, totals: _totals, ...document } = latest;
      const content: SignedContent = {
        business: { name: business.name, phone: business.phone.display, email: business.email },
        customer: { name: cleanLine(lead.name), address: cleanLine(lead.address) },
        version: { number, sentAt, document },
        chosenLineIds,
        totals: quoteTotals(document, chosenLineIds),
        signer: { fullName, signedAt: now.toISOString() },
      };
      const contentSha256 = contentHash(content);
      const { street, locality, region, postalCode } = business.address;
      const pdf = await signedQuotePdf({
        content,
        terms: quoteTerms(business),
        signature: { contentSha256 },
        businessAddress: [street, `${locality}, ${region} ${postalCode}`].filter(Boolean).join(', '),
        reference: leadReference(lead.id),
      });
      return approveNow.immediate(token, { input, content, contentSha256, pdf }, now);
    },
    /** "Request changes": the customer's words, for the owner to answer with a new version. */
    requestChanges: (token: string, input: AnswerInput, now = new Date()) => answerNow.immediate(token, 'changes-requested', input, now),
    /** "Decline", with an optional reason: the request becomes Lost. */
    decline: (token: string, input: AnswerInput, now = new Date()) => answerNow.immediate(token, 'declined', input, now),
    /** The signed PDF exactly as stored when it was signed, or undefined before an approval. */
    pdf: (quoteId: number) => documents.signedPdf(quoteId),
    /** The signed PDF of a request's quote, for the owner's download. */
    pdfForLead: (leadId: number) => {
      const quote = documents.ofLead(leadId);
      return quote ? documents.signedPdf(quote.id) : undefined;
    },

    // The follow-ups, as their outbox jobs come due (server/quotes/email.ts).
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

export type QuoteStore = ReturnType<typeof quoteStore>;
