import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { setupLinks } from '../../server/auth/setup-link.ts';
import { client, ownerCli, ownerPassword, sessionCookie, startInboxServer, type InboxServer } from './inbox-support.ts';
import { waitFor } from './helpers.ts';

const tokenIn = (log: string, origin: string): string | undefined =>
  [...log.matchAll(new RegExp(`${origin.replace(/[.:/]/g, '\\$&')}/inbox/setup\\?token=([A-Za-z0-9_-]+)`, 'g'))].at(-1)?.[1];

const owners = (db: string) => {
  const handle = new Database(db, { readonly: true });
  try {
    return handle.prepare('SELECT email FROM user').pluck().all() as string[];
  } finally {
    handle.close();
  }
};

/**
 * The first owner account is made in the browser with a link only the server's log shows.
 * Anyone else who finds the page (a scanner, a neighbor on the network) gets nothing.
 */
describe('the one-time setup link', () => {
  let inbox: InboxServer;
  let token: string;
  const env = { INBOX_SIGNIN_LIMIT: '5' };

  beforeAll(async () => {
    inbox = await startInboxServer([], env);
    token = await waitFor(() => tokenIn(inbox.server.stdout(), inbox.origin), 5000, 'the setup link in the log');
  });
  afterAll(() => inbox.remove());

  it('logs one link on SITE_URL with 128 random bits, and stores only a hash of it', () => {
    const lines = inbox.server.stdout().split('\n').filter((line) => line.includes('/inbox/setup?token='));
    expect(lines).toHaveLength(1);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    const db = new Database(inbox.db, { readonly: true });
    const stored = db.prepare(`SELECT value FROM auth_settings WHERE name = 'setup_token'`).pluck().get() as string;
    db.close();
    expect(stored).not.toContain(token);
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('explains where the link is on /inbox/login and /inbox/setup, and shows no form without it', async () => {
    const browser = client(inbox.origin, '203.0.113.10');
    for (const path of ['/inbox/login', '/inbox/setup']) {
      const page = await browser.get(path);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('docker compose logs app');
      expect(html).toContain('/inbox/setup?token=');
      expect(html).not.toContain('<form');
    }
    const forged = await browser.get(`/inbox/setup?token=${'A'.repeat(22)}`);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('This setup link does not work');
  });

  it('shows the form for the valid link: Email, Password, Create account', async () => {
    const page = await client(inbox.origin, '203.0.113.11').get(`/inbox/setup?token=${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<label[^>]*for="email"[^>]*>Email<\/label>/);
    expect(html).toMatch(/<label[^>]*for="password"[^>]*>Password/);
    expect(html).toContain('Create account');
    expect(html).toContain(`value="${token}"`);
  });

  it('refuses a cross-site or forged post, and a weak password, creating nothing', async () => {
    const browser = client(inbox.origin, '203.0.113.12');
    const form = { token, email: 'owner@example.com', password: ownerPassword };
    const otherSite = await browser.post('/inbox/setup', form, { Origin: 'https://evil.example' });
    expect(otherSite.status).toBe(403);
    const crossSite = await browser.post('/inbox/setup', form, { 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const forged = await browser.post('/inbox/setup', { ...form, token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` });
    expect(forged.status).toBe(403);
    const weak = await browser.post('/inbox/setup', { ...form, password: 'password1234' });
    expect(weak.status).toBe(422);
    expect(await weak.text()).toContain('too common or too easy to guess');
    expect(owners(inbox.db)).toEqual([]);
  });

  it('throttles attempts from one address like sign-in (INBOX_SIGNIN_LIMIT per 15 minutes)', async () => {
    const browser = client(inbox.origin, '203.0.113.13');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await browser.post('/inbox/setup', { token: 'A'.repeat(22), email: 'x@example.com', password: ownerPassword })).status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    // Even the right link is refused from that address now; nothing is created.
    const blocked = await browser.post('/inbox/setup', { token, email: 'owner@example.com', password: ownerPassword });
    expect(blocked.status).toBe(429);
    expect(owners(inbox.db)).toEqual([]);
  });

  it('creates the owner once, signs in, lands on the welcome page; the link is dead afterwards', async () => {
    const browser = client(inbox.origin, '203.0.113.14');
    const created = await browser.post('/inbox/setup', { token, email: ' Owner@Example.com ', password: ownerPassword });
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/inbox/welcome');
    const cookie = sessionCookie(created);
    expect(cookie).toBeDefined();
    expect(owners(inbox.db)).toEqual(['owner@example.com']);

    const welcome = await browser.get('/inbox/welcome', cookie);
    expect(welcome.status).toBe(200);
    const html = await welcome.text();
    expect(html).toContain('Add a passkey');
    expect(html).toContain('Finish setting up your site');
    // Phone alerts come first: they are what gets a request answered while the customer still decides.
    expect(html).toContain('Alert me on this phone');
    expect(html.indexOf('1. Get new requests on your phone')).toBeGreaterThan(0);
    expect(html.indexOf('1. Get new requests on your phone')).toBeLessThan(html.indexOf('Add a passkey'));

    const reused = await client(inbox.origin, '203.0.113.15').post('/inbox/setup', { token, email: 'second@example.com', password: ownerPassword });
    expect(reused.status).toBe(403);
    const page = await client(inbox.origin, '203.0.113.15').get(`/inbox/setup?token=${token}`);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/inbox/login');
    expect(owners(inbox.db)).toEqual(['owner@example.com']);
    // The sign-in page is the usual one again.
    expect(await (await client(inbox.origin, '203.0.113.15').get('/inbox/login')).text()).toContain('action="/inbox/login"');
  });
});

describe('the setup link across starts', () => {
  let inbox: InboxServer;
  let restarted: StartedServer | undefined;
  afterAll(async () => {
    await restarted?.stop();
    await inbox.remove();
  });

  it('is fresh at each start, dies after 24 hours, and dies when an owner is added with npm run owner', async () => {
    inbox = await startInboxServer([]);
    const first = await waitFor(() => tokenIn(inbox.server.stdout(), inbox.origin), 5000, 'the first link');
    const port = Number(new URL(inbox.origin).port);
    await inbox.server.stop();
    restarted = await startServer({ LEADS_DB: inbox.db, SITE_URL: inbox.origin, TRUST_PROXY: '1', SMTP_URL: '', LEADS_WEBHOOK_URL: '' }, port);
    const second = await waitFor(() => tokenIn(restarted!.stdout(), inbox.origin), 5000, 'the second link');
    expect(second).not.toBe(first);
    const browser = client(inbox.origin, '198.51.100.1');
    expect((await browser.get(`/inbox/setup?token=${first}`)).status).toBe(403);
    expect((await browser.get(`/inbox/setup?token=${second}`)).status).toBe(200);

    // A link issued 24 hours and a moment ago, as the server would have: expired.
    const db = new Database(inbox.db);
    const old = setupLinks(db).issue(Date.now() - 24 * 60 * 60 * 1000 - 1000)!;
    db.close();
    expect((await browser.post('/inbox/setup', { token: old, email: 'owner@example.com', password: ownerPassword })).status).toBe(403);

    const fresh = (() => {
      const handle = new Database(inbox.db);
      try {
        return setupLinks(handle).issue()!;
      } finally {
        handle.close();
      }
    })();
    expect((await browser.get(`/inbox/setup?token=${fresh}`)).status).toBe(200);
    const added = await ownerCli(inbox.db, ['add', 'cli@example.com'], `${ownerPassword}\n`);
    expect(added.code).toBe(0);
    expect((await browser.post('/inbox/setup', { token: fresh, email: 'owner@example.com', password: ownerPassword })).status).toBe(403);
    expect(owners(inbox.db)).toEqual(['cli@example.com']);

    // With an owner, a start prints no link.
    await restarted.stop();
    restarted = await startServer({ LEADS_DB: inbox.db, SITE_URL: inbox.origin, TRUST_PROXY: '1', SMTP_URL: '', LEADS_WEBHOOK_URL: '' }, port);
    await waitFor(() => restarted!.stdout().includes('serving'), 5000, 'the start line');
    expect(restarted.stdout()).not.toContain('/inbox/setup?token=');
  });
});
