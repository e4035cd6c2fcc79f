import { existsSync } from 'node:fs';
import { Agent, get, request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { freePort, readRows, suiteScratch, urlencoded, validLead, waitFor } from './helpers.ts';

/**
 * A deploy or a reboot sends SIGTERM. A visitor whose quote request is on the wire at that
 * moment must still get "sent" and have the lead stored; the process then exits 0.
 */
describe('graceful shutdown', () => {
  const { dir, servers } = suiteScratch('ccr-shutdown-');

  async function start() {
    const port = await freePort();
    const server = await startServer({ DIST_DIR: dir.dist, LEADS_DB: dir.db, SMTP_URL: '', LEADS_WEBHOOK_URL: '' }, port);
    servers.push(server);
    return { server, port };
  }

  /**
   * Sends the headers and the first half of a quote request. `Expect: 100-continue` makes the
   * server confirm it has parsed the headers and started handling the request, so the
   * request is in flight on the server side before the test goes on.
   */
  async function halfSentQuote(port: number, message: string) {
    const body = Buffer.from(urlencoded({ ...validLead, message }).toString());
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/api/quote',
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': body.length,
        Accept: 'application/json',
        Expect: '100-continue',
      },
    });
    const response = new Promise<IncomingMessage>((resolve, reject) => req.once('response', resolve).once('error', reject));
    await new Promise<void>((resolve) => req.once('continue', resolve));
    req.write(body.subarray(0, body.length / 2));
    const finish = () => req.end(body.subarray(body.length / 2));
    return { response, finish };
  }

  const signalSeen = (server: StartedServer) => waitFor(() => server.stdout().includes('shutting down'), 5000, 'the shutdown log line');

  it('finishes the request in flight, refuses new connections, closes idle keep-alive sockets and exits 0', async () => {
    const { server, port } = await start();
    const pidFile = `${dir.db}.server.pid`;
    expect(existsSync(pidFile)).toBe(true);

    // A browser that loaded a page keeps its connection open, idle.
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve) => get({ host: '127.0.0.1', port, path: '/', agent }, (res) => res.resume().on('end', resolve)));
    expect(Object.keys(agent.freeSockets)).toHaveLength(1);

    const inFlight = await halfSentQuote(port, 'in flight at SIGTERM');
    const signaled = Date.now();
    process.kill(server.child.pid!, 'SIGTERM');
    await signalSeen(server);

    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(refused).toBe('ECONNREFUSED');

    inFlight.finish();
    const response = await inFlight.response;
    expect(response.statusCode).toBe(201);
    response.resume();

    expect(await server.exited).toBe(0);
    // Well inside the 10 s grace and the 5 s keep-alive timeout: no kept-alive socket held the process open.
    expect(Date.now() - signaled).toBeLessThan(2000);
    // Closed cleanly: the WAL was checkpointed into the database file and removed.
    expect(existsSync(`${dir.db}-wal`)).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
    expect(readRows<{ message: string }>(dir.db, 'SELECT message FROM leads')).toEqual([{ message: 'in flight at SIGTERM' }]);
    agent.destroy();
  });

  it('cuts a request that never finishes after 10 s and still exits 0', { timeout: 30_000 }, async () => {
    const { server, port } = await start();
    const stalled = await halfSentQuote(port, 'never finished');
    const cut = expect(stalled.response).rejects.toMatchObject({ code: 'ECONNRESET' });
    const signaled = Date.now();
    process.kill(server.child.pid!, 'SIGINT');
    await signalSeen(server);

    expect(await server.exited).toBe(0);
    const waited = Date.now() - signaled;
    expect(waited).toBeGreaterThanOrEqual(9_500);
    expect(waited).toBeLessThan(14_000);
    await cut;
    expect(server.stdout()).toContain('cut off');
  });
});
