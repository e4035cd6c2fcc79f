import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { maxPhotoBytes } from '../../src/lib/photo-fields.ts';
import type { HttpBindings } from '@hono/node-server';
import type { SignedIn } from '../auth/sessions.ts';
import type { InboxContext } from '../inbox/astro.ts';
import type { InboxData } from '../inbox/locals.ts';
import { businessFieldOf, businessFormValues, businessInput, field, reviewFormValues, reviewInput, versionField, type FormBody } from './forms.ts';
import type { LeadsDb } from '../leads/db.ts';
import type { Publisher } from './publish.ts';
import { businessId, isDraftId, type SaveResult, type SiteStore } from './store.ts';
import { articleFormValues, saveArticle, type ArticleFormValues } from './articles.ts';
import { renderMarkdown } from '../../src/lib/markdown.ts';
import { addWorkEntry, keepOneHero, uploadedFile, workFieldOf, workFormValues, workInput, workItemValues } from './work-entries.ts';
import { encodeWorkPhoto, parseWorkPhotoId, type EncodedWorkPhoto, type WorkPhotoStore } from './work-photos.ts';
import { PhotoRejected } from '../photos/images.ts';
import { ownerPhotoAlt } from '../../src/lib/business-facts.ts';
import { workPhotoTypes } from '../../src/lib/work-photos.ts';
import type { SiteForm } from './view.ts';

/** Two photos of the largest size a quote photo may have, and the form's text around them. */
const maxWorkUploadBytes = 2 * maxPhotoBytes + 64 * 1024;
const maxPhotoMegabytes = Math.round(maxPhotoBytes / (1024 * 1024));

type Env = { Bindings: HttpBindings; Variables: { signedIn: SignedIn } };

export interface SiteRouteDeps {
  store: SiteStore;
  publisher: Publisher;
  /** The database of the store, for a job photo entry saved with its photos in one transaction. */
  db: LeadsDb;
  photos: WorkPhotoStore;
  /** Renders the inbox page of the request's path for the signed-in owner with this extra data. */
  render: (c: InboxContext<Env>, extra: Partial<InboxData>) => Response | Promise<Response>;
}

/** What the inbox hands the Site tab (server/inbox/index.ts builds it). */
export type SiteDeps = Omit<SiteRouteDeps, 'render'> & { businessName: () => string };

/**
 * The Site editor's form posts, under /inbox/site (signed-in owner only, same-origin only:
 * the inbox's guards run first). Each answers with a redirect back after a save, or with the
 * same page, status 422 or 409, holding what the owner sent and what is wrong with it; a
 * refused save writes nothing.
 */
export function siteRoutes({ store, publisher, db, photos, render }: SiteRouteDeps): Hono<Env> {
  const site = new Hono<Env>();
  const actor = (c: InboxContext<Env>) => c.get('signedIn').owner.email;
  const readBody = (c: InboxContext<Env>) => c.req.parseBody().catch(() => null) as Promise<FormBody | null>;
  const unreadable = (c: InboxContext<Env>) => c.text('The form could not be read. Go back and send it again.', 400);
  const noVersion = (c: InboxContext<Env>) => c.text('The form is missing its version. Reload the page and edit again.', 400);
  /** Runs a save in a transaction that is undone, photos stored with it included, when the save is refused. */
  const inTransaction = <R extends { ok: boolean }>(save: () => R): R => {
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
  };

  /**
   * The form's page again (its address, whatever the post's was) with the owner's values and the
   * problem; the page answers 422 for a check, 409 for a conflict.
   */
  const sendBack = <K extends 'business' | 'review' | 'work'>(c: InboxContext<Env>, result: Exclude<SaveResult<K>, { ok: true }>, form: Omit<SiteForm, 'issues' | 'version'>, version: number) => {
    if (result.reason === 'missing') return c.text('That item was deleted meanwhile. Go back to the list.', 404);
    const siteForm: SiteForm =
      result.reason === 'invalid'
        ? { ...form, issues: result.issues, version }
        : { ...form, issues: [], version: result.current.version, conflict: { by: result.current.updatedBy, at: result.current.updatedAt } };
    c.env.incoming.url = { business: '/inbox/site/business', review: '/inbox/site/reviews', work: '/inbox/site/work', article: '/inbox/site/articles/new' }[form.kind];
    return render(c, { siteForm });
  };

  /**
   * The business facts, with the owner's photo when one is sent: through the job photo pipeline
   * (metadata stripped), stored with the facts in one transaction so a refused save keeps no
   * photo. Without a new file the photo stays, unless "Remove the photo" is ticked.
   */
  site.post('/business', bodyLimit({ maxSize: maxPhotoBytes + 64 * 1024, onError: (c) => c.text(`The owner photo is too large: send one photo of at most ${maxPhotoMegabytes} MB.`, 413) }), async (c) => {
    const body = await readBody(c);
    if (!body) return unreadable(c);
    const version = versionField(body);
    if (version === undefined) return noVersion(c);
    const input = businessInput(body);
    const form = { kind: 'business' as const, id: businessId, values: businessFormValues(input) };
    const file = uploadedFile(body, 'ownerPhoto');
    let encoded: EncodedWorkPhoto | undefined;
    if (file) {
      try {
        encoded = await encodeWorkPhoto(Buffer.from(await file.arrayBuffer()), file.name);
      } catch (error) {
        if (!(error instanceof PhotoRejected)) throw error;
        return sendBack(c, { ok: false, reason: 'invalid', issues: [{ path: 'ownerPhoto', message: error.message }] }, form, version);
      }
    }
    const kept = field(body, 'removeOwnerPhoto') === 'on' ? undefined : store.get('business', businessId)?.data.ownerPhoto;
    const result = inTransaction(() => {
      const photo = encoded ? photos.add(encoded, new Date()) : kept;
      const ownerPhoto = photo ? { id: photo.id, width: photo.width, height: photo.height, alt: ownerPhotoAlt(input.ownerName, input.name) } : undefined;
      return store.save('business', businessId, { ...input, ...(ownerPhoto ? { ownerPhoto } : {}) }, { version, actor: actor(c) });
    });
    if (result.ok) return c.redirect('/inbox/site/business?saved=1', 303);
    const issues = result.reason === 'invalid' ? result.issues.map((issue) => ({ ...issue, path: businessFieldOf(issue.path) })) : [];
    return sendBack(c, result.reason === 'invalid' ? { ...result, issues } : result, form, version);
  });

  site.post('/reviews', async (c) => {
    const body = await readBody(c);
    if (!body) return unreadable(c);
    const input = reviewInput(body, false);
    const result = store.save('review', null, input, { version: 0, actor: actor(c) });
    if (result.ok) return c.redirect(`/inbox/site/reviews?saved=added#review-${result.draft.id}`, 303);
    return sendBack(c, result, { kind: 'review', id: null, values: reviewFormValues(input) }, 0);
  });

  /** The draft a form posts about, and its body; a bad id or unreadable body answers here. */
  const draftForm = async <K extends 'review' | 'work'>(c: InboxContext<Env>, kind: K, missing: string) => {
    const id = c.req.param('id') ?? '';
    const draft = isDraftId(id) ? store.get(kind, id) : undefined;
    if (!draft) return { problem: c.text(missing, 404) };
    const body = await readBody(c);
    if (!body) return { problem: unreadable(c) };
    const version = versionField(body);
    if (version === undefined) return { problem: noVersion(c) };
    return { id, draft, body, version };
  };
  const reviewForm = (c: InboxContext<Env>) => draftForm(c, 'review', 'There is no such review. It may have been deleted.');

  site.post('/reviews/:id', async (c) => {
    const form = await reviewForm(c);
    if ('problem' in form) return form.problem;
    const input = reviewInput(form.body, form.draft.data.hidden);
    const result = store.save('review', form.id, input, { version: form.version, actor: actor(c) });
    if (result.ok) return c.redirect(`/inbox/site/reviews?saved=review#review-${form.id}`, 303);
    return sendBack(c, result, { kind: 'review', id: form.id, values: reviewFormValues(input) }, form.version);
  });

  site.post('/reviews/:id/visibility', async (c) => {
    const form = await reviewForm(c);
    if ('problem' in form) return form.problem;
    const hidden = field(form.body, 'hidden') === 'true';
    const result = store.save('review', form.id, { ...form.draft.data, hidden }, { version: form.version, actor: actor(c) });
    if (result.ok) return c.redirect(`/inbox/site/reviews?saved=${hidden ? 'hidden' : 'shown'}#review-${form.id}`, 303);
    return sendBack(c, result, { kind: 'review', id: form.id, values: reviewFormValues(form.draft.data) }, form.version);
  });

  /** One place up or down in the order the site shows reviews or job photos; the same for both. */
  const moveRoute = (kind: 'review' | 'work', list: string, noun: string, read: (c: InboxContext<Env>) => ReturnType<typeof draftForm>) =>
    site.post(`/${list}/:id/move`, async (c) => {
      const form = await read(c);
      if ('problem' in form) return form.problem;
      const direction = field(form.body, 'direction');
      if (direction !== 'up' && direction !== 'down') return c.text(`Move the ${noun} up or down.`, 400);
      store.move(kind, form.id, direction, actor(c));
      return c.redirect(`/inbox/site/${list}#${kind}-${form.id}`, 303);
    });
  moveRoute('review', 'reviews', 'review', reviewForm);

  site.post('/reviews/:id/delete', async (c) => {
    const form = await reviewForm(c);
    if ('problem' in form) return form.problem;
    const result = store.remove('review', form.id, { version: form.version, actor: actor(c) });
    if (result.ok) return c.redirect('/inbox/site/reviews?saved=deleted', 303);
    return sendBack(c, result, { kind: 'review', id: form.id, values: reviewFormValues(form.draft.data) }, form.version);
  });

  /** A job photo form sent back: a schema issue is shown on the field the owner typed it in. */
  const sendBackWork = (c: InboxContext<Env>, result: Exclude<SaveResult<'work'>, { ok: true }>, id: string | null, values: Record<string, string>, version: number) =>
    sendBack(c, result.reason === 'invalid' ? { ...result, issues: result.issues.map((issue) => ({ ...issue, path: workFieldOf(issue.path) })) } : result, { kind: 'work', id, values }, version);

  site.post('/work', bodyLimit({ maxSize: maxWorkUploadBytes, onError: (c) => c.text(`The photos are too large together: send at most two photos of ${maxPhotoMegabytes} MB each.`, 413) }), async (c) => {
    const body = await readBody(c);
    if (!body) return unreadable(c);
    const values = workFormValues(body);
    const result = await addWorkEntry({ db, store, photos }, values, { photo: uploadedFile(body, 'photo'), beforePhoto: uploadedFile(body, 'beforePhoto') }, actor(c));
    if (result.ok) return c.redirect(`/inbox/site/work?saved=added#work-${result.draft.id}`, 303);
    if (result.reason === 'photo') return sendBack(c, { ok: false, reason: 'invalid', issues: [{ path: result.field, message: result.message }] }, { kind: 'work', id: null, values }, 0);
    return sendBackWork(c, result, null, values, 0);
  });

  const workForm = (c: InboxContext<Env>) => draftForm(c, 'work', 'There is no such job photo. It may have been deleted.');

  site.post('/work/:id', async (c) => {
    const form = await workForm(c);
    if ('problem' in form) return form.problem;
    const values = workFormValues(form.body);
    const shot = form.draft.data.shot;
    const input = shot.kind === 'single' ? workInput(values, shot.photo, undefined, form.draft.data.hidden) : workInput(values, shot.after, shot.before, form.draft.data.hidden);
    const result = db.transaction(() => {
      const saved = store.save('work', form.id, input, { version: form.version, actor: actor(c) });
      if (saved.ok && values.hero) keepOneHero(store, form.id, actor(c));
      return saved;
    })();
    if (result.ok) return c.redirect(`/inbox/site/work?saved=work#work-${form.id}`, 303);
    return sendBackWork(c, result, form.id, values, form.version);
  });

  site.post('/work/:id/visibility', async (c) => {
    const form = await workForm(c);
    if ('problem' in form) return form.problem;
    const hidden = field(form.body, 'hidden') === 'true';
    const result = store.save('work', form.id, { ...form.draft.data, hidden }, { version: form.version, actor: actor(c) });
    if (result.ok) return c.redirect(`/inbox/site/work?saved=${hidden ? 'hidden' : 'shown'}#work-${form.id}`, 303);
    return sendBackWork(c, result, form.id, workItemValues(form.draft.data), form.version);
  });

  moveRoute('work', 'work', 'job photo', workForm);

  // The photos stay stored: a revision that shows them can still be restored.
  site.post('/work/:id/delete', async (c) => {
    const form = await workForm(c);
    if ('problem' in form) return form.problem;
    const result = store.remove('work', form.id, { version: form.version, actor: actor(c) });
    if (result.ok) return c.redirect('/inbox/site/work?saved=deleted', 303);
    return sendBackWork(c, result, form.id, workItemValues(form.draft.data), form.version);
  });

  /** A stored copy of a job photo for the editor's list, e.g. /inbox/site/work/photos/<id>-480.webp. */
  site.get('/work/photos/:file', (c) => {
    const match = /^([A-Za-z0-9_-]+)-(\d{1,5})\.(avif|webp)$/.exec(c.req.param('file'));
    const id = match ? parseWorkPhotoId(match[1]) : null;
    if (!match || !id) return c.text('There is no such photo.', 404);
    const variant = photos.variants(id).find((file) => file.width === Number(match[2]) && file.format === match[3]);
    if (!variant) return c.text('There is no such photo.', 404);
    return c.body(new Uint8Array(variant.bytes), 200, { 'Content-Type': workPhotoTypes[variant.format], 'Cache-Control': 'private, max-age=86400' });
  });

  /** The article form again, as sent: with what is wrong, what changed meanwhile, or its preview. */
  const articlePage = (c: InboxContext<Env>, id: string | null, values: ArticleFormValues, version: number, extra: Partial<SiteForm>) => {
    const { related, ...text } = values;
    c.env.incoming.url = '/inbox/site/articles/new';
    return render(c, { siteForm: { kind: 'article', id, values: text, related, issues: [], version, ...extra } });
  };

  /** Saves an article, or with action=preview shows it as the site will, saving nothing. */
  const articlePost = async (c: InboxContext<Env>, id: string | null) => {
    const body = (await c.req.parseBody({ all: true }).catch(() => null)) as FormBody | null;
    if (!body) return unreadable(c);
    const version = id ? versionField(body) : 0;
    if (version === undefined) return noVersion(c);
    const values = articleFormValues(body);
    if (field(body, 'action') === 'preview') return articlePage(c, id, values, version, { preview: renderMarkdown(values.body) });
    const result = saveArticle(store, id, values, version, actor(c));
    if (result.ok) return c.redirect(`/inbox/site/articles?saved=${id ? 'article' : 'added'}#article-${result.draft.id}`, 303);
    if ('missing' in result) return c.text('That article was deleted meanwhile. Go back to the list.', 404);
    if ('conflict' in result) return articlePage(c, id, values, result.conflict.version, { conflict: { by: result.conflict.updatedBy, at: result.conflict.updatedAt } });
    return articlePage(c, id, values, version, { issues: result.problems.map((problem) => ({ path: problem.field.split('.')[0]!, message: problem.message })) });
  };

  site.post('/articles', (c) => articlePost(c, null));

  /** The article a form posts about; a bad id answers here. */
  const articleDraft = (c: InboxContext<Env>) => {
    const id = c.req.param('id') ?? '';
    return isDraftId(id) ? store.get('article', id) : undefined;
  };

  site.post('/articles/:id', (c) => (articleDraft(c) ? articlePost(c, c.req.param('id')) : c.text('There is no such article. It may have been deleted.', 404)));

  site.post('/articles/:id/visibility', async (c) => {
    const draft = articleDraft(c);
    if (!draft) return c.text('There is no such article. It may have been deleted.', 404);
    const body = await readBody(c);
    if (!body) return unreadable(c);
    const version = versionField(body);
    if (version === undefined) return noVersion(c);
    const published = field(body, 'published') === 'true';
    const result = store.save('article', draft.id, { ...draft.data, published }, { version, actor: actor(c) });
    if (result.ok) return c.redirect(`/inbox/site/articles?saved=${published ? 'shown' : 'hidden'}#article-${draft.id}`, 303);
    if (result.reason === 'conflict') return c.redirect(`/inbox/site/articles?saved=conflict#article-${draft.id}`, 303);
    return c.text('The article could not be changed. Open it and save it again.', 409);
  });

  site.post('/articles/:id/delete', async (c) => {
    const draft = articleDraft(c);
    if (!draft) return c.text('There is no such article. It may have been deleted.', 404);
    const body = await readBody(c);
    if (!body) return unreadable(c);
    const version = versionField(body);
    if (version === undefined) return noVersion(c);
    const result = store.remove('article', draft.id, { version, actor: actor(c) });
    if (result.ok) return c.redirect('/inbox/site/articles?saved=deleted', 303);
    return c.redirect(`/inbox/site/articles?saved=conflict#article-${draft.id}`, 303);
  });

  site.post('/publish', (c) => {
    const result = publisher.publish(actor(c));
    return c.redirect(result.ok ? '/inbox/site#publish' : `/inbox/site?publish=${result.reason}#publish`, 303);
  });

  site.post('/revisions/:id/restore', (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || !store.revision(id)) return c.text('There is no such revision.', 404);
    const result = publisher.publish(actor(c), id);
    return c.redirect(result.ok ? '/inbox/site#publish' : `/inbox/site?publish=${result.reason}#publish`, 303);
  });

  return site;
}
