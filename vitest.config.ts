import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * When the site checks run over a build of a published revision (SITE_REVISION set, see
 * scripts/test-site-edited.ts), src/config/business.ts states that revision's facts, as it
 * did in that build (astro.config.mjs swaps the same module there). The stand-in reads the
 * server's store, so it lives with the tests: the configuration reaches into nothing above it.
 */
const publishedBusiness: Plugin = {
  name: 'published-business',
  enforce: 'pre',
  resolveId(source) {
    if (!process.env.SITE_REVISION || !source.endsWith('/published-business.ts')) return null;
    return resolve(import.meta.dirname, 'tests/support/published-business.db.ts');
  },
};

export default defineConfig({
  plugins: [publishedBusiness],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/site/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
