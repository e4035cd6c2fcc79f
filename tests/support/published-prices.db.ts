import { z } from 'zod';
import { priceEntry, type PriceItem } from '../../src/content/price-schema.ts';
import { readStoredRevision } from '../../src/content/stored-snapshot.ts';

/**
 * Stand-in for published-prices.ts in the site checks over an edited build
 * (`npm run test:site:edited`, vitest.config.ts): the price list of the revision that build
 * used, so the checks compare the pages with what the owner published. It reads the stored
 * snapshot, not src/content/published-snapshot.ts, whose schemas import the content that imports this.
 */
const stored = readStoredRevision()?.snapshot as { price?: unknown } | undefined;
export const publishedPrices: readonly PriceItem[] | undefined = z.array(z.object({ id: z.string(), data: priceEntry })).optional().parse(stored?.price);
