import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { business } from '../../src/config/business.ts';
import { absoluteUrl } from '../../src/lib/url.ts';
import { distDir } from '../../scripts/lib/dist.ts';
import { loadBuiltPages, normalize } from '../support/html.ts';
import { executableInlineScripts, gzipSize, pageJavaScript, pngSize } from '../support/weight.ts';

const pages = loadBuiltPages();
const routes = new Set(pages.map((p) => p.route));
const byRoute = new Map(pages.map((p) => [p.route, p]));
const KB = 1024;

/** Server routes that are not files of the build. */
const serverRoutes = new Set(['/api/quote', '/api/ping']);

function resolvesInternally(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  if (path === '' || routes.has(path) || serverRoutes.has(path)) return true;
  return existsSync(join(distDir, path)) && statSync(join(distDir, path)).isFile();
}

function internalPath(url: string): string | undefined {
  if (url.startsWith(business.url)) return url.slice(business.url.length) || '/';
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return undefined;
}

const dataSvgPrefix = 'data:image/svg+xml,';

describe('the build', () => {
  it('has the home page and the 404 page', () => {
    expect(routes.has('/')).toBe(true);
    expect(routes.has('/404')).toBe(true);
  });

  it('gives every page a unique title and description', () => {
    const titles = pages.map((p) => p.$('head > title').text());
    const descriptions = pages.map((p) => p.$('meta[name="description"]').attr('content'));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

for (const page of pages) {
  describe(page.route, () => {
    const { $ } = page;

    it('has one h1, a title, a description and an absolute canonical without trailing slash', () => {
      expect($('h1')).toHaveLength(1);
      const title = $('head > title').text();
      expect(title.length).toBeGreaterThan(10);
      expect(title.length).toBeLessThanOrEqual(75);
      expect(title).toContain(business.name);
      const description = $('meta[name="description"]').attr('content') ?? '';
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(170);
      expect($('link[rel="canonical"]').attr('href')).toBe(absoluteUrl(page.route));
      expect($('html').attr('lang')).toBe('en-US');
    });

    it('links only to pages and files that exist, and to ids that exist', () => {
      const broken: string[] = [];
      const selectors: [string, string][] = [
        ['a[href]', 'href'],
        ['link[href]', 'href'],
        ['img[src]', 'src'],
        ['script[src]', 'src'],
        ['form[action]', 'action'],
        ['a[ping]', 'ping'],
      ];
      for (const [selector, attr] of selectors) {
        for (const el of $(selector).toArray()) {
          const url = $(el).attr(attr) ?? '';
          const path = internalPath(url);
          if (path === undefined) continue;
          if (!resolvesInternally(path)) broken.push(url);
          const [target, hash] = path.split('#');
          if (hash) {
            const targetPage = target ? byRoute.get(target.split('?')[0] ?? '') : page;
            if (targetPage && targetPage.$(`[id="${hash}"]`).length === 0) broken.push(url);
          }
          const pathOnly = path.split(/[?#]/)[0] ?? '';
          if (pathOnly.length > 1 && pathOnly.endsWith('/')) broken.push(`${url} (trailing slash)`);
        }
      }
      expect(broken).toEqual([]);
    });

    it('offers a call link and the quote page; every contact link pings, every link into /contact names this page', () => {
      expect($(`a[href="tel:${business.phone.e164}"]`).length).toBeGreaterThan(0);
      const contactLinks = $('a[href^="tel:"], a[href^="sms:"], a[href^="mailto:"]').toArray();
      expect(contactLinks.filter((a) => $(a).attr('ping') !== `${business.url}/api/ping`).map((a) => $(a).attr('href'))).toEqual([]);
      const quoteLinks = $('a[href="/contact"], a[href^="/contact?"], a[href^="/contact#"]').toArray().map((a) => $(a).attr('href') ?? '');
      expect(quoteLinks.length).toBeGreaterThan(0);
      const named = (href: string) => new URL(href, business.url).searchParams.get('from') === page.route;
      expect(quoteLinks.filter((href) => (page.route === '/contact' ? href !== '/contact' : !named(href)))).toEqual([]);
    });

    it('stays within the HTML weight budget (30 KB gzipped)', () => {
      const size = gzipSize(page.html);
      expect(size, `${page.route}: ${(size / KB).toFixed(1)} KB gzipped HTML`).toBeLessThanOrEqual(30 * KB);
    });

    it('fits the first round trip: at most 13,500 bytes of brotli as served', () => {
      const size = statSync(`${page.file}.br`).size;
      expect(size, `${page.route}: ${size} bytes of brotli-compressed HTML (budget 13,500)`).toBeLessThanOrEqual(13_500);
    });

    it('ships no JavaScript unless it has an island, and at most 70 KB gzipped if it does', () => {
      const isIsland = $('astro-island').length > 0;
      const files = pageJavaScript(page, distDir);
      const inline = executableInlineScripts(page);
      if (!isIsland) {
        expect(files, `${page.route} loads JavaScript files`).toEqual([]);
        // The 404 page logs the missing path, as the spec asks; nothing else runs inline.
        const allowed = page.route === '/404' ? inline.filter((code) => !code.includes('console.error')) : inline;
        expect(allowed, `${page.route} has inline scripts`).toEqual([]);
        return;
      }
      const total = files.reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0) + inline.reduce((s, c) => s + gzipSize(c), 0);
      expect(total, `${page.route}: ${(total / KB).toFixed(1)} KB gzipped JavaScript`).toBeLessThanOrEqual(70 * KB);
    });

    // A linked icon file is fetched as the page loads, before its first paint on a fast connection.
    it('carries the site icon inline, drawn from public/favicon.svg', () => {
      const icons = $('link[rel="icon"]').toArray().map((el) => $(el).attr('href') ?? '');
      expect(icons, `${page.route}: site icons`).toHaveLength(1);
      const [scheme, svg] = [icons[0]?.slice(0, dataSvgPrefix.length), icons[0]?.slice(dataSvgPrefix.length) ?? ''];
      expect(scheme).toBe(dataSvgPrefix);
      expect(decodeURIComponent(svg).replaceAll("'", '"')).toBe(readFileSync('public/favicon.svg', 'utf8').trim());
    });

    it('hydrates its islands after the first paint', () => {
      for (const el of $('astro-island').toArray()) expect($(el).attr('client'), `${page.route}: island directive`).toBe('afterpaint');
    });

    // Without the hint, Chrome compiles react-dom's CommonJS wrapper on the main thread as the island
    // loads: a 60 ms task on Lighthouse's simulated phone (astro.config.mjs, compileHintFor).
    it('has react-dom compiled off the main thread on island pages', () => {
      for (const el of $('astro-island').toArray()) {
        const renderer = readFileSync(join(distDir, $(el).attr('renderer-url') ?? ''), 'utf8');
        expect(renderer.startsWith('//# allFunctionsCalledOnLoad\n'), `${page.route}: React renderer chunk lacks the compile hint`).toBe(true);
      }
    });

    it('has no image larger than it is displayed', () => {
      const oversized: string[] = [];
      for (const el of $('img').toArray()) {
        const src = $(el).attr('src') ?? '';
        const width = Number($(el).attr('width'));
        const height = Number($(el).attr('height'));
        if (!width || !height) {
          oversized.push(`${src}: no width/height`);
          continue;
        }
        if (!src.endsWith('.png') || !internalPath(src)) continue;
        const actual = pngSize(join(distDir, internalPath(src) as string));
        if (!actual) {
          oversized.push(`${src}: not a PNG`);
          continue;
        }
        // Twice the displayed size covers high-density screens; more is wasted bytes.
        if (actual.width > width * 2 || actual.height > height * 2) {
          oversized.push(`${src}: ${actual.width}x${actual.height} shown at ${width}x${height}`);
        }
      }
      expect(oversized).toEqual([]);
    });
  });
}

describe('diagram files', () => {
  const files = readdirSync(join(distDir, 'diagrams')).filter((name) => name.endsWith('.svg'));

  it('are standalone SVG images that run nothing', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const svg = readFileSync(join(distDir, 'diagrams', name), 'utf8');
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[^"]+" width="\d+" height="\d+"/);
      expect(svg, name).not.toMatch(/<script|<foreignObject|\son[a-z]+=|javascript:/i);
    }
  });

  it('are shown lazily, with the size of their drawing and their description in the page', () => {
    const shown = pages.flatMap((page) => page.$('img[src^="/diagrams/"]').toArray().map((el) => ({ page, img: page.$(el) })));
    expect(shown.length).toBeGreaterThan(0);
    for (const { page, img } of shown) {
      const svg = load(readFileSync(join(distDir, img.attr('src') ?? ''), 'utf8'), { xml: true });
      const [, , width, height] = svg('svg').attr('viewBox')?.split(' ') ?? [];
      expect([img.attr('width'), img.attr('height'), img.attr('loading')]).toEqual([width, height, 'lazy']);
      // Fetched only when its box nears the viewport (Diagram.tsx), a box already the drawing's size.
      const box = img.parent();
      // The ratio comes from a class, never a style attribute: the CSP allows no inline style.
      expect(box.attr('class'), `${page.route} ${img.attr('src')}`).toContain(`aspect-[${width}/${height}]`);
      expect(page.$('style').text()).toContain(`.aspect-\\[${width}\\/${height}\\]{aspect-ratio:${width}/${height}}`);
      expect(box.attr('class')).toContain('[content-visibility:auto]');
      expect(page.$('style').text()).toContain('.\\[content-visibility\\:auto\\]{content-visibility:auto}');
      expect(img.attr('alt')).toBe(svg('title').first().text());
      expect(page.$(`[id="${img.attr('aria-describedby')}"]`).text()).toBe(svg('desc').first().text());
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  const xml = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists exactly the indexable pages, by canonical URL', () => {
    const indexable = pages
      .filter((p) => !/noindex/.test(p.$('meta[name="robots"]').attr('content') ?? ''))
      .map((p) => absoluteUrl(p.route))
      .sort();
    expect([...locs].sort()).toEqual(indexable);
    for (const excluded of ['/privacy-policy', '/terms-of-service', '/404']) {
      expect(locs).not.toContain(absoluteUrl(excluded));
    }
    expect(xml).not.toMatch(/<priority>|<changefreq>/);
  });

  it('robots.txt points to the sitemap', () => {
    expect(readFileSync(join(distDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${business.url}/sitemap.xml`);
  });
});

describe('W3C Nu HTML checker', () => {
  it('reports no error on any page', () => {
    const require = createRequire(import.meta.url);
    const jar = require('vnu-jar') as string;
    let output = '';
    try {
      // One short run: the quick compiler alone halves the checker's CPU (the optimizing one never
      // pays back here), and its larger frames need a deeper stack than Java's default.
      output = execFileSync('java', ['-Xss8m', '-XX:TieredStopAtLevel=1', '-jar', jar, '--errors-only', '--format', 'json', ...pages.map((p) => p.file)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      output = (error as { stderr?: string }).stderr ?? String(error);
    }
    const report = JSON.parse(output || '{"messages":[]}') as {
      messages: { type: string; url: string; message: string; extract?: string; lastLine?: number }[];
    };
    const errors = report.messages
      .filter((m) => m.type === 'error')
      // Astro injects <style>astro-island{display:contents}</style> into the body of island pages.
      .filter(
        (m) =>
          !(
            m.message === 'A “style” element in “body” must be the first child of its parent.' &&
            (m.extract ?? '').includes('<style>astro-')
          ),
      )
      .map((m) => `${m.url.replace(/^.*\/dist/, '')}:${m.lastLine}: ${normalize(m.message)}`);
    expect(errors).toEqual([]);
  }, 120_000);
});
