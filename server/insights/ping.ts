import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { contactHrefs, type Business } from '../../src/config/business-facts.ts';
import { clientAddress, mediaType } from '../client-request.ts';
import { RateLimiter } from '../rate-limit.ts';
import type { ContactKind, SiteCounts } from './counts.ts';
import { isPersonVisit } from './visitor.ts';
import { countPageViews } from './page-views.ts';
import type { LiveSite } from '../static-site.ts';

/** A browser's ping body is the four bytes "PING"; anything near this is not a ping. */
export const maxPingBytes = 1024;

export interface PingOptions {
  counts: SiteCounts;
  isPage: (path: string) => boolean;
  /** SITE_URL's origin: pings from pages elsewhere are refused. */
  siteOrigin: string;
  trustProxy: boolean;
  /** Pings per client address per window; the addresses live in memory only. */
  limit?: number;
  windowMs?: number;
  /** The business facts the live site states: its phone and e-mail are the links counted. */
  facts: () => Business;
}

/** Which of our contact links a Ping-To names: the business phone by call or text, or its e-mail. */
export function contactKindOf(pingTo: string, business: Business): ContactKind | null {
  const links = contactHrefs(business);
  if (pingTo === links.tel) return 'call';
  if (pingTo === links.sms) return 'text';
  return pingTo.toLowerCase() === links.mailto.toLowerCase() ? 'email' : null;
}

/**
 * POST /ping (mounted under /api): the browser sends it when someone follows one of our
 * tel:, sms: or mailto: links that carry `ping`, with the page in Ping-From and the link in
 * Ping-To. Counted per page, kind and day; nothing about the sender is stored.
 */
export function createPingApi({ counts, isPage, siteOrigin, trustProxy, limit = 30, windowMs = 10 * 60 * 1000, facts }: PingOptions): Hono {
  const limiter = new RateLimiter(limit, windowMs);
  const api = new Hono();
  const refuse = (c: Context, status: 400 | 403 | 413 | 415 | 429, message: string) => c.text(message, status, { 'Cache-Control': 'no-store' });

  api.post(
    '/ping',
    bodyLimit({ maxSize: maxPingBytes, onError: (c) => refuse(c, 413, `A ping body can be at most ${maxPingBytes} bytes.`) }),
    async (c) => {
      if (mediaType(c) !== 'text/ping') return refuse(c, 415, 'Only a browser ping (Content-Type: text/ping) is accepted here.');
      try {
        await c.req.arrayBuffer();
      } catch {
        return refuse(c, 400, 'The ping body could not be read.');
      }
      const from = c.req.header('ping-from');
      const to = c.req.header('ping-to');
      if (!from || !to) return refuse(c, 400, 'A ping needs the Ping-From and Ping-To headers.');
      if (!URL.canParse(from)) return refuse(c, 400, 'Ping-From is not a URL.');
      const page = new URL(from);
      const fetchSite = c.req.header('sec-fetch-site');
      if ((page.origin !== siteOrigin && page.host !== c.req.header('host')) || (fetchSite !== undefined && fetchSite !== 'same-origin')) {
        return refuse(c, 403, 'Refused: pings are counted only from pages of this site.');
      }
      if (!isPage(page.pathname)) return refuse(c, 400, 'Ping-From is not a page of this site.');
      const business = facts();
      const kind = contactKindOf(to, business);
      if (!kind) return refuse(c, 400, `Ping-To is not one of our links (${business.phone.display} or ${business.email}).`);
      if (!isPersonVisit(c.req.raw.headers)) return c.body(null, 204);
      const allowed = limiter.take(clientAddress(c, { trustProxy }) ?? 'unknown');
      if (!allowed.ok) {
        c.header('Retry-After', String(allowed.retryAfterSeconds));
        return refuse(c, 429, 'Too many pings from this address; try again later.');
      }
      counts.click(page.pathname, kind);
      return c.body(null, 204);
    },
  );

  api.all('/ping', (c) => c.text('Method Not Allowed', 405, { Allow: 'POST' }));

  return api;
}

/** What counting needs of the app (server/app.ts). */
export interface InsightsHost {
  http: Hono<any>;
  counts: SiteCounts;
  config: { inbox: { siteOrigin: string; trustProxy: boolean } };
  site: { live: LiveSite };
  facts: () => Business;
}

/** Counts page views of the live site's pages and binds POST /api/ping. */
export function bindInsights({ http, counts, config, site, facts }: InsightsHost): void {
  // While the 503 page stands in for the site, no page is seen, so none is counted.
  const isPage = (path: string) => !site.live.unavailable && site.live.current.pages.has(path);
  http.use('*', countPageViews(counts, isPage));
  http.route('/api', createPingApi({ counts, isPage, siteOrigin: config.inbox.siteOrigin, trustProxy: config.inbox.trustProxy, facts }));
}
