import { getCollection, getEntry } from 'astro:content';
import type { PriceItem } from './price-schema.ts';
import { repositoryPriceIds } from './prices.ts';

/**
 * Build-time stand-in for published-prices.ts (swapped in by astro.config.mjs): the `prices`
 * collection, the repository's list or the owner's published one, validated by the editor's
 * schema, in the owner's order. While the content layer itself is being set up (astro sync) the
 * collection is not loaded yet: undefined then, like an unpublished list. Every list holds the
 * repository's entries, so asking for the first one tells the two apart without a warning.
 */
const loaded = (await getEntry('prices', repositoryPriceIds[0]!)) !== undefined;
export const publishedPrices: readonly PriceItem[] | undefined = loaded
  ? (await getCollection('prices')).sort((a, b) => a.data.position - b.data.position).map(({ id, data: { position: _position, ...data } }) => ({ id, data }))
  : undefined;
