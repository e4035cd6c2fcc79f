import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { endTime, startTime, timing } from 'hono/timing';
import { privateHeaders } from './astro.ts';
import { sameOriginOnly } from './guard.ts';
import { alertRoutes } from './alert-routes.ts';
import { accountRoutes } from './account-routes.ts';
import { appFileRoutes, photoRoutes } from './file-routes.ts';
import { exportRoutes, leadRoutes, requestPageData } from './lead-routes.ts';
import { quoteOwnerRoutes } from '../quotes/owner-routes.ts';
import { inboxRouteContext, loginPath, type InboxDeps, type InboxEnv, type InboxRequest } from './route-context.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { siteRoutes } from '../site/routes.ts';
import { scheduleRoutes } from '../schedule/owner-routes.ts';
import type { Refusal } from '../../src/lib/security-view.ts';

export { loginPath, type InboxDeps };

const refusedPath = '/inbox/refused';

/**
 * Forms here carry an e-mail and a password, an id, or a note of up to 5,000 characters,
 * which URL-encoding can grow to 9 bytes each; passkey responses are a few KB.
 */
const maxBodyBytes = 64 * 1024;

/** A quote form carries up to 40 lines of 300 characters and a note of 4,000, at up to 9 bytes each once URL-encoded. */
const quoteFormBytes = 256 * 1024;
const quoteForm = /^\/inbox\/leads\/\d{1,10}\/quote$/;

/**
 * Inbox routes anyone may call: the sign-in page, the two steps of a passkey sign-in, and the
 * installable app's files (a browser fetches the manifest without cookies; none holds lead data).
 */
export const publicRoutes = [
  'GET /login',
  'POST /login',
  'GET /setup',
  'POST /setup',
  'GET /auth/passkey/generate-authenticate-options',
  'POST /auth/passkey/verify-authentication',
  'GET /sw.js',
  'GET /manifest.webmanifest',
  'GET /icons/:name',
] as const;

/**
 * The /inbox routes, mounted by the app under /inbox: the guards every request passes, then one
 * small router per resource. What is mounted before the session guard is public (the photos
 * check the session themselves, to answer 404 rather than reveal an id); a new resource is one
 * router file and one `route()` line below the guard.
 */
export function createInboxRoutes(deps: InboxDeps): Hono<InboxEnv> {
  const { settings, sessions, pages } = deps;
  const context = inboxRouteContext(deps);
  const inbox = new Hono<InboxEnv>();

  // `Server-Timing: app;dur=<ms>`: the server's own time for the request, so the bench (and the
  // browser's dev tools) can tell it from time on the wire.
  inbox.use('*', timing({ total: false }));
  inbox.use('*', async (c, next) => {
    startTime(c, 'app');
    await next();
    endTime(c, 'app');
    for (const [name, value] of privateHeaders) c.res.headers.set(name, value);
  });
  /** The owner sees what was expected and what arrived, on a page in the inbox's look; the log names both. */
  const refuse = (c: InboxRequest, refusal: Refusal) => {
    deps.logger?.warn(
      { reason: refusal.reason, expected: refusal.expected, arrived: refusal.arrived, method: c.req.method, path: c.req.path },
      `refused ${c.req.method} ${c.req.path} (${refusal.reason}): the inbox accepts requests from ${refusal.expected} (${refusal.siteUrlSet ? 'SITE_URL' : 'SITE_URL unset: localhost and PORT'}); this one came from ${refusal.arrived ?? 'a page that sent no Origin header'}`,
    );
    return pages(c, { owner: null, inbox: null, refused: refusal }, [], refusedPath);
  };
  inbox.use('*', sameOriginOnly({ origin: settings.siteOrigin, siteUrlSet: settings.siteUrlSet }, refuse));
  const smallBodies = bodyLimit({ maxSize: maxBodyBytes, onError: (c) => c.text('Request too large.', 413) });
  const quoteBodies = bodyLimit({ maxSize: quoteFormBytes, onError: (c) => c.text('Request too large.', 413) });
  // A job photo upload has its own, larger limit (server/site/collection-editors.ts), a quote form a larger one than the rest; every other post is small.
  inbox.use('*', (c, next) => {
    if (c.req.method === 'POST' && c.req.path === '/inbox/site/work') return next();
    return (c.req.method === 'POST' && quoteForm.test(c.req.path) ? quoteBodies : smallBodies)(c, next);
  });

  inbox.route('/', signInRoutes(context));
  inbox.route('/photos', photoRoutes(context));
  inbox.route('/', appFileRoutes(context));

  // Everything below needs a signed-in owner.
  inbox.use('*', async (c, next) => {
    const signedIn = await sessions.current(c.req.raw.headers);
    if (!signedIn) {
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return c.redirect(loginPath, 303);
      return c.text('Sign in first.', 401);
    }
    c.set('signedIn', signedIn);
    return next();
  });

  inbox.route('/', accountRoutes(context));
  inbox.route('/alerts', alertRoutes({ alerts: deps.alerts, audit: deps.audit, trustProxy: settings.trustProxy }));
  inbox.route('/', exportRoutes(context));
  inbox.route('/leads', leadRoutes(context));
  if (deps.site) inbox.route('/site', siteRoutes({ ...deps.site, render: context.ownerPage }));
  if (deps.quotes) {
    const { store, prices, onChange } = deps.quotes;
    inbox.route(
      '/',
      quoteOwnerRoutes({
        quotes: store,
        lead: (id) => deps.details.get(id),
        prices,
        siteOrigin: settings.siteOrigin,
        facts: deps.facts,
        onChange,
        render: context.ownerPage,
        requestPage: (c, id, fresh) => context.ownerPage(c, requestPageData(deps, id, fresh), `/inbox/leads/${id}`),
      }),
    );
  }
  if (deps.schedule) inbox.route('/schedule', scheduleRoutes({ schedule: deps.schedule.store, onChange: deps.schedule.onChange, siteOrigin: settings.siteOrigin, render: context.ownerPage }));

  inbox.get('*', (c) => context.ownerPage(c));

  inbox.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));

  return inbox;
}
