import { describe, expect, it } from 'vitest';
import type { QuoteLine } from '../../src/lib/quote-document-view.ts';
import { formatCents, formatQuantity, formatRate, lineAmount, parseDollars, parseQuantity, parseRate, quoteTotals } from '../../src/lib/quote-money.ts';

const line = (id: string, quantity: string, price: string, optional = false): QuoteLine => ({
  id,
  description: id,
  quantityMilli: parseQuantity(quantity)!,
  unit: '',
  unitPriceCents: parseDollars(price)!,
  optional,
});

describe('quote money', () => {
  it('reads dollars as integer cents, and refuses what is not an amount', () => {
    expect(parseDollars('$1,234.50')).toBe(123_450);
    expect(parseDollars('1234.5')).toBe(123_450);
    expect(parseDollars(' 33.33 ')).toBe(3333);
    expect(parseDollars('.5')).toBe(50);
    expect(parseDollars('0')).toBe(0);
    expect(parseDollars('0.1')).toBe(10);
    for (const bad of ['', '$', '-5', '1.234', '1,23', '12a', '1e3', 'NaN', '99999999999', '1,2345.00']) expect(parseDollars(bad), bad).toBeNull();
  });

  it('reads quantities as thousandths and rates as basis points', () => {
    expect(parseQuantity('120.5')).toBe(120_500);
    expect(parseQuantity('1,000')).toBe(1_000_000);
    expect(parseQuantity('0.001')).toBe(1);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('1.0001')).toBeNull();
    expect(parseRate('7.25')).toBe(725);
    expect(parseRate('7.25%')).toBe(725);
    expect(parseRate('0')).toBe(0);
    expect(parseRate('100.01')).toBeNull();
    expect(parseRate('7.255')).toBeNull();
  });

  it('writes cents, quantities and rates exactly', () => {
    expect(formatCents(123_450)).toBe('$1,234.50');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(245_000)).toBe('$2,450.00');
    expect(formatQuantity(120_500)).toBe('120.5');
    expect(formatQuantity(1_000_000)).toBe('1,000');
    expect(formatQuantity(250)).toBe('0.25');
    expect(formatRate(725)).toBe('7.25%');
    expect(formatRate(700)).toBe('7%');
    expect(formatRate(750)).toBe('7.5%');
  });

  it('totals 3 x $33.33 at 7.25% as $99.99 + $7.25 = $107.24, with no float rounding', () => {
    const totals = quoteTotals({ lines: [line('a', '3', '33.33')], taxRateBp: parseRate('7.25%')!, deposit: null }, []);
    expect(totals.subtotalCents).toBe(9999);
    expect(totals.taxCents).toBe(725);
    expect(totals.totalCents).toBe(10_724);
    expect(formatCents(totals.totalCents)).toBe('$107.24');
    expect(totals.depositCents).toBeNull();
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    expect(quoteTotals({ lines: [line('a', '1', '0.10'), line('b', '1', '0.20')], taxRateBp: 0, deposit: null }, []).totalCents).toBe(30);
  });

  it('rounds a line half up to the cent', () => {
    expect(lineAmount(1500, 1)).toBe(2); // 1.5 cents
    expect(lineAmount(1499, 1)).toBe(1);
    expect(lineAmount(120_500, 450)).toBe(54_225); // 120.5 sq ft at $4.50
    expect(lineAmount(333, 100)).toBe(33); // a third of a dollar
  });

  it('counts an optional line only when chosen, taxes the chosen subtotal, and caps the deposit at the total', () => {
    const version = {
      lines: [line('slab', '1', '2000'), line('seal', '1', '450', true), line('steps', '2', '100', true)],
      taxRateBp: 725,
      deposit: { kind: 'percent' as const, value: 2500 },
    };
    const none = quoteTotals(version, []);
    expect(none.subtotalCents).toBe(200_000);
    expect(none.lines.map((l) => l.counted)).toEqual([true, false, false]);
    const chosen = quoteTotals(version, ['seal', 'unknown']);
    expect(chosen.subtotalCents).toBe(245_000);
    expect(chosen.taxCents).toBe(17_763); // 17,762.5 rounds up
    expect(chosen.totalCents).toBe(262_763);
    expect(chosen.depositCents).toBe(65_691); // 65,690.75
    expect(quoteTotals({ ...version, deposit: { kind: 'amount', value: 999_999_999 } }, []).depositCents).toBe(214_500);
    expect(quoteTotals({ ...version, deposit: { kind: 'amount', value: 50_000 } }, []).depositCents).toBe(50_000);
  });

  it('stays exact at the largest amounts the form takes', () => {
    const big = quoteTotals({ lines: [line('a', '1,000,000', '10,000,000')], taxRateBp: 10_000, deposit: null }, []);
    expect(big.subtotalCents).toBe(1_000_000_000_000_000);
    expect(Number.isSafeInteger(big.totalCents)).toBe(true);
    expect(big.totalCents).toBe(2_000_000_000_000_000);
  });
});
