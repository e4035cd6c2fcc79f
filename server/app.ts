import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { routePath } from '../src/lib/url.ts';
import { withoutSecrets } from '../src/lib/booking-links.ts';
import { confirmationPath } from '../src/lib/quote-fields.ts';
import { confirmationWithReference } from './leads/confirmation.ts';
import type { Health } from './leads/db.ts';
import type { BackupStatus } from '../src/lib/backup-status.ts';
import type { Logger } from './log.ts';
import type { Business } from '../src/config/business-facts.ts';
import { headersFor } from './headers-file.ts';
import type { SiteCounts } from './insights/counts.ts';
import { countPageViews } from './insights/page-views.ts';
import { createPingApi } from './insights/ping.ts';
import { liveSite, sendFile, type LiveSite, type SiteFolder } from './static-site.ts';
import { serverErrorResponse } from './error-page.ts';
import { brotliPages } from './brotli.ts';

export interface AppOptions {
  /** The built site. */
  distDir: string;
  /** The site to serve when a publish can switch it (server/site); by default distDir, fixed. */
  site?: LiveSite;
  /** Extra routes mounted before the static site, e.g. the quote endpoint under /api. */
  api?: Hono;
  /**
   * GET /healthz answers 200 when this reports ok, 503 otherwise (the database cannot be read or
   * is locked); the off-site copy's state rides along and never turns it to 503: a copy that is
   * behind or not running is no reason to take the site out of service.
   */
  health?: () => Health & { backup?: Omit<BackupStatus, 'target'> };
  /** Receives one line per request. */
  logger?: Logger;
  /** The owner's inbox, mounted under /inbox (server/inbox). */
  inbox?: Hono<any>;
  /** The customer's booking pages and the owner's calendar feed (/book, /visit, /calendar; server/schedule). */
  booking?: Hono<any>;
  /** Counts page views and contact-link pings (server/insights) into these counts. */
  counting?: { counts: SiteCounts; siteOrigin: string; trustProxy: boolean; facts: () => Business };
  /**
   * The styled 503 page, while `site.unavailable` (no build with the owner's facts yet): public
   * pages, feeds and the sitemap answer it; scripts and icons (factFree) are still served.
   */
  unavailable?: (c: Context) => Response | Promise<Response>;
}

/** `homePage`: the live site's built home page, on whose hero form the quote endpoint shows the short form's problems. */
type AppEnv = { Variables: { requestId: string; homePage: () => string | undefined } };

/**
 * Files that state no business fact and no address, served from any build while the 503 page
 * stands in for the pages: the scripts the inbox pages load and the site's icons.
 */
const factFree = /^\/_astro\/|^\/[\w-]+\.(?:png|ico|svg)$/;

/** An id a client or proxy sends is kept only if it is short and plain, so it cannot forge log lines. */
const safeRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The self-host server: serves the prerendered site with clean URLs and the same headers
 * as dist/_headers, plus any API routes passed in.
 */
export function createApp({ distDir, site = liveSite(distDir), api, inbox, booking, health, logger, counting, unavailable }: AppOptions): Hono<AppEnv> {
  // While the 503 page stands in for the site (site.unavailable), no page is seen, so none is counted.
  const isPage = (path: string) => !site.unavailable && site.current.pages.has(path);

  const app = new Hono<AppEnv>();
  app.onError((error, c) =>
    serverErrorResponse(c, error, {
      requestId: c.get('requestId') ?? randomUUID(),
      siteDir: site.unavailable ? undefined : site.current.dir,
      logger,
      phone: counting?.facts().phone.display,
    }),
  );
  let confirmationHtml: string | undefined;
  // Read once per site folder: a publish switches to a new folder, whose home page is read when first asked for.
  const homePages = new WeakMap<SiteFolder, string | undefined>();
  const homePageOf = (folder: SiteFolder) => {
    if (!homePages.has(folder)) {
      const file = folder.routes.get('/');
      homePages.set(folder, file ? readFileSync(file.file, 'utf8') : undefined);
    }
    return homePages.get(folder);
  };

  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && safeRequestId.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    await next();
    c.res.headers.set('X-Request-Id', id);
  });

  if (logger) {
    // Path only: the query string and the body can carry a visitor's details.
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      const ms = Math.round((performance.now() - started) * 10) / 10;
      // A health check every 10 s, day and night, would bury the visits: it is logged at debug.
      const level = c.req.path === '/healthz' ? 'debug' : 'info';
      logger[level]({ reqId: c.get('requestId'), method: c.req.method, path: withoutSecrets(c.req.path), status: c.res.status, ms }, 'request');
    });
  }

  app.use('*', async (c, next) => {
    const { rules } = site.current;
    await next();
    for (const [name, value] of headersFor(rules, c.req.path)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  app.use('*', brotliPages());

  if (counting) {
    app.use('*', countPageViews(counting.counts, isPage));
    app.route('/api', createPingApi({ ...counting, isPage }));
  }
  if (api) {
    app.use('/api/quote', async (c, next) => {
      c.set('homePage', () => homePageOf(site.current));
      await next();
    });
    app.route('/api', api);
  }
  if (inbox) app.route('/inbox', inbox);
  if (booking) app.route('/', booking);

  if (health) {
    app.get('/healthz', (c) => {
      c.header('Cache-Control', 'no-store');
      const status = health();
      return status.ok ? c.json(status, 200) : c.json(status, 503);
    });
  }

  app.all('*', (c) => {
    const path = c.req.path;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    if (site.unavailable && unavailable && !factFree.test(path)) return unavailable(c);
    const { routes, notFoundPage, redirects } = site.current;
    const query = new URL(c.req.url).search;
    if (path.length > 1 && path.endsWith('/')) {
      return c.redirect(`${path.replace(/\/+$/, '') || '/'}${query}`, 301);
    }
    if (path.endsWith('.html')) {
      const clean = routePath(path);
      if (routes.has(clean)) return c.redirect(`${clean}${query}`, 301);
    }
    const file = routes.get(path);
    if (file && path === confirmationPath && c.req.query('ref') !== undefined) {
      confirmationHtml ??= readFileSync(file.file, 'utf8');
      const page = confirmationWithReference(confirmationHtml, c.req.query('ref') ?? null, { book: c.req.query('book') ?? null, outside: c.req.query('area') === 'outside' });
      // One visitor's number: never cached, by the browser or anything between.
      if (page) return c.html(page, 200, { 'Cache-Control': 'no-store' });
    }
    if (file) return sendFile(c, path, file);
    // A renamed article's old address; a page built at that address would have answered above.
    const redirect = redirects.get(path);
    if (redirect) return c.redirect(`${redirect.to}${query}`, redirect.status);
    if (notFoundPage) return sendFile(c, path, notFoundPage, 404);
    return c.text('Not Found', 404);
  });

  return app;
}
