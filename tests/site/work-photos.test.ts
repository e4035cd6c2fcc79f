import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/lib/dist.ts';
import { areas } from '../../src/content/areas.ts';
import { services } from '../../src/content/services.ts';
import { entryPhotos, workEntry, type WorkEntry } from '../../src/content/work-schema.ts';
import { siteWork } from '../../src/content/work.ts';
import { firstScreensWork, newestWorkFirst, workFor, workStripColumns } from '../../src/lib/work.ts';
import { loadBuiltPages, normalize, type LoadedPage } from '../support/html.ts';

/**
 * Job photos over the build in dist/ (DIST_DIR): the entries the build was made with
 * (WORK_ENTRIES_FILE; none for the default build, four for `npm run test:site:edited` and `npm run test:site:sample-work`)
 * decide what each page must show, so the same checks prove the empty site and the seeded one.
 */
const entries = newestWorkFirst(workEntry.array().parse(siteWork()));
const pages = new Map(loadBuiltPages().map((page) => [page.route, page]));
const page = (route: string): LoadedPage => {
  const found = pages.get(route);
  if (!found) throw new Error(`${route} is not in the build at ${distDir}`);
  return found;
};
const stripPages: { route: string; expected: WorkEntry[] }[] = [
  { route: '/', expected: workFor(entries, {}, workStripColumns.home) },
  ...services.map((service) => ({ route: service.href, expected: workFor(entries, { service: service.slug }, workStripColumns.page) })),
  ...areas.map((area) => ({ route: area.href, expected: workFor(entries, { town: area.city }, workStripColumns.page) })),
];

/** The captions of the job cards inside `scope`, in page order. */
const captions = ({ $ }: LoadedPage, scope: string) =>
  $(`${scope} figure figcaption p:first-child`)
    .toArray()
    .map((el) => normalize($(el).text()));

describe(`job photos in the build (${entries.length} entries)`, () => {
  it('lists /our-work in the footer, the site map page and sitemap.xml', () => {
    const home = page('/');
    expect(home.$('footer a[href="/our-work"]').text()).toBe('Our Work');
    expect(page('/sitemap').$('main a[href="/our-work"]').text()).toBe('Our Work');
    expect(readFileSync(join(distDir, 'sitemap.xml'), 'utf8')).toMatch(/<loc>[^<]+\/our-work<\/loc>/);
  });

  it('shows every job on /our-work, newest first, or says there are none yet and offers a call and a quote', () => {
    const gallery = page('/our-work');
    if (entries.length === 0) {
      expect(normalize(gallery.$('main').text())).toContain('Job photos are on their way');
      expect(gallery.$('main a[href^="tel:"]').length).toBeGreaterThan(0);
      expect(gallery.$('main a[href^="/contact"]').length).toBeGreaterThan(0);
      expect(gallery.$('main img').length).toBe(0);
      return;
    }
    expect(captions(gallery, 'main')).toEqual(entries.map((entry) => entry.caption));
    expect(gallery.$('main img').length).toBe(entries.flatMap(entryPhotos).length);
  });

  it('shows a strip only where a job matches: the home page, its service page and its town page, one row each', () => {
    for (const { route, expected } of stripPages) {
      const strip = page(route).$('#recent-work');
      expect(strip.length, route).toBe(expected.length ? 1 : 0);
      expect(captions(page(route), '#recent-work'), route).toEqual(expected.map((entry) => entry.caption));
      if (expected.length) expect(strip.find('a[href="/our-work"]').text(), route).toBe('See more of our work');
    }
  });

  it('marks up each photo as a lazy <picture> of AVIF and WebP copies that exist, with its size, alt text and before/after label', () => {
    for (const built of [page('/our-work'), ...stripPages.map(({ route }) => page(route))]) {
      const { $ } = built;
      for (const picture of $('main picture').toArray()) {
        const img = $(picture).find('img');
        const source = $(picture).find('source');
        const where = `${built.route} ${img.attr('src')}`;
        expect(source.attr('type'), where).toBe('image/avif');
        expect(img.attr('loading'), where).toBe('lazy');
        expect(img.attr('decoding'), where).toBe('async');
        expect(Number(img.attr('width')), where).toBeGreaterThan(0);
        expect(Number(img.attr('height')), where).toBeGreaterThan(0);
        expect(img.attr('sizes'), where).toMatch(/100vw$/);
        const photo = entries.flatMap(entryPhotos).find((candidate) => img.attr('src')?.startsWith(`/work/${candidate.id}-`));
        expect(photo, where).toBeDefined();
        expect(img.attr('alt'), where).toBe(photo!.alt);
        expect([Number(img.attr('width')), Number(img.attr('height'))], where).toEqual([photo!.width, photo!.height]);
        const urls = [img.attr('src')!, ...[img.attr('srcset'), source.attr('srcset')].flatMap((set) => set!.split(', ').map((candidate) => candidate.split(' ')[0]!))];
        for (const url of urls) expect(existsSync(join(distDir, url)) && statSync(join(distDir, url)).size > 0, `${where}: ${url}`).toBe(true);
      }
      for (const entry of entries.filter((candidate) => candidate.shot.kind === 'before-after')) {
        const card = $(`main figure:has(img[alt="${entryPhotos(entry)[0]!.alt}"])`);
        // The home page shows a job twice when it is both the phone's first job and in the strip.
        for (const one of card.toArray()) expect($(one).find('span').toArray().map((span) => $(span).text()), built.route).toEqual(['Before', 'After']);
      }
    }
  });

  it('keeps photos below the fold: none inside or before the hero, so the hero text stays the largest paint', () => {
    for (const { route } of [{ route: '/our-work' }, ...stripPages]) {
      const html = page(route).html;
      const firstImage = html.search(/<picture><source type="image\/avif" srcSet="\/work\//i);
      if (firstImage === -1) continue;
      const heroEnd = html.indexOf('</section>', html.indexOf('<h1'));
      expect(firstImage, route).toBeGreaterThan(heroEnd);
      // The home page's one job for phones comes right after the hero; every other photo is in the strip.
      const strip = route === '/' ? 'aria-labelledby="phone-work-title"' : 'id="recent-work"';
      if (route !== '/our-work') expect(firstImage, route).toBeGreaterThan(html.indexOf(strip));
    }
  });

  it('shows a phone, right under the home page hero, the owner\'s hero job or else the newest before-and-after pair, hidden from lg', () => {
    const { $ } = page('/');
    const section = $('section[aria-labelledby="phone-work-title"]');
    const expected = firstScreensWork(entries);
    expect(section.length).toBe(expected ? 1 : 0);
    if (!expected) return;
    expect(section.attr('class')).toContain('lg:hidden');
    expect(section.prev('section').find('h1').length).toBe(1);
    expect(captions(page('/'), 'section[aria-labelledby="phone-work-title"]')).toEqual([expected.caption]);
    expect(section.find('img').toArray().map((img) => $(img).attr('alt'))).toEqual(entryPhotos(expected).map((photo) => photo.alt));
    expect(section.find('a[href="/our-work"]').text()).toBe('See more of our work');
  });

  it('serves job photos with a year of caching: their names never change', () => {
    expect(readFileSync(join(distDir, '_headers'), 'utf8')).toMatch(/^\/work\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });

  it('reports the largest HTML document with job photos, within the 13,500-byte brotli budget', () => {
    const withPhotos = [...pages.values()].filter((built) => built.$('main picture').length > 0);
    expect(withPhotos.length > 0).toBe(entries.length > 0);
    const sizes = withPhotos.map((built) => ({ route: built.route, bytes: statSync(`${built.file}.br`).size })).sort((a, b) => b.bytes - a.bytes);
    if (sizes[0]) console.info(`largest page with job photos: ${sizes[0].route}, ${sizes[0].bytes} bytes brotli`);
    for (const { route, bytes } of sizes) expect(bytes, route).toBeLessThanOrEqual(13_500);
  });
});
