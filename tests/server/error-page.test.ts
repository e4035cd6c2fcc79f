import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { business } from '../../src/config/business.ts';

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
  const app = createApp({ distDir: dist, logger, api: new Hono().get('/boom', boom), inbox: new Hono().get('/boom', boom) });

  it('is built with the site: noindex and the phone number from the business facts', () => {
    const html = readFileSync(join(dist, '500.html'), 'utf8');
    expect(html).toContain('<title>Unexpected Application Error!');
    expect(html).toContain('noindex');
    expect(html).toContain(business.phone.display);
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
    expect(html).toContain(`<code data-request-id="">${id}</code>`);
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
    expect(await response.text()).toContain('<code data-request-id="">caddy-7f3a</code>');
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
