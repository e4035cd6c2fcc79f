import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { slowDownMs } from '../auth/lockout.ts';
import { lockoutRules } from '../auth/settings.ts';
import { formField, loginPath, passCookies, type InboxEnv, type InboxRouteContext } from './route-context.ts';
import { setupRoutes } from './setup-routes.ts';

const loginError = (code: 'credentials' | 'throttled') => `${loginPath}?error=${code}`;

/** Signing in, for anyone: the sign-in page and form, the first owner's setup, and a passkey sign-in's two steps. */
export function signInRoutes({ deps, address, toAuth, signIn }: InboxRouteContext): Hono<InboxEnv> {
  const { auth, settings, sessions, lockout, audit, pages } = deps;
  const routes = new Hono<InboxEnv>();

  // With no owner yet nobody can sign in: the page says where the setup link is instead.
  routes.get('/login', (c) =>
    pages(c, { owner: null, inbox: null, ...(deps.setup.hasOwner() ? {} : { setup: { state: 'no-link' as const } }) }),
  );

  routes.route(
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
      logger: deps.logger,
    }),
  );

  routes.post('/login', async (c) => {
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
      passCookies(c, response.headers.getSetCookie());
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

  routes.get('/auth/passkey/generate-authenticate-options', (c) => toAuth(c, '/passkey/generate-authenticate-options', { method: 'GET' }));

  routes.post('/auth/passkey/verify-authentication', async (c) => {
    const response = await toAuth(c, '/passkey/verify-authentication', { method: 'POST', body: await c.req.arrayBuffer() });
    const result = (await response.clone().json().catch(() => null)) as { user?: { email?: string } } | null;
    const email = result?.user?.email;
    if (response.ok && email) audit.record(email, 'signed in with passkey', address(c));
    else audit.record('', 'passkey refused', address(c));
    return response;
  });

  return routes;
}
