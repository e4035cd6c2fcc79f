/**
 * The written quote (issue 41) as the store (server/quotes), the owner's pages and the customer's
 * page share it. Not the website's request form, which this codebase calls the "quote request"
 * (src/lib/quote-fields.ts): this is the priced quote the owner sends after the visit.
 * Money is integer cents, quantities integer thousandths, the tax rate integer basis points.
 */

/** One line of a quote; an optional line is the customer's to choose. */
export interface QuoteLine {
  /** Stable within the quote: the customer's choices name lines by it. */
  id: string;
  description: string;
  /** 120.5 square feet is 120500. */
  quantityMilli: number;
  /** "sq ft", "each", "job", or empty. */
  unit: string;
  unitPriceCents: number;
  optional: boolean;
}

/** A deposit as a share of the total (basis points: 25% is 2500) or a fixed amount (cents). */
export interface QuoteDeposit {
  kind: 'percent' | 'amount';
  value: number;
}

/** The parts of a quote the totals are made of. */
export interface QuotePricing {
  lines: readonly QuoteLine[];
  taxRateBp: number;
  deposit: QuoteDeposit | null;
}

/** What the owner writes: the draft, and what each sent version froze. */
export interface QuoteDocument extends QuotePricing {
  lines: QuoteLine[];
  note: string;
  /** The request's photos (lead photo ids) shown with the quote. */
  photoIds: string[];
  /** 'YYYY-MM-DD' on the business's calendar: the last day the customer can approve. */
  validUntil: string;
  paymentInstructions: string;
}

/** What the owner's form saves as the draft. */
export interface QuoteDraftInput extends QuoteDocument {
  /** Reminders for this quote (the general switch in the settings must be on too). */
  remindersOn: boolean;
}

/** A line's amount and whether it counts in the total. */
export interface LineTotal {
  id: string;
  amountCents: number;
  /** Required, or optional and chosen. */
  counted: boolean;
}

export interface QuoteTotals {
  lines: LineTotal[];
  /** Required lines plus the chosen optional ones. */
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** Null when the quote asks for no deposit. */
  depositCents: number | null;
}

/** A version as sent: frozen. */
export interface SentVersion extends QuoteDocument {
  number: number;
  sentAt: string;
  /** The owner who sent it (their e-mail). */
  sentBy: string;
  /** With only the required lines: what the quote costs before the customer picks any option. */
  totals: QuoteTotals;
}

/** Where a quote stands, from the latest sent version and what came after it. */
export type QuoteState = 'draft' | 'sent' | 'changes-requested' | 'approved' | 'declined' | 'expired';

export const quoteEventKinds = ['sent', 'opened', 'changes-requested', 'approved', 'declined', 'deposit-received', 'reminder-sent', 'call-today-alert'] as const;

export type QuoteEventKind = (typeof quoteEventKinds)[number];

/** One step of the quote's life, with who ('customer', 'system' or the owner's e-mail) and when. */
export interface QuoteEvent {
  at: string;
  actor: string;
  kind: QuoteEventKind;
  /** The version it concerns, when it concerns one. */
  version: number | null;
  /** The customer's words (changes requested, the reason of a decline). */
  message?: string;
  /** An approval's chosen optional lines and total. */
  chosenLineIds?: string[];
  totalCents?: number;
  /** A reminder: 'reminder' or 'last-reminder'. */
  reminder?: 'reminder' | 'last-reminder';
}

/**
 * The record of an electronic signature (ESIGN/UETA: intent, consent, the signature tied to the
 * record). `contentSha256` is printed in the PDF: the hash of the canonical JSON of what was
 * signed (the version, the choices, the name and time). `pdfSha256` is the hash of the PDF file's
 * bytes as stored and served; a file cannot contain its own hash, so the two differ.
 */
export interface QuoteSignature {
  version: number;
  fullName: string;
  signedAt: string;
  clientIp: string | null;
  userAgent: string | null;
  chosenLineIds: string[];
  totalCents: number;
  contentSha256: string;
  pdfSha256: string;
}

/** The follow-ups: the general switch and the days. */
export interface QuoteSettings {
  remindersOn: boolean;
  /** The customer's first reminder, this many days after a send with no answer. */
  firstReminderDays: number;
  /** The last reminder, this many days before the quote expires. */
  lastReminderDays: number;
  /** The owner's "Call today" alert, after a quote has waited this many days. */
  callTodayDays: number;
}

export const defaultQuoteSettings: QuoteSettings = { remindersOn: true, firstReminderDays: 3, lastReminderDays: 2, callTodayDays: 5 };

/** Everything the request's page and the quote form show of a request's quote. */
export interface QuoteRecord {
  id: number;
  leadId: number;
  /** The working copy, when the owner has one not yet sent. */
  draft: (QuoteDocument & { updatedAt: string; updatedBy: string }) | null;
  /** Oldest first; the last is what the customer's link shows. */
  versions: SentVersion[];
  latest: SentVersion | null;
  state: QuoteState;
  /** Oldest first. */
  events: QuoteEvent[];
  signature: QuoteSignature | null;
  depositReceived: { at: string; by: string } | null;
  remindersOn: boolean;
  /** Approved: nothing can be edited or sent again. */
  locked: boolean;
}

/** Why a change to a quote was refused, in words a page can show. */
export type QuoteProblem =
  | 'no-lead'
  | 'no-quote'
  | 'no-draft'
  | 'approved'
  | 'invalid'
  | 'not-sent'
  | 'expired'
  | 'replaced'
  | 'declined'
  | 'visit-booked';

export interface QuoteRefusal {
  problem: QuoteProblem;
  message: string;
}

export const isQuoteRefusal = (value: unknown): value is QuoteRefusal =>
  typeof value === 'object' && value !== null && 'problem' in value && typeof (value as QuoteRefusal).message === 'string';

/** The customer's page of a quote; its token is 128 random bits like a booking link's (bookingTokenPattern). */
export const quotePath = (token: string) => `/quote/${token}`;

/** The bounds of a written quote: the owner's form checks them at each field, the store again on every save. */
export const quoteDocumentLimits = { lines: 40, description: 300, unit: 20, note: 4000, paymentInstructions: 1000, photos: 12 } as const;
