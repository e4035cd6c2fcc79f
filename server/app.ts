import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { routePath } from '../src/lib/url.ts';
import { headersFor, loadHeaderRules, type HeaderRule } from './headers-file.ts';
import { buildRouteMap, sendFile } from './static-site.ts';

export interface AppOptions {
  /** The built site. */
  distDir: string;
  /** Extra routes mounted before the static site, e.g. the quote endpoint under /api. */
  api?: Hono;
  /** The owner's inbox, mounted under /inbox (server/inbox). */
  inbox?: Hono<any>;
}

/**
 * The self-host server: serves the prerendered site with clean URLs and the same headers
 * as dist/_headers, plus any API routes passed in.
 */
export function createApp({ distDir, api, inbox }: AppOptions): Hono {
  const routes = buildRouteMap(distDir);
  const headersFile = join(distDir, '_headers');
  const rules: HeaderRule[] = existsSync(headersFile) ? loadHeaderRules(headersFile) : [];
  const notFoundPage = routes.get('/404');
  routes.delete('/404');

  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of headersFor(rules, c.req.path)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  if (api) app.route('/api', api);
  if (inbox) app.route('/inbox', inbox);

  app.all('*', (c) => {
    const path = c.req.path;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    const query = new URL(c.req.url).search;
    if (path.length > 1 && path.endsWith('/')) {
      return c.redirect(`${path.replace(/\/+$/, '') || '/'}${query}`, 301);
    }
    if (path.endsWith('.html')) {
      const clean = routePath(path);
      if (routes.has(clean)) return c.redirect(`${clean}${query}`, 301);
    }
    const file = routes.get(path);
    if (file) return sendFile(c, path, file);
    if (notFoundPage) return sendFile(c, path, notFoundPage, 404);
    return c.text('Not Found', 404);
  });

  return app;
}
