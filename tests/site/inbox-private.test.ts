import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkFiles } from '../../server/static-site.ts';
import { astroEntry } from '../../server/inbox/astro.ts';
import { distDir } from '../../scripts/lib/dist.ts';

/** The inbox is rendered on demand by the Node server; the static build never contains it. */
describe('the inbox stays out of the public build', () => {
  it('has no inbox page in dist/, and its pages are built for the server instead', () => {
    const inboxFiles = walkFiles(distDir).filter((file) => /inbox/i.test(relative(distDir, file)));
    expect(inboxFiles).toEqual([]);
    expect(existsSync(astroEntry(distDir))).toBe(true);
  });

  it('is disallowed in robots.txt and absent from sitemap.xml and the /sitemap page', () => {
    expect(readFileSync(join(distDir, 'robots.txt'), 'utf8')).toMatch(/^Disallow: \/inbox$/m);
    expect(readFileSync(join(distDir, 'sitemap.xml'), 'utf8')).not.toContain('/inbox');
    expect(readFileSync(join(distDir, 'sitemap.html'), 'utf8')).not.toContain('/inbox');
  });
});
