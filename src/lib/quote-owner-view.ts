/**
 * The owner's side of the written quote as the inbox renders it, filled by server/quotes
 * (owner-view.ts, insights.ts): the quote form, the quote's life on the request's page, and
 * Insights' quote figures. Types only, shared by the server and src/components/inbox/quotes.
 */
import type { Choice } from '../config/editable-fields.ts';
import type { PhotoInfo } from './lead-view.ts';
import type { QuoteEvent, QuoteSettings, QuoteState } from './quote-document-view.ts';
import type { QuoteFormErrors, QuoteFormValues } from './quote-form.ts';

/** What the form is writing, in the owner's words. */
export type QuoteFormState =
  /** Nothing sent yet: the first version. */
  | { kind: 'first' }
  /** A version was sent: saving edits a draft, sending makes it the next version. */
  | { kind: 'next'; sentVersion: number }
  /** The customer approved a version: it never changes. */
  | { kind: 'approved'; version: number };

/** Totals in words ("$2,450.00"): the required lines, and with every optional line added. */
export interface QuoteTotalsWords {
  subtotal: string;
  /** Null when the tax rate is 0. */
  tax: string | null;
  total: string;
  /** The total with every optional line chosen; null when there is none. */
  withOptions: string | null;
  /** Null when no deposit is asked. */
  deposit: string | null;
}

/** What /inbox/leads/<id>/quote renders. */
export interface QuoteFormView {
  lead: {
    id: number;
    reference: string;
    name: string;
    email: string;
    photos: PhotoInfo[];
  };
  /** The estimate visit still booked, in words: a quote is sent after the visit's outcome. */
  bookedVisit: string | null;
  values: QuoteFormValues;
  errors: QuoteFormErrors;
  /** The answer's status: 422 for a form sent back with its problems. */
  status: number;
  /** Why the store refused the save or send, in words, above the form. */
  problem: string | null;
  /** What the last post did without saving (a line added, removed or filled from the price list), shown under the lines with focus. */
  notice: string | null;
  /** "Draft saved." after Save draft. */
  saved: boolean;
  state: QuoteFormState;
  /** When the draft was saved last, and by whom; null while nothing is saved. */
  savedAt: { at: string; by: string } | null;
  /** The saved draft's totals; null while nothing is saved. */
  totals: QuoteTotalsWords | null;
  /** "Pick from the price list": the published list's entries in dollars. */
  prices: Choice[];
  /** The follow-ups for every quote, for the reminder switch's hint. */
  followUps: QuoteSettings;
  /** The server can e-mail the customer (SMTP is set) and the request has an e-mail address. */
  email: boolean;
}

/** A link to the customer's page, shown once: only its hash is kept, so it exists only in the answer that made it. */
export interface FreshQuoteLink {
  url: string;
  /** "Text the link": an sms: link to the customer's phone with a short message; null without a US phone number. */
  sms: string | null;
  /** What made it: "Send quote" (of this version) or "New link". */
  madeBy: { kind: 'sent'; version: number } | { kind: 'new-link' };
  /** After a send, whether the link also went by e-mail: queued, no SMTP on this server, or no e-mail address on the request; null for a new link, which is not e-mailed. */
  email: 'queued' | 'no-smtp' | 'no-address' | null;
}

/** The signature record after an approval, as the request's page lists it. */
export interface SignatureView {
  version: number;
  fullName: string;
  signedAt: string;
  clientIp: string | null;
  userAgent: string | null;
  /** The descriptions of the optional lines chosen. */
  options: string[];
  total: string;
  contentSha256: string;
  pdfSha256: string;
}

/** A request's quote on its page: where it stands, its life with who and when, and what the owner can do next. */
export interface QuoteLife {
  leadId: number;
  state: QuoteState;
  /** The version the customer's link shows; null before the first send. */
  version: number | null;
  /** That version's totals. */
  totals: QuoteTotalsWords | null;
  /** Its "Valid until" day, 'YYYY-MM-DD'. */
  validUntil: string | null;
  /** Changes saved since the last send, not sent yet. */
  draft: { at: string; by: string } | null;
  /** Newest first. */
  events: QuoteEvent[];
  signature: SignatureView | null;
  /** After an approval that asks one: the deposit due, and when the owner marked it received. */
  deposit: { due: string; received: { at: string; by: string } | null } | null;
  /** This quote's reminders, whether reminders are on for every quote, and whether e-mail (which carries them) is set up. */
  reminders: { on: boolean; general: boolean; email: boolean };
  /** Approved: nothing can be edited or sent again. */
  locked: boolean;
  fresh: FreshQuoteLink | null;
}

/** Insights' quote figures for the period shown. */
export interface QuoteInsightsView {
  /** Quotes whose first version was sent in the period. */
  sent: number;
  /** Of those, how many the customer approved (so far). */
  approved: number;
  /** approved / sent; null when none was sent. */
  approvalRate: number | null;
  /** Median days from the request to the approval, for approvals in the period; null without any. */
  medianDaysToApproval: number | null;
  /** Approved dollars in the period by the page that brought the request, largest first; `path` null when the request did not say. */
  byPage: { path: string | null; approved: number; totalCents: number }[];
  /** All approved dollars in the period. */
  approvedCents: number;
}
