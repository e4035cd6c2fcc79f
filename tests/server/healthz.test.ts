import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt } from '../../scripts/lib/sitemap.ts';
import { startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { freePort, readRows, scratch } from './helpers.ts';

/** The probe a supervisor or load balancer polls: real server, real database file. */
describe('GET /healthz', () => {
  const dir = scratch('ccr-healthz-');
  let server: StartedServer;

  beforeAll(async () => {
    server = await startServer({ DIST_DIR: dir.dist, LEADS_DB: dir.db, SMTP_URL: '', LEADS_WEBHOOK_URL: '' }, await freePort());
  });
  afterAll(async () => {
    await server.stop();
    dir.remove();
  });

  it('answers 200 {"ok":true} with the off-site copy off, never cached, after a committed write', async () => {
    const before = Date.now();
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true, backup: { on: false, lagging: false } });
    const [row] = readRows<{ checked_at: string }>(dir.db, 'SELECT checked_at FROM health');
    expect(Date.parse(row!.checked_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers HEAD with the status and no body', async () => {
    const response = await fetch(`${server.url}/healthz`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
  });

  it('answers 503 with the reason while the database cannot take a write, and 200 again after', async () => {
    const locker = new Database(dir.db, { timeout: 100 });
    try {
      // Another writer holds the write lock, as a stuck process or a long migration would.
      locker.exec('BEGIN IMMEDIATE');
      const response = await fetch(`${server.url}/healthz`);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ ok: false, reason: 'database is locked', backup: { on: false, lagging: false } });
      locker.exec('ROLLBACK');
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      locker.close();
    }
  });

  it('is kept out of search engines', () => {
    expect(robotsTxt('https://www.example.com')).toContain('\nDisallow: /healthz\n');
  });
});
