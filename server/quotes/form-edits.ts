import type { PriceItem } from '../../src/content/price-schema.ts';
import { quoteDocumentLimits } from '../../src/lib/quote-document-view.ts';
import { blankLine, isEmptyLine, lineFromPrice, type QuoteFormValues } from '../../src/lib/quote-form.ts';

/** What one of the form's line buttons did: a notice to show, or what stopped it and the status to answer. */
export type QuoteLineEdit = { notice: string } | { problem: string; status: 422 } | { errors: Record<string, string>; status: 422 };

const tooManyLines = { problem: `A quote can have at most ${quoteDocumentLimits.lines} lines.`, status: 422 } as const;

/**
 * The quote form's line buttons, which work without script: "Add a line", "Remove" on a line and
 * "Add from price list" change the lines as typed (`values`, in place) and save nothing, so the
 * form comes back with the change and says so. Undefined when `action` is none of them.
 */
export function editQuoteLines(action: string, values: QuoteFormValues, pick: string, prices: readonly PriceItem[]): QuoteLineEdit | undefined {
  if (action === 'add-line') {
    if (values.lines.length >= quoteDocumentLimits.lines) return tooManyLines;
    values.lines.push(blankLine());
    return { notice: `Line ${values.lines.length} added below the others. Nothing is saved until you press "Save draft" or "Send quote".` };
  }
  const remove = /^remove-(\d{1,2})$/.exec(action);
  if (remove) {
    const index = Number(remove[1]);
    if (index >= values.lines.length) return { problem: 'That line is no longer on the form.', status: 422 };
    values.lines.splice(index, 1);
    if (values.lines.length === 0) values.lines.push(blankLine());
    return { notice: `Line ${index + 1} removed. Nothing is saved until you press "Save draft" or "Send quote".` };
  }
  if (action === 'pick') {
    const at = values.lines.findIndex(isEmptyLine);
    const index = at === -1 ? values.lines.length : at;
    const filled = lineFromPrice(
      prices.find((item) => item.id === pick),
      values.lines[index]?.id ?? blankLine().id,
    );
    if (!filled) return { errors: { pick: 'Choose an entry of the price list, then press "Add from price list".' }, status: 422 };
    if (index >= quoteDocumentLimits.lines) return tooManyLines;
    values.lines[index] = filled;
    return { notice: `Line ${index + 1} filled from the price list: ${filled.description}. Set the quantity and the price for this job, then save.` };
  }
  return undefined;
}
