import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import pino from 'pino';
import type { Business } from '../src/config/business-facts.ts';
import { siteUrlWarning } from '../src/config/site-url.ts';
import type { BackupStatus } from '../src/lib/backup-status.ts';
import { startAlerts, type Alerts } from './alerts/index.ts';
import { startOffsiteCopy } from './backup/index.ts';
import { createAuth, type Auth } from './auth/auth.ts';
import type { ServerConfig } from './config.ts';
import { loadHeaderRules } from './headers-file.ts';
import { astroPages, type AstroPages } from './inbox/astro.ts';
import { bindInbox } from './inbox/index.ts';
import { bindInsights } from './insights/ping.ts';
import { siteCounts, type SiteCounts } from './insights/counts.ts';
import { checkDatabase, openLeadsDb, type Health, type LeadsDb } from './db/open.ts';
import { leadStore, type LeadRow, type LeadStore } from './leads/db.ts';
import { createSenders } from './leads/notify.ts';
import { OutboxWorker, type OutboxOptions } from './db/outbox.ts';
import { bindQuoteApi } from './leads/index.ts';
import type { Logger } from './log.ts';
import { photoReader, type PhotoReader } from './photos/store.ts';
import { bindQuotePages } from './quotes/customer-routes.ts';
import { quoteCheckSender, quoteEmailSender } from './quotes/email.ts';
import { quoteStore, type QuoteStore } from './quotes/store.ts';
import { bindPublicSite, bindRequestHandling, type AppEnv } from './public-site.ts';
import { visitEmailSender } from './schedule/email.ts';
import { queueMorningSummary } from './schedule/owner-view.ts';
import { bindBooking } from './schedule/customer-routes.ts';
import { scheduleStore, type ScheduleStore } from './schedule/store.ts';
import { codeFingerprint, readStamp, type BuildStamp } from './site/build-stamp.ts';
import { liveBusiness } from './site/facts.ts';
import { createPublisher, releasesDirOf, startingFolder, type Publisher } from './site/publish.ts';
import { siteStore, type SiteStore } from './site/store.ts';
import { workPhotoStore, type WorkPhotoStore } from './site/work-photos.ts';
import { followBuilds, liveSite, type LiveSite } from './static-site.ts';
import { needsSetup } from './site/view.ts';
import { announceSetupLink, setupLinks } from './auth/setup-link.ts';

/**
 * The server as one object, built once from the settings (as PocketBase's `core.App`): every
 * area's store over the one database, the live site, and the HTTP router the route binders
 * (`bindQuoteApi(app)`, `bindInbox(app)`, `bindBooking(app)` ...) add their routes to. The
 * process (server/index.ts) listens with `app.http.fetch`; a test calls `app.request()`.
 */
export interface App {
  config: ServerConfig;
  logger: Logger;
  db: LeadsDb;
  /** The business facts the live site states (server/site/facts.ts): the one reader at run time. */
  facts: () => Business;
  leads: LeadStore;
  /** Sends what a change queued (alerts, e-mails, the webhook); `kick()` after a commit that queued some. */
  outbox: OutboxWorker<LeadRow>;
  photos: PhotoReader;
  schedule: ScheduleStore;
  /** The written quotes the owner sends after the visit (server/quotes). */
  quotes: QuoteStore;
  alerts: Alerts;
  /** Page views and contact-link pings, written in batches. */
  counts: SiteCounts;
  site: {
    store: SiteStore;
    /** The folder being served; a publish switches it. */
    live: LiveSite;
    publisher: Publisher;
    workPhotos: WorkPhotoStore;
    /** What should be live: the latest published revision, built by this code, for SITE_URL. */
    wanted: () => BuildStamp;
  };
  /** Renders the on-demand pages (inbox, booking, 503) from the build the server started with. */
  pages: AstroPages;
  /** The owner's review link: REVIEW_LINK when set, else the one published with the business facts. */
  reviewLink: () => string;
  /** The off-site copy's state (server/backup). */
  backup: { status: () => BackupStatus };
  health: () => Health;
  /** Better Auth over the owners' accounts (server/auth). */
  auth: Auth;
  http: Hono<AppEnv>;
  /** Calls the app in-process, as a request from `config.site.origin`. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /**
   * What a start does once the server listens: warns when SITE_URL is unset or the placeholder,
   * rebuilds what should be live when the build being served is not it, and while no owner exists
   * logs the one way in, a fresh one-time setup link.
   */
  start: () => void;
  /** Stops the timers, the outbox and a build under way, then closes the database. */
  close: () => Promise<void>;
}

export interface AppOptions {
  logger?: Logger;
  /** Retry timing of the outbox (tests shorten it). */
  outbox?: Partial<Omit<OutboxOptions<LeadRow>, 'store' | 'senders'>>;
  /** start.ts, which runs the replicator beside this process, is gone: the process should stop. */
  onReplicatorGone?: () => void;
  /** The environment a publish's build runs with (its SITE_URL, ...); process.env by default. */
  env?: NodeJS.ProcessEnv;
}

/** Builds the app: opens the database (migrating it), each area's store once, then binds every route. */
export async function createApp(config: ServerConfig, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? pino({ enabled: false });
  const { dbPath } = config.leads;
  const db = openLeadsDb(dbPath);
  const leads = leadStore(db);
  const facts = liveBusiness(db, config.site.origin);
  const photos = photoReader(db);
  const { senders, close: closeSenders, mail } = createSenders(config.leads, photos, facts);
  const schedule = scheduleStore(db, { leads, email: Boolean(mail) });
  if (mail) senders['visit-email'] = visitEmailSender({ transport: mail.transport, schedule, from: mail.from, siteOrigin: config.leads.siteOrigin, facts });
  const quotes = quoteStore(db, { leads, email: Boolean(mail), ownerEmail: Boolean(mail), facts });
  if (mail) {
    const ownerTo = () => config.leads.emailTo ?? facts().email;
    senders['quote-email'] = quoteEmailSender({ transport: mail.transport, quotes, from: mail.from, ownerTo, siteOrigin: config.leads.siteOrigin, facts });
  }
  senders['quote-check'] = quoteCheckSender(quotes);
  const alerts = startAlerts(db, { siteOrigin: config.leads.siteOrigin, allowLoopback: config.leads.allowLocalPushEndpoints, facts });
  senders.push = alerts.outboxSender;
  const outbox = new OutboxWorker({ store: leads, senders, log: (message) => logger.warn(message), ...options.outbox }).start();
  // The owner's 7 AM summary of the day's visits (off by default), checked every minute.
  const summaryTimer = setInterval(() => {
    if (queueMorningSummary(schedule, leads)) outbox.kick();
  }, 60_000);
  summaryTimer.unref();
  const counts = siteCounts(db, { onError: (error) => logger.warn({ err: error }, 'page counts not written yet; retrying') });

  // What is live follows one rule (server/site/publish.ts): the latest published revision, built by
  // the code that runs, for SITE_URL. The server starts on the build that is that, or the closest
  // with the owner's facts while it rebuilds the right one, or the 503 page when there is none.
  const store = siteStore(db);
  const releasesDir = releasesDirOf(dbPath);
  const wanted = (): BuildStamp => ({ code: codeFingerprint(), siteUrl: config.site.origin, revision: store.liveRevision()?.id ?? null });
  const start = startingFolder({ releasesDir, distDir: config.distDir, store, dbPath, wanted });
  const live = liveSite(start.dir, { unavailable: !start.available });
  // The on-demand pages keep running from the build the server started with (its dist-server/
  // beside it), not from whatever a later `npm run build` links as dist: restart to update them.
  const build = realpathSync(config.distDir);
  const headersFile = join(build, '_headers');
  const pages = astroPages(build, existsSync(headersFile) ? loadHeaderRules(headersFile) : [], logger, {
    facts,
    siteDir: () => (live.unavailable ? undefined : live.current.dir),
  });
  // A publish keeps the scripts of the build the inbox pages run from.
  const publisher = createPublisher({ store, dbPath, releasesDir, baseDistDir: build, site: live, logger, wanted, env: options.env });
  // A new `npm run build` goes live when it shows the owner's latest revision (it reads the same database).
  const stopFollowing = followBuilds(config.distDir, live, (dir) => readStamp(dir)?.revision === wanted().revision, (dir) => {
    logger.info({ dir }, `a new build is live: serving ${dir}`);
    publisher.converge();
  });

  // Changes leave the machine through Litestream beside this process (server/backup, start.ts);
  // without it (a wrong setting), the site runs on and the owner is told.
  const backup = startOffsiteCopy(config, { dbPath, leads: { store: leads, worker: outbox }, logger, onGone: options.onReplicatorGone ?? (() => {}) });

  const auth = await createAuth(db, config.inbox, facts);
  const app: App = {
    config,
    logger,
    db,
    facts,
    leads,
    outbox,
    photos,
    schedule,
    quotes,
    alerts,
    counts,
    site: { store, live, publisher, workPhotos: workPhotoStore(db), wanted },
    pages,
    // REVIEW_LINK, when set, wins over the review link the owner publishes with the business facts.
    reviewLink: () => config.reviewLink || facts().reviewUrl,
    backup,
    health: () => checkDatabase(db),
    auth,
    http: new Hono<AppEnv>(),
    request: async (path, init) => app.http.request(new URL(path, config.site.origin).href, init),
    start: () => {
      const siteWarning = siteUrlWarning({ url: config.site.origin, kind: config.site.kind }, 'server');
      if (siteWarning) logger.warn(siteWarning);
      publisher.converge();
      announceSetupLink(setupLinks(db), config.site.origin, logger);
      if (needsSetup(store.liveSnapshot()?.business ?? store.seeds.business)) {
        logger.info('Finish setting up your site: the business name, phone or e-mail is still a placeholder. Sign in and open /inbox/site to set them.');
      }
    },
    close: async () => {
      stopFollowing();
      clearInterval(summaryTimer);
      await publisher.stop();
      try {
        counts.close();
      } catch (error) {
        logger.warn({ err: error }, 'the last page counts could not be written');
      }
      await outbox.stop();
      closeSenders();
      alerts.close();
      db.close();
    },
  };

  // The order is the order a request meets them: its id and log line, counting, then the routes,
  // and last the static site, which answers whatever no route took.
  bindRequestHandling(app);
  bindInsights(app);
  bindQuoteApi(app);
  bindInbox(app);
  bindBooking(app);
  bindQuotePages(app);
  bindPublicSite(app);
  return app;
}
