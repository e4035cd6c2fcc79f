import type { PriceItem } from '../../src/content/price-schema.ts';
import { effectiveContent } from '../../server/site/published.ts';

/**
 * Stand-in for published-prices.ts in the site checks over an edited build
 * (`npm run test:site:edited`, vitest.config.ts): the price list of the revision that build
 * used, so the checks compare the pages with what the owner published.
 */
export const publishedPrices: readonly PriceItem[] | undefined = effectiveContent().price;
