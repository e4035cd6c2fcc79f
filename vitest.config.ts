import { resolve } from 'node:path';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';

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

/**
 * The tests that spend their time waiting on real clocks rather than on the CPU: the off-site
 * copy's (an idle minute, a replicator restarted with backoff, an SFTP server that goes away) and
 * the graceful stop's (a request cut after 10 s). `npm run test:unit` runs them as a project of
 * their own, four files at once, beside the other tests (scripts/test-unit.ts). The other tests
 * wait on sockets and child processes often enough that two at once finish sooner than one on a
 * 2-core machine; three CPU-bound files at once starved the off-site tests' 2-second timings. Run
 * alone (`vitest run`), the two projects follow each other.
 */
const waiting = ['tests/server/offsite-*.test.ts', 'tests/server/shutdown.test.ts'];

export default defineConfig({
  plugins: [publishedContent],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'main',
          include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/site/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...waiting],
          maxWorkers: 2,
          // A worker keeps the modules it imported from one file to the next: importing the app
          // and its dependencies again for each of ~90 files cost more CPU than the tests
          // themselves. No test stubs the environment or leaves a mock or fake clock behind.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'waiting', include: waiting, maxWorkers: 4, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
