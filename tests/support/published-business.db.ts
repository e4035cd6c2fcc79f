import type { BusinessFacts } from '../../src/config/business-schema.ts';
import { readPublishedSnapshot } from '../../src/content/published-snapshot.ts';

/**
 * Stand-in for published-business.ts in the site checks over an edited build
 * (`npm run test:site:edited`, vitest.config.ts): the facts of the revision that build used,
 * so the checks compare the pages with what the owner published.
 */
export const publishedFacts: BusinessFacts | undefined = readPublishedSnapshot()?.business;
