import { describe, expect, it } from 'vitest';
import { defaultPrices } from '../../src/content/prices.ts';
import { addDays, businessDay } from '../../src/lib/dates.ts';
import { isEmptyLine, lineFromPrice, priceChoices, quoteFormValues, readQuoteForm, type QuoteFormValues } from '../../src/lib/quote-form.ts';

const now = new Date('2026-11-26T15:00:00.000Z');
const today = businessDay(now);

const typed = (over: Partial<QuoteFormValues> = {}): QuoteFormValues => ({
  lines: [
    { id: 'slab', description: ' Lift the front walk slab ', quantity: '3', unit: 'each', unitPrice: '$33.33', optional: '' },
    { id: 'seal', description: 'Seal the joints', quantity: '120.5', unit: 'sq ft', unitPrice: '1,250', optional: 'on' },
    { id: 'blank', description: '', quantity: '1', unit: '', unitPrice: '', optional: '' },
  ],
  note: 'As discussed.',
  validUntil: addDays(today, 30),
  taxRate: '7.25%',
  depositKind: 'percent',
  depositValue: '25',
  paymentInstructions: 'Check to the crew.',
  remindersOn: 'on',
  photoIds: ['p1', 'p1', 'stranger'],
  ...over,
});

describe("the owner's quote form, read", () => {
  it('reads what was typed into integer cents, thousandths and basis points; drops empty lines and photos not of the request', () => {
    const read = readQuoteForm(typed(), { now, requestPhotoIds: ['p1', 'p2'] });
    expect(read).toEqual({
      ok: true,
      input: {
        lines: [
          { id: 'slab', description: 'Lift the front walk slab', quantityMilli: 3000, unit: 'each', unitPriceCents: 3333, optional: false },
          { id: 'seal', description: 'Seal the joints', quantityMilli: 120_500, unit: 'sq ft', unitPriceCents: 125_000, optional: true },
        ],
        note: 'As discussed.',
        photoIds: ['p1'],
        validUntil: addDays(today, 30),
        taxRateBp: 725,
        deposit: { kind: 'percent', value: 2500 },
        paymentInstructions: 'Check to the crew.',
        remindersOn: true,
      },
    });
  });

  it('names every problem by the box it belongs to, in words', () => {
    const read = readQuoteForm(
      typed({
        lines: [
          { id: 'a', description: '', quantity: '2', unit: '', unitPrice: '10', optional: '' },
          { id: 'b', description: 'Patch', quantity: '0', unit: 'x'.repeat(21), unitPrice: '12.345', optional: '' },
        ],
        validUntil: addDays(today, -1),
        taxRate: '26',
        depositKind: 'amount',
        depositValue: '0',
      }),
      { now, requestPhotoIds: [] },
    );
    expect(read.ok).toBe(false);
    const errors = read.ok ? {} : read.errors;
    expect(Object.keys(errors).sort()).toEqual([
      'depositValue',
      'line-0-description',
      'line-1-quantity',
      'line-1-unit',
      'line-1-unitPrice',
      'taxRate',
      'validUntil',
    ]);
    expect(errors['line-0-description']).toBe('Describe the work on this line, or clear the whole line to leave it out.');
    expect(errors['line-1-unitPrice']).toContain('Enter the unit price in dollars');
    expect(errors.validUntil).toBe('The quote would be out of date already: pick today or a later day.');
    expect(readQuoteForm(typed({ validUntil: addDays(today, 400) }), { now, requestPhotoIds: [] })).toMatchObject({
      ok: false,
      errors: { validUntil: 'Pick a day within a year from today.' },
    });
    expect(readQuoteForm(typed({ depositKind: 'percent', depositValue: '101' }), { now, requestPhotoIds: [] })).toMatchObject({
      ok: false,
      errors: { depositValue: expect.stringContaining('at most 100') },
    });
    expect(readQuoteForm(typed({ depositKind: 'half' }), { now, requestPhotoIds: [] })).toMatchObject({
      ok: false,
      errors: { depositKind: expect.any(String) },
    });
  });

  it('an empty tax rate is no tax, and "No deposit" ignores the value box', () => {
    const read = readQuoteForm(typed({ taxRate: '', depositKind: 'none', depositValue: 'anything' }), { now, requestPhotoIds: [] });
    expect(read).toMatchObject({ ok: true, input: { taxRateBp: 0, deposit: null } });
  });

  it('shows a stored draft as the owner typed it, and reads it back the same', () => {
    const read = readQuoteForm(typed(), { now, requestPhotoIds: ['p1'] });
    if (!read.ok) throw new Error('expected a valid form');
    const shown = quoteFormValues(read.input);
    expect(shown.lines[1]).toEqual({ id: 'seal', description: 'Seal the joints', quantity: '120.5', unit: 'sq ft', unitPrice: '$1,250.00', optional: 'on' });
    expect(shown.taxRate).toBe('7.25%');
    expect(shown.depositValue).toBe('25%');
    expect(readQuoteForm(shown, { now, requestPhotoIds: ['p1'] })).toEqual(read);
  });
});

describe('"Pick from the price list"', () => {
  it('offers every entry priced in dollars with its range, never a percentage', () => {
    const choices = priceChoices(defaultPrices);
    expect(choices).toContainEqual({ value: 'epoxy-injection', label: 'Epoxy crack injection: $500–$1,500' });
    expect(choices).toContainEqual({ value: 'leveling-rate', label: 'Leveling by area: $5–$12 per sq ft' });
    expect(choices.some((choice) => choice.value === 'repair-saving')).toBe(false);
  });

  it("fills a line with the entry's name, unit and low figure", () => {
    const item = (id: string) => defaultPrices.find((entry) => entry.id === id);
    expect(lineFromPrice(item('leveling-rate'), 'l1')).toEqual({
      id: 'l1',
      description: 'Leveling by area',
      quantity: '1',
      unit: 'sq ft',
      unitPrice: '$5.00',
      optional: '',
    });
    expect(lineFromPrice(item('repair-saving'), 'l1')).toBeNull();
    expect(lineFromPrice(undefined, 'l1')).toBeNull();
    expect(isEmptyLine({ id: 'x', description: ' ', quantity: '1', unit: '', unitPrice: '', optional: '' })).toBe(true);
  });
});
