import './load-env.ts';
import { existsSync, realpathSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdaptorServer } from '@hono/node-server';
import { publicBackupProblem } from '../src/lib/backup-status.ts';
import { siteUrlWarning } from '../src/config/site-url.ts';
import { createApp } from './app.ts';
import { exitWithProblems, readConfigOrExit } from './config.ts';
import { describeNotifications } from './leads/config.ts';
import { startLeads, type LeadsService } from './leads/index.ts';
import { removePidFile, writePidFile } from './leads/pid-file.ts';
import { createLogger } from './log.ts';
import { startInbox } from './inbox/index.ts';
import { siteCounts } from './insights/counts.ts';
import { codeFingerprint, readStamp, type BuildStamp } from './site/build-stamp.ts';
import { createPublisher, releasesDirOf, startingFolder } from './site/publish.ts';
import { siteStore } from './site/store.ts';
import { workPhotoStore } from './site/work-photos.ts';
import { needsSetup } from './site/view.ts';
import { followBuilds, liveSite } from './static-site.ts';
import { announceSetupLink, setupLinks } from './auth/setup-link.ts';
import { astroPages, unavailablePath } from './inbox/astro.ts';
import { unavailableResponse } from './error-page.ts';
import { loadHeaderRules } from './headers-file.ts';
import { bookingRoutes } from './schedule/routes.ts';
import { startOffsiteCopy } from './backup/index.ts';
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

let leads: LeadsService;
try {
  leads = startLeads(config.leads, logger);
} catch (error) {
  logger.fatal(`Cannot open the lead database ${dbPath}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
writePidFile(dbPath);

const counts = siteCounts(leads.db, { onError: (error) => logger.warn({ err: error }, 'page counts not written yet; retrying') });
// What is live follows one rule (server/site/publish.ts): the latest published revision, built by
// the code that runs, for SITE_URL. The server starts on the build that is that, or the closest
// with the owner's facts while it rebuilds the right one, or the 503 page when there is none.
const store = siteStore(leads.db);
const releasesDir = releasesDirOf(dbPath);
const wanted = (): BuildStamp => ({ code: codeFingerprint(), siteUrl: config.site.origin, revision: store.liveRevision()?.id ?? null });
const start = startingFolder(releasesDir, config.distDir, store, dbPath, wanted);
const site = liveSite(start.dir, { unavailable: !start.available });
// The inbox pages keep running from the build the server started with (its dist-server/ beside
// it), not from whatever a later `npm run build` links as dist: restart to update them.
const build = realpathSync(config.distDir);
const headersFile = join(build, '_headers');
const pages = astroPages(build, existsSync(headersFile) ? loadHeaderRules(headersFile) : [], logger, {
  facts: leads.facts,
  siteDir: () => (site.unavailable ? undefined : site.current.dir),
});
// A publish keeps the scripts of the build the inbox pages run from.
const publisher = createPublisher({ store, dbPath, releasesDir, baseDistDir: build, site, logger, wanted });
// A new `npm run build` goes live when it shows the owner's latest revision (it reads the same database).
followBuilds(config.distDir, site, (dir) => readStamp(dir)?.revision === wanted().revision, (dir) => {
  logger.info({ dir }, `a new build is live: serving ${dir}`);
  publisher.converge();
});
// REVIEW_LINK, when set, wins over the review link the owner publishes with the business facts.
const reviewLink = () => config.reviewLink || leads.facts().reviewUrl;
const inbox = await startInbox(
  leads.db,
  pages,
  config.inbox,
  counts,
  leads.alerts,
  reviewLink,
  leads.facts,
  { store, publisher, db: leads.db, photos: workPhotoStore(leads.db) },
  logger,
  { store: leads.schedule, onChange: () => leads.worker.kick() },
  () => backup.status(),
);

// Changes leave the machine through Litestream beside this process (server/backup, start.ts);
// without it (a wrong setting), the site runs on and the owner is told.
const backup = startOffsiteCopy(config, { dbPath, leads, logger, onGone: () => void onSignal('SIGTERM') });

const booking = bookingRoutes({
  schedule: leads.schedule,
  pages,
  siteOrigin: config.inbox.siteOrigin,
  trustProxy: config.inbox.trustProxy,
  rateLimit: config.leads.rateLimit,
  rateWindowMs: config.leads.rateWindowMs,
  facts: leads.facts,
  onChange: () => leads.worker.kick(),
});

const app = createApp({
  distDir: config.distDir,
  site,
  api: leads.api,
  inbox,
  booking,
  // /healthz is public: it says how the copy is doing, not where it goes nor what is wrong with it.
  health: () => {
    const { target: _where, problem, ...state } = backup.status();
    return { ...leads.health(), backup: problem ? { ...state, problem: publicBackupProblem } : state };
  },
  logger,
  counting: { counts, siteOrigin: config.inbox.siteOrigin, trustProxy: config.inbox.trustProxy, facts: leads.facts },
  // No build with the owner's facts on this machine yet (a restore onto an empty volume): the styled 503 page.
  unavailable: (c) => unavailableResponse(c, (page) => pages(page, { owner: null, inbox: null }, [], unavailablePath)),
});
const server = createAdaptorServer({ fetch: app.fetch }) as Server;
// Taking over from start.ts's holding page, which listens on the same port until this one does.
server.listen({ port: config.port, host: config.host, reusePort: process.env[reusePortVariable] === '1' }, () => {
  const info = server.address() as AddressInfo;
  announceListening();
  logger.info(
    { node: process.version, port: info.port, db: dbPath },
    `Node ${process.version} serving ${site.current.dir} on http://${config.host}:${info.port}; leads stored in ${dbPath}; ${describeNotifications(config.leads, leads.alerts.subscriptions.count())}`,
  );
  const siteWarning = siteUrlWarning({ url: config.site.origin, kind: config.site.kind }, 'server');
  if (siteWarning) logger.warn(siteWarning);
  // Rebuild what should be live when the build being served is not it; it answers meanwhile.
  publisher.converge();
  // While no owner exists, the only way in: a fresh one-time link, in this log only.
  announceSetupLink(setupLinks(leads.db), config.site.origin, logger);
  if (needsSetup(store.liveSnapshot()?.business ?? store.seeds.business)) {
    logger.info('Finish setting up your site: the business name, phone or e-mail is still a placeholder. Sign in and open /inbox/site to set them.');
  }
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

  await publisher.stop();
  try {
    counts.close();
  } catch (error) {
    logger.warn({ err: error }, 'the last page counts could not be written');
  }

  const stopped = await Promise.race([leads.close().then(() => true), sleep(graceMs, false)]);
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
