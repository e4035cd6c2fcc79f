/**
 * What the customer's quote page (src/pages/quote/[token].astro) renders, built by
 * server/quotes/view.ts; every text is already in words. Types only.
 */
import type { QuoteSignature, QuoteState, QuoteTotals, SentVersion } from './quote-document-view.ts';
import type { TermsSection } from './quote-terms.ts';

/** At most this many optional lines get every possible total rendered, shown by CSS `:has()` as boxes are ticked. */
export const liveTotalOptions = 5;

/** An optional line's checkbox: its id in the page (`qo-<index>`) is what the live-total CSS reads. */
export interface OptionBox {
  lineId: string;
  inputId: string;
  checked: boolean;
}

export type QuotePageView =
  | {
      page: 'quote';
      reference: string;
      customer: { name: string; address: string };
      version: SentVersion;
      state: Exclude<QuoteState, 'draft'>;
      /** The optional lines' boxes, in the order of the lines. */
      options: OptionBox[];
      /** The totals with the boxes as they are now. */
      totals: QuoteTotals;
      /** Every total per combination of boxes (bit i: option i ticked), or null with more than `liveTotalOptions` options or none. */
      live: { mask: number; totals: QuoteTotals }[] | null;
      actions: { total: string; approve: string; changes: string; decline: string; pdf: string };
      /** What the customer just did: the result the page opens with. */
      result: 'approved' | 'changes-requested' | 'declined' | null;
      /** A refused answer, in words. */
      problem: { message: string; field: 'fullName' | 'consent' | 'message' | null } | null;
      /** What was typed, kept after a problem. */
      typed: { fullName: string; message: string; reason: string };
      signature: Pick<QuoteSignature, 'fullName' | 'signedAt' | 'version' | 'totalCents' | 'chosenLineIds'> | null;
      terms: TermsSection[];
      /** The customer's latest words, when they asked for changes to this version. */
      changesAsked: string | null;
      /** The request's photos the owner chose to show with the quote, as links to their full size. */
      photos: { small: string; full: string; width: number; height: number; alt: string }[];
    }
  | { page: 'problem'; status: number; title: string; message: string; link: { href: string; label: string } | null };
