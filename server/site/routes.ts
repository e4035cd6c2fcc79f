import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ownerPhotoAlt } from '../../src/config/business-facts.ts';
import { maxPhotoBytes } from '../../src/lib/photo-fields.ts';
import { workPhotoTypes } from '../../src/lib/work-photos.ts';
import { PhotoRejected } from '../photos/images.ts';
import { collectionRoutes } from './collection-routes.ts';
import { articleEditor, priceEditor, reviewEditor, workEditor } from './collection-editors.ts';
import { businessFieldOf, businessFormValues, businessInput, field, versionField, type FormBody } from './forms.ts';
import { actor, savedHref, sendBack, type SiteEnv, type SiteRouteDeps } from './site-context.ts';
import { businessId } from './store.ts';
import { uploadedFile } from './work-entries.ts';
import { encodeWorkPhoto, parseWorkPhotoId, type EncodedWorkPhoto } from './work-photos.ts';

const maxPhotoMegabytes = Math.round(maxPhotoBytes / (1024 * 1024));

/** Runs a save in a transaction that is undone, photos stored with it included, when the save is refused. */
function inTransaction<R extends { ok: boolean }>(db: SiteRouteDeps['db'], save: () => R): R {
  let refused: R | undefined;
  try {
    return db.transaction(() => {
      const result = save();
      if (!result.ok) {
        refused = result;
        throw new Error('refused');
      }
      return result;
    })();
  } catch (error) {
    if (refused) return refused;
    throw error;
  }
}

/**
 * The business facts, with the owner's photo when one is sent: through the job photo pipeline
 * (metadata stripped), stored with the facts in one transaction so a refused save keeps no
 * photo. Without a new file the photo stays, unless "Remove the photo" is checked.
 */
function businessRoutes({ store, render, db, photos }: SiteRouteDeps): Hono<SiteEnv> {
  const routes = new Hono<SiteEnv>();
  routes.post('/', bodyLimit({ maxSize: maxPhotoBytes + 64 * 1024, onError: (c) => c.text(`The owner photo is too large: send one photo of at most ${maxPhotoMegabytes} MB.`, 413) }), async (c) => {
    const body = (await c.req.parseBody().catch(() => null)) as FormBody | null;
    if (!body) return c.text('The form could not be read. Go back and send it again.', 400);
    const version = versionField(body);
    if (version === undefined) return c.text('The form is missing its version. Reload the page and edit again.', 400);
    const input = businessInput(body);
    const form = { kind: 'business' as const, id: businessId, values: businessFormValues(input) };
    const file = uploadedFile(body, 'ownerPhoto');
    let encoded: EncodedWorkPhoto | undefined;
    if (file) {
      try {
        encoded = await encodeWorkPhoto(Buffer.from(await file.arrayBuffer()), file.name);
      } catch (error) {
        if (!(error instanceof PhotoRejected)) throw error;
        return sendBack(c, render, { ok: false, reason: 'invalid', issues: [{ path: 'ownerPhoto', message: error.message }] }, { ...form, version });
      }
    }
    const kept = field(body, 'removeOwnerPhoto') === 'on' ? undefined : store.get('business', businessId)?.data.ownerPhoto;
    const result = inTransaction(db, () => {
      const photo = encoded ? photos.add(encoded, new Date()) : kept;
      const ownerPhoto = photo ? { id: photo.id, width: photo.width, height: photo.height, alt: ownerPhotoAlt(input.ownerName, input.name) } : undefined;
      return store.save('business', businessId, { ...input, ...(ownerPhoto ? { ownerPhoto } : {}) }, { version, actor: actor(c) });
    });
    if (result.ok) return c.redirect(savedHref('/inbox/site/business', '1'), 303);
    const issues = result.reason === 'invalid' ? result.issues.map((issue) => ({ ...issue, path: businessFieldOf(issue.path) })) : [];
    return sendBack(c, render, result.reason === 'invalid' ? { ...result, issues } : result, { ...form, version });
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
  // "Try again" when the live site could not be rebuilt for this code, address or revision.
  routes.post('/rebuild', (c) => {
    publisher.converge();
    return c.redirect('/inbox/site#publish', 303);
  });
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
  site.route('/prices', collectionRoutes(priceEditor(deps), collection));
  site.route('/', publishRoutes(deps));
  return site;
}
