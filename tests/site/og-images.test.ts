/**
 * Social preview images over the built site (DIST_DIR or ./dist, after `npm run build`):
 * every indexable page points og:image at a 1200x630 PNG that exists, with the tags
 * that make it show as a large card.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { builtPages, distDir } from '../../scripts/lib/dist.ts';
import { ogCityHighlight, ogSection, readOgMeta } from '../../scripts/lib/og-page.ts';
import { expectReturns } from '../support/returns.ts';
import { pngSize } from '../support/weight.ts';

const pages = builtPages(distDir).map((page) => {
  const html = readFileSync(page.file, 'utf8');
  return { ...page, html, meta: readOgMeta(html) };
});
const indexable = pages.filter((page) => page.meta.indexable);

describe('social preview images', () => {
  it('the build has indexable pages to check', () => {
    expect(indexable.length).toBeGreaterThan(0);
  });

  it.each(indexable.map((page) => [page.route, page] as const))('%s has a 1200x630 og:image', (_route, page) => {
    const $ = load(page.html);
    const content = (selector: string) => $(selector).attr('content');

    const image = content('meta[property="og:image"]') ?? '';
    expect(image, 'og:image is an absolute URL').toMatch(/^https?:\/\/[^/]+\/og\/.+\.png$/);
    const file = join(distDir, decodeURIComponent(new URL(image).pathname));
    expect(existsSync(file), `${file} exists`).toBe(true);
    expect(pngSize(file), `${file} is a 1200x630 PNG`).toEqual({ width: 1200, height: 630 });

    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[property="og:image:alt"]')?.trim()).toBeTruthy();
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:image"]')).toBe(image);
  });

  it.each(indexable.filter((page) => page.route.startsWith('/areas/')).map((page) => [page.route, page] as const))(
    '%s names its city on the image',
    (route, page) => {
      expect(ogCityHighlight(route, page.meta.title)).toBeTruthy();
    },
  );

  it('apple-touch-icon.png is a 180x180 PNG', () => {
    const file = join(distDir, 'apple-touch-icon.png');
    expect(existsSync(file)).toBe(true);
    expect(pngSize(file)).toEqual({ width: 180, height: 180 });
  });
});

describe('social image labels and page metadata', () => {
  it('labels each route with its section', () => {
    expectReturns(ogSection, { '/': 'Home', '/services': 'Services', '/services/leveling': 'Services', '/tools/cost-estimator': 'Cost Estimator' });
    expectReturns(ogSection, { '/service-areas': 'Service Areas', '/areas/cornelius': 'Service Areas' });
    expectReturns(ogSection, { '/blog': 'Blog', '/blog/prevent-concrete-cracks': 'Blog' });
    expectReturns(ogSection, { '/about': 'Company', '/contact': 'Company', '/sitemap': 'Company' });
  });

  it('reads title, image path and robots from a page head', () => {
    const meta = readOgMeta(
      '<title>Fallback | X</title><meta name="robots" content="noindex, follow">' +
        '<meta property="og:title" content="Repair &#38; Sealing in &quot;Dilworth&quot;">' +
        '<meta property="og:image" content="https://www.example.com/og/areas/cornelius.png">',
    );
    expect(meta).toEqual({ title: 'Repair & Sealing in "Dilworth"', imagePath: '/og/areas/cornelius.png', indexable: false });
    expect(readOgMeta('<title>Only &amp; Title</title>').title).toBe('Only & Title');
  });

  it('picks out the city of an area page only', () => {
    expect(ogCityHighlight('/areas/cornelius', 'Concrete Repair in Cornelius, NC')).toBe('Cornelius, NC');
    expect(ogCityHighlight('/areas/gastonia', 'Gastonia Concrete Repair')).toBe('Gastonia');
    expect(ogCityHighlight('/', 'Concrete Repair in Charlotte, NC')).toBeNull();
  });
});
