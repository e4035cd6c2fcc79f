/**
 * Articles of the Site editor (/inbox/site/articles): the form's fields turned into the draft
 * the store keeps (src/content/site-schema.ts article), checked against the other articles
 * (src/lib/article.ts validateArticle), and the address history that keeps a renamed
 * article's old address answering 301.
 */
import { readdirSync } from 'node:fs';
import type { Article } from '../../src/content/site-schema.ts';
import type { ArticleName } from '../../src/lib/page-names.ts';
import { entryPhotos, type WorkPhoto } from '../../src/content/work-schema.ts';
import { articleFields, validateArticle, type ArticleProblem } from '../../src/lib/article.ts';
import { priceReferenceProblems } from '../../src/lib/prices.ts';
import { field, readFields, type FormBody } from './forms.ts';
import { fieldReads } from '../../src/config/editable-fields.ts';
import type { SiteStore } from './store.ts';
import type { CoverChoice, Draft } from '../../src/lib/site-view.ts';

/** `cover` is the id of a job photo, '' for none; `overrides` the repository article a new draft replaces, '' for none. */
export type ArticleFormValues = Record<'title' | 'slug' | 'excerpt' | 'category' | 'date' | 'body' | 'cover' | 'overrides', string> & { related: string[] };

/** Every photo of the owner's job photo entries (hidden ones too), each once, newest entries first as the list shows them. */
export function coverChoices(work: readonly Draft<'work'>[]): CoverChoice[] {
  const seen = new Set<string>();
  return work.flatMap((draft) =>
    entryPhotos(draft.data).flatMap((photo) => {
      if (seen.has(photo.id)) return [];
      seen.add(photo.id);
      return [{ photo, caption: draft.data.caption }];
    }),
  );
}

/** The cover photo a form names: undefined for none, null when it is not one of the owner's job photos. */
function coverPhoto(store: SiteStore, id: string): WorkPhoto | undefined | null {
  if (id === '') return undefined;
  return coverChoices(store.list('work')).find((choice) => choice.photo.id === id)?.photo ?? null;
}

/** The owner's articles on the live site, under every address each has had, for naming pages in the inbox. */
export function liveArticleNames(store: SiteStore): ArticleName[] {
  return (store.liveSnapshot()?.article ?? []).flatMap(({ data }) =>
    data.published ? [data.slug, ...data.previousSlugs].map((slug) => ({ slug, title: data.title })) : [],
  );
}

/** The addresses of the articles kept in the repository (src/content/blog/<slug>.md). */
export function repoArticleSlugs(): string[] {
  return readdirSync(new URL('../../src/content/blog/', import.meta.url))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length));
}

/** 'Sealing Cracks: When & Why' -> 'sealing-cracks-when-why', for an article saved without an address. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export function articleFormValues(body: FormBody): ArticleFormValues {
  const related = body.related;
  const typed = readFields(body, fieldReads(articleFields));
  return {
    ...typed,
    slug: typed.slug || slugFromTitle(typed.title),
    cover: field(body, 'cover').trim(),
    overrides: field(body, 'overrides').trim(),
    related: (Array.isArray(related) ? related : [related]).filter((value): value is string => typeof value === 'string' && value !== ''),
  };
}

export function articleValues(article: Article): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    category: article.category,
    date: new Date(article.date).toISOString().slice(0, 10),
    body: article.body,
    cover: article.cover?.id ?? '',
    overrides: article.overrides ?? '',
    related: [...article.related],
  };
}

/** What a form value becomes in the draft: the blog schema's fields, the body, and the draft's own state. */
function articleInput(
  fields: Omit<ArticleFormValues, 'overrides'>,
  state: { cover: WorkPhoto | undefined; overrides: string | undefined; published: boolean; previousSlugs: readonly string[] },
) {
  return { ...fields, date: fields.date || undefined, cover: state.cover, overrides: state.overrides, published: state.published, previousSlugs: [...state.previousSlugs] };
}

/** Why a new draft cannot replace the repository article it names, or undefined when it can. */
function overrideProblem(store: SiteStore, slug: string): ArticleProblem | undefined {
  if (!repoArticleSlugs().includes(slug)) return { field: 'overrides', message: `There is no article "${slug}" that came with the site to edit.` };
  if (store.list('article').some((draft) => draft.data.overrides === slug)) {
    return { field: 'overrides', message: 'You are already editing this article: open it under "Your articles".' };
  }
  return undefined;
}

const coverProblem: ArticleProblem = { field: 'cover', message: 'That cover photo is not one of your job photos. Choose one from the list, or "No cover photo".' };

export type ArticleSave = { ok: true; draft: Draft<'article'> } | { ok: false; problems: ArticleProblem[] } | { ok: false; conflict: Draft<'article'> } | { ok: false; missing: true };

/**
 * Saves a new article (id null) or an edit. An edit that changes the address of an article the
 * live site shows records the old address, so the next publish leaves a 301 from it.
 */
export function saveArticle(store: SiteStore, id: string | null, values: ArticleFormValues, { version, actor }: { version: number; actor: string }): ArticleSave {
  const current = id ? store.get('article', id) : undefined;
  const { overrides: overridesField, ...fields } = values;
  // Only a new draft names the repository article it replaces; an edit keeps what its draft has.
  const overrides = id ? current?.data.overrides : overridesField || undefined;
  const replacing = !id && overrides ? overrideProblem(store, overrides) : undefined;
  const others = [...repoArticleSlugs().filter((slug) => slug !== overrides), ...store.list('article').flatMap((draft) => (draft.id === id ? [] : [draft.data.slug]))];
  const cover = coverPhoto(store, values.cover);
  const check = validateArticle({ ...fields, date: values.date || undefined, cover: cover ?? undefined }, others);
  const prices = store.list('price').map(({ id: priceId, data }) => ({ id: priceId, data }));
  const references = (['title', 'excerpt', 'body'] as const).flatMap((name) => priceReferenceProblems(values[name], prices).map((message) => ({ field: name, message })));
  const problems = [...(replacing ? [replacing] : []), ...(cover === null ? [coverProblem] : []), ...(check.ok ? [] : check.problems), ...references];
  if (problems.length) return { ok: false, problems };
  const live = store.liveSnapshot()?.article.find((item) => item.id === id)?.data;
  const previous = current?.data.previousSlugs ?? [];
  const liveRenamed = live?.published && live.slug !== values.slug && !previous.includes(live.slug) ? [...previous, live.slug] : previous;
  // A renamed repository article leaves its address answering 301 too.
  const renamed = overrides && overrides !== values.slug && !liveRenamed.includes(overrides) ? [...liveRenamed, overrides] : liveRenamed;
  const input = articleInput(fields, {
    cover: cover ?? undefined,
    overrides,
    published: current?.data.published ?? true,
    previousSlugs: renamed.filter((slug) => slug !== values.slug),
  });
  const result = store.save('article', id, input, { version, actor });
  if (result.ok) return result;
  if (result.reason === 'invalid') return { ok: false, problems: result.issues.map((issue) => ({ field: issue.path, message: issue.message })) };
  if (result.reason === 'conflict') return { ok: false, conflict: result.current };
  return { ok: false, missing: true };
}
