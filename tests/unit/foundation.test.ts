import { describe, expect, it } from 'vitest';
import { business, formatTime, hoursLines, serviceAreaCities } from '../../src/config/business.ts';
import { navSectionFor } from '../../src/content/navigation.ts';
import { breadcrumbJsonLd, businessId, localBusinessJsonLd, serializeJsonLd } from '../../src/lib/jsonld.ts';
import { ogImagePath } from '../../src/lib/og.ts';
import { absoluteUrl, routePath } from '../../src/lib/url.ts';
import { headersFor, parseHeadersFile } from '../../server/headers-file.ts';
import { contentSecurityPolicy, externalOrigin, inlineScripts, inlineStyles, sha256Source, styleAttribute } from '../../server/security-headers.ts';
import { sitemapEntry } from '../../scripts/lib/sitemap.ts';
import { expectReturns } from '../support/returns.ts';

describe('business config', () => {
  it('formats opening hours for people', () => {
    expectReturns(formatTime, { '07:00': '7:00 AM', '18:00': '6:00 PM', '12:30': '12:30 PM', '00:15': '12:15 AM' });
    expect(hoursLines()).toEqual([
      { days: 'Monday - Friday', time: '7:00 AM - 6:00 PM' },
      { days: 'Saturday', time: '8:00 AM - 4:00 PM' },
      { days: 'Sunday', time: 'Closed' },
    ]);
  });

  it('holds the resolved facts of docs/architecture.md section 4', () => {
    expect(business.yearsInBusiness).toBe('10+');
    expect(business.rating).toMatchObject({ value: 4.9, count: 127, best: 5 });
    expect(business.address.postalCode).toBe('28202');
    expect(business.phone.e164).toBe(`+1${business.phone.display.replace(/\D/g, '')}`);
    expect(serviceAreaCities).toHaveLength(8);
  });
});

describe('URLs', () => {
  it('builds canonical URLs without trailing slashes', () => {
    expectReturns(absoluteUrl, { '/': `${business.url}/`, '/services/': `${business.url}/services`, 'services/leveling': `${business.url}/services/leveling` });
    expectReturns(absoluteUrl, { 'https://other.example/x': 'https://other.example/x' });
  });

  it('normalizes build and request paths to routes', () => {
    expectReturns(routePath, { '/services.html': '/services', '/index.html': '/', '/blog/': '/blog', '': '/' });
  });

  it('names social images after their route', () => {
    expectReturns(ogImagePath, { '/': '/og/home.png', '/areas/cornelius': '/og/areas/cornelius.png' });
  });

  it('highlights the section a page belongs to', () => {
    expectReturns(navSectionFor, { '/': '/', '/services/leveling': '/services', '/areas/concord': '/service-areas', '/blog/prevent-concrete-cracks': '/blog' });
    expectReturns(navSectionFor, { '/tools/cost-estimator': undefined });
  });
});

describe('JSON-LD builders', () => {
  it('escapes < so no text can close the script element', () => {
    const json = serializeJsonLd({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json).text).toBe('</script><script>alert(1)</script>');
  });

  it('emits the aggregate rating only with the reviews it summarizes', () => {
    expect((localBusinessJsonLd() as Record<string, any>).aggregateRating).toBeUndefined();
    const review = { name: 'A', location: 'Charlotte, NC', rating: 5, text: 'Good work.', date: '2024-01-01' };
    const withReviews = localBusinessJsonLd({ reviews: [review] }) as Record<string, any>;
    expect(withReviews.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 127, bestRating: 5 });
    expect(withReviews.review).toHaveLength(1);
    expect(withReviews['@id']).toBe(businessId);
  });

  it('gives the current page the breadcrumb item URL', () => {
    const list = breadcrumbJsonLd([{ label: 'Home', href: '/' }, { label: 'Services' }], '/services') as Record<string, any>;
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${business.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${business.url}/services` },
    ]);
  });
});

describe('security headers', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script>console.log(1)</script><script src="/x.js"></script><script type="module">go()</script>';
    expect(inlineScripts(html)).toEqual(['console.log(1)', 'go()']);
    expect(sha256Source('console.log(1)')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('hashes inline style blocks and finds style attributes, not SVG presentation attributes', () => {
    const html = '<style>a{color:red}</style><style media="print">b{}</style><p style="color:red"></p>';
    expect(inlineStyles(html)).toEqual(['a{color:red}', 'b{}']);
    expect(styleAttribute.test(html)).toBe(true);
    expect(styleAttribute.test('<text font-style="italic">x</text><p>style="in text"</p>')).toBe(false);
    expect(styleAttribute.test('<span\n  style="x">')).toBe(true);
  });

  it('never allows unsafe-inline scripts or styles and forbids framing', () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"], ["'sha256-css'"], 'https://formspree.io');
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("style-src 'self' 'sha256-css'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' https://formspree.io");
    expect(externalOrigin('/api/quote')).toBeUndefined();
    expect(externalOrigin('https://formspree.io/f/abc')).toBe('https://formspree.io');
  });

  it('reads a _headers file the way static hosts do', () => {
    const rules = parseHeadersFile('# comment\n/*\n  X-A: 1\n  X-B: two: parts\n/_astro/*\n  Cache-Control: immutable\n');
    expect(headersFor(rules, '/about')).toEqual([
      ['X-A', '1'],
      ['X-B', 'two: parts'],
    ]);
    expect(headersFor(rules, '/_astro/a.js')).toContainEqual(['Cache-Control', 'immutable']);
  });
});

describe('sitemap entries', () => {
  it('skips noindex pages and keeps real modification dates', () => {
    const page = (robots: string, extra = '') =>
      `<html><head><meta name="robots" content="${robots}"><link rel="canonical" href="https://x.test/a">${extra}</head></html>`;
    expect(sitemapEntry(page('noindex, follow'))).toBeUndefined();
    expect(sitemapEntry(page('index, follow'))).toEqual({ loc: 'https://x.test/a', lastmod: undefined });
    expect(sitemapEntry(page('index', '<meta property="article:modified_time" content="2025-01-28T00:00:00.000Z">'))).toEqual({
      loc: 'https://x.test/a',
      lastmod: '2025-01-28',
    });
  });
});
