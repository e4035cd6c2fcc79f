import { request as httpRequest } from 'node:http';
import Database from 'better-sqlite3';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, readRows, startSmtp, validLead, waitFor, type ReceivedMail } from './helpers.ts';
import { client, ownerPassword, sessionCookie, startInboxServer, type InboxServer } from './inbox-support.ts';
import { faviconHref } from '../../src/lib/favicon.ts';

/**
 * A request's page and the forms on it, against the real server process, the real build and
 * a real SQLite file; SMTP is a real local server, so the customer's confirmation goes out.
 */
describe('a request page in the inbox', () => {
  let inbox: InboxServer;
  let smtp: SMTPServer;
  const mail: ReceivedMail[] = [];
  let address = 0;
  let cookie: string;
  const as = () => client(inbox.origin, `203.0.113.${(address += 1)}`);
  const owner = () => client(inbox.origin, '203.0.113.250');
  const page = async (path: string) => {
    const response = await owner().get(path, cookie);
    return { status: response.status, html: await response.text() };
  };
  const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) => owner().post(path, body, { Cookie: cookie, ...headers });

  /** Everything a form could change, to prove a refused request changed nothing. */
  const snapshot = () =>
    JSON.stringify([
      readRows(inbox.db, 'SELECT id, status, estimate_at, opened_at FROM leads ORDER BY id'),
      readRows(inbox.db, 'SELECT * FROM lead_notes ORDER BY id'),
      readRows(inbox.db, 'SELECT * FROM lead_events ORDER BY id'),
      readRows(inbox.db, 'SELECT * FROM visits ORDER BY id'),
    ]);

  /** Stores a lead straight into the database, as a form that validated less might have. */
  function insertLead(fields: Record<'name' | 'phone' | 'email' | 'address' | 'service' | 'message', string>): number {
    const db = new Database(inbox.db);
    try {
      const info = db
        .prepare(`INSERT INTO leads (received_at, name, phone, email, address, service, message) VALUES (?, ?, ?, ?, ?, ?, ?)`)
        .run(new Date().toISOString(), fields.name, fields.phone, fields.email, fields.address, fields.service, fields.message);
      return Number(info.lastInsertRowid);
    } finally {
      db.close();
    }
  }

  beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, mail);
    inbox = await startInboxServer(['owner@example.com'], { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_EMAIL_FROM: 'Charlotte Concrete Repair <site@example.com>' });
    cookie = sessionCookie(await owner().signIn('owner@example.com', ownerPassword))!;
    expect(cookie).toBeDefined();
  });
  afterAll(async () => {
    await inbox?.remove();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('records the first opening once, with its time and the owner, in opened_at and the history', async () => {
    expect(readRows(inbox.db, 'SELECT opened_at FROM leads WHERE id = 1')).toEqual([{ opened_at: null }]);
    expect((await page('/inbox/leads/1')).status).toBe(200);
    const [first] = readRows<{ opened_at: string }>(inbox.db, 'SELECT opened_at FROM leads WHERE id = 1');
    expect(Date.now() - Date.parse(first!.opened_at)).toBeLessThan(60_000);
    await page('/inbox/leads/1');
    expect(readRows(inbox.db, 'SELECT opened_at FROM leads WHERE id = 1')).toEqual([first]);
    expect(readRows(inbox.db, `SELECT at, actor, kind, detail FROM lead_events WHERE lead_id = 1`)).toEqual([
      { at: first!.opened_at, actor: 'owner@example.com', kind: 'opened', detail: '{}' },
    ]);
  });

  it('shows every field, the reference, the received time in Charlotte, and safe one-tap contact links', async () => {
    const { status, html } = await page('/inbox/leads/1');
    expect(status).toBe(200);
    for (const value of [validLead.name, validLead.phone, validLead.email, validLead.address, validLead.message, 'Concrete Leveling', '#1']) {
      expect(html).toContain(value);
    }
    const [{ received_at }] = readRows<{ received_at: string }>(inbox.db, 'SELECT received_at FROM leads WHERE id = 1') as [{ received_at: string }];
    const charlotte = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' });
    expect(html).toContain(charlotte.format(new Date(received_at)));
    expect(html).toContain('href="tel:+17045550188"');
    expect(html).toContain('href="sms:+17045550188"');
    expect(html).toContain('href="mailto:dana@example.com?subject=Your%20concrete%20repair%20quote%20request%20%231"');
    expect(html).toContain(`href="https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent(validLead.address)}"`);
    expect(html).toMatch(/<label for="status"[^>]*>Status<\/label>/);
    expect(html).toMatch(/<label for="note"[^>]*>Note<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Add note<\/button>/);
  });

  it('e-mails the customer a confirmation and shows its delivery on the page', async () => {
    const confirmation = await waitFor(() => mail.find((m) => m.to.includes(validLead.email)), 10_000, 'the confirmation');
    expect(confirmation.raw).toMatch(/^Subject: We received your quote request #1/m);
    await waitFor(() => readRows<{ status: string }>(inbox.db, `SELECT status FROM outbox WHERE channel = 'confirmation'`)[0]?.status === 'sent', 5000, 'sent');
    const { html } = await page('/inbox/leads/1');
    expect(html).toContain('Confirmation e-mail to the customer');
    expect(html).toMatch(/Sent [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  it('shows a retrying job with its attempts and next try, and a failed one with its error', async () => {
    const db = new Database(inbox.db);
    const later = Date.now() + 3_600_000;
    db.prepare(`INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, last_error) VALUES (1, 'webhook', 'pending', 2, ?, 'webhook answered 503')`).run(later);
    db.prepare(`INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, last_error) VALUES (1, 'email', 'failed', 12, ?, ?)`).run(later, 'connect ECONNREFUSED 127.0.0.1:25\nstack line');
    db.close();
    const { html } = await page('/inbox/leads/1');
    expect(html).toMatch(/Retrying: attempt 2 failed \(webhook answered 503\); next try [A-Z][a-z]{2} \d/);
    expect(html).toContain('Failed after 12 attempts: connect ECONNREFUSED 127.0.0.1:25');
    expect(html).not.toContain('stack line');
  });

  it('changes the status, sets the estimate visit in Charlotte time as a visit the status follows, with each change in the history', async () => {
    const contacted = await post('/inbox/leads/1/status', { status: 'Contacted' });
    expect(contacted.status).toBe(303);
    expect(contacted.headers.get('location')).toBe('/inbox/leads/1?saved=status#saved');
    // "Estimate scheduled" follows a visit: it is not picked by hand.
    expect((await post('/inbox/leads/1/status', { status: 'Estimate scheduled' })).status).toBe(400);
    const scheduled = await post('/inbox/leads/1/visit', { when: '2027-05-14T09:30' });
    expect(scheduled.status).toBe(303);
    expect(readRows(inbox.db, 'SELECT status, estimate_at FROM leads WHERE id = 1')).toEqual([{ status: 'Estimate scheduled', estimate_at: '2027-05-14T13:30:00.000Z' }]);
    expect(readRows(inbox.db, 'SELECT day, start_min, end_min, status FROM visits WHERE lead_id = 1')).toEqual([
      { day: '2027-05-14', start_min: 570, end_min: 690, status: 'booked' },
    ]);

    const { html } = await page('/inbox/leads/1?saved=status');
    expect(html).toContain('Status saved.');
    expect(html).toContain('Estimate visit booked: Fri May 14, 9:30–11:30 AM');
    expect(html).toContain('Status changed from Contacted to Estimate scheduled');
    expect(html).toContain('Status changed from New to Contacted');
    expect(html).toMatch(/<option value="Estimate scheduled" selected="">/);
    expect(html).toContain('Move the estimate visit to');

    // Another status while the visit is booked is refused; cancelling the visit brings back the status before.
    expect((await post('/inbox/leads/1/status', { status: 'Quoted' })).status).toBe(409);
    const visitId = readRows<{ id: number }>(inbox.db, 'SELECT id FROM visits WHERE lead_id = 1')[0]!.id;
    expect((await post(`/inbox/schedule/visits/${visitId}/cancel`, { reason: 'Customer asked' })).status).toBe(303);
    expect((await post('/inbox/leads/1/status', { status: 'Quoted' })).status).toBe(303);
    const events = readRows<{ kind: string; detail: string; actor: string }>(inbox.db, `SELECT kind, detail, actor FROM lead_events WHERE lead_id = 1 AND kind != 'opened' ORDER BY id`);
    expect(events.map((event) => [event.kind, JSON.parse(event.detail)])).toEqual([
      ['status', { from: 'New', to: 'Contacted' }],
      ['visit', { action: 'booked', window: 'Fri May 14, 9:30–11:30 AM' }],
      ['status', { from: 'Contacted', to: 'Estimate scheduled' }],
      ['visit', { action: 'cancelled', window: 'Fri May 14, 9:30–11:30 AM', reason: 'Customer asked' }],
      ['status', { from: 'Estimate scheduled', to: 'Contacted' }],
      ['status', { from: 'Contacted', to: 'Quoted' }],
    ]);
    expect(new Set(events.map((event) => event.actor))).toEqual(new Set(['owner@example.com']));
  });

  it('adds notes with their time and author, and refuses empty, blank and over-long ones', async () => {
    const before = snapshot();
    for (const note of ['', '   \r\n  ', 'x'.repeat(5001)]) {
      const response = await post('/inbox/leads/1/notes', { note });
      expect(response.status, JSON.stringify(note.slice(0, 10))).toBe(400);
      expect(await response.text()).toMatch(/note/i);
    }
    expect((await post('/inbox/leads/1/notes', {})).status).toBe(400);
    expect(snapshot()).toBe(before);

    const added = await post('/inbox/leads/1/notes', { note: 'Called, left a voicemail.\r\nTry again after 5.' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/inbox/leads/1?saved=note#saved');
    // The longest note, in a script whose characters take several bytes each, still fits.
    expect((await post('/inbox/leads/1/notes', { note: 'é'.repeat(5000) })).status).toBe(303);
    const notes = readRows<{ author: string; body: string; at: string }>(inbox.db, 'SELECT author, body, at FROM lead_notes WHERE lead_id = 1 ORDER BY id');
    expect(notes.map((note) => [note.author, note.body.length])).toEqual([
      ['owner@example.com', 'Called, left a voicemail.\nTry again after 5.'.length],
      ['owner@example.com', 5000],
    ]);
    const { html } = await page('/inbox/leads/1?saved=note');
    expect(html).toContain('Note added.');
    expect(html).toContain('Called, left a voicemail.\nTry again after 5.');
    expect(readRows(inbox.db, `SELECT kind FROM lead_events WHERE lead_id = 1 AND kind = 'note'`)).toHaveLength(2);
  });

  it('answers bad request addresses with a clear 404, never a 500', async () => {
    for (const id of ['abc', '0', '-1', '99999999999999999999', '1.5', '..%2f..%2fetc%2fpasswd', '999999', '1e3', '01', '%00']) {
      const { status, html } = await page(`/inbox/leads/${id}`);
      expect(status, id).toBe(404);
      expect(html, id).toContain('Request not found');
      expect(html, id).not.toContain(validLead.name);
    }
  });

  it('never lets a dot-dot segment reach another file or id, even sent raw', async () => {
    for (const path of ['/inbox/leads/%2e%2e', '/inbox/leads/..', '/inbox/leads/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/inbox/leads/1/..%2f2']) {
      const status = await new Promise<number>((resolve, reject) => {
        const url = new URL(inbox.server.url);
        httpRequest({ host: url.hostname, port: url.port, path, headers: { Cookie: cookie, 'X-Forwarded-For': '203.0.113.250' } }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => {
            expect(body, path).not.toContain('root:');
            resolve(response.statusCode ?? 0);
          });
        })
          .on('error', reject)
          .end();
      });
      expect(status, path).toBe(404);
    }
  });

  it('answers bad form posts with 400 or 404 and changes nothing', async () => {
    const before = snapshot();
    const bad: [string, Record<string, string>, number][] = [
      ['/inbox/leads/1/status', { status: 'Hacked', estimate_at: '' }, 400],
      ['/inbox/leads/1/status', { status: 'new', estimate_at: '' }, 400],
      ['/inbox/leads/1/status', { estimate_at: '' }, 400],
      ['/inbox/leads/1/visit', { when: 'tomorrow at 9' }, 400],
      ['/inbox/leads/1/visit', { when: '2026-02-30T10:00' }, 400],
      ['/inbox/leads/1/visit', { when: '2026-05-14T25:00' }, 400],
      ['/inbox/leads/1/visit', { when: '2020-05-14T10:00' }, 409],
      ['/inbox/leads/999999/visit', { when: '2027-05-14T10:00' }, 404],
      ['/inbox/leads/999999/status', { status: 'Won', estimate_at: '' }, 404],
      ['/inbox/leads/abc/status', { status: 'Won', estimate_at: '' }, 404],
      ['/inbox/leads/99999999999999999999/notes', { note: 'x' }, 404],
      ['/inbox/leads/0/notes', { note: 'x' }, 404],
    ];
    for (const [path, body, expected] of bad) {
      const response = await post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(expected);
    }
    // Each refusal says what to fix, in the words of the form's schema.
    expect(await (await post('/inbox/leads/1/status', { status: 'Hacked' })).text()).toMatch(/^Choose one of the statuses: New, Contacted, /);
    expect(await (await post('/inbox/leads/1/visit', { when: 'tomorrow at 9' })).text()).toMatch(/^The estimate visit is not a valid date and time\./);
    expect(await (await post('/inbox/leads/1/notes', { note: ' ' })).text()).toMatch(/^The note is empty\./);
    expect(await (await post('/inbox/leads/1/notes', { note: 'x'.repeat(5001) })).text()).toMatch(/^A note can be at most 5,000 characters; this one has 5,001\./);
    const garbled = await post('/inbox/leads/1/notes', { note: 'x' }, { 'Content-Type': 'multipart/form-data; boundary=nothing-here' });
    expect([garbled.status, await garbled.text()]).toEqual([400, 'The form could not be read. Go back and send it again.']);
    const json = await post('/inbox/leads/1/status', {}, { 'Content-Type': 'application/json' });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    expect(snapshot()).toBe(before);
  });

  it('refuses cross-site posts to the status and note forms with 403, changing nothing', async () => {
    const before = snapshot();
    const attacks: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: inbox.origin, 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'null' },
    ];
    for (const headers of attacks) {
      expect((await post('/inbox/leads/1/status', { status: 'Spam', estimate_at: '' }, headers)).status).toBe(403);
      expect((await post('/inbox/leads/1/notes', { note: 'forged' }, headers)).status).toBe(403);
    }
    const noOrigin = await fetch(`${inbox.origin}/inbox/leads/1/notes`, { method: 'POST', redirect: 'manual', headers: { Cookie: cookie }, body: new URLSearchParams({ note: 'forged' }) });
    expect(noOrigin.status).toBe(403);
    const signedOut = await as().post('/inbox/leads/1/status', { status: 'Spam', estimate_at: '' });
    expect(signedOut.status).toBe(401);
    expect(snapshot()).toBe(before);
  });

  it('renders stored script and markup as text, and never makes a javascript: link', async () => {
    const script = '<script>alert(1)</script>';
    const img = '"><img src=x onerror=alert(1)>';
    const id = insertLead({ name: script, phone: img, email: `${img}@example.com`, address: 'javascript:alert(1)', service: script, message: `${script}\n${img}` });
    await post(`/inbox/leads/${id}/notes`, { note: `${script}${img}` });
    const { status, html } = await page(`/inbox/leads/${id}`);
    expect(status).toBe(200);
    expect(html).not.toContain(script);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    // The site icon is the page's one data: URL, and it is a constant of the build.
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href).filter((href) => href !== faviconHref);
    for (const href of hrefs) expect(href).toMatch(/^(\/|#|tel:|sms:|mailto:|https:)/);
    // No call or e-mail link from values that are not a phone number or a plain address.
    expect(html).not.toContain('href="tel:');
    expect(html).not.toContain('href="mailto:');
    expect(html).toContain(`href="https://www.google.com/maps/search/?api=1&amp;query=javascript%3Aalert(1)"`);
  });

  it('shows the page the visitor came from by its name, and a path nothing names as text', async () => {
    const db = new Database(inbox.db);
    const setSource = (source: string) => db.prepare(`UPDATE leads SET source = ? WHERE id = 1`).run(source);
    setSource('/services/leveling?x=<b>');
    expect((await page('/inbox/leads/1')).html).toMatch(/Came from<\/dt><dd[^>]*>Concrete Leveling</);
    setSource('/old-page?x=<b>');
    db.close();
    const { html } = await page('/inbox/leads/1');
    expect(html).toContain('Came from');
    expect(html).toContain('/old-page?x=&lt;b&gt;');
    expect((await page(`/inbox/leads/${insertLead({ ...validLead })}`)).html).toMatch(/Came from.*Not recorded/s);
  });
});
