import type { MiddlewareHandler } from 'hono';
import type { SiteCounts } from './counts.ts';
import { isPersonVisit } from './visitor.ts';

/**
 * Counts a view when a person's GET for a page of the built site succeeds. 304 counts too:
 * it is a returning visitor's browser checking its cached copy of the page before showing it.
 * The path comes without its query string, and only the site's own pages are counted, so
 * made-up addresses and ?tags cannot add rows.
 */
export function countPageViews(counts: SiteCounts, isPage: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const status = c.res.status;
    if (c.req.method !== 'GET' || !((status >= 200 && status < 300) || status === 304)) return;
    if (!isPage(c.req.path) || !isPersonVisit(c.req.raw.headers)) return;
    counts.view(c.req.path);
  };
}
