import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { photo } from '../support/photos.ts';
import { freePort, readRows, scratch, validLead } from './helpers.ts';

/**
 * The promise behind 'Message Sent!': a lead acknowledged with a 2xx is on disk, with every
 * photo it was sent with. The real server runs as a child process, is killed with SIGKILL
 * while requests (most with photos, some still uploading or being re-encoded) are in flight,
 * and after a restart every acknowledged lead must be there with all its photos, and no lead
 * or photo may be there in part.
 */
describe('durability', () => {
  const dir = scratch('ccr-durability-');
  const servers: StartedServer[] = [];
  const env = { DIST_DIR: dir.dist, LEADS_DB: dir.db, LEADS_RATE_LIMIT: 'off', SMTP_URL: '', LEADS_WEBHOOK_URL: '' };

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
    }
    dir.remove();
  });

  it('keeps every acknowledged lead and its photos after kill -9 in the middle of concurrent submissions', async () => {
    const first = await startServer(env, await freePort());
    servers.push(first);
    const pictures = await Promise.all([photo({ width: 640, height: 480 }), photo({ width: 480, height: 640, rotated: true, gps: true }), photo({ format: 'png', width: 400, height: 300 })]);

    const outcomes: { key: string; photos: number; status: number | 'network-error' }[] = [];
    let killed = false;
    const acknowledged = () => outcomes.filter((o) => o.status === 201 || o.status === 200).length;

    let sent = 0;
    async function client(): Promise<void> {
      while (!killed) {
        const key = randomUUID();
        // 0 to 3 photos, so leads without photos race with leads being re-encoded.
        const photos = sent++ % 4;
        const body = new FormData();
        for (const [name, value] of Object.entries({ ...validLead, message: `durability ${key}` })) body.append(name, value);
        for (let i = 0; i < photos; i += 1) body.append('photos', new File([new Uint8Array(pictures[i]!)], `p${i}.jpg`, { type: 'image/jpeg' }));
        try {
          const response = await fetch(`${first.url}/api/quote`, {
            method: 'POST',
            body,
            headers: { Accept: 'application/json', 'Idempotency-Key': key },
          });
          outcomes.push({ key, photos, status: response.status });
        } catch {
          outcomes.push({ key, photos, status: 'network-error' });
        }
      }
    }

    const clients = Array.from({ length: 16 }, () => client());
    const deadline = Date.now() + 15_000;
    while (acknowledged() < 80 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    process.kill(first.child.pid!, 'SIGKILL');
    await exited;
    killed = true;
    await Promise.all(clients);

    const ok = outcomes.filter((o) => o.status === 201 || o.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(20);
    // Requests were still in flight when the process died: this was a kill mid-stream.
    expect(outcomes.some((o) => o.status === 'network-error')).toBe(true);
    expect(outcomes.every((o) => o.status === 201 || o.status === 'network-error')).toBe(true);

    const second = await startServer(env, await freePort());
    servers.push(second);
    const stored = new Set(readRows<{ idempotency_key: string }>(dir.db, 'SELECT idempotency_key FROM leads').map((r) => r.idempotency_key));
    const missing = ok.filter((o) => !stored.has(o.key));
    expect(missing).toEqual([]);
    const keys = new Set(outcomes.map((o) => o.key));
    expect([...stored].every((key) => keys.has(key))).toBe(true);
    expect(readRows(dir.db, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);

    // Each stored lead has exactly the photos it was sent with, acknowledged or cut off before
    // its answer; no photo belongs to a lead that is not there.
    const photosSent = new Map(outcomes.map((o) => [o.key, o.photos]));
    const photoCounts = readRows<{ key: string; n: number }>(
      dir.db,
      'SELECT l.idempotency_key AS key, (SELECT count(*) FROM lead_photos p WHERE p.lead_id = l.id) AS n FROM leads l',
    );
    expect(photoCounts.filter((row) => row.n !== photosSent.get(row.key))).toEqual([]);
    expect(ok.filter((o) => o.photos > 0).length).toBeGreaterThanOrEqual(10);
    expect(readRows(dir.db, 'SELECT id FROM lead_photos WHERE lead_id NOT IN (SELECT id FROM leads)')).toEqual([]);
    expect(readRows(dir.db, 'PRAGMA foreign_key_check')).toEqual([]);

    // The restarted server keeps accepting leads on the recovered database.
    const body = new FormData();
    for (const [name, value] of Object.entries(validLead)) body.append(name, value);
    const after = await fetch(`${second.url}/api/quote`, { method: 'POST', body, headers: { Accept: 'application/json' } });
    expect(after.status).toBe(201);
    expect(readRows(dir.db)).toHaveLength(stored.size + 1);
    expect(readRows<{ client_ip: string }>(dir.db, 'SELECT DISTINCT client_ip FROM leads')).toEqual([{ client_ip: '127.0.0.1' }]);
  });
});
