import type { LeadsDb } from '../db/open.ts';
import { customerAnswers } from './customer-answers.ts';
import { followUpChecks } from './follow-up-checks.ts';
import { ownerActions } from './owner-actions.ts';
import { quoteContext, type QuoteStoreOptions } from './quote-context.ts';

/**
 * The written quotes (issue 41, docs/quotes.md) over the lead database: one quote per request,
 * with a draft and frozen versions, the customer's links, its life as events, the signature and
 * the follow-ups. A change and what it causes (the request's status, its history, the outbox's
 * e-mails and alerts) commit in one IMMEDIATE transaction. Refusals are `{ problem, message }`
 * with words a page can show; nothing is written for one.
 */
export function quoteStore(db: LeadsDb, options: QuoteStoreOptions) {
  const context = quoteContext(db, options);
  return { ...ownerActions(context), ...customerAnswers(context), ...followUpChecks(context) };
}

export type QuoteStore = ReturnType<typeof quoteStore>;
