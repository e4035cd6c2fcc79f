import type { Context, MiddlewareHandler } from 'hono';
import type { Refusal } from '../../src/lib/security-view.ts';

export interface SiteOrigin {
  origin: string;
  siteUrlSet: boolean;
}

/** The refusal for a request, or undefined when it may go on. */
export function refusalOf(method: string, headers: { origin?: string; host?: string; fetchSite?: string }, site: SiteOrigin): Refusal | undefined {
  if (method === 'GET' || method === 'HEAD') return undefined;
  const expected = site.origin;
  const arrived = headers.origin ?? null;
  const sameServer = arrived !== null && URL.canParse(arrived) && new URL(arrived).host === headers.host;
  const refusal = { expected, siteUrlSet: site.siteUrlSet, arrived, sameServer };
  if (arrived === null) return { reason: 'no origin', ...refusal };
  if (arrived !== expected) return { reason: 'another origin', ...refusal };
  if (headers.fetchSite !== undefined && headers.fetchSite !== 'same-origin') return { reason: 'cross-site', ...refusal, sameServer: false };
  return undefined;
}

/**
 * Every state-changing request must come from a page of this site (OWASP CSRF defense in
 * depth on top of SameSite cookies): the Origin header must be the site's, and Fetch
 * Metadata, when the browser sends it, must say same-origin. A request without Origin is
 * refused too; every browser sends it on POST. `refuse` answers a refused request.
 */
export function sameOriginOnly<C extends Context>(site: SiteOrigin, refuse: (c: C, refusal: Refusal) => Response | Promise<Response>): MiddlewareHandler {
  return async (c, next) => {
    const refusal = refusalOf(
      c.req.method,
      { origin: c.req.header('origin'), host: c.req.header('host'), fetchSite: c.req.header('sec-fetch-site') },
      site,
    );
    if (refusal) return refuse(c as C, refusal);
    return next();
  };
}
