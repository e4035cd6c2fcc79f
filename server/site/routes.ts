import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { SignedIn } from '../auth/sessions.ts';
import type { InboxContext } from '../inbox/astro.ts';
import type { InboxData } from '../inbox/locals.ts';
import { businessFieldOf, businessFormValues, businessInput, field, reviewFormValues, reviewInput, versionField, type FormBody } from './forms.ts';
import type { Publisher } from './publish.ts';
import { businessId, isDraftId, type SaveResult, type SiteStore } from './store.ts';
import type { SiteForm } from './view.ts';

type Env = { Bindings: HttpBindings; Variables: { signedIn: SignedIn } };

export interface SiteRouteDeps {
  store: SiteStore;
  publisher: Publisher;
  /** Renders the inbox page of the request's path for the signed-in owner with this extra data. */
  render: (c: InboxContext<Env>, extra: Partial<InboxData>) => Response | Promise<Response>;
}

/**
 * The Site editor's form posts, under /inbox/site (signed-in owner only, same-origin only:
 * the inbox's guards run first). Each answers with a redirect back after a save, or with the
 * same page, status 422 or 409, holding what the owner sent and what is wrong with it; a
 * refused save writes nothing.
 */
export function siteRoutes({ store, publisher, render }: SiteRouteDeps): Hono<Env> {
  const site = new Hono<Env>();
  const actor = (c: InboxContext<Env>) => c.get('signedIn').owner.email;
  const readBody = (c: InboxContext<Env>) => c.req.parseBody().catch(() => null) as Promise<FormBody | null>;
  const unreadable = (c: InboxContext<Env>) => c.text('The form could not be read. Go back and send it again.', 400);
  const noVersion = (c: InboxContext<Env>) => c.text('The form is missing its version. Reload the page and edit again.', 400);

  /**
   * The form's page again (its address, whatever the post's was) with the owner's values and the
   * problem; the page answers 422 for a check, 409 for a conflict.
   */
  const sendBack = <K extends 'business' | 'review'>(c: InboxContext<Env>, result: Exclude<SaveResult<K>, { ok: true }>, form: Omit<SiteForm, 'issues' | 'version'>, version: number) => {
    if (result.reason === 'missing') return c.text('That item was deleted meanwhile. Go back to the list.', 404);
    const siteForm: SiteForm =
      result.reason === 'invalid'
        ? { ...form, issues: result.issues, version }
        : { ...form, issues: [], version: result.current.version, conflict: { by: result.current.updatedBy, at: result.current.updatedAt } };
    c.env.incoming.url = form.kind === 'business' ? '/inbox/site/business' : '/inbox/site/reviews';
    return render(c, { siteForm });
  };

  site.post('/business', async (c) => {
    const body = await readBody(c);
    if (!body) return unreadable(c);
    const version = versionField(body);
    if (version === undefined) return noVersion(c);
    const input = businessInput(body);
    const result = store.save('business', businessId, input, { version, actor: actor(c) });
    if (result.ok) return c.redirect('/inbox/site/business?saved=1', 303);
    const issues = result.reason === 'invalid' ? result.issues.map((issue) => ({ ...issue, path: businessFieldOf(issue.path) })) : [];
    return sendBack(c, result.reason === 'invalid' ? { ...result, issues } : result, { kind: 'business', id: businessId, values: businessFormValues(input) }, version);
  });

  site.post('/reviews', async (c) => {
    const body = await readBody(c);
    if (!body) return unreadable(c);
    const input = reviewInput(body, false);
    const result = store.save('review', null, input, { version: 0, actor: actor(c) });
    if (result.ok) return c.redirect(`/inbox/site/reviews?saved=added#review-${result.draft.id}`, 303);
    return sendBack(c, result, { kind: 'review', id: null, values: reviewFormValues(input) }, 0);
  });

  /** The review a form posts about, and its body; a bad id or unreadable body answers here. */
  const reviewForm = async (c: InboxContext<Env>) => {
    const id = c.req.param('id') ?? '';
    const draft = isDraftId(id) ? store.get('review', id) : undefined;
    if (!draft) return { problem: c.text('There is no such review. It may have been deleted.', 404) };
    const body = await readBody(c);
    if (!body) return { problem: unreadable(c) };
    const version = versionField(body);
    if (version === undefined) return { problem: noVersion(c) };
    return { id, draft, body, version };
  };

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

  site.post('/reviews/:id/move', async (c) => {
    const form = await reviewForm(c);
    if ('problem' in form) return form.problem;
    const direction = field(form.body, 'direction');
    if (direction !== 'up' && direction !== 'down') return c.text('Move the review up or down.', 400);
    store.move('review', form.id, direction, actor(c));
    return c.redirect(`/inbox/site/reviews#review-${form.id}`, 303);
  });

  site.post('/reviews/:id/delete', async (c) => {
    const form = await reviewForm(c);
    if ('problem' in form) return form.problem;
    const result = store.remove('review', form.id, { version: form.version, actor: actor(c) });
    if (result.ok) return c.redirect('/inbox/site/reviews?saved=deleted', 303);
    return sendBack(c, result, { kind: 'review', id: form.id, values: reviewFormValues(form.draft.data) }, form.version);
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
