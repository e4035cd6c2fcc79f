/**
 * The price list every page, the estimator and the structured data read: the owner's published
 * entries when the build has them (published-prices.ts), else the repository's (prices.ts).
 */
import type { PriceRange } from '../lib/jsonld.ts';
import { expandPrices, unitWords } from '../lib/prices.ts';
import { estimatorServices, type EstimatorRate, type EstimatorServiceSlug } from './estimator.ts';
import { isEstimatorRate, isTypicalRange, type PriceEntry, type PriceItem, type PriceService } from './price-schema.ts';
import { defaultPrices } from './prices.ts';
import { publishedPrices } from './published-prices.ts';

export const priceList: readonly PriceItem[] = publishedPrices ?? defaultPrices;

/** One entry as the pages write it: price('resurfacing') is "$3–$8 per sq ft"; see src/lib/prices.ts. */
export function price(reference: string): string {
  return expandPrices(`{price:${reference}}`, priceList);
}

/** The service's typical range, for its page and its structured data's offer. */
export function typicalPrice(service: PriceService): PriceEntry | undefined {
  return priceList.find((item) => item.data.service === service && isTypicalRange(item.data))?.data;
}

function rateOf(slug: EstimatorServiceSlug): PriceEntry {
  const entry = priceList.find((item) => item.data.service === slug && isEstimatorRate(item.data))?.data;
  // The editor refuses a list without one (priceListIssues): this is a build from a broken snapshot.
  if (!entry) throw new Error(`The price list has no estimator rate for ${slug}.`);
  return entry;
}

/** The estimator's rates, in the order of its Service Type select. */
export const estimatorRates: readonly EstimatorRate[] = estimatorServices.map((service) => {
  const { unit, low, high } = rateOf(service.slug);
  return { ...service, basis: unit === 'sqft' ? 'per-sqft' : 'flat', low, high };
});

/** The structured data's offer for a service: its typical range, in whole dollars. */
export function offerOf(service: PriceService): PriceRange | undefined {
  const entry = typicalPrice(service);
  return entry && { min: entry.low, max: entry.high, unit: unitWords[entry.unit] };
}

const listed = (nouns: string[]) => (nouns.length < 3 ? nouns.join(' and ') : `${nouns.slice(0, -1).join(', ')} and ${nouns.at(-1)}`);
const capitalized = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** How the rates are charged, in words: "Crack repair is priced per job; leveling, resurfacing and driveway repair by the square foot." */
export const ratesLead: string = (() => {
  const flat = estimatorRates.filter((rate) => rate.basis === 'flat').map((rate) => rate.noun);
  const area = estimatorRates.filter((rate) => rate.basis === 'per-sqft').map((rate) => rate.noun);
  if (flat.length === 0) return `${capitalized(listed(area))} are priced by the square foot.`;
  if (area.length === 0) return `${capitalized(listed(flat))} are priced per job.`;
  return `${capitalized(listed(flat))} ${flat.length === 1 ? 'is' : 'are'} priced per job; ${listed(area)} by the square foot.`;
})();
