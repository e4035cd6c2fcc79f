import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt } from '../../scripts/lib/sitemap.ts';
import { createLogger } from '../../server/log.ts';
import type { App } from '../../server/app.ts';
import { scratch, suiteApp } from './helpers.ts';

/** The probe a supervisor or load balancer polls: the real app in-process, real database file. */
describe('GET /healthz', () => {
  const dir = scratch('ccr-healthz-');
  let log = '';
  const app = suiteApp(dir, {}, { logger: createLogger('info', { write: (line: string) => (log += line) }) });
  const get = (path: string, init?: RequestInit) => app.request(path, init);
  let live: App;

  beforeAll(async () => {
    live = await app.ready;
  });

  it('answers 200 {"ok":true} with the off-site copy off, never cached', async () => {
    const response = await get('/healthz');
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
      for (let i = 0; i < 20; i += 1) expect((await get('/healthz')).status).toBe(200);
      expect(version()).toBe(before);
      expect(statSync(`${dir.db}-wal`).size).toBe(walBefore);
      // A visitor's page view is counted, which is a write: the watcher sees that one.
      await get('/', { headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36' } });
      // Counts are written every 10 s (server/insights/counts.ts); write them now.
      live.counts.flush();
      expect(version()).not.toBe(before);
    } finally {
      watcher.close();
    }
  });

  it('is logged at debug, not at info like a visit', async () => {
    const marker = `/healthz-log-check-${Date.now()}`;
    await get('/healthz');
    await get(marker);
    const requests = log.split('\n').filter((line) => line.includes('"msg":"request"'));
    expect(requests.some((line) => line.includes(marker))).toBe(true);
    expect(requests.filter((line) => line.includes('"path":"/healthz"'))).toEqual([]);
  });

  it('answers HEAD with the status and no body', async () => {
    const response = await get('/healthz', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
  });

  it('answers 503 with the reason while the database cannot take a write, and 200 again after', async () => {
    const locker = new Database(dir.db, { timeout: 100 });
    try {
      // Another writer holds the write lock, as a stuck process or a long migration would.
      locker.exec('BEGIN IMMEDIATE');
      const response = await get('/healthz');
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ ok: false, reason: 'database is locked', backup: { on: false, lagging: false } });
      locker.exec('ROLLBACK');
      expect((await get('/healthz')).status).toBe(200);
    } finally {
      locker.close();
    }
  });

  it('is kept out of search engines', () => {
    expect(robotsTxt('https://www.example.com')).toContain('\nDisallow: /healthz\n');
  });
});
