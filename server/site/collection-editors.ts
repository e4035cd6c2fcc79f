/**
 * What each Site collection does of its own when a form is saved (server/site/collection-routes.ts
 * does the rest): a review is its fields, a job photo comes with its photos, an article is
 * checked against the others and can be previewed without saving, a price is checked against
 * the whole list (the estimator's rates).
 */
import { bodyLimit } from 'hono/body-limit';
import { priceListIssues } from '../../src/content/price-schema.ts';
import { repositoryPriceIds } from '../../src/content/prices.ts';
import { articleCollection, priceCollection, reviewCollection, workCollection } from '../../src/content/site-collections.ts';
import { renderMarkdown } from '../../src/lib/markdown.ts';
import { expandPrices, priceReferenceProblems } from '../../src/lib/prices.ts';
import { maxPhotoBytes } from '../../src/lib/photo-fields.ts';
import { articleFormValues, saveArticle, type ArticleFormValues } from './articles.ts';
import type { CollectionEditor } from './collection-routes.ts';
import { field, priceFormValues, priceInput, reviewFormValues, reviewInput, type FormBody } from './forms.ts';
import { actor, savedHref, sendBack, type SiteContext, type SiteRouteDeps } from './site-context.ts';
import type { SaveResult } from './store.ts';
import { addWorkEntry, keepOneHero, keptField, uploadedFile, workFormValues, workInput, workIssue, type KeptPhotos } from './work-entries.ts';
import type { SiteForm } from '../../src/lib/site-view.ts';

/** Two photos of the largest size a quote photo may have, and the form's text around them. */
const maxWorkUploadBytes = 2 * maxPhotoBytes + 64 * 1024;
const maxPhotoMegabytes = Math.round(maxPhotoBytes / (1024 * 1024));

export function reviewEditor({ store, render }: SiteRouteDeps): CollectionEditor<'review'> {
  return {
    collection: reviewCollection,
    save: (c, target, body, version) => {
      const input = reviewInput(body, { hidden: target?.draft.data.hidden ?? false });
      const result = store.save('review', target?.id ?? null, input, { version, actor: actor(c) });
      if (result.ok) return c.redirect(savedHref('/inbox/site/reviews', target ? 'review' : 'added', result.draft.id), 303);
      return sendBack(c, render, result, { kind: 'review', id: target?.id ?? null, values: reviewFormValues(input), version });
    },
  };
}

export function workEditor({ store, render, db, photos }: SiteRouteDeps): CollectionEditor<'work'> {
  /** A schema issue is shown on the field the owner typed it in. */
  const sendBackWork = (
    c: SiteContext,
    result: Exclude<SaveResult<'work'>, { ok: true }>,
    { id, values, version, kept = {} }: { id: string | null; values: Record<string, string>; version: number; kept?: KeptPhotos },
  ) => sendBack(c, render, result.reason === 'invalid' ? { ...result, issues: result.issues.map(workIssue) } : result, { kind: 'work', id, values, kept, version });
  return {
    collection: workCollection,
    addLimit: bodyLimit({ maxSize: maxWorkUploadBytes, onError: (c) => c.text(`The photos are too large together: send at most two photos of ${maxPhotoMegabytes} MB each.`, 413) }),
    save: async (c, target, body, version) => {
      const values = workFormValues(body);
      if (!target) {
        const result = await addWorkEntry(
          { db, store, photos },
          values,
          {
            files: { photo: uploadedFile(body, 'photo'), beforePhoto: uploadedFile(body, 'beforePhoto') },
            keptIds: { photo: field(body, keptField('photo')), beforePhoto: field(body, keptField('beforePhoto')) },
            actor: actor(c),
          },
        );
        if (result.ok) return c.redirect(savedHref('/inbox/site/work', 'added', result.draft.id), 303);
        if (result.reason === 'photo') return sendBackWork(c, { ok: false, reason: 'invalid', issues: [{ path: result.field, message: result.message }] }, { id: null, values, version: 0, kept: result.kept });
        return sendBackWork(c, result, { id: null, values, version: 0, kept: result.kept });
      }
      const { shot, hidden } = target.draft.data;
      const input = shot.kind === 'single' ? workInput(values, { photo: shot.photo, hidden }) : workInput(values, { photo: shot.after, before: shot.before, hidden });
      const result = db.transaction(() => {
        const saved = store.save('work', target.id, input, { version, actor: actor(c) });
        if (saved.ok && values.hero) keepOneHero(store, target.id, actor(c));
        return saved;
      })();
      if (result.ok) return c.redirect(savedHref('/inbox/site/work', 'work', target.id), 303);
      return sendBackWork(c, result, { id: target.id, values, version });
    },
  };
}

export function articleEditor({ store, render }: SiteRouteDeps): CollectionEditor<'article'> {
  /** The article form again, as sent: with what is wrong, what changed meanwhile, or its preview. */
  const articlePage = (c: SiteContext, { id, values, version }: { id: string | null; values: ArticleFormValues; version: number }, extra: Partial<SiteForm>) => {
    const { related, ...text } = values;
    return render(c, { siteForm: { kind: 'article', id, values: text, related, issues: [], version, ...extra } }, '/inbox/site/articles/new');
  };
  return {
    collection: articleCollection,
    readBody: (c) => c.req.parseBody({ all: true }).catch(() => null) as Promise<FormBody | null>,
    // With action=preview the article is shown as the site will show it, and nothing is saved.
    save: (c, target, body, version) => {
      const id = target?.id ?? null;
      const values = articleFormValues(body);
      if (field(body, 'action') === 'preview') {
        // The preview states the draft prices; a reference that names none is shown as typed, and Save says what is wrong with it.
        const prices = store.draftSnapshot().price;
        const html = renderMarkdown(values.body);
        return articlePage(c, { id, values, version }, { preview: priceReferenceProblems(values.body, prices).length ? html : expandPrices(html, prices) });
      }
      const result = saveArticle(store, id, values, { version, actor: actor(c) });
      if (result.ok) return c.redirect(savedHref('/inbox/site/articles', id ? 'article' : 'added', result.draft.id), 303);
      if ('missing' in result) return c.text('That article was deleted meanwhile. Go back to the list.', 404);
      if ('conflict' in result) return articlePage(c, { id, values, version: result.conflict.version }, { conflict: { by: result.conflict.updatedBy, at: result.conflict.updatedAt } });
      return articlePage(c, { id, values, version }, { issues: result.problems.map((problem) => ({ path: problem.field.split('.')[0]!, message: problem.message })) });
    },
  };
}

export function priceEditor({ store, render, db }: SiteRouteDeps): CollectionEditor<'price'> {
  return {
    collection: priceCollection,
    // Saved and checked in one transaction: a save that leaves the list without an estimator rate is undone.
    save: (c, target, body, version) => {
      const input = priceInput(body);
      const values = priceFormValues(input);
      const result = db.transaction((): SaveResult<'price'> => {
        const saved = store.save('price', target?.id ?? null, input, { version, actor: actor(c) });
        if (!saved.ok) return saved;
        const problem = priceListIssues(store.draftSnapshot().price, repositoryPriceIds)[0];
        if (!problem) return saved;
        throw new ListRefused(problem.message);
      });
      try {
        const saved = result();
        if (saved.ok) return c.redirect(savedHref('/inbox/site/prices', target ? 'price' : 'added', saved.draft.id), 303);
        return sendBack(c, render, saved, { kind: 'price', id: target?.id ?? null, values, version });
      } catch (error) {
        if (!(error instanceof ListRefused)) throw error;
        return sendBack(c, render, { ok: false, reason: 'invalid', issues: [{ path: 'role', message: error.message }] }, { kind: 'price', id: target?.id ?? null, values, version });
      }
    },
  };
}

/** Thrown inside the save's transaction to undo it: the list as a whole would break the estimator. */
class ListRefused extends Error {}
