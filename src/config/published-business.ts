import type { BusinessFacts } from './business-schema.ts';

/**
 * The owner's published business facts, as src/config/business.ts sees them. Outside the
 * Astro build (the Node server, scripts, tests) there are none here: the server reads its own
 * copy from the content store (server/site/facts.ts). Inside the build, astro.config.mjs
 * swaps this module for published-business.build.ts, which reads the `business` collection.
 */
export const publishedFacts: BusinessFacts | undefined = undefined;
