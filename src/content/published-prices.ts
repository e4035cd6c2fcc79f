import type { PriceItem } from './price-schema.ts';

/**
 * The owner's published price list, as src/content/price-list.ts sees it. Outside the Astro
 * build there is none here (the repository's list is used); inside it, astro.config.mjs swaps
 * this module for published-prices.build.ts, which reads the `prices` collection, like the
 * business facts (src/config/published-business.ts).
 */
export const publishedPrices: readonly PriceItem[] | undefined = undefined;
