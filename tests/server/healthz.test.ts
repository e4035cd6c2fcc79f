import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt } from '../../scripts/lib/sitemap.ts';
import { startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { freePort, scratch } from './helpers.ts';

/** The probe a supervisor or load balancer polls: real server, real database file. */
describe('GET /healthz', () => {
  const dir = scratch('ccr-healthz-');
  let server: StartedServer;

  beforeAll(async () => {
    server = await startServer({ DIST_DIR: dir.dist, LEADS_DB: dir.db, SMTP_URL: '', LEADS_WEBHOOK_URL: '', LOG_LEVEL: 'info' }, await freePort());
  });
  afterAll(async () => {
    await server.stop();
    dir.remove();
  });

  it('answers 200 {"ok":true} with the off-site copy off, never cached', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true, backup: { on: false, lagging: false } });
  });

  it('writes nothing to the database, however often it is asked', async () => {
    // data_version changes for this connection whenever another one commits to the file.
    const watcher = new Database(dir.db, { readonly: true });
    try {
      const version = () => watcher.pragma('data_version', { simple: true });
      const before = version();
      const walBefore = statSync(`${dir.db}-wal`).size;
      for (let i = 0; i < 20; i += 1) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(version()).toBe(before);
      expect(statSync(`${dir.db}-wal`).size).toBe(walBefore);
      // A visitor's page view is counted, which is a write: the watcher sees that one.
      await fetch(`${server.url}/`, { headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36' } });
      await new Promise((r) => setTimeout(r, 11_000));
      expect(version()).not.toBe(before);
    } finally {
      watcher.close();
    }
  }, 30_000);

  it('is logged at debug, not at info like a visit', async () => {
    const marker = `/healthz-log-check-${Date.now()}`;
    await fetch(`${server.url}/healthz`);
    await fetch(`${server.url}${marker}`);
    await new Promise((r) => setTimeout(r, 200));
    const requests = server.stdout().split('\n').filter((line) => line.includes('"msg":"request"'));
    expect(requests.some((line) => line.includes(marker))).toBe(true);
    expect(requests.filter((line) => line.includes('"path":"/healthz"'))).toEqual([]);
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
