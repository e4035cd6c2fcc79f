/**
 * Checks the built area pages (run after a build; DIST_DIR points at the output, default ./dist):
 * no sentence of 12 or more words appears on two area pages, and each page carries the structure
 * the spec requires.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { areas } from '../../src/content/areas.ts';
import { services } from '../../src/content/services.ts';

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const pageFile = (slug: string) => join(dist, 'areas', `${slug}.html`);
const built = areas.every((a) => existsSync(pageFile(a.slug)));

const MIN_WORDS = 12;
const BLOCKS = 'p, li, h1, h2, h3, h4, summary, dt, dd, figcaption, div, section, aside, nav, header, footer, details, ul, ol';

/** Sentences of the visible text inside <main>, as lowercase word lists. */
function mainSentences($: CheerioAPI): string[][] {
  const main = $('main').clone();
  main.find('script, style, svg').remove();
  // Block elements become separate lines so text from neighboring blocks never merges into one sentence.
  main.find(BLOCKS).each((_, el) => {
    $(el).prepend('\n').append('\n');
  });
  return main
    .text()
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9$%'\-\s]/g, ' ')
        .split(/\s+/)
        .filter(Boolean),
    );
}

/**
 * Every run of 12 consecutive words inside one sentence. Two pages sharing any of them share a
 * sentence of 12+ words (or a long stretch of one), even when a link or a span sits inside it.
 */
function shingles(sentences: string[][]): Set<string> {
  const out = new Set<string>();
  for (const words of sentences) {
    for (let i = 0; i + MIN_WORDS <= words.length; i += 1) out.add(words.slice(i, i + MIN_WORDS).join(' '));
  }
  return out;
}

function sharedRuns(pages: { name: string; html: string }[]): string[] {
  const seen = new Map<string, string>();
  const repeats: string[] = [];
  for (const { name, html } of pages) {
    for (const run of shingles(mainSentences(load(html)))) {
      const other = seen.get(run);
      if (other) repeats.push(`${other} + ${name}: "${run}"`);
      else seen.set(run, name);
    }
  }
  return repeats;
}

describe('the repeated-sentence detector', () => {
  const page = (body: string) => `<html><body><header><p>Not in main, shared by every page and ignored here.</p></header><main>${body}</main></body></html>`;
  it('finds a long sentence shared by two pages, even split by a link', () => {
    const a = page('<p>Charlotte clay swells and shrinks, so <a href="/x">every driveway</a> on the street cracks at the corners eventually.</p>');
    const b = page('<ul><li>Charlotte clay swells and shrinks, so every driveway on the street cracks at the corners eventually.</li></ul>');
    const runs = sharedRuns([{ name: 'a', html: a }, { name: 'b', html: b }]);
    // A 16-word sentence holds five 12-word runs.
    expect(runs).toHaveLength(5);
    expect(runs[0]).toBe('a + b: "charlotte clay swells and shrinks so every driveway on the street cracks"');
  });
  it('ignores short shared sentences and text outside <main>', () => {
    const a = page('<h2>Why Charlotte Homeowners Call Us</h2><p>Call for a free estimate today, or send us photos.</p>');
    const b = page('<h2>Why Charlotte Homeowners Call Us</h2><p>Call for a free estimate today, or send us photos.</p>');
    expect(sharedRuns([{ name: 'a', html: a }, { name: 'b', html: b }])).toEqual([]);
  });
});

describe.skipIf(!built)(`built area pages in ${dist}`, () => {
  const pages = areas.map((area) => ({ area, $: load(readFileSync(pageFile(area.slug), 'utf8')) }));

  it('share no sentence of 12 or more words', () => {
    const html = areas.map((area) => ({ name: area.slug, html: readFileSync(pageFile(area.slug), 'utf8') }));
    // Guard against an extractor that silently finds nothing.
    expect(shingles(mainSentences(load(html[0]!.html))).size).toBeGreaterThan(200);
    expect(sharedRuns(html)).toEqual([]);
  });

  it.each(areas.map((a) => a.slug))('%s has the common area-page structure', (slug) => {
    const { area, $ } = pages.find((p) => p.area.slug === slug)!;
    expect($('h1')).toHaveLength(1);
    expect($('h1').text().trim()).toBe(`Concrete Repair in ${area.city}, NC`);
    expect($('link[rel=canonical]').attr('href')).toMatch(new RegExp(`/areas/${slug}$`));
    expect($('meta[property="og:image"]').attr('content')).toBeTruthy();

    const crumbs = $('nav[aria-label=Breadcrumb] li')
      .map((_, li) => $(li).text().replace('/', '').trim())
      .get();
    expect(crumbs).toEqual(['Home', 'Service Areas', area.city]);
    expect($('nav[aria-label=Breadcrumb] li').last().find('a')).toHaveLength(0);

    const blocks = $('script[type="application/ld+json"]')
      .map((_, s) => JSON.parse($(s).text()))
      .get() as { '@type': string; itemListElement?: unknown[]; mainEntity?: { name: string }[] }[];
    expect(blocks.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(3);
    const faq = blocks.filter((b) => b['@type'] === 'FAQPage');
    expect(faq).toHaveLength(1);
    const questions = $('main details summary')
      .map((_, s) => $(s).text().replace('+', '').trim())
      .get();
    expect(faq[0]!.mainEntity!.map((q) => q.name)).toEqual(questions);

    const hrefs = $('main a')
      .map((_, a) => $(a).attr('href'))
      .get();
    for (const service of services) expect(hrefs).toContain(service.href);
    expect(hrefs).toContain(`/contact?from=/areas/${slug}`);
    expect(hrefs.some((h) => h.startsWith('tel:'))).toBe(true);
    for (const nearby of area.nearby) expect(hrefs).toContain(`/areas/${nearby}`);
    for (const zip of area.zipCodes) expect($('main').text()).toContain(zip);
    expect($('main aside').length).toBe(1);
  });
});
