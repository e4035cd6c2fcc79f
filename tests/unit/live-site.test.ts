import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { liveSiteSentence } from '../../src/components/inbox/site/PublishPanel.tsx';
import { codeFingerprint, readStamp, sameAddress, staleReasons, writeStamp, type BuildStamp } from '../../server/site/build-stamp.ts';
import { chooseLive, failureInWords, type BuiltSite } from '../../server/site/publish.ts';

const scratch = mkdtempSync(join(tmpdir(), 'ccr-live-site-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const code = 'c0de';
const address = 'https://www.queencityslab.com';
const wanted: BuildStamp = { code, siteUrl: address, revision: 12 };

let made = 0;
/** A built site on disk (chooseLive breaks ties by the age of its home page), `age` seconds old. */
function built(stamp: BuildStamp, age = 0): BuiltSite {
  const dir = join(scratch, `site-${(made += 1)}`);
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  const when = new Date(Date.now() - age * 1000);
  utimesSync(join(dir, 'index.html'), when, when);
  writeStamp(dir, stamp);
  return { dir, stamp };
}

describe('what a start serves', () => {
  const placeholders = built({ code, siteUrl: address, revision: null });

  it('serves the build that is exactly what should be live', () => {
    const exact = built(wanted, 100);
    const choice = chooseLive([built({ ...wanted, code: 'old' }), exact, placeholders], wanted, placeholders);
    expect(choice).toMatchObject({ dir: exact.dir, available: true });
    expect(staleReasons(choice.stamp, wanted)).toEqual([]);
  });

  it('serves the owner’s revision built by other code, for another address, or both, before the image’s placeholders, and says why it is stale', () => {
    const otherCode = built({ ...wanted, code: 'old' });
    const otherAddress = built({ ...wanted, siteUrl: 'http://localhost:4321' });
    const neither = built({ ...wanted, code: 'old', siteUrl: 'http://localhost:4321' });
    const first = chooseLive([placeholders, neither, otherAddress, otherCode], wanted, placeholders);
    // The right address first: its canonical links and pings are right.
    expect(first).toMatchObject({ dir: otherCode.dir, available: true });
    expect(staleReasons(first.stamp, wanted)).toEqual(['code']);
    const second = chooseLive([placeholders, neither, otherAddress], wanted, placeholders);
    expect(second.dir).toBe(otherAddress.dir);
    expect(staleReasons(second.stamp, wanted)).toEqual(['address']);
    expect(staleReasons(chooseLive([placeholders, neither], wanted, placeholders).stamp, wanted)).toEqual(['code', 'address']);
  });

  it('serves the newest earlier revision of the owner’s while the latest is built, never the placeholders', () => {
    const older = built({ ...wanted, revision: 10 });
    const old = built({ ...wanted, revision: 11 });
    const choice = chooseLive([older, placeholders, old], wanted, placeholders);
    expect(choice).toMatchObject({ dir: old.dir, available: true });
    expect(staleReasons(choice.stamp, wanted)).toEqual(['revision']);
  });

  it('has nothing to serve once the owner has published and only placeholder builds exist: the 503 page', () => {
    const otherPlaceholders = built({ code: 'old', siteUrl: address, revision: null });
    expect(chooseLive([otherPlaceholders, placeholders], wanted, placeholders)).toMatchObject({ dir: placeholders.dir, available: false });
  });

  it('serves the repository’s content when nothing was ever published, rebuilding it for new code or another address', () => {
    const none: BuildStamp = { ...wanted, revision: null };
    const stale = built({ ...none, code: 'old' });
    const choice = chooseLive([stale], none, stale);
    expect(choice.available).toBe(true);
    expect(staleReasons(choice.stamp, none)).toEqual(['code']);
  });

  it('counts two addresses of this machine as one, and any other difference as another address', () => {
    expect(sameAddress('http://localhost:4321', 'http://127.0.0.1:4399')).toBe(true);
    expect(sameAddress('https://www.queencityslab.com/', 'https://www.queencityslab.com')).toBe(true);
    expect(sameAddress('https://queencityslab.com', 'https://www.queencityslab.com')).toBe(false);
    expect(sameAddress('http://localhost:4321', 'https://www.queencityslab.com')).toBe(false);
  });
});

describe('the stamp beside a build', () => {
  it('reads back what was written, and nothing from a missing or damaged file', () => {
    const dir = built({ code: 'abc', siteUrl: address, revision: 3 }).dir;
    expect(readStamp(dir)).toEqual({ code: 'abc', siteUrl: address, revision: 3 });
    writeFileSync(join(dir, '_build.json'), '{"code":');
    expect(readStamp(dir)).toBeUndefined();
    expect(readStamp(join(scratch, 'nowhere'))).toBeUndefined();
  });

  it('fingerprints the code: the same tree gives the same value, a changed source file another', () => {
    const root = join(scratch, 'project');
    for (const folder of ['src', 'public', 'scripts', 'server']) mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, 'src', 'page.ts'), 'export const phone = 1;');
    writeFileSync(join(root, 'package.json'), '{}');
    writeFileSync(join(root, 'package-lock.json'), JSON.stringify({ packages: { '': {}, 'node_modules/a': { version: '1.0.0' }, 'node_modules/b': { version: '2.0.0', dev: true } } }));
    const copy = join(scratch, 'project-copy');
    cpSync(root, copy, { recursive: true });
    // A lockfile laid out differently, without the dev dependency (npm prune --omit=dev), pins the same code.
    writeFileSync(join(copy, 'package-lock.json'), JSON.stringify({ packages: { 'node_modules/a': { version: '1.0.0' }, '': {} } }, null, 2));
    expect(codeFingerprint(copy)).toBe(codeFingerprint(root));
    const changed = join(scratch, 'project-changed');
    cpSync(root, changed, { recursive: true });
    writeFileSync(join(changed, 'src', 'page.ts'), 'export const phone = 2;');
    expect(codeFingerprint(changed)).not.toBe(codeFingerprint(root));
    expect(codeFingerprint()).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('what the owner is told', () => {
  it('puts a system error in words and never shows its code', () => {
    const denied = Object.assign(new Error("EACCES: permission denied, mkdir '/app/.site-builds'"), { code: 'EACCES' });
    expect(failureInWords(denied)).toMatch(/not allowed to write/);
    expect(failureInWords(denied)).not.toMatch(/EACCES|\/app/);
    expect(failureInWords(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe("the server's disk is full");
    expect(failureInWords(new Error('FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory'))).toMatch(/ran out of memory/);
    expect(failureInWords(new Error('PUBLIC_EVENTS_ENDPOINT="x" is invalid'))).toBe('PUBLIC_EVENTS_ENDPOINT="x" is invalid');
  });

  it('says what visitors see and why the rest is not live', () => {
    expect(liveSiteSentence({ served: 12, current: false, rebuild: { state: 'building', revision: 12, reasons: ['code'] } })).toBe(
      'The site is being rebuilt for the new version of the software; visitors see your revision 12 meanwhile. This takes about a minute.',
    );
    expect(liveSiteSentence({ served: undefined, current: false, rebuild: { state: 'building', revision: 14, reasons: ['revision'] } })).toMatch(
      /^The site is being rebuilt with your revision 14; visitors see a short "back in a few minutes" page with your phone number meanwhile/,
    );
    expect(liveSiteSentence({ served: 12, current: false, rebuild: { state: 'failed', revision: 12, reasons: ['address'], error: "the server's disk is full" } })).toBe(
      "The site could not be rebuilt for the site's address (SITE_URL): the server's disk is full. Until it is, visitors see your revision 12.",
    );
  });
});
