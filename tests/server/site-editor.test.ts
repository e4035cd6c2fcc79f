import { describe, expect, it } from 'vitest';
import { readRows } from './helpers.ts';
import { client, ownerPassword, sessionCookie, signedInSuite } from './inbox-support.ts';
import { businessFields, siteRows } from './site-support.ts';

/**
 * The Site editor's forms against the real server, the real build and a real SQLite file:
 * who may call them, what they refuse, and that a refused save writes nothing.
 */
describe('the Site editor', () => {
  const suite = signedInSuite('203.0.113.77', { owners: ['owner@example.com', 'partner@example.com'] });
  const page = async (path: string) => {
    const response = await suite.owner().get(path, suite.cookie);
    return { status: response.status, html: await response.text() };
  };
  const businessVersion = () => readRows<{ version: number }>(suite.inbox.db, `SELECT version FROM site_drafts WHERE kind = 'business'`)[0]!.version;


  it('answers no Site page or form without a session, and a refused post changes nothing', async () => {
    const before = siteRows(suite.inbox.db);
    for (const path of ['/inbox/site', '/inbox/site/business', '/inbox/site/reviews', '/inbox/site/work', '/inbox/site/articles', '/inbox/site/revisions']) {
      const response = await suite.owner().get(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location')).toBe('/inbox/login');
    }
    const sample = readRows<{ id: string }>(suite.inbox.db, `SELECT id FROM site_drafts WHERE kind = 'review' LIMIT 1`)[0]!.id;
    for (const path of ['/inbox/site/business', '/inbox/site/reviews', `/inbox/site/reviews/${sample}`, `/inbox/site/reviews/${sample}/delete`, '/inbox/site/publish', '/inbox/site/revisions/1/restore']) {
      const response = await suite.owner().post(path, { ...businessFields(), version: '1' });
      expect(response.status, path).toBe(401);
    }
    // A session cookie that was never issued is no session either.
    const forged = await suite.owner().post('/inbox/site/business', { ...businessFields(), version: '1' }, { Cookie: '__Secure-inbox.session_token=forged.value' });
    expect(forged.status).toBe(401);
    expect(siteRows(suite.inbox.db)).toEqual(before);
  });

  it("answers an address that names no list or article with the inbox's own 404 page, and asks a visitor without a session to sign in first", async () => {
    for (const path of ['/inbox/site/nope', '/inbox/site/..%2Fsecurity', '/inbox/site/articles/new?repo=no-such-article']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('<h1>Page not found</h1>');
      expect(html, path).toContain('href="/inbox"');
      expect(html, path).toContain('Signed in as');
      const anonymous = await suite.owner().get(path);
      expect(anonymous.status, path).toBe(303);
      expect(anonymous.headers.get('location')).toBe('/inbox/login');
    }
  });

  it('refuses a cross-site post with 403 even with the owner session, and changes nothing', async () => {
    const before = siteRows(suite.inbox.db);
    const attacks: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: suite.inbox.origin, 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of attacks) {
      for (const path of ['/inbox/site/business', '/inbox/site/reviews', '/inbox/site/publish']) {
        const response = await suite.post(path, { ...businessFields({ name: 'Hijacked' }), version: String(businessVersion()) }, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect(siteRows(suite.inbox.db)).toEqual(before);
  });

  it('shows the Site tab with its pages and a Publish button on each', async () => {
    const overview = await page('/inbox/site');
    expect(overview.status).toBe(200);
    expect(overview.html).toContain('>Site</a>');
    for (const path of ['/inbox/site/business', '/inbox/site/reviews', '/inbox/site/work', '/inbox/site/articles', '/inbox/site/revisions']) {
      expect(overview.html).toContain(`href="${path}"`);
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toMatch(/<button[^>]*>Publish<\/button>/);
    }
    expect(overview.html).toContain('Finish setting up your site');
    // npm start says so too, in one line of its log.
    expect(suite.inbox.server.stdout().match(/Finish setting up your site/g)).toHaveLength(1);
    expect(overview.html).toContain('href="/inbox/site/business#phone"');
  });

  it('refuses an empty business name and a phone that is not a phone, saying why, and saves nothing', async () => {
    const before = siteRows(suite.inbox.db);
    const version = String(businessVersion());
    const empty = await suite.post('/inbox/site/business', { ...businessFields({ name: '   ' }), version });
    expect(empty.status).toBe(422);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain('Enter the business name.');
    const notPhone = await suite.post('/inbox/site/business', { ...businessFields({ phone: 'call me maybe', email: 'new@owner.test' }), version });
    expect(notPhone.status).toBe(422);
    const html = await notPhone.text();
    expect(html).toContain('&quot;call me maybe&quot; is not a phone number');
    // The form comes back with what was typed, so nothing typed is lost.
    expect(html).toContain('value="new@owner.test"');
    const hours = await suite.post('/inbox/site/business', { ...businessFields({ 'opens-Monday': '18:00', 'closes-Monday': '07:00' }), version });
    expect(hours.status).toBe(422);
    expect(await hours.text()).toContain('Monday: the opening time (18:00) must be before the closing time (07:00).');
    const zip = await suite.post('/inbox/site/business', { ...businessFields({ postalCode: '2820', ratingProfileUrl: 'javascript:alert(1)' }), version });
    expect(zip.status).toBe(422);
    const zipHtml = await zip.text();
    expect(zipHtml).toContain('Enter the 5-digit ZIP code');
    expect(zipHtml).toContain('Enter a full https:// address');
    expect(siteRows(suite.inbox.db)).toEqual(before);
  });

  it('saves valid facts with the phone in E.164 and its display form', async () => {
    const response = await suite.post('/inbox/site/business', { ...businessFields({ phone: '980.555.7788' }), version: String(businessVersion()) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/inbox/site/business?saved=1#saved');
    const stored = JSON.parse(readRows<{ data: string }>(suite.inbox.db, `SELECT data FROM site_drafts WHERE kind = 'business'`)[0]!.data);
    expect(stored.phone).toEqual({ display: '(980) 555-7788', e164: '+19805557788' });
    expect(stored.hours[6]).toEqual({ day: 'Sunday', opens: '', closes: '', note: 'By appointment in Gastonia' });
    const { html } = await page('/inbox/site/business?saved=1');
    expect(html).toContain('Saved. Press Publish');
    expect(html).toContain('value="(980) 555-7788"');
  });

  it('tells the second of two owners saving the same version that it changed meanwhile, and keeps the first save', async () => {
    const partner = sessionCookie(await client(suite.inbox.origin, '203.0.113.78').signIn('partner@example.com', ownerPassword))!;
    const version = String(businessVersion());
    const first = await suite.post('/inbox/site/business', { ...businessFields({ name: 'First Save Concrete' }), version });
    expect(first.status).toBe(303);
    const second = await client(suite.inbox.origin, '203.0.113.78').post('/inbox/site/business', { ...businessFields({ name: 'Second Save Concrete' }), version }, { Cookie: partner });
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain('Not saved: this changed while you were editing');
    expect(html).toContain('owner@example.com saved it');
    // The partner's words are still in the form, carrying the new version: a second press saves them knowingly.
    expect(html).toContain('value="Second Save Concrete"');
    expect(html).toContain(`name="version" value="${Number(version) + 1}"`);
    const stored = JSON.parse(readRows<{ data: string }>(suite.inbox.db, `SELECT data FROM site_drafts WHERE kind = 'business'`)[0]!.data);
    expect(stored.name).toBe('First Save Concrete');
  });

  it('refuses a review rated 0, 6 or "five", and one without text, and stores none of them', async () => {
    const before = siteRows(suite.inbox.db);
    const review = { name: 'Pat Q.', town: 'Concord, NC', rating: '5', date: '2025-06-01', text: 'They lifted our garage slab in a morning and cleaned up after.', source: 'Google', url: '', version: '0' };
    for (const rating of ['0', '6', 'five', '4.5']) {
      const response = await suite.post('/inbox/site/reviews', { ...review, rating });
      expect(response.status, rating).toBe(422);
      expect(await response.text(), rating).toContain('The rating is a whole number from 1 to 5.');
    }
    const short = await suite.post('/inbox/site/reviews', { ...review, text: 'Great' });
    expect(short.status).toBe(422);
    expect(await short.text()).toContain('The review needs at least 20 characters.');
    const future = await suite.post('/inbox/site/reviews', { ...review, date: '2999-01-01' });
    expect(future.status).toBe(422);
    expect(siteRows(suite.inbox.db)).toEqual(before);
  });

  it('adds, edits, hides, moves and deletes a review', async () => {
    const added = await suite.post('/inbox/site/reviews', { name: 'Lee W.', town: 'Pineville, NC', rating: '4', date: '2025-05-20', text: 'Fair price for the sidewalk trip hazard, done before the tenants woke up.', source: 'Facebook', url: '', version: '0' });
    expect(added.status).toBe(303);
    const id = /[?&]item=([a-z0-9]+)/.exec(added.headers.get('location') ?? '')![1]!;
    const list = () => readRows<{ id: string; data: string; version: number; position: number }>(suite.inbox.db, `SELECT id, data, version, position FROM site_drafts WHERE kind = 'review' ORDER BY position`);
    expect(list()[0]!.id).toBe(id);
    // The list lands on its confirmation, in view with focus, and writes the review's date in words.
    const page = await (await suite.owner().get(added.headers.get('location')!, suite.cookie)).text();
    expect(page).toMatch(/<p id="saved" role="status" tabindex="-1" autofocus=""[^>]*>Review added\. /);
    expect(page).toContain('<time dateTime="2025-05-20">May 20, 2025</time>');
    const edited = await suite.post(`/inbox/site/reviews/${id}`, { name: 'Lee W.', town: 'Pineville, NC', rating: '5', date: '2025-05-20', text: 'Fair price for the sidewalk trip hazard, done before the tenants woke up.', source: 'Facebook', url: '', version: '1' });
    expect(edited.status).toBe(303);
    expect(JSON.parse(list()[0]!.data).rating).toBe(5);
    expect((await suite.post(`/inbox/site/reviews/${id}/visibility`, { hidden: 'true', version: '2' })).status).toBe(303);
    expect(JSON.parse(list()[0]!.data).hidden).toBe(true);
    // A move is checked like every other save: a stale version moves nothing.
    const stale = await suite.post(`/inbox/site/reviews/${id}/move`, { direction: 'down', version: '2' });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('Not changed: someone saved this review meanwhile.');
    expect(list()[0]!.id).toBe(id);
    expect((await suite.post(`/inbox/site/reviews/${id}/move`, { direction: 'down', version: '3' })).status).toBe(303);
    expect(list()[1]!.id).toBe(id);
    // A stale version cannot delete what someone changed since.
    expect((await suite.post(`/inbox/site/reviews/${id}/delete`, { version: '3' })).status).toBe(409);
    expect((await suite.post(`/inbox/site/reviews/${id}/delete`, { version: '4' })).status).toBe(303);
    expect(list().some((row) => row.id === id)).toBe(false);
  });

  it('answers path tricks in a review id with 404 and touches nothing', async () => {
    const before = siteRows(suite.inbox.db);
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '%2E%2E', 'ABC%00', 'x'.repeat(80)]) {
      const response = await suite.post(`/inbox/site/reviews/${id}/delete`, { version: '1' });
      expect([404, 405], id).toContain(response.status);
    }
    expect(siteRows(suite.inbox.db)).toEqual(before);
  });
});
