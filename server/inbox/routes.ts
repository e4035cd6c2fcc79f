import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { bodyLimit } from 'hono/body-limit';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { authBasePath, clientAddressHeader, type Auth } from '../auth/auth.ts';
import type { AuditLog } from '../auth/audit.ts';
import { slowDownMs, type AccountLockout } from '../auth/lockout.ts';
import type { OwnerSessions, SignedIn } from '../auth/sessions.ts';
import { lockoutRules, type AuthSettings } from '../auth/settings.ts';
import { businessDay, businessTimeToUtc } from '../../src/lib/dates.ts';
import { isLeadStatus, leadStatuses } from '../../src/lib/lead-status.ts';
import { isReviewChannel } from '../../src/lib/review-request.ts';
import { clientAddress, mediaType } from '../leads/routes.ts';
import { privateHeaders, type AstroPages, type InboxContext } from './astro.ts';
import { sameOriginOnly, type Refusal } from './guard.ts';
import type { Logger } from '../log.ts';
import { maxNoteLength, parseLeadId, savedAnchor, type LeadDetails } from './lead-detail.ts';
import type { InsightsReport } from '../insights/report.ts';
import type { InboxLeads } from './leads.ts';
import { photoFileName, photoType, type PhotoReader } from '../photos/store.ts';
import type { InboxData } from './locals.ts';
import type { SecurityOverview } from './security.ts';
import { serverTiming, startTiming } from './timing.ts';
import { appIcon, manifest, serviceWorker } from '../alerts/app-files.ts';
import type { Alerts } from '../alerts/index.ts';
import { alertRoutes } from './alert-routes.ts';
import { formatNumber } from '../../src/lib/format-number.ts';
import { siteRoutes } from '../site/routes.ts';
import type { SiteDeps } from '../site/site-context.ts';
import { siteView } from '../site/view.ts';
import type { SetupLinks } from '../auth/setup-link.ts';
import { setupRoutes } from './setup-routes.ts';
import { scheduleRoutes } from '../schedule/owner.ts';
import type { ScheduleStore } from '../schedule/store.ts';

export const loginPath = '/inbox/login';
const refusedPath = '/inbox/refused';

/**
 * Forms here carry an e-mail and a password, an id, or a note of up to 5,000 characters,
 * which URL-encoding can grow to 9 bytes each; passkey responses are a few KB.
 */
const maxBodyBytes = 64 * 1024;

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

export interface InboxDeps {
  auth: Auth;
  settings: AuthSettings;
  sessions: OwnerSessions;
  lockout: AccountLockout;
  audit: AuditLog;
  leads: InboxLeads;
  details: LeadDetails;
  photos: PhotoReader;
  security: (ownerId: string, sessionId: string) => SecurityOverview;
  insights: InsightsReport;
  alerts: Alerts;
  pages: AstroPages;
  /** Where refused requests are reported. */
  logger?: Pick<Logger, 'warn' | 'info'>;
  /** The Site tab's content store and publisher (server/site). */
  site?: SiteDeps;
  /** The owner's review link, sent to customers by "Ask for a review"; empty when not set. */
  reviewLink: () => string;
  /** The first owner's setup link (server/auth/setup-link.ts), and whether an owner exists. */
  setup: { links: SetupLinks; hasOwner: () => boolean };
  /** The Schedule tab: estimate visits and the owner's availability (server/schedule). */
  schedule?: { store: ScheduleStore; onChange: () => void };
}

type Env = { Bindings: HttpBindings; Variables: { signedIn: SignedIn } };

const loginError = (code: 'credentials' | 'throttled') => `${loginPath}?error=${code}`;

function formField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

/** The /inbox routes, mounted by the app under /inbox. */
export function createInboxRoutes(deps: InboxDeps): Hono<Env> {
  const { auth, settings, sessions, lockout, audit, pages } = deps;
  const inbox = new Hono<Env>();
  const address = (c: InboxContext<Env>) => clientAddress(c, settings.trustProxy);

  /** Hands a request to Better Auth with the client address we trust, never one the client chose. */
  const toAuth = async (c: InboxContext<Env>, path: string, init: { method: string; body?: BodyInit; headers?: Headers }) => {
    const headers = init.headers ?? new Headers(c.req.raw.headers);
    headers.delete(clientAddressHeader);
    const ip = address(c);
    if (ip) headers.set(clientAddressHeader, ip);
    const url = new URL(`${settings.siteOrigin}${authBasePath}${path}`);
    url.search = new URL(c.req.url).search;
    return auth.handler(new Request(url, { method: init.method, headers, body: init.body }));
  };

  inbox.use('*', async (c, next) => {
    startTiming(c.env.incoming);
    await next();
    if (c.res === RESPONSE_ALREADY_SENT) return;
    for (const [name, value] of privateHeaders) c.res.headers.set(name, value);
    const timing = serverTiming(c.env.incoming);
    if (timing) c.res.headers.set('Server-Timing', timing);
  });
  /** The owner sees what was expected and what arrived, on a page in the inbox's look; the log names both. */
  const refuse = (c: InboxContext<Env>, refusal: Refusal) => {
    deps.logger?.warn(
      { reason: refusal.reason, expected: refusal.expected, arrived: refusal.arrived, method: c.req.method, path: c.req.path },
      `refused ${c.req.method} ${c.req.path} (${refusal.reason}): the inbox accepts requests from ${refusal.expected} (${refusal.siteUrlSet ? 'SITE_URL' : 'SITE_URL unset: localhost and PORT'}); this one came from ${refusal.arrived ?? 'a page that sent no Origin header'}`,
    );
    return pages(c, { owner: null, inbox: null, refused: refusal }, [], refusedPath);
  };
  inbox.use('*', sameOriginOnly({ origin: settings.siteOrigin, siteUrlSet: settings.siteUrlSet }, refuse));
  const smallBodies = bodyLimit({ maxSize: maxBodyBytes, onError: (c) => c.text('Request too large.', 413) });
  // A job photo upload has its own, larger limit (server/site/collection-editors.ts); every other post is small.
  inbox.use('*', (c, next) => (c.req.method === 'POST' && c.req.path === '/inbox/site/work' ? next() : smallBodies(c, next)));

  // With no owner yet nobody can sign in: the page says where the setup link is instead.
  inbox.get('/login', (c) =>
    pages(c, { owner: null, inbox: null, businessName: deps.site?.businessName(), ...(deps.setup.hasOwner() ? {} : { setup: { state: 'no-link' as const } }) }),
  );

  /** Better Auth's password sign-in, with the browser's user agent for the devices list. */
  const signIn = (c: InboxContext<Env>, email: string, password: string) => {
    const headers = new Headers({ 'content-type': 'application/json', origin: settings.siteOrigin });
    const userAgent = c.req.header('user-agent');
    if (userAgent) headers.set('user-agent', userAgent);
    return toAuth(c, '/sign-in/email', { method: 'POST', headers, body: JSON.stringify({ email, password, rememberMe: true }) });
  };

  inbox.route(
    '/setup',
    setupRoutes({
      auth,
      // Read per request, so the routes can be listed from a router built without a database.
      get setup() {
        return deps.setup;
      },
      settings,
      audit,
      pages,
      address,
      signIn,
      businessName: deps.site?.businessName,
      logger: deps.logger,
    }),
  );

  inbox.post('/login', async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const email = formField(body, 'email');
    const password = formField(body, 'password');
    if (!email || !password) return c.text('Enter your e-mail address and password.', 400);
    const ip = address(c);

    // A locked account costs the same hashing as any other attempt and answers the same.
    if (lockout.isLocked(email)) {
      await (await auth.$context).password.hash(password);
      audit.record(email, 'refused: account locked', ip);
      return c.redirect(loginError('credentials'), 303);
    }

    const response = await signIn(c, email, password);

    if (response.status === 200) {
      lockout.clear(email);
      audit.record(email, 'signed in', ip);
      sessions.sweep();
      for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.redirect('/inbox', 303);
    }
    if (response.status === 429) {
      audit.record(email, 'refused: too many attempts from this address', ip);
      return c.redirect(loginError('throttled'), 303);
    }
    audit.record(email, 'wrong e-mail or password', ip);
    if (lockout.recordFailure(email)) {
      audit.record(email, 'account locked', ip);
    } else {
      const since = new Date(Date.now() - lockoutRules.windowMs);
      await sleep(slowDownMs(Math.max(lockout.failures(email), audit.failuresFrom(ip, since))));
    }
    return c.redirect(loginError('credentials'), 303);
  });

  inbox.get('/auth/passkey/generate-authenticate-options', (c) => toAuth(c, '/passkey/generate-authenticate-options', { method: 'GET' }));

  inbox.post('/auth/passkey/verify-authentication', async (c) => {
    const response = await toAuth(c, '/passkey/verify-authentication', { method: 'POST', body: await c.req.arrayBuffer() });
    const result = (await response.clone().json().catch(() => null)) as { user?: { email?: string } } | null;
    const email = result?.user?.email;
    if (response.ok && email) audit.record(email, 'signed in with passkey', address(c));
    else audit.record('', 'passkey refused', address(c));
    return response;
  });

  /**
   * A photo, full size or as a thumbnail, for the signed-in owner only. Anyone else gets the
   * same 404 whether the id exists or not, so an address, guessed or leaked, reveals nothing;
   * nosniff keeps a browser from reading the bytes as anything but the JPEG they are.
   */
  const photo = (size: 'full' | 'thumb') => async (c: InboxContext<Env>) => {
    const signedIn = await sessions.current(c.req.raw.headers);
    const file = signedIn ? deps.photos.file(c.req.param('id') ?? '', size) : undefined;
    if (!signedIn || !file) return c.text('There is no such photo.', 404);
    for (const cookie of signedIn.setCookies) c.header('Set-Cookie', cookie, { append: true });
    const name = photoFileName(file.leadId, file.number, size === 'thumb');
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': photoType,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': `inline; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
    });
  };
  inbox.get('/photos/:id', photo('full'));
  inbox.get('/photos/:id/thumb', photo('thumb'));

  // The installable inbox: fetched by the browser itself, without cookies for the manifest, and
  // holding nothing about any request. The no-store every inbox answer carries keeps them fresh.
  inbox.get('/sw.js', (c) => c.body(new Uint8Array(serviceWorker), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  inbox.get('/manifest.webmanifest', (c) => c.body(manifest, 200, { 'Content-Type': 'application/manifest+json' }));
  inbox.get('/icons/:name', async (c) => {
    const png = await appIcon(c.req.param('name'));
    return png ? c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' }) : c.text('Not Found', 404);
  });


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

  inbox.get('/auth/passkey/generate-register-options', (c) => toAuth(c, '/passkey/generate-register-options', { method: 'GET' }));

  inbox.post('/auth/passkey/verify-registration', async (c) => {
    const response = await toAuth(c, '/passkey/verify-registration', { method: 'POST', body: await c.req.arrayBuffer() });
    if (response.ok) audit.record(c.get('signedIn').owner.email, 'passkey added', address(c));
    return response;
  });

  inbox.post('/passkeys/remove', async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const id = formField(body, 'id');
    if (!id) return c.text('Which passkey? The form is missing its id.', 400);
    const response = await auth.api.deletePasskey({ body: { id }, headers: c.req.raw.headers, asResponse: true });
    if (!response.ok) return c.text('That passkey is not yours or no longer exists.', 404);
    audit.record(c.get('signedIn').owner.email, 'passkey removed', address(c));
    return c.redirect('/inbox/security', 303);
  });

  inbox.post('/sign-out', async (c) => {
    const { owner } = c.get('signedIn');
    const response = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    audit.record(owner.email, 'signed out', address(c));
    for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return c.redirect(loginPath, 303);
  });

  inbox.post('/sign-out-everywhere', async (c) => {
    const { owner } = c.get('signedIn');
    const response = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    await (await auth.$context).internalAdapter.deleteUserSessions(owner.id);
    deps.alerts.subscriptions.removeAll(owner.id);
    audit.record(owner.email, 'signed out everywhere', address(c));
    for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return c.redirect(loginPath, 303);
  });

  // The VAPID public key the alerts page subscribes with.
  inbox.get('/alerts/key', (c) => {
    for (const cookie of c.get('signedIn').setCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.text(deps.alerts.publicKey);
  });
  inbox.route('/alerts', alertRoutes(deps.alerts, audit, settings.trustProxy));

  inbox.get('/export.csv', (c) => {
    for (const cookie of c.get('signedIn').setCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.body(deps.leads.csv(new URL(c.req.url).searchParams), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="quote-requests-${businessDay(new Date())}.csv"`,
    });
  });

  /** Renders an inbox page for the signed-in owner with what the server hands it. */
  const ownerPage = (c: InboxContext<Env>, extra: Partial<InboxData> = {}) => {
    const { owner, session, setCookies } = c.get('signedIn');
    return pages(
      c,
      {
        owner: { email: owner.email },
        businessName: deps.site?.businessName(),
        inbox: {
          leads: (params) => deps.leads.list(params),
          security: () => deps.security(owner.id, session.id),
          insights: (params) => deps.insights(params),
          alerts: () => ({ devices: deps.alerts.subscriptions.devices(owner.id), quietHours: deps.alerts.quietHours.get(owner.id) }),
          ...(deps.site ? { site: () => siteView(deps.site!.store) } : {}),
          ...extra,
        },
      },
      setCookies,
    );
  };

  // A request's page: opening it the first time is recorded; an id that is not a stored
  // request renders the page's "not found" with 404.
  inbox.get('/leads/:id', (c) => {
    const id = parseLeadId(c.req.param('id'));
    const found = id !== null && deps.details.open(id, c.get('signedIn').owner.email, new Date());
    return ownerPage(c, { lead: found ? (deps.details.get(id) ?? null) : null, reviewLink: deps.reviewLink() });
  });

  // One photo of a request on its own page; the page answers 404 for a request or number that is not there.
  inbox.get('/leads/:id/photos/:number', (c) => {
    const id = parseLeadId(c.req.param('id'));
    return ownerPage(c, { lead: id === null ? null : (deps.details.get(id) ?? null) });
  });

  /** The request a form posts to, and its fields; a bad id or unreadable body answers here. */
  const leadForm = async (c: InboxContext<Env>) => {
    const id = parseLeadId(c.req.param('id'));
    if (id === null) return { problem: c.text('There is no such request.', 404) };
    const body = await c.req.parseBody().catch(() => null);
    if (!body) return { problem: c.text('The form could not be read. Go back and send it again.', 400) };
    return { id, body, actor: c.get('signedIn').owner.email };
  };

  inbox.post('/leads/:id/status', async (c) => {
    const form = await leadForm(c);
    if ('problem' in form) return form.problem;
    const status = formField(form.body, 'status');
    const estimate = formField(form.body, 'estimate_at')?.trim();
    if (!isLeadStatus(status)) return c.text(`Choose one of the statuses: ${leadStatuses.join(', ')}.`, 400);
    if (estimate === undefined) return c.text('The form is missing the estimate visit field. Go back and send it again.', 400);
    const estimateAt = estimate === '' ? null : businessTimeToUtc(estimate);
    if (estimate !== '' && estimateAt === null) {
      return c.text('The estimate visit is not a valid date and time. Pick a day and a time, e.g. 2026-05-14 09:30.', 400);
    }
    if (!deps.details.changeStatus(form.id, status, estimateAt, form.actor, new Date())) return c.text('There is no such request.', 404);
    return c.redirect(`/inbox/leads/${form.id}?saved=status#${savedAnchor}`, 303);
  });

  inbox.post('/leads/:id/notes', async (c) => {
    const form = await leadForm(c);
    if ('problem' in form) return form.problem;
    const note = formField(form.body, 'note')?.replace(/\r\n?/g, '\n').trim();
    if (note === undefined) return c.text('The form is missing the note. Go back and send it again.', 400);
    if (note === '') return c.text('The note is empty. Go back, write the note, then press "Add note".', 400);
    if (note.length > maxNoteLength) {
      return c.text(`A note can be at most ${formatNumber(maxNoteLength)} characters; this one has ${formatNumber(note.length)}. Go back and shorten it.`, 400);
    }
    if (!deps.details.addNote(form.id, note, form.actor, new Date())) return c.text('There is no such request.', 404);
    return c.redirect(`/inbox/leads/${form.id}?saved=note#${savedAnchor}`, 303);
  });

  // A tap on a request's Call, Text or E-mail button, sent by the browser through the link's
  // `ping` (Content-Type text/ping, the page in Ping-From, the link in Ping-To) with the session
  // cookie, Origin and Sec-Fetch-Site: same-origin, so the checks above apply as to any form.
  inbox.post('/leads/:id/contacted', async (c) => {
    const id = parseLeadId(c.req.param('id'));
    if (mediaType(c) !== 'text/ping') return c.text('Only a browser ping (Content-Type: text/ping) is accepted here.', 415);
    const links = id === null ? undefined : deps.details.contactLinks(id);
    if (id === null || !links) return c.text('There is no such request.', 404);
    const from = c.req.header('ping-from');
    if (!from || !URL.canParse(from) || new URL(from).pathname !== `/inbox/leads/${id}`) return c.text("Ping-From is not this request's page.", 400);
    const to = c.req.header('ping-to');
    const via = (['call', 'text', 'email'] as const).find((kind) => to !== undefined && links[kind] === to);
    if (!via) return c.text("Ping-To is not this request's Call, Text or E-mail link.", 400);
    deps.details.recordContact(id, via, c.get('signedIn').owner.email, new Date());
    return c.body(null, 204);
  });

  /**
   * The browser's ping when the owner taps "Ask for a review" (text or e-mail): the tap opens
   * the message on the phone, and this records it in the request's history. A ping carries
   * no form, so the channel is in the query string.
   */
  inbox.post('/leads/:id/review-request', (c) => {
    const id = parseLeadId(c.req.param('id'));
    const via = c.req.query('via');
    if (id === null) return c.text('There is no such request.', 404);
    if (!isReviewChannel(via)) return c.text('Say how the customer was asked: via=text or via=email.', 400);
    const result = deps.details.askForReview(id, via, c.get('signedIn').owner.email, new Date());
    if (result === 'not-found') return c.text('There is no such request.', 404);
    if (result === 'not-won') return c.text('Only a request marked Won is asked for a review.', 409);
    return c.body(null, 204);
  });

  if (deps.site) inbox.route('/site', siteRoutes({ ...deps.site, render: ownerPage }));
  if (deps.schedule) inbox.route('/schedule', scheduleRoutes({ schedule: deps.schedule.store, onChange: deps.schedule.onChange, siteOrigin: settings.siteOrigin, render: ownerPage }));

  inbox.get('*', (c) => ownerPage(c));

  inbox.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));

  return inbox;
}
