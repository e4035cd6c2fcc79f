import { businessDay } from '../../src/lib/dates.ts';
import type { QuoteEvent, QuoteSignature, QuoteState, SentVersion } from '../../src/lib/quote-document-view.ts';

/** The customer's answers: after one, the version waits for nothing more from them. */
export const answerKinds = ['changes-requested', 'approved', 'declined'] as const;

/** Whether a version is past its "Valid until" day on the business's calendar. */
export const isExpired = (version: Pick<SentVersion, 'validUntil'>, now: Date) => businessDay(now) > version.validUntil;

/**
 * Where a quote stands: a draft until its first send; then the latest version's own story: its
 * signature, else the customer's last answer to it, else expired once its day has passed, else sent.
 */
export function quoteState(latest: SentVersion | null, events: readonly QuoteEvent[], signature: QuoteSignature | null, now: Date): QuoteState {
  if (!latest) return 'draft';
  if (signature?.version === latest.number) return 'approved';
  const answer = events.findLast((event) => event.version === latest.number && (answerKinds as readonly string[]).includes(event.kind));
  if (answer?.kind === 'declined') return 'declined';
  if (answer?.kind === 'changes-requested') return 'changes-requested';
  return isExpired(latest, now) ? 'expired' : 'sent';
}
