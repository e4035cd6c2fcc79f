import { getCollection } from 'astro:content';
import type { PriceItem } from './price-schema.ts';

/**
 * Build-time stand-in for published-prices.ts (swapped in by astro.config.mjs): the `prices`
 * collection, the repository's list or the owner's published one, validated by the editor's
 * schema, in the owner's order.
 */
export const publishedPrices: readonly PriceItem[] = (await getCollection('prices'))
  .sort((a, b) => a.data.position - b.data.position)
  .map(({ id, data: { position: _position, ...data } }) => ({ id, data }));
