/**
 * The owner's quote form (/inbox/leads/<id>/quote): its fields, declared once as the Site tab
 * declares its own (src/config/editable-fields.ts), what a post is read into, and the view the
 * form page renders. Everything is checked here before the store sees it, so a refused post
 * comes back with each problem at its field and what was typed kept, and nothing is half-saved.
 */
import { z } from 'zod';
import { editableFields, type Choice, type Control } from '../config/editable-fields.ts';
import { legal } from '../content/legal.ts';
import type { PriceItem, PriceUnit } from '../content/price-schema.ts';
import { addDays, businessDay } from './dates.ts';
import { formatPrice } from './prices.ts';
import { formatCents, formatQuantity, formatRate, maxCents, parseDollars, parseQuantity, parseRate } from './quote-money.ts';
import { quoteDocumentLimits, type QuoteDraftInput } from './quote-document-view.ts';

/** The furthest "Valid until" the form accepts, in days from today. */
const maxValidDays = 365;

/** A line as typed: every value is the text of its box ('on' or '' for the checkbox). */
export interface QuoteLineValues {
  /** Stable across versions, so a customer's chosen option names the same line. */
  id: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  optional: string;
}

export interface QuoteFormValues {
  lines: QuoteLineValues[];
  note: string;
  validUntil: string;
  taxRate: string;
  depositKind: string;
  depositValue: string;
  paymentInstructions: string;
  remindersOn: string;
  /** The request's photos ticked to go with the quote. */
  photoIds: string[];
}

const text = (label: string, max: number) => z.string().max(max, `${label} can be at most ${max.toLocaleString('en-US')} characters. Shorten it.`);

/** A box read by one of quote-money's parsers to an integer, or the owner's own words for what is wrong. */
const parsedBy = (parse: (typed: string) => number | null, problem: string) =>
  z.string().transform((typed, ctx) => {
    const value = parse(typed);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return value;
  });

/** Money typed as dollars ("2,450" or "$1,234.50") to integer cents. */
const dollars = (problem: string) => parsedBy(parseDollars, problem);

/** A sales tax rate in basis points from 0 to 25%; an empty box is no tax. */
const taxRate = (typed: string) => {
  const bp = parseRate(typed.trim() === '' ? '0' : typed);
  return bp === null || bp < 0 || bp > 2500 ? null : bp;
};

/** The fields of one line; `index` names them (line-0-description ...), the labels are the same on every line. */
export function quoteLineFields(index: number) {
  return editableFields(
    {
      description: {
        control: {
          type: 'text',
          label: 'Description',
          hint: 'What the customer gets, e.g. Lift the sunken patio slab.',
        },
        rule: text('The description', quoteDocumentLimits.description).min(1, 'Describe the work on this line, or clear the whole line to leave it out.'),
        read: 'text',
        blank: '',
      },
      quantity: {
        control: {
          type: 'text',
          label: 'Quantity',
          inputMode: 'decimal',
          narrow: true,
        },
        rule: parsedBy(parseQuantity, 'Enter the quantity as a number above 0 with at most three decimals, e.g. 1 or 120.5.'),
        read: 'trim',
        blank: '1',
      },
      unit: {
        control: {
          type: 'text',
          label: 'Unit',
          hint: 'e.g. sq ft, each; empty for a whole job',
          narrow: true,
        },
        rule: text('The unit', quoteDocumentLimits.unit),
        read: 'trim',
        blank: '',
      },
      unitPrice: {
        control: {
          type: 'text',
          label: 'Unit price',
          hint: 'Dollars, e.g. 450 or 12.50',
          inputMode: 'decimal',
          narrow: true,
        },
        rule: dollars('Enter the unit price in dollars, e.g. 450 or 12.50, from $0 to $10,000,000.'),
        read: 'trim',
        blank: '',
      },
      optional: {
        control: {
          type: 'checkbox',
          label: 'Optional',
          hint: 'The customer chooses whether to add it.',
        },
        rule: z.string().transform((value) => value === 'on'),
        read: 'checkbox',
        blank: '',
      },
    },
    (key) => `line-${index}-${key}`,
  );
}

export const depositKinds: readonly Choice[] = [
  { value: 'none', label: 'No deposit' },
  { value: 'percent', label: 'A percent of the total' },
  { value: 'amount', label: 'An amount in dollars' },
];

/** The quote's own fields, in the form's order after the lines. */
export const quoteFields = editableFields({
  note: {
    control: {
      type: 'textarea',
      label: 'Note to the customer',
      hint: 'What you saw on the visit and what the price includes.',
      rows: 4,
      optional: true,
    },
    rule: text('The note', quoteDocumentLimits.note),
    read: 'text',
    blank: '',
  },
  validUntil: {
    control: {
      type: 'date',
      label: 'Valid until',
      hint: `Our Terms say an estimate is good for ${legal.estimateValidDays} days.`,
      narrow: true,
    },
    rule: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick the last day the price holds, e.g. 2026-12-31.'),
    read: 'trim',
    blank: (now: Date) => addDays(businessDay(now), legal.estimateValidDays),
  },
  taxRate: {
    control: {
      type: 'text',
      label: 'Sales tax rate',
      hint: 'Percent, e.g. 7.25; 0 when no tax is charged. Shown as its own line.',
      inputMode: 'decimal',
      narrow: true,
    },
    rule: parsedBy(taxRate, 'Enter the sales tax rate as a percent from 0 to 25, e.g. 7.25.'),
    read: 'trim',
    blank: '0',
  },
  depositKind: {
    control: {
      type: 'select',
      label: 'Deposit',
      options: depositKinds,
      hint: `Our Terms say we typically ask ${legal.depositRange}; never the full price up front.`,
    },
    rule: z.enum(['none', 'percent', 'amount'], {
      error: 'Choose no deposit, a percent, or an amount.',
    }),
    read: 'trim',
    blank: 'none',
  },
  depositValue: {
    control: {
      type: 'text',
      label: 'Deposit percent or amount',
      hint: 'A percent (e.g. 30) or dollars (e.g. 500), as chosen above.',
      inputMode: 'decimal',
      optional: true,
      narrow: true,
    },
    rule: z.string(),
    read: 'trim',
    blank: '',
  },
  paymentInstructions: {
    control: {
      type: 'textarea',
      label: 'Payment instructions',
      hint: 'How to pay the deposit, in your words, e.g. Check to the crew, or Zelle to the number on this quote.',
      rows: 3,
      optional: true,
    },
    rule: text('The payment instructions', quoteDocumentLimits.paymentInstructions),
    read: 'text',
    blank: '',
  },
  remindersOn: {
    control: {
      type: 'checkbox',
      label: 'Send reminders for this quote',
      hint: 'E-mail the customer a reminder while the quote waits for an answer.',
    },
    rule: z.string().transform((value) => value === 'on'),
    read: 'checkbox',
    blank: 'on',
  },
});

/** The controls of the quote's own fields, for the form. */
export const quoteControls = Object.fromEntries(Object.entries(quoteFields).map(([key, field]) => [key, field.control])) as Record<
  keyof typeof quoteFields,
  Control
>;

/** A new line's id: short, random, and only ever compared, never shown. */
export function newLineId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 12);
}

export function blankLine(): QuoteLineValues {
  return {
    id: newLineId(),
    description: '',
    quantity: '1',
    unit: '',
    unitPrice: '',
    optional: '',
  };
}

/** A line left wholly empty (a fresh "Add line" not used) is no line at all. */
export const isEmptyLine = (line: QuoteLineValues) => !line.description.trim() && !line.unitPrice.trim() && !line.unit.trim() && line.optional !== 'on';

/** The stored draft (or the version it continues) as the form shows it. */
export function quoteFormValues(input: QuoteDraftInput): QuoteFormValues {
  return {
    lines: input.lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: formatQuantity(line.quantityMilli),
      unit: line.unit,
      unitPrice: formatCents(line.unitPriceCents),
      optional: line.optional ? 'on' : '',
    })),
    note: input.note,
    validUntil: input.validUntil,
    taxRate: formatRate(input.taxRateBp),
    depositKind: input.deposit ? input.deposit.kind : 'none',
    depositValue: input.deposit ? (input.deposit.kind === 'percent' ? formatRate(input.deposit.value) : formatCents(input.deposit.value)) : '',
    paymentInstructions: input.paymentInstructions,
    remindersOn: input.remindersOn ? 'on' : '',
    photoIds: [...input.photoIds],
  };
}

/** A problem's control name, beside which it is shown: the deposit's problems go with its value. */
export type QuoteFormErrors = Record<string, string>;

/**
 * What the owner typed, checked: the store's input, or every problem by the name of the control
 * it belongs to. `photoIds` keeps only the request's own photos; lines left empty are dropped.
 */
export function readQuoteForm(
  values: QuoteFormValues,
  { now, requestPhotoIds }: { now: Date; requestPhotoIds: readonly string[] },
): { ok: true; input: QuoteDraftInput } | { ok: false; errors: QuoteFormErrors } {
  const errors: QuoteFormErrors = {};
  const check = <T>(name: string, rule: z.ZodType<T>, value: string): T | undefined => {
    const parsed = rule.safeParse(value);
    if (parsed.success) return parsed.data;
    errors[name] ??= parsed.error.issues[0]?.message ?? 'This is not valid.';
    return undefined;
  };

  const lines: QuoteDraftInput['lines'] = [];
  values.lines.forEach((line, index) => {
    if (isEmptyLine(line)) return;
    const fields = quoteLineFields(index);
    const description = check(fields.description.control.name, fields.description.rule, line.description.trim());
    const quantityMilli = check(fields.quantity.control.name, fields.quantity.rule, line.quantity);
    const unit = check(fields.unit.control.name, fields.unit.rule, line.unit);
    const unitPriceCents = check(fields.unitPrice.control.name, fields.unitPrice.rule, line.unitPrice);
    const optional = line.optional === 'on';
    if (description === undefined || quantityMilli === undefined || unit === undefined || unitPriceCents === undefined) return;
    lines.push({
      id: /^[A-Za-z0-9_-]{1,40}$/.test(line.id) ? line.id : newLineId(),
      description,
      quantityMilli,
      unit,
      unitPriceCents,
      optional,
    });
  });
  if (lines.length > quoteDocumentLimits.lines) errors['line-0-description'] ??= `A quote can have at most ${quoteDocumentLimits.lines} lines. Combine some.`;

  const note = check('note', quoteFields.note.rule, values.note.trim());
  const paymentInstructions = check('paymentInstructions', quoteFields.paymentInstructions.rule, values.paymentInstructions.trim());
  const taxRateBp = check('taxRate', quoteFields.taxRate.rule, values.taxRate);
  const validUntil = check('validUntil', quoteFields.validUntil.rule, values.validUntil);
  const today = businessDay(now);
  if (validUntil !== undefined && validUntil < today) errors.validUntil = 'The quote would be out of date already: pick today or a later day.';
  else if (validUntil !== undefined && validUntil > addDays(today, maxValidDays)) errors.validUntil = 'Pick a day within a year from today.';

  const depositKind = check('depositKind', quoteFields.depositKind.rule, values.depositKind);
  let deposit: QuoteDraftInput['deposit'] = null;
  if (depositKind === 'percent') {
    const bp = parseRate(values.depositValue);
    if (bp === null || bp <= 0 || bp > 10000) errors.depositValue = 'Enter the deposit as a percent above 0 and at most 100, e.g. 30.';
    else deposit = { kind: 'percent', value: bp };
  } else if (depositKind === 'amount') {
    const cents = parseDollars(values.depositValue);
    if (cents === null || cents <= 0 || cents > maxCents) errors.depositValue = 'Enter the deposit in dollars above $0, e.g. 500.';
    else deposit = { kind: 'amount', value: cents };
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      lines,
      note: note!,
      photoIds: values.photoIds.filter((id, index, all) => requestPhotoIds.includes(id) && all.indexOf(id) === index),
      validUntil: validUntil!,
      taxRateBp: taxRateBp!,
      deposit,
      paymentInstructions: paymentInstructions!,
      remindersOn: values.remindersOn === 'on',
    },
  };
}

/** The price list's words for a unit on a quote line; a percent is no price to quote. */
const lineUnits: Record<Exclude<PriceUnit, 'percent'>, string> = {
  sqft: 'sq ft',
  lft: 'linear ft',
  each: 'each',
  job: 'job',
};

/** "Pick from the price list": every entry priced in dollars, named with its range as the site states it. */
export function priceChoices(list: readonly PriceItem[]): Choice[] {
  return list
    .filter((item) => item.data.unit !== 'percent')
    .map((item) => ({
      value: item.id,
      label: `${item.data.name}: ${formatPrice(item.data)}`,
    }));
}

/**
 * A line filled from an entry of the price list: its name, its unit, and its low figure as the
 * unit price, which the owner then sets for this job.
 */
export function lineFromPrice(item: PriceItem | undefined, id: string): QuoteLineValues | null {
  if (!item || item.data.unit === 'percent') return null;
  return {
    id,
    description: item.data.name,
    quantity: '1',
    unit: lineUnits[item.data.unit],
    unitPrice: formatCents(item.data.low * 100),
    optional: '',
  };
}
