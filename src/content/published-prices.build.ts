import { getCollection } from 'astro:content';
import type { PriceItem } from './price-schema.ts';

/**
 * Build-time stand-in for published-prices.ts (swapped in by astro.config.mjs): the `prices`
 * collection, the repository's list or the owner's published one, validated by the editor's
 * schema, in the owner's order. While the content layer itself is being set up (astro sync)
 * the collection is not loaded yet: undefined then, like an unpublished list.
 */
const entries = await getCollection('prices');
export const publishedPrices: readonly PriceItem[] | undefined = entries.length
  ? entries.sort((a, b) => a.data.position - b.data.position).map(({ id, data: { position: _position, ...data } }) => ({ id, data }))
  : undefined;
