import type { MiddlewareHandler } from 'hono';

/**
 * Every state-changing request must come from a page of this site (OWASP CSRF defence in
 * depth on top of SameSite cookies): the Origin header must be the site's, and Fetch
 * Metadata, when the browser sends it, must say same-origin. A request without Origin is
 * refused too; every browser sends it on POST.
 */
export function sameOriginOnly(siteOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const fetchSite = c.req.header('sec-fetch-site');
    if (c.req.header('origin') !== siteOrigin || (fetchSite !== undefined && fetchSite !== 'same-origin')) {
      return c.text('Refused: this request did not come from the inbox.', 403);
    }
    return next();
  };
}
