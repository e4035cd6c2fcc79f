import { Hono } from 'hono';
import { appIcon, serviceWorker } from '../alerts/app-files.ts';
import { photoFileName, photoType } from '../photos/store.ts';
import { passCookies, type InboxEnv, type InboxRequest, type InboxRouteContext } from './route-context.ts';

/**
 * The installable inbox: fetched by the browser itself, without cookies for the manifest, and
 * holding nothing about any request. The no-store every inbox answer carries keeps them fresh.
 */
export function appFileRoutes({ deps }: InboxRouteContext): Hono<InboxEnv> {
  const routes = new Hono<InboxEnv>();
  routes.get('/sw.js', (c) => c.body(new Uint8Array(serviceWorker), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  routes.get('/manifest.webmanifest', (c) => c.body(deps.alerts.manifest(), 200, { 'Content-Type': 'application/manifest+json' }));
  routes.get('/icons/:name', async (c) => {
    const png = await appIcon(c.req.param('name'));
    return png ? c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' }) : c.text('Not Found', 404);
  });
  return routes;
}

/**
 * A request's photo, full size or as a thumbnail, for the signed-in owner only. Anyone else gets
 * the same 404 whether the id exists or not, so an address, guessed or leaked, reveals nothing;
 * nosniff keeps a browser from reading the bytes as anything but the JPEG they are.
 */
export function photoRoutes({ deps }: InboxRouteContext): Hono<InboxEnv> {
  const routes = new Hono<InboxEnv>();
  const photo = (size: 'full' | 'thumb') => async (c: InboxRequest) => {
    const signedIn = await deps.sessions.current(c.req.raw.headers);
    const file = signedIn ? deps.photos.file(c.req.param('id') ?? '', size) : undefined;
    if (!signedIn || !file) return c.text('There is no such photo.', 404);
    passCookies(c, signedIn.setCookies);
    const name = photoFileName(file.leadId, file.number, size);
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': photoType,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': `inline; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
    });
  };
  routes.get('/:id', photo('full'));
  routes.get('/:id/thumb', photo('thumb'));
  return routes;
}
