import { describe, expect, it } from 'vitest';
import { tagContactLinks } from '../../scripts/lib/contact-links.ts';
import { pingEndpoint } from '../../src/lib/contact-ping.ts';
import { attributionOf, cleanAttribution } from '../../src/lib/attribution.ts';

const site = 'https://www.example.com';

describe('attributionOf', () => {
  it('names the page that linked to /contact, else /contact itself', () => {
    expect(attributionOf(new URL(`${site}/contact?from=/areas/gastonia`), `${site}/areas/gastonia`)).toEqual({
      page: '/areas/gastonia',
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
    expect(attributionOf(new URL(`${site}/contact`), '').page).toBe('/contact');
    expect(attributionOf(new URL(`${site}/contact?from=https://evil.example/x`)).page).toBe('/contact');
    expect(attributionOf(new URL(`${site}/contact?from=/Areas/../x`)).page).toBe('/contact');
  });

  it('keeps another site\'s host and the campaign tags when /contact was the landing page', () => {
    const landed = attributionOf(
      new URL(`${site}/contact?utm_source=google&utm_medium=cpc&utm_campaign=Spring%20leveling`),
      'https://www.Google.com/search?q=concrete+leveling+charlotte',
    );
    expect(landed).toEqual({ page: '/contact', referrerHost: 'www.google.com', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'Spring leveling' });
    expect(attributionOf(new URL(`${site}/contact`), 'android-app://com.google.android.gm/').referrerHost).toBeNull();
    expect(attributionOf(new URL(`${site}/contact`), 'not a url').referrerHost).toBeNull();
  });
});

describe('cleanAttribution', () => {
  it('turns anything malformed into null and cuts long tags', () => {
    expect(
      cleanAttribution({ page: '/services/leveling?x=1', referrerHost: 'evil host', utmSource: '\u0000 \u200b', utmMedium: ' email ', utmCampaign: 'y'.repeat(300) }),
    ).toEqual({ page: null, referrerHost: null, utmSource: null, utmMedium: 'email', utmCampaign: 'y'.repeat(100) });
    expect(cleanAttribution({ page: '/' + 'a'.repeat(250), referrerHost: 'localhost:4321' })).toMatchObject({ page: null, referrerHost: 'localhost:4321' });
  });
});

describe('tagContactLinks', () => {
  it('adds ?from=<page> to links into /contact, keeping their query and fragment', () => {
    const html =
      '<link rel="canonical" href="https://www.example.com/contact"><a href="/contact" class="b">Quote</a>' +
      '<a class="x" href="/contact?service=leveling&amp;message=hi">Q</a><a href="/contact#quote-form">Q</a>' +
      '<a href="/contact/thank-you">T</a><a href="/contacts">C</a><a href="https://other.example/contact">O</a>';
    expect(tagContactLinks(html, '/areas/gastonia')).toBe(
      '<link rel="canonical" href="https://www.example.com/contact"><a href="/contact?from=/areas/gastonia" class="b">Quote</a>' +
        '<a class="x" href="/contact?from=/areas/gastonia&amp;service=leveling&amp;message=hi">Q</a><a href="/contact?from=/areas/gastonia#quote-form">Q</a>' +
        '<a href="/contact/thank-you">T</a><a href="/contacts">C</a><a href="https://other.example/contact">O</a>',
    );
  });

  it('leaves /contact\'s own links alone', () => {
    expect(tagContactLinks('<a href="/contact">Contact</a>', '/contact')).toBe('<a href="/contact">Contact</a>');
  });
});

describe('pingEndpoint', () => {
  it('pings our own server whenever the quote form posts to it', () => {
    expect(pingEndpoint(undefined, undefined, site)).toBe(`${site}/api/ping`);
    expect(pingEndpoint('', '/api/quote', site)).toBe(`${site}/api/ping`);
    expect(pingEndpoint(undefined, `${site}/api/quote`, site)).toBe(`${site}/api/ping`);
  });

  it('on a static host, pings only when PUBLIC_EVENTS_ENDPOINT is set', () => {
    expect(pingEndpoint(undefined, 'https://formspree.io/f/abc', site)).toBeUndefined();
    expect(pingEndpoint(' /api/ping ', 'https://formspree.io/f/abc', site)).toBe(`${site}/api/ping`);
    expect(pingEndpoint('/events/ping', 'https://formspree.io/f/abc', `${site}/`)).toBe(`${site}/events/ping`);
    expect(pingEndpoint('https://events.example.com/api/ping', 'https://formspree.io/f/abc', site)).toBe('https://events.example.com/api/ping');
  });

  it('stops the build on a value it cannot use', () => {
    for (const bad of ['api/ping', '//evil.example/ping', 'javascript:alert(1)', 'ftp://x.example/ping']) {
      expect(() => pingEndpoint(bad, undefined, site), bad).toThrow(/PUBLIC_EVENTS_ENDPOINT=.* is invalid; accepted:/);
    }
  });
});
