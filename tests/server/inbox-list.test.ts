import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBusinessTime } from '../../src/lib/dates.ts';
import { leadStatuses } from '../../src/lib/lead-status.ts';
import { serviceSlugs } from '../../src/lib/quote-fields.ts';
import { insertLeads, type SampleLead } from '../../scripts/lib/sample-leads.ts';
import { validLead } from './helpers.ts';
import { client, ownerPassword, sessionCookie, startInboxServer, type InboxServer } from './inbox-support.ts';

const xss = {
  name: '<script>alert(1)</script>',
  phone: '"><img src=x onerror=alert(1)>',
  email: '<img src=x onerror=alert(1)>@example.com',
  address: 'javascript:alert(1)',
  message: '</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
};

/** 30 ordinary requests an hour apart in 2025, then the ones each test looks for. */
function seeds(): SampleLead[] {
  const towns = ['Charlotte, NC 28203', 'Matthews, NC 28105', 'Concord, NC 28027', 'Gastonia NC'];
  const filler = Array.from({ length: 30 }, (_, i): SampleLead => ({
    received_at: new Date(Date.UTC(2025, 5, 1, 12 + i)).toISOString(),
    name: `Filler Person ${String(i + 1).padStart(2, '0')}`,
    phone: `(980) 555-${String(1000 + i)}`,
    email: `filler${i + 1}@example.com`,
    address: `${100 + i} Oak St, ${towns[i % towns.length]}`,
    service: serviceSlugs[i % serviceSlugs.length]!,
    message: 'Driveway has a few cracks.',
    status: leadStatuses[i % leadStatuses.length]!,
    opened_at: i % 3 === 0 ? null : new Date(Date.UTC(2025, 5, 2)).toISOString(),
  }));
  const special = (at: string, fields: Partial<SampleLead>): SampleLead => ({
    received_at: at,
    name: 'x',
    phone: '(704) 555-0100',
    email: 'x@example.com',
    address: '',
    service: 'other',
    message: '',
    status: 'Contacted',
    opened_at: '2025-08-01T00:00:00.000Z',
    ...fields,
  });
  return [
    ...filler,
    special('2025-09-01T15:00:00.000Z', {
      name: 'Marisol Okafor',
      phone: '704.555.0321',
      email: 'm.okafor@quarry.example',
      address: '4410 Sharon Amity Rd, Charlotte, NC 28211',
      message: 'Heaved sidewalk slab by the mailbox, tripping hazard.',
      service: 'leveling',
      status: 'New',
      opened_at: null,
    }),
    special('2025-09-02T15:00:00.000Z', {
      name: '=HYPERLINK("http://evil")',
      phone: '+1 (704) 555-0999',
      message: '@SUM(1)',
      address: '-2+3 Main St, Concord Road, Pineville',
      service: 'commercial',
      status: 'Spam',
    }),
    special('2025-09-03T15:00:00.000Z', { ...xss, status: 'Lost' }),
  ];
}

/**
 * The inbox list, its search and the CSV export, against the real server process, the real
 * build and a real SQLite file seeded with known requests.
 */
describe('inbox list, search and export', () => {
  let inbox: InboxServer;
  let cookie: string;
  const rows = seeds();
  const who = () => client(inbox.origin, '198.51.100.200');
  const get = (path: string) => who().get(path, cookie);
  const page = async (query = '') => {
    const response = await get(`/inbox${query}`);
    expect(response.status, query).toBe(200);
    const $ = load(await response.text());
    const names = $('ul[aria-label="Quote requests"] > li a')
      .toArray()
      .map((a) => $(a).text().replace(/^Unopened: /, ''));
    return { $, names, response };
  };
  /** Every seeded lead plus the one startInboxServer posts, newest first. */
  const all = () =>
    [...rows, { ...validLead, received_at: '9999', status: 'New', opened_at: null } satisfies SampleLead].sort((a, b) => b.received_at.localeCompare(a.received_at));

  beforeAll(async () => {
    inbox = await startInboxServer();
    insertLeads(inbox.db, rows);
    cookie = sessionCookie(await who().signIn('owner@example.com', ownerPassword))!;
  });
  afterAll(() => inbox?.remove());

  it('lists requests newest first with service, town, Charlotte time, status and an unopened mark', async () => {
    const { $, names } = await page();
    expect(names).toEqual(all().slice(0, 25).map((row) => row.name));
    const marisol = $('ul[aria-label="Quote requests"] > li').filter((_, li) => $(li).text().includes('Marisol Okafor'));
    expect(marisol.find('a').attr('href')).toMatch(/^\/inbox\/leads\/\d+$/);
    expect(marisol.text()).toContain('Unopened: Marisol Okafor');
    expect(marisol.text()).toContain('Concrete Leveling');
    expect(marisol.text()).toContain('Town: Charlotte');
    expect(marisol.text()).toContain(formatBusinessTime('2025-09-01T15:00:00.000Z'));
    expect(formatBusinessTime('2025-09-01T15:00:00.000Z')).toBe('Sep 1, 2025, 11:00 AM');
    expect(marisol.find('time').attr('datetime')).toBe('2025-09-01T15:00:00.000Z');
    expect(marisol.text()).toContain('Status: New');
    const spam = $('li').filter((_, li) => $(li).text().includes('HYPERLINK'));
    expect(spam.text()).not.toContain('Unopened');
    expect(spam.text()).toContain('Town: Pineville');
    const unknownTown = $('li').filter((_, li) => $(li).text().includes('alert(1)'));
    expect(unknownTown.text()).toContain('Town: —not known');
  });

  it('counts New requests nobody has opened in the page title', async () => {
    const expected = all().filter((row) => row.status === 'New' && row.opened_at === null).length;
    expect(expected).toBeGreaterThan(1);
    const { $ } = await page('?status=Won&q=nothing-matches-this');
    expect($('title').text()).toBe(`(${expected}) Quote requests | Inbox | Charlotte Concrete Repair`);
  });

  it('filters by status and service, with counts per status that keep the other filters in their links', async () => {
    const byStatus = await page('?status=Contacted');
    const contacted = all().filter((row) => row.status === 'Contacted');
    expect(byStatus.names).toEqual(contacted.map((row) => row.name));
    const tab = byStatus.$('nav[aria-label="Requests by status"] a[aria-current="page"]');
    expect(tab.text()).toBe(`Contacted${contacted.length}`);

    const byService = await page('?service=leveling&status=New');
    expect(byService.names).toEqual(all().filter((row) => row.service === 'leveling' && row.status === 'New').map((row) => row.name));
    const links = byService.$('nav[aria-label="Requests by status"] a');
    for (const status of leadStatuses) {
      const link = links.filter((_, a) => byService.$(a).text().startsWith(status));
      const count = all().filter((row) => row.service === 'leveling' && row.status === status).length;
      expect(link.text(), status).toBe(`${status}${count}`);
      expect(link.attr('href'), status).toBe(`/inbox?status=${encodeURIComponent(status).replace(/%20/g, '+')}&service=leveling`);
    }
    expect(byService.$('select#service option[selected]').attr('value')).toBe('leveling');
    expect(byService.$('a:contains("as CSV")').attr('href')).toBe('/inbox/export.csv?status=New&service=leveling');
  });

  it('pages 25 at a time and clamps or ignores a bad page number', async () => {
    const everyone = all().map((row) => row.name);
    const second = await page('?page=2');
    expect(second.names).toEqual(everyone.slice(25, 50));
    expect(second.$('nav[aria-label="Pages"]').text()).toContain('Page 2 of 2');
    expect(second.$('a[rel="prev"]').attr('href')).toBe('/inbox');
    for (const bad of ['0', '-1', 'abc', '1e3', '1.5', '%00', '', '9'.repeat(40), 'Infinity', 'NaN']) {
      expect((await page(`?page=${bad}`)).names.length, bad).toBeGreaterThan(0);
    }
    expect((await page('?page=999999')).names).toEqual(everyone.slice(25, 50));
    const filtered = await page('?status=New&page=2');
    expect(filtered.names).toEqual(all().filter((row) => row.status === 'New').map((row) => row.name));
  });

  it('ignores unknown statuses and services, repeated parameters and a very long search, never answering 500', async () => {
    const everyone = all().slice(0, 25).map((row) => row.name);
    for (const query of ['?status=Deleted', '?status=new', '?service=../../etc/passwd', '?service[]=x', '?status=New&status=Won&page=1&page=2']) {
      const { names } = await page(query);
      if (!query.includes('status=New')) expect(names, query).toEqual(everyone);
    }
    const long = await get(`/inbox?q=${'a'.repeat(5000)}`);
    expect(long.status).toBe(200);
    const huge = await get(`/inbox?q=${'a'.repeat(100_000)}`);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });

  it('finds a request by its phone number in any common format', async () => {
    for (const q of ['704-555-0321', '(704) 555-0321', '7045550321', '555-0321', '704.555.0321', '+1 704 555 0321', '0321']) {
      expect((await page(`?q=${encodeURIComponent(q)}`)).names, q).toEqual(['Marisol Okafor']);
    }
    expect((await page(`?q=${encodeURIComponent('704 555 0999')}`)).names).toEqual(['=HYPERLINK("http://evil")']);
  });

  it('finds a request by part of its name, e-mail, address or message, in any case', async () => {
    for (const q of ['okaf', 'MARISOL', 'quarry.example', 'sharon amity', '28211', 'mailbox', 'heaved slab', 'qu']) {
      const { names } = await page(`?q=${encodeURIComponent(q)}`);
      expect(names, q).toContain('Marisol Okafor');
      expect(names.length, q).toBeLessThan(5);
    }
    expect((await page(`?q=${encodeURIComponent('marisol driveway')}`)).names).toEqual([]);
    const combined = await page(`?q=okafor&status=Won`);
    expect(combined.names).toEqual([]);
    expect(combined.$('main').text()).toContain('No requests match.');
  });

  it('treats full-text query syntax as plain text: no error, no injection', async () => {
    for (const q of ['"', '""', 'NEAR(', 'NEAR(a b)', '*', 'okaf*', 'name:x', 'name:okafor', '{name}:x', 'a OR b', 'NOT', '^x', '(', ')', "'", '%', '_', '\\', '-x', '+x', 'a"b', '\u0000', '🙂🙂🙂', 'x'.repeat(101)]) {
      const response = await get(`/inbox?q=${encodeURIComponent(q)}`);
      expect(response.status, JSON.stringify(q)).toBe(200);
      const csv = await get(`/inbox/export.csv?q=${encodeURIComponent(q)}`);
      expect(csv.status, JSON.stringify(q)).toBe(200);
    }
    expect((await page(`?q=${encodeURIComponent('name:okafor')}`)).names).toEqual([]);
    expect((await page('?q=%25')).names).toEqual([]);
  });

  it('renders stored HTML and script in every field as text', async () => {
    const response = await get('/inbox?status=Lost');
    const html = await response.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toMatch(/<img[^>]*src=x/);
    expect(html).not.toMatch(/href="javascript:/i);
    const $ = load(html);
    expect($('ul[aria-label="Quote requests"] img')).toHaveLength(0);
    expect($('ul[aria-label="Quote requests"] script')).toHaveLength(0);
    expect($('ul[aria-label="Quote requests"] a').first().text()).toBe(xss.name);
    for (const script of $('script').toArray()) expect($(script).attr('src') ?? '').toMatch(/^\/_astro\//);
  });

  it('reports the server time of list pages and exports in Server-Timing', async () => {
    for (const path of ['/inbox', '/inbox?q=okafor', '/inbox/export.csv']) {
      const response = await get(path);
      expect(response.headers.get('server-timing'), path).toMatch(/^app;dur=\d+(\.\d+)?$/);
    }
  });

  it('exports CSV as a private attachment named for the day, with status, honoring the filters', async () => {
    const response = await get('/inbox/export.csv?service=leveling&status=New');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="quote-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,received_at,name,phone,email,address,service,status,message,client_ip,user_agent,notifications,photos,source,referrer_host,utm_source,utm_medium,utm_campaign');
    const expected = all().filter((row) => row.service === 'leveling' && row.status === 'New');
    expect(lines).toHaveLength(expected.length + 1);
    for (const line of lines.slice(1)) expect(line).toContain(',leveling,New,');

    const searched = (await (await get('/inbox/export.csv?q=555-0321')).text()).trimEnd().split('\r\n');
    expect(searched).toHaveLength(2);
    expect(searched[1]).toContain('Marisol Okafor');
    const everything = (await (await get('/inbox/export.csv?status=bogus')).text()).trimEnd().split('\r\n');
    expect(everything).toHaveLength(all().length + 1);
  });

  it('neutralizes formula-like cells in the export', async () => {
    const csv = await (await get('/inbox/export.csv?status=Spam&q=hyperlink')).text();
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain(`,'+1 (704) 555-0999,`);
    expect(row).toContain(`,'@SUM(1),`);
    expect(row).toContain(`"'-2+3 Main St, Concord Road, Pineville"`);
    expect(row).not.toMatch(/,[=+@-]/);
  });

  it('exports stored HTML as inert CSV text, quoted where it must be', async () => {
    const csv = await (await get('/inbox/export.csv?status=Lost&q=alert')).text();
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(`,<script>alert(1)</script>,"""><img src=x onerror=alert(1)>",`);
    expect(row).toContain(',javascript:alert(1),');
  });

  it('gives no export without a session', async () => {
    for (const sent of [undefined, '__Secure-inbox.session_token=forged.value']) {
      const response = await who().get('/inbox/export.csv?status=New', sent);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/inbox/login');
      expect(response.headers.get('content-disposition')).toBeNull();
      const body = await response.text();
      for (const value of ['Marisol', 'Okafor', validLead.name, validLead.phone, 'received_at']) expect(body).not.toContain(value);
    }
  });
});
