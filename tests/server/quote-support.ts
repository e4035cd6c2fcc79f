import type { QuoteDraftInput } from '../../src/lib/quote-document-view.ts';

/** A draft as the owner's form saves it, around the given lines: a note, 7.25% sales tax, a 25% deposit, reminders on. */
export const quoteDraft = (lines: QuoteDraftInput['lines'], over: Partial<QuoteDraftInput> = {}): QuoteDraftInput => ({
  lines,
  note: 'As we discussed on site.',
  photoIds: [],
  validUntil: '2099-12-31',
  taxRateBp: 725,
  deposit: { kind: 'percent', value: 2500 },
  paymentInstructions: 'Zelle to the number on this page.',
  remindersOn: true,
  ...over,
});
