/**
 * The one writer of prices: "$3–$8 per sq ft", "$1,000–$3,000", "30–50%". Content names an
 * entry of the price list by a reference instead of typing a figure:
 *
 *   {price:resurfacing}        the entry as a range with its unit: "$3–$8 per sq ft"
 *   {price:resurfacing.low}    its low figure: "$3" ("from {price:crack-sealing.low}")
 *   {price:resurfacing.high}   its high figure: "$8"
 *   {price:leveling-rate.for100}  a per-unit entry for that many units, without the unit: "$500–$1,200"
 */
import type { PriceEntry, PriceItem, PriceUnit } from '../content/price-schema.ts';
import { formatNumber } from './format-number.ts';

/** The words after a figure; a per-job price needs none. */
export const unitSuffix: Record<PriceUnit, string> = { sqft: ' per sq ft', lft: ' per linear ft', each: ' each', job: '', percent: '' };

/** The unit in words for the editor's choices and the structured data's offer. */
export const unitWords: Record<PriceUnit, string> = {
  sqft: 'per square foot',
  lft: 'per linear foot',
  each: 'each',
  job: 'per job',
  percent: 'percent',
};

function figure(value: number, unit: PriceUnit): string {
  return unit === 'percent' ? `${formatNumber(value)}%` : `$${formatNumber(value)}`;
}

function span(low: number, high: number, unit: PriceUnit): string {
  if (low === high) return figure(low, unit);
  // A percentage carries its sign once, at the end: "30–50%".
  return unit === 'percent' ? `${formatNumber(low)}–${figure(high, unit)}` : `${figure(low, unit)}–${figure(high, unit)}`;
}

/** "$3–$8 per sq ft", "$300–$3,000", "$200", "50–75%". */
export function formatPrice({ low, high, unit }: Pick<PriceEntry, 'low' | 'high' | 'unit'>): string {
  return `${span(low, high, unit)}${unitSuffix[unit]}`;
}

const referencePattern = /\{price:([a-z0-9-]+)(?:\.(low|high)|\.for(\d{1,5}))?\}/g;
/** Anything that starts like a reference, to catch one typed wrong. */
const openingPattern = /\{price:[^}]*\}?/g;

export class PriceReferenceError extends Error {}

/** The text of one reference, or an error naming what is wrong with it. */
function resolve(list: readonly PriceItem[], id: string, part: string | undefined, times: string | undefined): string {
  const entry = list.find((item) => item.id === id)?.data;
  if (!entry) throw new PriceReferenceError(`{price:${id}} names no entry of the price list.`);
  if (part === 'low') return figure(entry.low, entry.unit);
  if (part === 'high') return figure(entry.high, entry.unit);
  if (times !== undefined) {
    if (entry.unit === 'job' || entry.unit === 'percent') throw new PriceReferenceError(`{price:${id}.for${times}}: only a price per unit is given for a number of units.`);
    return span(entry.low * Number(times), entry.high * Number(times), 'job');
  }
  return formatPrice(entry);
}

/** `text` with every reference replaced by its price; an unknown or malformed reference throws. */
export function expandPrices(text: string, list: readonly PriceItem[]): string {
  const expanded = text.replace(referencePattern, (_match, id: string, part?: string, times?: string) => resolve(list, id, part, times));
  const left = expanded.match(openingPattern);
  if (left) throw new PriceReferenceError(`${left[0]} is not a price reference: write {price:name}, {price:name.low}, {price:name.high} or {price:name.for100}.`);
  return expanded;
}

/** The problems of a text's references in the owner's words, without throwing: what the article editor shows. */
export function priceReferenceProblems(text: string, list: readonly PriceItem[]): string[] {
  try {
    expandPrices(text, list);
    return [];
  } catch (error) {
    if (error instanceof PriceReferenceError) return [error.message];
    throw error;
  }
}

/** Every string inside `value` (an article's fields, a page's data) with its references expanded. */
export function expandPricesIn<T>(value: T, list: readonly PriceItem[]): T {
  if (typeof value === 'string') return expandPrices(value, list) as T;
  if (Array.isArray(value)) return value.map((item) => expandPricesIn(item, list)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expandPricesIn(item, list)])) as T;
  }
  return value;
}
