import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * When the site checks run over a build of a published revision (SITE_REVISION set, see
 * scripts/test-site-edited.ts), src/config/business.ts states that revision's facts, as it
 * did in that build (astro.config.mjs swaps the same module there), and the price list
 * (src/content/price-list.ts) that revision's prices. The stand-in reads the
 * server's store, so it lives with the tests: the configuration reaches into nothing above it.
 */
const publishedContent: Plugin = {
  name: 'published-content',
  enforce: 'pre',
  resolveId(source) {
    const published = /\/(published-(?:business|prices))\.ts$/.exec(source);
    if (!process.env.SITE_REVISION || !published) return null;
    return resolve(import.meta.dirname, `tests/support/${published[1]}.db.ts`);
  },
};

export default defineConfig({
  plugins: [publishedContent],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/site/**/*.test.ts'],
    // Most server test files wait on sockets, child processes and real minutes (the off-site
    // copy's) rather than the CPU, so two at once on a 2-core machine finish sooner than the
    // default of one; three starved the off-site tests' 2-second timings.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
