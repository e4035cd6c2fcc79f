import { defineConfig, type Plugin } from 'vitest/config';

/**
 * When the site checks run over a build of a published revision (SITE_REVISION set, see
 * scripts/test-site-edited.ts), src/config/business.ts states that revision's facts, as it
 * did in that build (astro.config.mjs swaps the same module there).
 */
const publishedBusiness: Plugin = {
  name: 'published-business',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!process.env.SITE_REVISION || !source.endsWith('/published-business.ts')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? resolved.id.replace(/published-business\.ts$/, 'published-business.db.ts') : null;
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
