import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import pino from 'pino';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { bindPublicSite, bindRequestHandling, type AppEnv } from '../../server/public-site.ts';
import { liveSite } from '../../server/static-site.ts';
import { astroPages } from '../../server/inbox/astro.ts';
import { business } from '../../src/config/business.ts';
import { client, ownerPassword, sessionCookie, startInboxServer, type InboxServer } from './inbox-support.ts';

const dist = resolve(import.meta.dirname, '..', '..', 'dist');

/**
 * A failure inside the server must never reach a visitor as a bare line of text, a stack
 * trace or the error's own words: a page in the site's look, status 500, the phone number and
 * a request id that is also in the log. The failure is forced by routes that throw.
 */
describe('the error page', () => {
  const secret = 'SQLITE_CORRUPT at /app/server/leads/db.ts:42 password=hunter2';
  const lines: { reqId?: string; msg?: string; err?: { message?: string } }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const boom = () => {
    throw new Error(secret);
  };
  // The request handling and the public site as server/app.ts binds them, with two routes that throw between them.
  const app = new Hono<AppEnv>();
  const host = {
    http: app,
    site: { live: liveSite(dist) },
    logger,
    facts: () => business,
    health: () => ({ ok: true }) as const,
    backup: { status: () => ({ on: false, lagging: false }) },
    pages: astroPages(dist, []),
  };
  bindRequestHandling(host);
  app.get('/api/boom', boom);
  app.get('/inbox/boom', boom);
  bindPublicSite(host);

  it('is built with the site: noindex and the phone number from the business facts', () => {
    const html = readFileSync(join(dist, '500.html'), 'utf8');
    expect(html).toContain('<title>Unexpected Application Error!');
    expect(html).toContain('noindex');
    expect(html).toContain(business.phone.display);
    // Astro answers a failed inbox page with this file as built: the unfilled reference stays hidden.
    expect(html).toMatch(/<p data-request-id="" hidden="" [^>]*>Reference for this error: <code>REQUEST-ID<\/code><\/p>/);
  });

  it('answers a browser with the styled page, status 500 and the request id, never the error', async () => {
    const response = await app.request('http://localhost/inbox/boom', { headers: { Accept: 'text/html,application/xhtml+xml' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The site's security headers from dist/_headers, as on every page.
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const id = response.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const html = await response.text();
    expect(html).toContain('<h1 class="mt-4">Unexpected Application Error!</h1>');
    expect(html).toContain(business.phone.display);
    expect(html).toMatch(new RegExp(`<p data-request-id="" class="[^"]*">Reference for this error: <code>${id}</code></p>`));
    expect(html).not.toContain('REQUEST-ID');
    expect(html).toContain('</html>');
    expect(html).not.toContain('SQLITE_CORRUPT');
    expect(html).not.toContain('hunter2');
    expect(html).not.toMatch(/\n\s+at /);
    // The log has what the page leaves out, under the same id.
    const logged = lines.find((line) => line.reqId === id && line.err);
    expect(logged?.err?.message).toBe(secret);
  });

  it('keeps a proxy request id and shows it', async () => {
    const response = await app.request('http://localhost/inbox/boom', { headers: { Accept: 'text/html', 'X-Request-Id': 'caddy-7f3a' } });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Reference for this error: <code>caddy-7f3a</code></p>');
  });

  it('answers JSON clients and anything under /api/ with JSON', async () => {
    for (const [path, accept] of [
      ['/inbox/boom', 'application/json'],
      ['/api/boom', 'text/html'],
    ] as const) {
      const response = await app.request(`http://localhost${path}`, { headers: { Accept: accept } });
      expect(response.status).toBe(500);
      const body = (await response.json()) as { error: string; requestId: string };
      expect(body.requestId).toBe(response.headers.get('x-request-id'));
      expect(body.error).toMatch(/^Something went wrong on our side/);
      expect(JSON.stringify(body)).not.toContain('SQLITE_CORRUPT');
    }
  });
});

describe('an inbox page that fails while rendering', () => {
  let inbox: InboxServer | undefined;
  afterAll(() => inbox?.remove());

  it('gets the same error page, with the request id that the log has with the error', async () => {
    inbox = await startInboxServer(['owner@example.com']);
    const owner = client(inbox.origin, '192.0.2.50');
    const cookie = sessionCookie(await owner.signIn('owner@example.com', ownerPassword));
    expect(cookie).toBeDefined();
    // The Site page reads the drafts while it renders: without their table, the render throws.
    const db = new Database(inbox.db);
    db.exec('DROP TABLE site_drafts');
    db.close();

    const response = await owner.get('/inbox/site', cookie);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<title>Unexpected Application Error!');
    expect(html).toContain(business.phone.display);
    expect(html).not.toContain('site_drafts');
    const id = /Reference for this error: <code>([^<]+)<\/code>/.exec(html)?.[1];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const logged = inbox.server
      .stdout()
      .split('\n')
      .filter((line) => line.includes(`"reqId":"${id}"`));
    expect(logged.some((line) => line.includes('no such table: site_drafts'))).toBe(true);
  });
});
