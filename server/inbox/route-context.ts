import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { TimingVariables } from 'hono/timing';
import { authBasePath, clientAddressHeader, type Auth } from '../auth/auth.ts';
import type { AuditLog } from '../auth/audit.ts';
import type { AccountLockout } from '../auth/lockout.ts';
import type { OwnerSessions, SignedIn } from '../auth/sessions.ts';
import type { AuthSettings } from '../auth/settings.ts';
import type { SetupLinks } from '../auth/setup-link.ts';
import type { Alerts } from '../alerts/index.ts';
import type { InsightsReport } from '../insights/report.ts';
import { clientAddress } from '../client-request.ts';
import type { Logger } from '../log.ts';
import type { PhotoReader } from '../photos/store.ts';
import type { ScheduleStore } from '../schedule/store.ts';
import type { QuoteStore } from '../quotes/store.ts';
import type { QuoteInsights } from '../quotes/insights.ts';
import type { PriceItem } from '../../src/content/price-schema.ts';
import type { SiteDeps } from '../site/site-context.ts';
import { liveArticleNames } from '../site/articles.ts';
import { siteView } from '../site/view.ts';
import type { AstroPages, InboxContext } from './astro.ts';
import type { LeadDetails } from './lead-detail.ts';
import type { InboxLeads } from './leads.ts';
import type { BackupStatus } from '../../src/lib/backup-status.ts';
import type { InboxData } from './locals.ts';
import type { Business } from '../../src/config/business-facts.ts';
import type { SecurityOverview } from '../../src/lib/security-view.ts';

export const loginPath = '/inbox/login';

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
  /** The business facts published last (server/site/facts.ts), e.g. the name a passkey prompt shows. */
  facts: () => Business;
  /** The first owner's setup link (server/auth/setup-link.ts), and whether an owner exists. */
  setup: { links: SetupLinks; hasOwner: () => boolean };
  /** The Schedule tab: estimate visits and the owner's availability (server/schedule). */
  schedule?: { store: ScheduleStore; onChange: () => void };
  /** The off-site copy's state (server/backup/status.ts); absent: off. */
  backup?: () => BackupStatus;
  /** Written quotes (server/quotes): the store, Insights' figures, the published price list, and the outbox's kick. */
  quotes?: { store: QuoteStore; insights: QuoteInsights; prices: () => readonly PriceItem[]; onChange: () => void };
}

/** Every inbox router's context: behind the session guard, `signedIn` is the owner. */
export type InboxEnv = { Bindings: HttpBindings; Variables: { signedIn: SignedIn } & TimingVariables };
export type InboxRequest = InboxContext<InboxEnv>;

/** What the inbox's routers share: the dependencies and the helpers built on them. */
export interface InboxRouteContext {
  deps: InboxDeps;
  /** The client address the server trusts (the socket's, or X-Forwarded-For behind TRUST_PROXY). */
  address: (c: InboxRequest) => string | null;
  toAuth: (c: InboxRequest, path: string, init: { method: string; body?: BodyInit; headers?: Headers }) => Promise<Response>;
  /** Better Auth's password sign-in, with the browser's user agent for the devices list. */
  signIn: (c: InboxRequest, email: string, password: string) => Promise<Response>;
  /** Renders an inbox page for the signed-in owner with what the server hands it. */
  /** An owner's page; `route` names it when the request's address does not (a form sent back with its problems). */
  ownerPage: (c: InboxRequest, extra?: Partial<InboxData>, route?: string) => Promise<Response>;
}

export function formField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

/** Passes session cookies (a renewed session, or Better Auth's) on to the browser. */
export function passCookies(c: Pick<Context, 'header'>, cookies: Iterable<string>): void {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

export function inboxRouteContext(deps: InboxDeps): InboxRouteContext {
  const { auth, settings, pages } = deps;
  const address = (c: InboxRequest) => clientAddress(c, settings);

  /** Hands a request to Better Auth with the client address we trust, never one the client chose. */
  const toAuth: InboxRouteContext['toAuth'] = async (c, path, init) => {
    const headers = init.headers ?? new Headers(c.req.raw.headers);
    headers.delete(clientAddressHeader);
    const ip = address(c);
    if (ip) headers.set(clientAddressHeader, ip);
    const url = new URL(`${settings.siteOrigin}${authBasePath}${path}`);
    url.search = new URL(c.req.url).search;
    return auth.handler(new Request(url, { method: init.method, headers, body: init.body }));
  };

  const signIn: InboxRouteContext['signIn'] = (c, email, password) => {
    const headers = new Headers({ 'content-type': 'application/json', origin: settings.siteOrigin });
    const userAgent = c.req.header('user-agent');
    if (userAgent) headers.set('user-agent', userAgent);
    return toAuth(c, '/sign-in/email', { method: 'POST', headers, body: JSON.stringify({ email, password, rememberMe: true }) });
  };

  const ownerPage: InboxRouteContext['ownerPage'] = (c, extra = {}, route) => {
    const { owner, session, setCookies } = c.get('signedIn');
    return pages(
      c,
      {
        owner: { email: owner.email },
        backup: deps.backup?.(),
        inbox: {
          leads: (params) => deps.leads.list(params),
          security: () => deps.security(owner.id, session.id),
          insights: (params) => deps.insights(params),
          alerts: () => ({ devices: deps.alerts.subscriptions.devices(owner.id), quietHours: deps.alerts.quietHours.get(owner.id) }),
          ...(deps.quotes ? { quoteSettings: () => deps.quotes!.store.settings(), quoteInsights: deps.quotes.insights } : {}),
          ...(deps.site ? { site: () => siteView(deps.site!.store, deps.site!.publisher.status()), articleNames: () => liveArticleNames(deps.site!.store) } : {}),
          ...extra,
        },
      },
      setCookies,
      route,
    );
  };

  return { deps, address, toAuth, signIn, ownerPage };
}
