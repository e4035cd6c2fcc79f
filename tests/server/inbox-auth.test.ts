import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { createInboxRoutes, publicRoutes, type InboxDeps } from '../../server/inbox/routes.ts';
import { readRows, validLead } from './helpers.ts';
import { client, inboxSuite, ownerPassword, root, sessionCookie } from './inbox-support.ts';

/**
 * Attacks on the inbox's sign-in and sessions, against the real server process, the real
 * build and a real SQLite file. Each test speaks from its own client address.
 */
describe('inbox sign-in and sessions', () => {
  const suite = inboxSuite(['owner@example.com', 'locked@example.com'], { INBOX_SIGNIN_LIMIT: '6' });
  let address = 0;
  const as = () => client(suite.inbox.origin, `198.51.100.${(address += 1)}`);
  const leadData = [validLead.name, validLead.phone, validLead.email, validLead.address];
  const audit = (email: string) =>
    readRows<{ outcome: string; client_ip: string }>(suite.inbox.db, `SELECT outcome, client_ip FROM auth_audit WHERE email = '${email}' ORDER BY id`);


  /** Every route the inbox router declares, and every inbox page file. */
  function inboxRoutes(): { method: string; path: string }[] {
    const router = createInboxRoutes({ settings: readConfig({}).inbox } as InboxDeps);
    const declared = router.routes
      .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
      .map((route) => ({ method: route.method, path: route.path }));
    const pages = readdirSync(join(root, 'src/pages/inbox'))
      .filter((file) => file.endsWith('.astro'))
      .map((file) => ({ method: 'GET', path: file === 'index.astro' ? '/' : `/${file.replace(/\.astro$/, '')}` }));
    const isPublic = (route: { method: string; path: string }) => (publicRoutes as readonly string[]).includes(`${route.method} ${route.path}`);
    return [...declared, ...pages, { method: 'GET', path: '/leads/1' }, { method: 'GET', path: '/export.csv' }].filter((route) => !isPublic(route));
  }

  it('redirects or refuses every inbox route without a session, and shows no lead data', async () => {
    const routes = inboxRoutes();
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['GET /', 'GET /security', 'POST /sign-out', 'POST /sign-out-everywhere', 'POST /auth/passkey/verify-registration']),
    );
    const who = as();
    for (const route of routes) {
      const path = `/inbox${route.path === '/' ? '' : route.path}`;
      const response = route.method === 'GET' ? await who.get(path, '__Secure-inbox.session_token=forged.value') : await who.post(path);
      const body = await response.text();
      if (route.method === 'GET' && route.path.startsWith('/photos/')) {
        // A photo address says nothing without a session, not even that it is a page to sign in for.
        expect(response.status, path).toBe(404);
        expect(response.headers.get('location'), path).toBeNull();
      } else if (route.method === 'GET') {
        expect(response.status, path).toBe(303);
        expect(response.headers.get('location'), path).toBe('/inbox/login');
      } else {
        expect([401, 403], `${route.method} ${path}`).toContain(response.status);
      }
      for (const value of leadData) expect(body, path).not.toContain(value);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('keeps exactly the declared public routes reachable without a session', async () => {
    const who = as();
    const answers: Record<string, number> = {};
    for (const route of publicRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      const response = method === 'GET' ? await who.get(`/inbox${path}`) : await who.post(`/inbox${path}`);
      answers[route] = response.status;
      expect(await response.text(), route).not.toBe('Sign in first.');
    }
    expect(answers).toEqual({
      'GET /login': 200,
      'POST /login': 400,
      'GET /auth/passkey/generate-authenticate-options': 200,
      'POST /auth/passkey/verify-authentication': 415,
      'GET /sw.js': 200,
      'GET /manifest.webmanifest': 200,
      'GET /icons/:name': 404,
      // With an owner, the setup page only points to sign-in, and a post without a valid link creates nothing.
      'GET /setup': 303,
      'POST /setup': 403,
    });
  });

  it('serves the sign-in page privately, with the site CSP and no inline script allowance', async () => {
    const response = await as().get('/inbox/login');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<label for="email"[^>]*>Email<\/label>/);
    expect(html).toMatch(/<label for="password"[^>]*>Password<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('unsafe-inline\' \'sha');
    expect(csp.split(';').find((part) => part.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    for (const script of html.matchAll(/<script\b([^>]*)>/g)) expect(script[1]).toMatch(/\ssrc="\/_astro\//);
  });

  it('sets a __Secure- session cookie that is HttpOnly, Secure and SameSite=Lax, scoped to /inbox', async () => {
    const response = await as().signIn('owner@example.com', ownerPassword);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/inbox');
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Secure-inbox.session_token='));
    expect(line).toBeDefined();
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\/inbox/);
  });

  it('issues a new session id at sign-in and never adopts one the client brought (fixation)', async () => {
    const who = as();
    const planted = '__Secure-inbox.session_token=attacker-chosen-value.signature';
    const response = await who.signIn('owner@example.com', ownerPassword, { Cookie: planted });
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    expect(cookie).not.toBe(planted);
    expect((await who.get('/inbox', planted)).status).toBe(303);
    const second = sessionCookie(await who.signIn('owner@example.com', ownerPassword, { Cookie: cookie! }));
    expect(second).not.toBe(cookie);
  });

  it('shows the list once signed in, and a signed-out cookie no longer works', async () => {
    const who = as();
    const cookie = sessionCookie(await who.signIn('owner@example.com', ownerPassword))!;
    const list = await who.get('/inbox', cookie);
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain(validLead.name);
    expect(html).toContain('owner@example.com');
    const out = await who.post('/inbox/sign-out', {}, { Cookie: cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/inbox/login');
    const again = await who.get('/inbox', cookie);
    expect(again.status).toBe(303);
    expect(await again.text()).not.toContain(validLead.name);
  });

  it('ends every session of the owner with "Sign out everywhere"', async () => {
    const phone = as();
    const laptop = as();
    const phoneCookie = sessionCookie(await phone.signIn('owner@example.com', ownerPassword))!;
    const laptopCookie = sessionCookie(await laptop.signIn('owner@example.com', ownerPassword))!;
    expect((await laptop.get('/inbox', laptopCookie)).status).toBe(200);
    expect((await phone.post('/inbox/sign-out-everywhere', {}, { Cookie: phoneCookie })).status).toBe(303);
    expect((await laptop.get('/inbox', laptopCookie)).status).toBe(303);
    expect((await phone.get('/inbox', phoneCookie)).status).toBe(303);
  });

  it('refuses cross-site POSTs to sign-out and passkey registration with 403, changing nothing', async () => {
    const who = as();
    const cookie = sessionCookie(await who.signIn('owner@example.com', ownerPassword))!;
    const attacks: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: suite.inbox.origin, 'Sec-Fetch-Site': 'cross-site' },
      { Origin: suite.inbox.origin, 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'null' },
    ];
    for (const headers of attacks) {
      for (const path of ['/inbox/sign-out', '/inbox/sign-out-everywhere', '/inbox/auth/passkey/verify-registration', '/inbox/passkeys/remove']) {
        const response = await who.post(path, { id: 'x' }, { Cookie: cookie, ...headers });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    const withoutOrigin = await fetch(`${suite.inbox.origin}/inbox/sign-out`, { method: 'POST', redirect: 'manual', headers: { Cookie: cookie } });
    expect(withoutOrigin.status).toBe(403);
    expect((await who.get('/inbox', cookie)).status).toBe(200);
    expect(readRows(suite.inbox.db, 'SELECT * FROM passkey')).toHaveLength(0);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const wrong = await as().signIn('owner@example.com', 'not the password at all');
    const unknown = await as().signIn('nobody@example.com', 'not the password at all');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.headers.get('location')).toBe(wrong.headers.get('location'));
    expect(await unknown.text()).toBe(await wrong.text());
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it('slows repeated failures down, then locks the account after 5, answering like a wrong password even for the right one, and audits it', async () => {
    const email = 'locked@example.com';
    const wrong = await as().signIn(email, 'guess number one');
    const took: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const started = performance.now();
      await as().signIn(email, `guess number ${i + 2}`);
      took.push(performance.now() - started);
    }
    // Failures 2, 3 and 4 are held 250, 500 and 1,000 ms; the 5th locks and answers at once.
    expect(took[0]).toBeGreaterThanOrEqual(250);
    expect(took[1]).toBeGreaterThanOrEqual(500);
    expect(took[2]).toBeGreaterThanOrEqual(1000);
    const right = await as().signIn(email, ownerPassword);
    expect(right.status).toBe(wrong.status);
    expect(right.headers.get('location')).toBe(wrong.headers.get('location'));
    expect(sessionCookie(right)).toBeUndefined();
    const outcomes = audit(email).map((row) => row.outcome);
    expect(outcomes.filter((outcome) => outcome === 'wrong e-mail or password')).toHaveLength(5);
    expect(outcomes).toContain('account locked');
    expect(outcomes.at(-1)).toBe('refused: account locked');
  });

  it('throttles one address across accounts with Better Auth rate limiting stored in SQLite', async () => {
    const who = as();
    const locations: string[] = [];
    for (let i = 0; i < 7; i += 1) locations.push((await who.signIn(`spray${i}@example.com`, 'spray attempt password')).headers.get('location')!);
    expect(locations.slice(0, 6).every((location) => location === '/inbox/login?error=credentials')).toBe(true);
    expect(locations[6]).toBe('/inbox/login?error=throttled');
    expect(readRows(suite.inbox.db, `SELECT * FROM rateLimit WHERE key LIKE '198.51.100.${address}%'`)).toHaveLength(1);
    expect(audit('spray6@example.com').map((row) => row.outcome)).toEqual(['refused: too many attempts from this address']);
  });

  it('records every sign-in with the time, e-mail as typed, outcome and client address', async () => {
    const who = as();
    await who.signIn('Owner@Example.com', ownerPassword);
    const rows = readRows<{ at: string; email: string; outcome: string; client_ip: string }>(
      suite.inbox.db,
      `SELECT * FROM auth_audit WHERE email = 'Owner@Example.com'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: 'signed in', client_ip: `198.51.100.${address}` });
    expect(Date.now() - Date.parse(rows[0]!.at)).toBeLessThan(60_000);
  });

  it('ends a session 30 days after sign-in however recently it was used, and deletes it', async () => {
    const who = as();
    const cookie = sessionCookie(await who.signIn('owner@example.com', ownerPassword))!;
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const db = new Database(suite.inbox.db);
    db.prepare(`UPDATE session SET createdAt = ? WHERE token = ?`).run(new Date(Date.now() - 31 * 86_400_000).toISOString(), token);
    db.close();
    expect((await who.get('/inbox', cookie)).status).toBe(303);
    expect(readRows(suite.inbox.db, `SELECT * FROM session WHERE token = '${token}'`)).toHaveLength(0);
  });

  it('answers malformed, empty and oversized sign-in posts with a clear 4xx', async () => {
    const who = as();
    const missing = await who.post('/inbox/login', { email: 'owner@example.com' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toMatch(/e-mail address and password/);
    const json = await fetch(`${suite.inbox.origin}/inbox/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: suite.inbox.origin, 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(json.status).toBe(400);
    const huge = await who.post('/inbox/login', { email: 'owner@example.com', password: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    const wrongMethod = await fetch(`${suite.inbox.origin}/inbox/login`, { method: 'PUT', redirect: 'manual', headers: { Origin: suite.inbox.origin } });
    expect(wrongMethod.status).toBeGreaterThanOrEqual(400);
    expect(wrongMethod.status).toBeLessThan(500);
  });
});
