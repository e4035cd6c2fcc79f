import { cleanLine, cleanText } from '../../src/lib/clean-text.ts';
import { quoteDocumentLimits, type QuoteDraftInput, type QuoteLine, type QuoteRefusal } from '../../src/lib/quote-document-view.ts';
import { maxCents, maxQuantityMilli } from '../../src/lib/quote-money.ts';

const lineIdPattern = /^[A-Za-z0-9_-]{1,32}$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

const invalid = (message: string): QuoteRefusal => ({ problem: 'invalid', message });

const isInt = (value: unknown, min: number, max: number): value is number => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

/** Whether 'YYYY-MM-DD' is a real calendar day. */
export function isCalendarDay(day: unknown): day is string {
  if (typeof day !== 'string' || !dayPattern.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * The owner's draft as stored: text cleaned of control characters, every number an integer in
 * its bounds, line ids unique (a missing one is given), and only photos of this request.
 * The owner's form parses what was typed (src/lib/quote-money.ts); this is the store's own check,
 * so no caller can store a float, a negative price or a stranger's photo.
 */
export function checkDraft(input: QuoteDraftInput, leadPhotoIds: ReadonlySet<string>): QuoteDraftInput | QuoteRefusal {
  if (!Array.isArray(input.lines)) return invalid('The quote has no list of lines.');
  if (input.lines.length > quoteDocumentLimits.lines) return invalid(`A quote holds at most ${quoteDocumentLimits.lines} lines.`);
  const ids = new Set<string>();
  const lines: QuoteLine[] = [];
  for (const [index, line] of input.lines.entries()) {
    const n = index + 1;
    const description = cleanLine(String(line.description ?? ''));
    if (!description) return invalid(`Line ${n} needs a description.`);
    if (description.length > quoteDocumentLimits.description) return invalid(`Line ${n}: the description is longer than ${quoteDocumentLimits.description} characters.`);
    if (!isInt(line.quantityMilli, 1, maxQuantityMilli)) return invalid(`Line ${n}: the quantity must be a number above 0, with at most three decimals.`);
    if (!isInt(line.unitPriceCents, 0, maxCents)) return invalid(`Line ${n}: the unit price must be an amount in dollars and cents, $0 or more.`);
    const unit = cleanLine(String(line.unit ?? ''));
    if (unit.length > quoteDocumentLimits.unit) return invalid(`Line ${n}: the unit is longer than ${quoteDocumentLimits.unit} characters.`);
    let id = typeof line.id === 'string' && lineIdPattern.test(line.id) ? line.id : '';
    if (!id || ids.has(id)) {
      let next = n;
      while (ids.has(`line-${next}`) || input.lines.some((other) => other.id === `line-${next}`)) next += 1;
      id = `line-${next}`;
    }
    ids.add(id);
    lines.push({ id, description, quantityMilli: line.quantityMilli, unit, unitPriceCents: line.unitPriceCents, optional: line.optional === true });
  }
  const note = cleanText(String(input.note ?? '')).trim();
  if (note.length > quoteDocumentLimits.note) return invalid(`The note is longer than ${quoteDocumentLimits.note} characters.`);
  const paymentInstructions = cleanText(String(input.paymentInstructions ?? '')).trim();
  if (paymentInstructions.length > quoteDocumentLimits.paymentInstructions) return invalid(`The payment instructions are longer than ${quoteDocumentLimits.paymentInstructions} characters.`);
  const photoIds = [...new Set(Array.isArray(input.photoIds) ? input.photoIds : [])];
  if (photoIds.length > quoteDocumentLimits.photos) return invalid(`A quote shows at most ${quoteDocumentLimits.photos} photos.`);
  if (photoIds.some((id) => !leadPhotoIds.has(id))) return invalid('A chosen photo is not one of this request’s photos.');
  if (!isCalendarDay(input.validUntil)) return invalid('“Valid until” must be a date.');
  if (!isInt(input.taxRateBp, 0, 10_000)) return invalid('The sales tax rate must be a percent from 0 to 100, with at most two decimals.');
  const deposit = input.deposit ?? null;
  if (deposit) {
    if (deposit.kind === 'percent' && !isInt(deposit.value, 0, 10_000)) return invalid('The deposit percent must be from 0 to 100.');
    if (deposit.kind === 'amount' && !isInt(deposit.value, 0, maxCents)) return invalid('The deposit amount must be in dollars and cents, $0 or more.');
    if (deposit.kind !== 'percent' && deposit.kind !== 'amount') return invalid('The deposit is a percent or an amount.');
  }
  return {
    lines,
    note,
    photoIds,
    validUntil: input.validUntil,
    taxRateBp: input.taxRateBp,
    deposit: deposit && deposit.value > 0 ? { kind: deposit.kind, value: deposit.value } : null,
    paymentInstructions,
    remindersOn: input.remindersOn !== false,
  };
}
