import { Hono } from 'hono';
import { workPhotoTypes } from '../../src/lib/work-photos.ts';
import { collectionRoutes } from './collection-routes.ts';
import { articleEditor, reviewEditor, workEditor } from './collection-editors.ts';
import { businessFieldOf, businessFormValues, businessInput, versionField, type FormBody } from './forms.ts';
import { actor, sendBack, type SiteEnv, type SiteRouteDeps } from './site-context.ts';
import { businessId } from './store.ts';
import { parseWorkPhotoId } from './work-photos.ts';

/** The business facts: one form, saved as one draft. */
function businessRoutes({ store, render }: SiteRouteDeps): Hono<SiteEnv> {
  const routes = new Hono<SiteEnv>();
  routes.post('/', async (c) => {
    const body = (await c.req.parseBody().catch(() => null)) as FormBody | null;
    if (!body) return c.text('The form could not be read. Go back and send it again.', 400);
    const version = versionField(body);
    if (version === undefined) return c.text('The form is missing its version. Reload the page and edit again.', 400);
    const input = businessInput(body);
    const result = store.save('business', businessId, input, { version, actor: actor(c) });
    if (result.ok) return c.redirect('/inbox/site/business?saved=1', 303);
    const issues = result.reason === 'invalid' ? result.issues.map((issue) => ({ ...issue, path: businessFieldOf(issue.path) })) : [];
    return sendBack(c, render, result.reason === 'invalid' ? { ...result, issues } : result, { kind: 'business', id: businessId, values: businessFormValues(input) }, version);
  });
  return routes;
}

/** A stored copy of a job photo for the editor's lists, e.g. /inbox/site/work/photos/<id>-480.webp. */
function workPhotoRoutes({ photos }: SiteRouteDeps): Hono<SiteEnv> {
  const routes = new Hono<SiteEnv>();
  routes.get('/:file', (c) => {
    const match = /^([A-Za-z0-9_-]+)-(\d{1,5})\.(avif|webp)$/.exec(c.req.param('file'));
    const id = match ? parseWorkPhotoId(match[1]) : null;
    if (!match || !id) return c.text('There is no such photo.', 404);
    const variant = photos.variants(id).find((file) => file.width === Number(match[2]) && file.format === match[3]);
    if (!variant) return c.text('There is no such photo.', 404);
    return c.body(new Uint8Array(variant.bytes), 200, { 'Content-Type': workPhotoTypes[variant.format], 'Cache-Control': 'private, max-age=86400' });
  });
  return routes;
}

/** Publish the drafts, or restore a revision, through the same build and switch. */
function publishRoutes({ store, publisher }: SiteRouteDeps): Hono<SiteEnv> {
  const routes = new Hono<SiteEnv>();
  const back = (result: ReturnType<typeof publisher.publish>) => (result.ok ? '/inbox/site#publish' : `/inbox/site?publish=${result.reason}#publish`);
  routes.post('/publish', (c) => c.redirect(back(publisher.publish(actor(c))), 303));
  routes.post('/revisions/:id/restore', (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || !store.revision(id)) return c.text('There is no such revision.', 404);
    return c.redirect(back(publisher.publish(actor(c), id)), 303);
  });
  return routes;
}

/**
 * The Site editor's form posts, under /inbox/site (signed-in owner only, same-origin only:
 * the inbox's guards run first), one small router per resource. Each answers with a redirect
 * back after a save, or with the same page, status 422 or 409, holding what the owner sent and
 * what is wrong with it; a refused save writes nothing.
 */
export function siteRoutes(deps: SiteRouteDeps): Hono<SiteEnv> {
  const site = new Hono<SiteEnv>();
  const collection = { store: deps.store, render: deps.render, actor };
  site.route('/business', businessRoutes(deps));
  site.route('/work/photos', workPhotoRoutes(deps));
  site.route('/reviews', collectionRoutes(reviewEditor(deps), collection));
  site.route('/work', collectionRoutes(workEditor(deps), collection));
  site.route('/articles', collectionRoutes(articleEditor(deps), collection));
  site.route('/', publishRoutes(deps));
  return site;
}
