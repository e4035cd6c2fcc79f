import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { freePort, readRows, scratch, validLead } from './helpers.ts';

/**
 * The promise behind 'Message Sent!': a lead acknowledged with a 2xx is on disk. The real
 * server runs as a child process, is killed with SIGKILL while requests are in flight, and
 * every acknowledged lead must be there after a restart.
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

  it('keeps every acknowledged lead after kill -9 in the middle of concurrent submissions', async () => {
    const first = await startServer(env, await freePort());
    servers.push(first);

    const outcomes: { key: string; status: number | 'network-error' }[] = [];
    let killed = false;
    const acknowledged = () => outcomes.filter((o) => o.status === 201 || o.status === 200).length;

    async function client(): Promise<void> {
      while (!killed) {
        const key = randomUUID();
        const body = new FormData();
        for (const [name, value] of Object.entries({ ...validLead, message: `durability ${key}` })) body.append(name, value);
        try {
          const response = await fetch(`${first.url}/api/quote`, {
            method: 'POST',
            body,
            headers: { Accept: 'application/json', 'Idempotency-Key': key },
          });
          outcomes.push({ key, status: response.status });
        } catch {
          outcomes.push({ key, status: 'network-error' });
        }
      }
    }

    const clients = Array.from({ length: 16 }, () => client());
    const deadline = Date.now() + 15_000;
    while (acknowledged() < 100 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
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
    const sent = new Set(outcomes.map((o) => o.key));
    expect([...stored].every((key) => sent.has(key))).toBe(true);
    expect(readRows(dir.db, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);

    // The restarted server keeps accepting leads on the recovered database.
    const body = new FormData();
    for (const [name, value] of Object.entries(validLead)) body.append(name, value);
    const after = await fetch(`${second.url}/api/quote`, { method: 'POST', body, headers: { Accept: 'application/json' } });
    expect(after.status).toBe(201);
    expect(readRows(dir.db)).toHaveLength(stored.size + 1);
    expect(readRows<{ client_ip: string }>(dir.db, 'SELECT DISTINCT client_ip FROM leads')).toEqual([{ client_ip: '127.0.0.1' }]);
  });
});
