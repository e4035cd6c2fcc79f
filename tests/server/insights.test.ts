import Database from 'better-sqlite3';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business } from '../../src/config/business.ts';
import { businessDay } from '../../src/lib/dates.ts';
import { multipart, readRows, validLead } from './helpers.ts';
import { client, ownerPassword, sessionCookie, startInboxServer, type InboxServer } from './inbox-support.ts';

/**
 * Counting page views and contact-link pings, and the insights dashboard, against the real
 * server over the real build and a real SQLite file. Each test speaks from its own client
 * address (the server trusts X-Forwarded-For here), so per-address limits stay apart.
 */

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const tel = `tel:${business.phone.e164}`;

let inbox: InboxServer;
let cookie: string;

beforeAll(async () => {
  inbox = await startInboxServer();
  const signedIn = await client(inbox.origin, '203.0.113.250').signIn('owner@example.com', ownerPassword);
  cookie = sessionCookie(signedIn)!;
  expect(cookie).toBeDefined();
}, 60_000);

afterAll(() => inbox.remove());

/** Opening the dashboard writes the counts held in memory, as it does for the owner. */
async function insights(query = '') {
  const response = await client(inbox.origin, '203.0.113.250').get(`/inbox/insights${query}`, cookie);
  expect(response.status).toBe(200);
  return load(await response.text());
}

function counted(): { views: Record<string, number>; clicks: Record<string, number> } {
  const views = readRows<{ path: string; n: number }>(inbox.db, 'SELECT path, sum(views) AS n FROM page_views GROUP BY path');
  const clicks = readRows<{ key: string; n: number }>(inbox.db, `SELECT path || ' ' || kind AS key, sum(clicks) AS n FROM contact_clicks GROUP BY key`);
  return {
    views: Object.fromEntries(views.map((row) => [row.path, row.n])),
    clicks: Object.fromEntries(clicks.map((row) => [row.key, row.n])),
  };
}

function visit(path: string, address: string, headers: Record<string, string> = {}, method = 'GET') {
  return fetch(`${inbox.server.url}${path}`, { method, redirect: 'manual', headers: { 'User-Agent': browser, 'X-Forwarded-For': address, ...headers } });
}

function ping(address: string, headers: Record<string, string | undefined>, body: BodyInit = 'PING') {
  const sent: Record<string, string> = { 'User-Agent': browser, 'X-Forwarded-For': address, 'Content-Type': 'text/ping' };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete sent[name];
    else sent[name] = value;
  }
  return fetch(`${inbox.server.url}/api/ping`, { method: 'POST', headers: sent, body, duplex: 'half' } as RequestInit);
}

const from = (path: string) => ({ 'Ping-From': `${inbox.origin}${path}`, 'Ping-To': tel });

describe('page views', () => {
  it('count a person\'s GET of a page once per request, by path without the query string', async () => {
    const before = counted().views['/services/crack-repair'] ?? 0;
    for (const path of ['/services/crack-repair', '/services/crack-repair?utm_source=news', '/services/crack-repair?x=1']) {
      const response = await visit(path, '198.51.100.1');
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    await insights();
    expect(counted().views['/services/crack-repair']).toBe(before + 3);
    expect(Object.keys(counted().views).some((path) => path.includes('?'))).toBe(false);
  });

  it('leave out bots, prefetches, prerenders, HEAD, missing pages, redirects, files and the inbox', async () => {
    const before = counted().views;
    const ignored = [
      visit('/services/resurfacing', '198.51.100.2', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      visit('/services/resurfacing', '198.51.100.2', { 'User-Agent': '' }),
      visit('/services/resurfacing', '198.51.100.2', { 'Sec-Purpose': 'prefetch' }),
      visit('/services/resurfacing', '198.51.100.2', { 'Sec-Purpose': 'prefetch;prerender' }),
      visit('/services/resurfacing', '198.51.100.2', { Purpose: 'prefetch' }),
      visit('/services/resurfacing', '198.51.100.2', {}, 'HEAD'),
      visit('/services/no-such-page', '198.51.100.2'),
      visit('/services/resurfacing/', '198.51.100.2'),
      visit('/favicon.svg', '198.51.100.2'),
      visit('/inbox/login', '198.51.100.2'),
    ];
    const answers = await Promise.all(ignored);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 404, 301, 200, 200]);
    await insights();
    expect(counted().views).toEqual(before);
  });

  it('count a revalidated page (304): a returning visitor whose browser checks its copy', async () => {
    const first = await visit('/about', '198.51.100.3');
    await first.arrayBuffer();
    const again = await visit('/about', '198.51.100.3', { 'If-None-Match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    await insights();
    expect(counted().views['/about']).toBe(2);
  });
});

describe('POST /api/ping', () => {
  it('counts a call, a text and an e-mail from a page of this site, per page and kind, and answers 204', async () => {
    for (const to of [tel, `sms:${business.phone.e164}`, `mailto:${business.email}`]) {
      const response = await ping('198.51.100.10', { ...from('/services/driveway-repair'), 'Ping-To': to, 'Sec-Fetch-Site': 'same-origin' });
      expect(response.status).toBe(204);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    await insights();
    const { clicks } = counted();
    expect(clicks['/services/driveway-repair call']).toBe(1);
    expect(clicks['/services/driveway-repair text']).toBe(1);
    expect(clicks['/services/driveway-repair email']).toBe(1);
    expect(readRows(inbox.db, `SELECT day FROM contact_clicks WHERE path = '/services/driveway-repair'`)).toEqual(
      Array(3).fill({ day: businessDay(new Date()) }),
    );
  });

  it('refuses a ping from another site and counts nothing', async () => {
    const before = counted().clicks;
    const foreign = await ping('198.51.100.11', { 'Ping-From': 'https://evil.example/services/leveling', 'Ping-To': tel });
    expect(foreign.status).toBe(403);
    const crossSite = await ping('198.51.100.11', { ...from('/services/leveling'), 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    await insights();
    expect(counted().clicks).toEqual(before);
  });

  it('takes a bot\'s or a prefetch\'s ping without counting it', async () => {
    const before = counted().clicks;
    expect((await ping('198.51.100.12', { ...from('/services/leveling'), 'User-Agent': 'curl/8.5.0' })).status).toBe(204);
    expect((await ping('198.51.100.12', { ...from('/services/leveling'), 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).status).toBe(204);
    expect((await ping('198.51.100.12', { ...from('/services/leveling'), 'Sec-Purpose': 'prefetch' })).status).toBe(204);
    await insights();
    expect(counted().clicks).toEqual(before);
  });

  it('answers bad input with a clear 4xx, never a 500, and counts none of it', async () => {
    const before = counted().clicks;
    const cases: [string, Promise<Response>, number, RegExp][] = [
      ['no headers', ping('198.51.100.13', { 'Ping-From': undefined, 'Ping-To': undefined }), 400, /Ping-From and Ping-To/],
      ['no Ping-To', ping('198.51.100.13', { 'Ping-From': `${inbox.origin}/` }), 400, /Ping-From and Ping-To/],
      ['no Ping-From', ping('198.51.100.13', { 'Ping-To': tel }), 400, /Ping-From and Ping-To/],
      ['Ping-From not a URL', ping('198.51.100.13', { 'Ping-From': 'not a url', 'Ping-To': tel }), 400, /not a URL/],
      ['Ping-From not a page', ping('198.51.100.13', from('/no-such-page?x=<b>')), 400, /not a page/],
      ['Ping-To another number', ping('198.51.100.13', { ...from('/'), 'Ping-To': 'tel:+19005550100' }), 400, /not one of our links/],
      ['Ping-To another address', ping('198.51.100.13', { ...from('/'), 'Ping-To': 'mailto:someone@evil.example' }), 400, /not one of our links/],
      ['Ping-To a web page', ping('198.51.100.13', { ...from('/'), 'Ping-To': `${inbox.origin}/contact` }), 400, /not one of our links/],
      ['oversized body', ping('198.51.100.13', from('/'), 'P'.repeat(1025)), 413, /at most 1024 bytes/],
      ['oversized body, no length', ping('198.51.100.13', from('/'), new Blob(['P'.repeat(4096)]).stream()), 413, /at most 1024 bytes/],
      ['a form post', ping('198.51.100.13', { ...from('/'), 'Content-Type': 'application/x-www-form-urlencoded' }, 'a=1'), 415, /text\/ping/],
      ['no content type', ping('198.51.100.13', { ...from('/'), 'Content-Type': undefined }, new Uint8Array([80])), 415, /text\/ping/],
    ];
    for (const [label, answer, status, message] of cases) {
      const response = await answer;
      expect(response.status, label).toBe(status);
      expect(await response.text(), label).toMatch(message);
    }
    expect((await fetch(`${inbox.server.url}/api/ping`)).status).toBe(405);
    await insights();
    expect(counted().clicks).toEqual(before);
  });

  it('slows a flood from one address with 429 and keeps counting others', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 32; i += 1) answers.push((await ping('198.51.100.14', from('/service-areas'))).status);
    expect(answers.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(answers.slice(30)).toEqual([429, 429]);
    expect((await ping('198.51.100.15', from('/service-areas'))).status).toBe(204);
    await insights();
    expect(counted().clicks['/service-areas call']).toBe(31);
  });
});

describe('privacy', () => {
  it('stores counts only: after a burst, no address, user agent or cookie is anywhere in the counting tables, and no public answer sets a cookie', async () => {
    const marks = { address: '192.0.2.77', agent: 'Mozilla/5.0 Zanzibar-Quokka-7731 Chrome/140.0 Safari/537.36', cookie: 'visitor=c00kie-9f3e' };
    const headers = { 'User-Agent': marks.agent, Cookie: marks.cookie };
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => visit(i % 2 ? '/' : '/areas/concord?utm_source=zanzibar', marks.address, headers)),
      ...Array.from({ length: 10 }, () => ping(marks.address, { ...from('/areas/concord'), ...headers })),
      visit('/contact', marks.address, headers),
      visit('/no-such-page', marks.address, headers),
    ]);
    for (const answer of answers) expect(answer.headers.get('set-cookie')).toBeNull();
    await insights();

    const db = new Database(inbox.db, { readonly: true });
    try {
      const columns = (table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
      expect(columns('page_views')).toEqual(['day', 'path', 'views']);
      expect(columns('contact_clicks')).toEqual(['day', 'path', 'kind', 'clicks']);
      const dump = JSON.stringify([db.prepare('SELECT * FROM page_views').all(), db.prepare('SELECT * FROM contact_clicks').all()]);
      expect(dump).toContain('/areas/concord');
      for (const value of [marks.address, 'Zanzibar', 'zanzibar', 'c00kie', 'visitor=']) expect(dump).not.toContain(value);
      // Nothing else in the file learned about these visits either.
      const everything = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'leads_search%'`).all() as { name: string }[])
        .map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all()))
        .join('\n');
      for (const value of [marks.address, 'Zanzibar', 'c00kie']) expect(everything).not.toContain(value);
    } finally {
      db.close();
    }
  });
});

describe('quote request sources', () => {
  const quote = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${inbox.server.url}/api/quote`, {
      method: 'POST',
      body: multipart({ ...validLead, ...fields }),
      headers: { Accept: 'application/json', 'X-Forwarded-For': '198.51.100.30', ...headers },
    });
  const last = () => readRows<Record<string, string | null>>(inbox.db, 'SELECT * FROM leads ORDER BY id DESC LIMIT 1')[0]!;
  const host = () => new URL(inbox.server.url).host;

  it('stores what the form sends: page, referring site and campaign', async () => {
    const response = await quote({ source_page: '/areas/gastonia', source_referrer: 'www.google.com', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-2026' });
    expect(response.status).toBe(201);
    expect(last()).toMatchObject({ source: '/areas/gastonia', referrer_host: 'www.google.com', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-2026' });
  });

  it('without the fields, reads the page and campaign from the Referer of the post, as a form without JavaScript sends it', async () => {
    await quote({}, { Referer: `http://${host()}/contact?from=/areas/gastonia&utm_source=flyer` });
    expect(last()).toMatchObject({ source: '/areas/gastonia', referrer_host: null, utm_source: 'flyer', utm_medium: null });
    await quote({}, { Referer: `http://${host()}/contact` });
    expect(last().source).toBe('/contact');
    await quote({}, { Referer: `https://elsewhere.example/contact?from=/areas/gastonia` });
    expect(last().source).toBeNull();
  });

  it('drops malformed values instead of refusing the customer\'s request', async () => {
    const response = await quote(
      { source_page: 'https://evil.example/<script>', source_referrer: 'evil host<b>', utm_source: '\u0000\u0007', utm_campaign: 'x'.repeat(500) },
      { Referer: `http://${host()}/contact?from=javascript:alert(1)` },
    );
    expect(response.status).toBe(201);
    expect(last()).toMatchObject({ source: '/contact', referrer_host: null, utm_source: null, utm_campaign: 'x'.repeat(100) });
  });

  it('shows the page, referring site and campaign on the request\'s inbox page, as text', async () => {
    await quote({ source_page: '/areas/gastonia', source_referrer: 'www.bing.com', utm_campaign: '<img src=x onerror=alert(1)>' });
    const id = last().id;
    const response = await client(inbox.origin, '203.0.113.250').get(`/inbox/leads/${id}`, cookie);
    const html = await response.text();
    const $ = load(html);
    const field = (label: string) => $('dt').filter((_, dt) => $(dt).text() === label).next('dd').text();
    expect(field('Came from')).toBe('Concrete repair in Gastonia');
    expect(field('Arrived from')).toBe('www.bing.com');
    expect(field('Campaign')).toBe('campaign: <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<img src=x');
  });

  it('exports the source columns to CSV, a campaign tag written as a formula kept as text', async () => {
    await quote({ source_page: '/areas/gastonia', source_referrer: 'www.bing.com', utm_source: '@SUM(A1)', utm_campaign: '=HYPERLINK("http://evil.example")' });
    const id = last().id;
    const response = await client(inbox.origin, '203.0.113.250').get('/inbox/export.csv', cookie);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]!.endsWith(',source,referrer_host,utm_source,utm_medium,utm_campaign')).toBe(true);
    const row = lines.find((line) => line.startsWith(`${id},`));
    expect(row).toMatch(/,\/areas\/gastonia,www\.bing\.com,'@SUM\(A1\),,"'=HYPERLINK\(""http:\/\/evil\.example""\)"$/);
  });
});

describe('/inbox/insights', () => {
  it('needs a signed-in owner', async () => {
    const response = await client(inbox.origin, '203.0.113.251').get('/inbox/insights');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/inbox/login');
  });

  it('lists every page with views, calls, quote requests and conversion, sortable by links, with the strongest pages in words', async () => {
    for (let i = 0; i < 40; i += 1) await (await visit('/services/leveling', `198.51.100.${40 + (i % 5)}`)).arrayBuffer();
    for (let i = 0; i < 3; i += 1) await ping(`198.51.100.${50 + i}`, from('/services/leveling'));
    await fetch(`${inbox.server.url}/api/quote`, {
      method: 'POST',
      body: multipart({ ...validLead, source_page: '/services/leveling' }),
      headers: { Accept: 'application/json', 'X-Forwarded-For': '198.51.100.60' },
    });

    const $ = await insights('?days=7&sort=calls');
    const header = $('#pages').closest('section').find('thead th').map((_, th) => $(th).text().replace(/[▲▼]/g, '').trim()).get();
    expect(header).toEqual(['Page', 'Views', 'Calls', 'Texts & e-mails', 'Quote requests', 'Conversion']);
    const sortLinks = $('#pages').closest('section').find('thead a').map((_, a) => $(a).attr('href')).get();
    expect(sortLinks).toContain('/inbox/insights?days=7&sort=requests');
    expect($('th[aria-sort="descending"]').text()).toContain('Calls');
    const rows = $('#pages').closest('section').find('tbody tr').map((_, tr) => [$(tr).find('th, td').map((__, cell) => $(cell).text()).get()]).get() as string[][];
    // A page is named as the site names it, with its path under the name.
    const leveling = rows.find((row) => row[0] === 'Concrete Leveling/services/leveling')!;
    expect(leveling.slice(1, 5)).toEqual(['40', '3', '0', '1']);
    expect(leveling[5]).toBe('10%');
    const calls = rows.map((row) => Number(row[2]));
    expect(calls).toEqual([...calls].sort((a, b) => b - a));
    expect($('#highlights').closest('section').text()).toContain('Concrete Leveling: 3 calls and 1 quote request from 40 views (10%).');
    expect($('a[aria-current="page"]').text()).toContain('Insights');
    expect($('svg[role="img"] title').text()).toMatch(/quote requests and \d+ calls/);
    expect($('details table tbody tr')).toHaveLength(7);
    // Each total card compares once, in a few words; the period is named once, above the cards.
    const comparisons = $('dl').first().children('div').map((_, card) => $(card).find('dd').last().text()).get();
    expect(comparisons).toHaveLength(5);
    for (const text of comparisons) expect(text).toMatch(/^(up \d+% from\u00a0[\d,]+|down \d+% from\u00a0[\d,]+|about the same as\u00a0[\d,]+|same as before|up from\u00a00)$/);
    expect($('main p').first().text()).toContain('compared with the 7 days before');
  });

  it('reads any period or sort from the URL without failing', async () => {
    for (const query of ['?days=-1', '?days=abc&sort=%3Cscript%3E', '?days=99999999999999999999', '?sort=rate&days=90', '?days=30&days=7']) {
      const $ = await insights(query);
      expect($('h1').text()).toBe('Which pages bring work');
    }
  });
});
