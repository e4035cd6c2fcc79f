/**
 * The written quote's money (issue 41): integer cents, quantities in thousandths, tax rates in basis
 * points, and the totals computed with BigInt so no float ever rounds a cent. Rounding is half up:
 * 3 × $33.33 at 7.25% is $99.99 + $7.25 tax (724.9275 cents rounds to 725) = $107.24.
 */
import type { QuotePricing, QuoteTotals } from './quote-document-view.ts';

/** The largest price or amount the form takes: $10,000,000.00, far above any concrete job. */
export const maxCents = 1_000_000_000;

/** The largest quantity: 1,000,000 units. */
export const maxQuantityMilli = 1_000_000_000;

/** n / d rounded half up, for n >= 0 and d > 0. */
function roundHalfUp(n: bigint, d: bigint): bigint {
  return (n * 2n + d) / (d * 2n);
}

/** Reads a decimal with at most `places` decimals ("1,234.5", "$1234.50", ".5"), as an integer of 10^-places units; null when it is not one. */
function parseDecimal(text: string, places: number, { prefix, suffix }: { prefix?: string; suffix?: string }): number | null {
  let value = text.trim();
  if (prefix && value.startsWith(prefix)) value = value.slice(prefix.length).trim();
  if (suffix && value.endsWith(suffix)) value = value.slice(0, -suffix.length).trim();
  const match = new RegExp(String.raw`^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,${places}}))?$`).exec(value);
  if (!match || (match[1] === '' && !match[2])) return null;
  const whole = match[1]!.replaceAll(',', '') || '0';
  const fraction = (match[2] ?? '').padEnd(places, '0');
  const units = BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction || '0');
  return units > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(units);
}

/** "$1,234.50", "1234.5", "12" as cents; null for anything else: negatives, more than two decimals, more than maxCents. */
export function parseDollars(text: string): number | null {
  const cents = parseDecimal(text, 2, { prefix: '$' });
  return cents === null || cents > maxCents ? null : cents;
}

/** "120.5", "1,000", "0.25" as thousandths; null for zero, negatives, more than three decimals or more than maxQuantityMilli. */
export function parseQuantity(text: string): number | null {
  const milli = parseDecimal(text, 3, {});
  return milli === null || milli === 0 || milli > maxQuantityMilli ? null : milli;
}

/** "7.25", "7.25%", "0" as basis points; null past 100% or with more than two decimals. */
export function parseRate(text: string): number | null {
  const bp = parseDecimal(text, 2, { suffix: '%' });
  return bp === null || bp > 10_000 ? null : bp;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "$1,234.50"; "-$5.00" below zero. Exact for any safe integer: no division by 100 in floating point. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = BigInt(Math.abs(cents));
  return `${sign}$${grouped.format(abs / 100n)}.${String(abs % 100n).padStart(2, '0')}`;
}

/** "120.5", "1,000", "0.25": a quantity as the form and the page write it. */
export function formatQuantity(milli: number): string {
  const whole = grouped.format(Math.trunc(milli / 1000));
  const fraction = String(milli % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** "7.25%" for 725. */
export function formatRate(bp: number): string {
  const fraction = String(bp % 100).padStart(2, '0').replace(/0+$/, '');
  return `${Math.trunc(bp / 100)}${fraction ? `.${fraction}` : ''}%`;
}

/** A line's amount: quantity × unit price, rounded half up to the cent. */
export function lineAmount(quantityMilli: number, unitPriceCents: number): number {
  return Number(roundHalfUp(BigInt(quantityMilli) * BigInt(unitPriceCents), 1000n));
}

/**
 * The totals of a version with these optional lines chosen (ids of other lines are ignored): the
 * taxable subtotal is the required lines plus the chosen ones; the deposit is capped at the total.
 */
export function quoteTotals(version: QuotePricing, chosenOptionalLineIds: readonly string[]): QuoteTotals {
  const chosen = new Set(chosenOptionalLineIds);
  const lines = version.lines.map((line) => ({
    id: line.id,
    amountCents: lineAmount(line.quantityMilli, line.unitPriceCents),
    counted: !line.optional || chosen.has(line.id),
  }));
  const subtotal = lines.reduce((sum, line) => (line.counted ? sum + BigInt(line.amountCents) : sum), 0n);
  const tax = roundHalfUp(subtotal * BigInt(version.taxRateBp), 10_000n);
  const total = subtotal + tax;
  let deposit: bigint | null = null;
  if (version.deposit) {
    const asked = version.deposit.kind === 'percent' ? roundHalfUp(total * BigInt(version.deposit.value), 10_000n) : BigInt(version.deposit.value);
    deposit = asked < total ? asked : total;
  }
  return {
    lines,
    subtotalCents: Number(subtotal),
    taxCents: Number(tax),
    totalCents: Number(total),
    depositCents: deposit === null ? null : Number(deposit),
  };
}
