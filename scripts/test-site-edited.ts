/**
 * `npm run test:site:edited`: the site checks (tests/site: links, headings, budgets, Nu HTML
 * checker, structured data) over a site built from content an owner edited, not only from the
 * repository's defaults. Seeds a scratch database through the content store (the editor's own
 * checks) with new business facts, reviews and prices, publishes it as a revision, builds that
 * revision exactly as a publish does, and runs the checks against that build with DIST_DIR
 * pointing at it. The same build carries the four sample job photos of `npm run
 * build:sample-work` (scripts/lib/sample-work.ts), so the job photo checks run with entries in
 * it too, without a build of their own.
 *
 * First it proves that a database with drafts but nothing published gives exactly the
 * repository's site. `npm test` builds dist/ itself that way (`--build-dist`: `npm run build`
 * against a fresh database holding an unpublished draft business name) and marks the build
 * folder; every later check runs over that dist/, so no second build is needed. Without that
 * mark (dist/ from a plain `npm run build`), it builds from the fresh database here and
 * compares every page with dist/, which must match byte for byte.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { openLeadsDb } from '../server/db/open.ts';
import { readPublishedSnapshot } from '../src/content/published-snapshot.ts';
import { businessId, siteStore } from '../server/site/store.ts';
import { distDir, walkFiles } from './lib/dist.ts';
import { seedSampleWork } from './lib/sample-work.ts';

const root = resolve(import.meta.dirname, '..');
mkdirSync(join(root, '.site-builds'), { recursive: true });
const work = mkdtempSync(join(root, '.site-builds', 'site-check-'));
const dbPath = join(work, 'leads.sqlite');
const outDir = join(work, 'dist');

function build(outDir: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', outDir], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the build into ${outDir} failed`);
}

/** Pages and sitemap.xml of `dir` that differ from dist/'s, or exist in only one of them. */
function differences(dir: string): string[] {
  const pages = (root: string) => walkFiles(root).filter((file) => /\.(html|xml)$/.test(file)).map((file) => relative(root, file)).sort();
  const ours = pages(dir);
  const theirs = pages(distDir);
  const only = [...ours.filter((file) => !theirs.includes(file)), ...theirs.filter((file) => !ours.includes(file))];
  return [...only, ...ours.filter((file) => theirs.includes(file) && !readFileSync(join(dir, file)).equals(readFileSync(join(distDir, file))))];
}

function must<T extends { ok: boolean }>(result: T, what: string): T {
  if (!result.ok) throw new Error(`${what} was refused: ${JSON.stringify(result)}`);
  return result;
}

/** Beside dist/ in its build folder (scripts/build.ts), so a later build is never taken for it. */
const emptyMark = (): string => join(dirname(realpathSync(distDir)), 'built-from-empty-database');

try {
  const db = openLeadsDb(dbPath);
  const store = siteStore(db);
  const actor = 'site-check@example.com';

  if (process.argv.includes('--build-dist')) {
    // A draft that differs from the repository's: the site checks fail on dist/ if it leaks.
    const business = store.get('business', businessId)!;
    must(store.save('business', businessId, { ...business.data, name: 'Unpublished Draft Concrete Co' }, { version: business.version, actor }), 'the draft name');
    db.close();
    const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.ts')], { cwd: root, env: { ...process.env, LEADS_DB: dbPath, SITE_REVISION: undefined }, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('the build of dist/ from an empty database failed');
    writeFileSync(emptyMark(), `Built by npm test from a database with a draft and nothing published (${dbPath}).\n`);
  } else {
    const baseEnv = { ...process.env, LEADS_DB: dbPath, SITE_REVISION: undefined, ASTRO_CACHE_DIR: join(work, 'cache'), ASTRO_TELEMETRY_DISABLED: '1' };
    if (existsSync(emptyMark())) {
      console.log(`dist/ was built from a database with a draft and nothing published (${relative(root, emptyMark())}); npm run test:site checks that build.`);
    } else if (readPublishedSnapshot() === undefined) {
      build(join(work, 'empty'), baseEnv);
      const changed = differences(join(work, 'empty'));
      if (changed.length) throw new Error(`a build from an empty database differs from dist/ in: ${changed.join(', ')}`);
      console.log(`A build from an empty database equals dist/ in all ${walkFiles(distDir).filter((file) => /\.(html|xml)$/.test(file)).length} pages and feeds.`);
      rmSync(join(work, 'empty'), { recursive: true, force: true });
    } else {
      console.log('dist/ was built from content published in LEADS_DB, so the empty-database comparison is left out.');
    }

    const business = store.get('business', businessId)!;
    must(
      store.save(
        'business',
        businessId,
        {
          ...business.data,
          name: 'Queen City Slab & Step Co.',
          phone: '980-555-2741',
          email: 'office@queencityslab.com',
          streetAddress: '2100 South Blvd, Suite 4',
          postalCode: '28203',
          hours: business.data.hours.map((row) => (row.day === 'Sunday' ? { ...row, note: 'By appointment in Gastonia' } : { ...row, opens: row.opens && '07:30' })),
          yearFounded: 2001,
          licenceNumber: '78321',
          rating: { value: 4.7, count: 86, source: 'Google', profileUrl: 'https://g.page/r/queen-city-slab', asOf: '2026-02-01' },
        },
        { version: business.version, actor },
      ),
      'the business facts',
    );
    must(
      store.save(
        'review',
        null,
        {
          name: 'Rosa "Ro" <b>D.</b>',
          town: 'Kannapolis, NC',
          rating: 4,
          date: '2026-01-20',
          text: 'They mudjacked two sunken sidewalk panels by our front steps & sealed the joints. <script>alert(1)</script> Tidy crew, fair price.',
          source: 'Facebook',
          url: 'https://www.facebook.com/queencityslab/reviews',
          hidden: false,
        },
        { version: 0, actor },
      ),
      'a review',
    );
    // New prices: every page, the estimator and the offers must follow them (tests/site/prices.test.ts).
    for (const [id, low, high] of [['resurfacing', 4, 9], ['leveling-rate', 6, 13], ['minor-crack-repair', 325, 550], ['town-west', 325, 2650]] as const) {
      const price = store.get('price', id)!;
      must(store.save('price', id, { ...price.data, low, high }, { version: price.version, actor }), `the ${id} price`);
    }
    const sample = store.list('review').at(-1)!;
    must(store.save('review', sample.id, { ...sample.data, hidden: true }, { version: sample.version, actor }), 'hiding a review');
    const begun = store.beginRevision(store.draftSnapshot(), actor);
    if (!begun.ok) throw new Error(`the revision was refused: ${JSON.stringify(begun)}`);
    store.finishRevision(begun.revision.id, { ok: true });
    db.close();

    const sampleWork = await seedSampleWork(work);
    const env = { ...baseEnv, SITE_REVISION: String(begun.revision.id), WORK_ENTRIES_FILE: sampleWork.entriesFile };
    build(outDir, env);
    const checks = spawnSync(process.execPath, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', 'tests/site'], { cwd: root, env: { ...env, DIST_DIR: outDir }, stdio: 'inherit' });
    process.exitCode = checks.status ?? 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
