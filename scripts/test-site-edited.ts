/**
 * `npm run test:site:edited`: the site checks (tests/site: links, headings, budgets, Nu HTML
 * checker, structured data) over a site built from content an owner edited, not only from the
 * repository's defaults. Seeds a scratch database through the content store (the editor's own
 * checks), publishes it as a revision, builds that revision exactly as a publish does, and runs
 * the checks against that build with DIST_DIR pointing at it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openLeadsDb } from '../server/leads/db.ts';
import { businessId, siteStore } from '../server/site/store.ts';

const root = resolve(import.meta.dirname, '..');
mkdirSync(join(root, '.site-builds'), { recursive: true });
const work = mkdtempSync(join(root, '.site-builds', 'site-check-'));
const dbPath = join(work, 'leads.sqlite');
const outDir = join(work, 'dist');

function must<T extends { ok: boolean }>(result: T, what: string): T {
  if (!result.ok) throw new Error(`${what} was refused: ${JSON.stringify(result)}`);
  return result;
}

try {
  const db = openLeadsDb(dbPath);
  const store = siteStore(db);
  const actor = 'site-check@example.com';
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
  const sample = store.list('review').at(-1)!;
  must(store.save('review', sample.id, { ...sample.data, hidden: true }, { version: sample.version, actor }), 'hiding a review');
  const begun = store.beginRevision(store.draftSnapshot(), actor);
  if (!begun.ok) throw new Error(`the revision was refused: ${JSON.stringify(begun)}`);
  store.finishRevision(begun.revision.id, { ok: true });
  db.close();

  const env = { ...process.env, LEADS_DB: dbPath, SITE_REVISION: String(begun.revision.id), ASTRO_CACHE_DIR: join(work, 'cache'), ASTRO_TELEMETRY_DISABLED: '1' };
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', outDir], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build of the edited content failed');
  const checks = spawnSync(process.execPath, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', 'tests/site'], { cwd: root, env: { ...env, DIST_DIR: outDir }, stdio: 'inherit' });
  process.exitCode = checks.status ?? 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
