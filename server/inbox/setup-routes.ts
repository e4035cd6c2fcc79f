import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { AuditLog } from '../auth/audit.ts';
import type { Auth } from '../auth/auth.ts';
import { addOwner, ownerEmail } from '../auth/owners.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import type { SetupLinks } from '../auth/setup-link.ts';
import type { AuthSettings } from '../auth/settings.ts';
import { RateLimiter } from '../rate-limit.ts';
import type { Logger } from '../log.ts';
import type { AstroPages } from './astro.ts';
import type { SetupView } from './locals.ts';

/** The inbox's own context type, whatever variables it carries. */
type BaseEnv = { Bindings: HttpBindings };

export interface SetupDeps<Env extends BaseEnv> {
  auth: Auth;
  /** The setup link's store, and whether any owner exists (the page then only points to sign-in). */
  setup: { links: SetupLinks; hasOwner: () => boolean };
  settings: AuthSettings;
  audit: AuditLog;
  pages: AstroPages;
  /** The client address the server trusts (the socket's, or X-Forwarded-For behind TRUST_PROXY). */
  address: (c: Context<Env>) => string | null;
  /** Signs in through Better Auth, as the sign-in form does; its Set-Cookie lines carry the session. */
  signIn: (c: Context<Env>, email: string, password: string) => Promise<Response>;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

/**
 * /inbox/setup: the first owner account, made with the link the server logs at start
 * (server/auth/setup-link.ts). Public like the sign-in page, behind the same origin check, and
 * throttled per address like sign-in (INBOX_SIGNIN_LIMIT per 15 minutes). Without a valid
 * token nothing is created and the page says where the link is.
 */
export function setupRoutes<Env extends BaseEnv>(deps: SetupDeps<Env>): Hono<Env> {
  const routes = new Hono<Env>();
  const attempts = new RateLimiter(deps.settings.addressLimit, deps.settings.addressWindowSeconds * 1000);
  const render = (c: Context<Env>, setup: SetupView) => deps.pages(c, { owner: null, inbox: null, setup });

  routes.get('/', (c) => {
    if (deps.setup.hasOwner()) return c.redirect('/inbox/login', 303);
    const token = c.req.query('token');
    if (token === undefined) return render(c, { state: 'no-link' });
    return render(c, deps.setup.links.isValid(token) ? { state: 'form', token, email: '' } : { state: 'invalid' });
  });

  routes.post('/', async (c) => {
    const address = deps.address(c);
    if (!attempts.take(address ?? 'unknown').ok) {
      deps.audit.record('', 'refused: too many setup attempts from this address', address);
      return render(c, { state: 'throttled' });
    }
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = field(body, 'token');
    const rawEmail = field(body, 'email');
    const password = field(body, 'password');
    if (!deps.setup.links.isValid(token)) {
      deps.audit.record(rawEmail.slice(0, 320), 'refused: setup link not valid', address);
      return render(c, { state: 'invalid' });
    }

    const email = ownerEmail(rawEmail);
    const errors: { field: 'email' | 'password'; message: string }[] = [];
    if (!email) errors.push({ field: 'email', message: 'Enter your e-mail address, like name@example.com.' });
    const problem = passwordProblem(password, email ?? rawEmail);
    if (problem) errors.push({ field: 'password', message: problem });
    if (errors.length || !email) return render(c, { state: 'form', token, email: rawEmail.slice(0, 320), errors });

    // Used up before the account exists: of two forms sent at once, one creates the owner.
    if (!deps.setup.links.consume(token)) return render(c, { state: 'invalid' });
    await addOwner(deps.auth, email, password);
    deps.audit.record(email, 'owner account created with the setup link', address);
    deps.logger?.info('owner account created with the setup link; the link no longer works');

    const response = await deps.signIn(c, email, password);
    if (response.status !== 200) return c.redirect('/inbox/login', 303);
    deps.audit.record(email, 'signed in', address);
    for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return c.redirect('/inbox/welcome', 303);
  });

  return routes;
}
