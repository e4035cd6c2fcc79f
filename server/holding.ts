/**
 * The holding page: while start.ts has nothing correct to serve yet (an empty machine bringing its
 * database back from the off-site copy), every address answers the styled 503 page on the
 * server's own port, and /healthz answers 200 with `"ok": false` and the reason.
 *
 * Why 200 for /healthz: the container's health check gates Caddy (compose.yaml `depends_on:
 * service_healthy`). A 503 there would keep Caddy from starting, and visitors would get no page at
 * all instead of this one with the phone number; restarting cannot help either, since this
 * process already retries. The body says what is happening; the pages say 503.
 *
 * The port is shared (SO_REUSEPORT) with the server that follows, which listens with the same
 * option (reusePortVariable), so the page closes only once the server answers: no moment in
 * between where nothing listens.
 */
import { existsSync, realpathSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { publicBackupProblem } from '../src/lib/backup-status.ts';
import { unavailableResponse } from './error-page.ts';
import { loadHeaderRules } from './headers-file.ts';
import { astroPages, unavailablePath } from './inbox/astro.ts';
import { brotliPages } from './brotli.ts';

/** Set by start.ts for the server that takes over from the holding page: listen with SO_REUSEPORT. */
export const reusePortVariable = 'SERVER_REUSE_PORT';

export interface HoldingPage {
  port: number;
  /** What /healthz says is going on (public: no host, path or error text); `failing` adds the copy's problem. */
  setReason: (reason: string, state: { failing: boolean }) => void;
  close: () => Promise<void>;
}

export async function openHoldingPage({ host, port, siteDir, reason }: { host: string; port: number; siteDir: string; reason: string }): Promise<HoldingPage> {
  let current = reason;
  let problem = false;
  // No database yet, so no published facts: the page states those this build was made with.
  const build = existsSync(siteDir) ? realpathSync(siteDir) : siteDir;
  const headersFile = join(build, '_headers');
  const pages = astroPages(build, existsSync(headersFile) ? loadHeaderRules(headersFile) : []);
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use('*', brotliPages());
  app.get('/healthz', (c) => {
    const body = { ok: false, reason: current, backup: { on: true, lagging: false, ...(problem ? { problem: publicBackupProblem } : {}) } };
    return c.json(body, 200, { 'Cache-Control': 'no-store' });
  });
  app.all('*', (c) => unavailableResponse(c, (page) => pages(page, { owner: null, inbox: null }, [], unavailablePath)));
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((listening, fail) => {
    server.once('error', fail);
    server.listen({ host, port, reusePort: true }, () => listening());
  });
  return {
    port: (server.address() as AddressInfo).port,
    setReason: (reason, { failing }) => {
      current = reason;
      problem = failing;
    },
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeIdleConnections();
        // Answers in flight are one small page each; a keep-alive socket must not hold the port.
        setTimeout(() => server.closeAllConnections(), 1000).unref();
      }),
  };
}
