import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { business } from '../../src/config/business.ts';
import { distDir } from '../../scripts/lib/dist.ts';
import { loadBuiltPages, normalize } from '../support/html.ts';

const sitemapPage = loadBuiltPages().find((page) => page.route === '/sitemap');
if (!sitemapPage) throw new Error(`/sitemap is not in the build at ${distDir}; run the build first`);
const { $ } = sitemapPage;

/** Routes of every indexable built page, as the postbuild step wrote them into sitemap.xml. */
const indexable = [...readFileSync(join(distDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => match[1]!.slice(business.url.length) || '/',
);

/** The link groups, without the breadcrumb trail and the call box that share the page. */
const links = $('main nav:not([aria-label="Breadcrumb"]) a[href]')
  .toArray()
  // A link into /contact names this page (?from=/sitemap); the page it leads to is /contact.
  .map((a) => ({ href: ($(a).attr('href') ?? '').replace(/\?from=\/sitemap$/, ''), name: normalize($(a).text()) }));
const hrefs = links.map((link) => link.href);

/** Not indexed, yet a visitor looks for them on a site map (the specification's Resources group). */
const listedNoindex = ['/privacy-policy', '/terms-of-service'];

describe('/sitemap page', () => {
  it('reads sitemap.xml with the pages of every section', () => {
    for (const route of ['/', '/services/leveling', '/areas/kannapolis', '/blog/prevent-concrete-cracks', '/blog/category/maintenance']) {
      expect(indexable).toContain(route);
    }
  });

  it('links every indexable page of the build', () => {
    // The page itself is the one the visitor is reading; the footer links it from every page.
    const missing = indexable.filter((route) => route !== '/sitemap' && !hrefs.includes(route));
    expect(missing, 'pages in sitemap.xml that /sitemap does not link').toEqual([]);
  });

  it('links nothing else but the two legal pages, each once', () => {
    const extra = hrefs.filter((href) => !indexable.includes(href) && !listedNoindex.includes(href));
    expect(extra).toEqual([]);
    for (const route of listedNoindex) expect(hrefs).toContain(route);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('names every link', () => {
    expect(links.filter((link) => link.name.length < 3)).toEqual([]);
  });
});
