import { Hono, type MiddlewareHandler } from 'hono';
import type { Collection, CollectionKind } from '../../src/content/site-collections.ts';
import { field, versionField, type FormBody } from './forms.ts';
import { isDraftId, type SaveResult } from './store.ts';
import { savedHref, type SiteContext, type SiteEnv, type SiteRouteDeps } from './site-context.ts';
import type { Draft } from '../../src/lib/site-view.ts';

/** An item a form posts about: its id and its draft as the store has it now. */
export interface Target<K extends CollectionKind> {
  id: string;
  draft: Draft<K>;
}

/**
 * What a collection does of its own: how a form post becomes a saved item. Everything else
 * (finding the item, reading the body, the version, hide and show, moving, deleting, and how a
 * conflict is answered) is the same for every collection.
 */
export interface CollectionEditor<K extends CollectionKind> {
  collection: Collection<K>;
  /** Adds an item (target null) or edits one, and answers: a redirect after a save, or the form again. */
  save: (c: SiteContext, target: Target<K> | null, body: FormBody, version: number) => Response | Promise<Response>;
  /** Reads a post's body: an article's form repeats a field (its related articles). */
  readBody?: (c: SiteContext) => Promise<FormBody | null>;
  /** A larger body limit for adding (photos), in front of the inbox's small one. */
  addLimit?: MiddlewareHandler<SiteEnv>;
}

const readForm = (c: SiteContext) => c.req.parseBody().catch(() => null) as Promise<FormBody | null>;

/**
 * One collection's routes under its path: add (POST /), edit (POST /:id), take off or put back
 * (/:id/visibility) when it can, move when ordered (/:id/move) and delete (/:id/delete) unless kept. Every change but an
 * add carries the version the owner saw; a stale one changes nothing and shows the list again,
 * as it is now, with status 409.
 */
export function collectionRoutes<K extends CollectionKind>(editor: CollectionEditor<K>, { store, render, actor }: Pick<SiteRouteDeps, 'store' | 'render'> & { actor: (c: SiteContext) => string }): Hono<SiteEnv> {
  const { collection } = editor;
  const { kind, noun, path } = collection;
  const readBody = editor.readBody ?? readForm;
  const routes = new Hono<SiteEnv>();
  const unreadable = (c: SiteContext) => c.text('The form could not be read. Go back and send it again.', 400);

  /** The item a form posts about, its body and version; a bad id, body or version answers here. */
  const posted = async (c: SiteContext) => {
    const id = c.req.param('id') ?? '';
    const draft = isDraftId(id) ? store.get(kind, id) : undefined;
    if (!draft) return { problem: c.text(`There is no such ${noun}. It may have been deleted.`, 404) };
    const body = await readBody(c);
    if (!body) return { problem: unreadable(c) };
    const version = versionField(body);
    if (version === undefined) return { problem: c.text('The form is missing its version. Reload the page and edit again.', 400) };
    return { target: { id, draft }, body, version };
  };

  /** After a list action: back to the list, on its confirmation; or the list again, as it is now, when it changed meanwhile. */
  const answer = (c: SiteContext, result: Exclude<SaveResult<K>, { reason: 'invalid' }> | { ok: true }, saved: string, id?: string) => {
    if (result.ok) return c.redirect(savedHref(path, saved, id), 303);
    if (result.reason === 'missing') return c.text(`That ${noun} was deleted meanwhile. Go back to the list.`, 404);
    return render(c, { siteConflict: true }, path);
  };

  if (editor.addLimit) routes.post('/', editor.addLimit);
  routes.post('/', async (c) => {
    const body = await readBody(c);
    if (!body) return unreadable(c);
    return editor.save(c, null, body, 0);
  });

  routes.post('/:id', async (c) => {
    const form = await posted(c);
    if ('problem' in form) return form.problem;
    return editor.save(c, form.target, form.body, form.version);
  });

  const { visibility } = collection;
  if (visibility) {
    routes.post('/:id/visibility', async (c) => {
      const form = await posted(c);
      if ('problem' in form) return form.problem;
      const { field: name, offWhen } = visibility;
      const value = field(form.body, name) === 'true';
      const result = store.save(kind, form.target.id, { ...form.target.draft.data, [name]: value }, { version: form.version, actor: actor(c) });
      if (!result.ok && result.reason === 'invalid') return c.text(`The ${noun} could not be changed. Open it and save it again.`, 409);
      return answer(c, result, value === offWhen ? 'hidden' : 'shown', form.target.id);
    });
  }

  if (collection.ordered) {
    routes.post('/:id/move', async (c) => {
      const form = await posted(c);
      if ('problem' in form) return form.problem;
      const direction = field(form.body, 'direction');
      if (direction !== 'up' && direction !== 'down') return c.text(`Move the ${noun} up or down.`, 400);
      const result = store.move(kind as Exclude<K, 'business'>, form.target.id, direction, { version: form.version, actor: actor(c) });
      if (result.ok) return c.redirect(`${path}#${kind}-${form.target.id}`, 303);
      return answer(c, result, 'moved', form.target.id);
    });
  }

  // A job photo's files stay stored: a revision that shows them can still be restored.
  routes.post('/:id/delete', async (c) => {
    const form = await posted(c);
    if ('problem' in form) return form.problem;
    const kept = collection.kept?.(form.target.id);
    if (kept) return c.text(kept, 409);
    return answer(c, store.remove(kind, form.target.id, { version: form.version, actor: actor(c) }), 'deleted');
  });

  return routes;
}
