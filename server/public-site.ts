import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { routePath } from '../src/lib/url.ts';
import { withoutSecrets } from '../src/lib/booking-links.ts';
import { confirmationPath } from '../src/lib/quote-fields.ts';
import { publicBackupProblem, type BackupStatus } from '../src/lib/backup-status.ts';
import type { Business } from '../src/config/business-facts.ts';
import { confirmationWithReference } from './leads/confirmation.ts';
import type { Health } from './db/open.ts';
import type { Logger } from './log.ts';
import { headersFor } from './headers-file.ts';
import { sendFile, type LiveSite } from './static-site.ts';
import { serverErrorResponse, unavailableResponse } from './error-page.ts';
import { brotliPages } from './brotli.ts';
import { unavailablePath, type AstroPages, type InboxContext } from './inbox/astro.ts';

/** `homePage`: the live site's built home page, on whose hero form the quote endpoint shows the short form's problems. */
export type AppEnv = { Variables: { requestId: string; homePage: () => string | undefined } };

/**
 * Files that state no business fact and no address, served from any build while the 503 page
 * stands in for the pages: the scripts the inbox pages load and the site's icons.
 */
const factFree = /^\/_astro\/|^\/[\w-]+\.(?:png|ico|svg)$/;

/** An id a client or proxy sends is kept only if it is short and plain, so it cannot forge log lines. */
const safeRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** What the request handling and the public site need of the app (server/app.ts). */
export interface PublicSiteHost {
  http: Hono<AppEnv>;
  site: { live: LiveSite };
  /** Receives one line per request. */
  logger: Logger;
  /** The phone number on the error page states the live facts. */
  facts: () => Business;
  /**
   * GET /healthz answers 200 when the database reports ok, 503 otherwise (it cannot be read or
   * is locked); the off-site copy's state rides along and never turns it to 503: a copy that is
   * behind or not running is no reason to take the site out of service.
   */
  health: () => Health;
  backup: { status: () => BackupStatus };
  pages: AstroPages;
}

/**
 * What every request meets first: its id (a proxy's, when short and plain), one log line with
 * the path only, the site's headers from dist/_headers, and the styled error page for a failure.
 */
export function bindRequestHandling({ http, site, logger, facts }: PublicSiteHost): void {
  http.onError((error, c) =>
    serverErrorResponse(c, error, {
      requestId: c.get('requestId') ?? randomUUID(),
      siteDir: site.live.unavailable ? undefined : site.live.current.dir,
      logger,
      phone: facts().phone.display,
    }),
  );

  http.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && safeRequestId.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    await next();
    c.res.headers.set('X-Request-Id', id);
  });

  // Path only: the query string and the body can carry a visitor's details.
  http.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // A health check every 10 s, day and night, would bury the visits: it is logged at debug.
    const level = c.req.path === '/healthz' ? 'debug' : 'info';
    logger[level]({ reqId: c.get('requestId'), method: c.req.method, path: withoutSecrets(c.req.path), status: c.res.status, ms }, 'request');
  });

  http.use('*', async (c, next) => {
    const { rules } = site.live.current;
    await next();
    for (const [name, value] of headersFor(rules, c.req.path)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  http.use('*', brotliPages());
}

/**
 * The self-host site, bound after every other route: /healthz, then the prerendered pages with
 * clean URLs, redirects and the 404 page; while no build with the owner's facts exists
 * (`site.live.unavailable`), the styled 503 page instead, with scripts and icons still served.
 */
export function bindPublicSite({ http, site: { live: site }, health, backup, pages }: PublicSiteHost): void {
  let confirmationHtml: string | undefined;
  // /healthz is public: it says how the copy is doing, not where it goes nor what is wrong with it.
  http.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    const { target: _where, problem, ...state } = backup.status();
    const status = { ...health(), backup: problem ? { ...state, problem: publicBackupProblem } : state };
    return status.ok ? c.json(status, 200) : c.json(status, 503);
  });
  const unavailable = (c: Context) => unavailableResponse(c, (page) => pages(page as InboxContext, { owner: null, inbox: null }, [], unavailablePath));

  http.all('*', (c) => {
    const path = c.req.path;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    if (site.unavailable && !factFree.test(path)) return unavailable(c);
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
}
