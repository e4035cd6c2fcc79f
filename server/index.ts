import './load-env.ts';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdaptorServer } from '@hono/node-server';
import { createApp, type App } from './app.ts';
import { exitWithProblems, readConfigOrExit } from './config.ts';
import { describeNotifications } from './leads/config.ts';
import { removePidFile, writePidFile } from './pid-file.ts';
import { createLogger } from './log.ts';
import { announceListening } from './backup/replicate.ts';
import { reusePortVariable } from './holding.ts';

/** How long requests in flight may take to finish once a stop is asked for (systemd allows 15 s). */
const graceMs = 10_000;

const config = readConfigOrExit();
if (!existsSync(join(config.distDir, 'index.html'))) {
  exitWithProblems([`DIST_DIR=${JSON.stringify(config.distDir)} is invalid; accepted: a folder holding the built site (run npm run build)`]);
}
const logger = createLogger(config.logLevel);
const { dbPath } = config.leads;

let app: App;
try {
  app = await createApp(config, { logger, onReplicatorGone: () => void onSignal('SIGTERM') });
} catch (error) {
  logger.fatal(`Cannot open the lead database ${dbPath}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
writePidFile(dbPath);

const server = createAdaptorServer({ fetch: app.http.fetch }) as Server;
// Taking over from start.ts's holding page, which listens on the same port until this one does.
server.listen({ port: config.port, host: config.host, reusePort: process.env[reusePortVariable] === '1' }, () => {
  const info = server.address() as AddressInfo;
  announceListening();
  logger.info(
    { node: process.version, port: info.port, db: dbPath },
    `Node ${process.version} serving ${app.site.live.current.dir} on http://${config.host}:${info.port}; leads stored in ${dbPath}; ${describeNotifications(config.leads, app.alerts.subscriptions.count())}`,
  );
  app.start();
});

server.on('error', (error) => {
  logger.fatal(`Cannot listen on ${config.host}:${config.port}: ${error.message}`);
  removePidFile(dbPath);
  process.exit(1);
});

/**
 * Stops listening, lets requests in flight finish (a visitor's lead is committed and answered),
 * cuts connections still open after the grace period, then closes the database.
 */
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  // Keep-alive sockets hold close() open; those idle between requests can go now, and the
  // others as soon as their response is sent.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  const cut = setTimeout(() => {
    logger.warn(`requests still open after ${graceMs / 1000} s were cut off`);
    server.closeAllConnections();
  }, graceMs);
  await closed;
  clearInterval(idleSweep);
  clearTimeout(cut);

  // The outbox may be sending: what it has not sent stays queued for the next start.
  const stopped = await Promise.race([app.close().then(() => true), sleep(graceMs, false)]);
  if (!stopped) logger.warn('a notification was still being sent; it stays queued and goes out after the restart');
  removePidFile(dbPath);
  logger.info('stopped');
  process.exit(0);
}

let stopping: Promise<void> | undefined;
// A second signal while stopping changes nothing: the grace period already bounds the wait.
const onSignal = (signal: NodeJS.Signals) => void (stopping ??= shutdown(signal));
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);
