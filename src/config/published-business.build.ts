import { getEntry } from 'astro:content';
import type { BusinessFacts } from './business-schema.ts';

/**
 * Build-time stand-in for published-business.ts (swapped in by astro.config.mjs): the
 * `business` collection's one entry, the repository defaults overridden by the owner's
 * published facts and validated by the editor's schema.
 */
export const publishedFacts: BusinessFacts | undefined = (await getEntry('business', 'facts'))?.data;
