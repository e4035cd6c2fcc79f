/**
 * An article the owner writes in the inbox: the fields of today's articles (the same schema,
 * src/content/blog-schema.ts) plus the Markdown body and an optional cover photo from the job
 * photo uploads. validateArticle() answers with one sentence per problem, tied to its field,
 * for the editor's error summary; nothing is saved unless it answers ok.
 */
import { z } from 'astro/zod';
import { articleSlug, blogFrontmatter } from '../content/blog-schema.ts';
import { blogCategoryNames } from '../content/blog-categories.ts';
import { editableFields } from '../config/editable-fields.ts';
import { workPhoto } from '../config/stored-photo.ts';
import { textOfLength } from '../config/field-messages.ts';
import { businessDay } from './dates.ts';

/** Longest body: several times the longest article of the site, far below what a form post should carry. */
export const maxBodyLength = 50_000;

/** Addresses under /blog/ that are not articles. */
const reservedSlugs = new Set(['category']);

const breadcrumbLength = 40;

/** A short breadcrumb label from the title: whole words up to 40 characters. */
export function breadcrumbFromTitle(title: string): string {
  if (title.length <= breadcrumbLength) return title;
  const cut = title.slice(0, breadcrumbLength + 1);
  return cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s:,;.-]+$/, '') || title.slice(0, breadcrumbLength);
}

/**
 * The words of an article the owner writes (/inbox/site/articles/new), declared once for the
 * form, the server and the build. The rules of the fields every article has are the blog's own
 * (blog-schema.ts), which the repository's articles are checked with too; the cover, the related
 * articles and the article it replaces are choices, not typed fields (ArticleForm.tsx).
 */
export const articleFields = editableFields({
  title: { control: { type: 'text', label: 'Title', hint: '10 to 120 characters, e.g. How Much Does Driveway Leveling Cost in Charlotte?' }, rule: blogFrontmatter.shape.title, read: 'text', blank: '' },
  /** Left empty, the server makes it from the title (server/site/articles.ts). */
  slug: {
    control: {
      type: 'text',
      label: 'Address',
      optional: true,
      hint: "The end of the article's web address, e.g. driveway-leveling-cost. Left empty, it is made from the title. Changing it on a published article keeps the old address working.",
    },
    rule: articleSlug,
    read: 'trim',
    blank: '',
  },
  excerpt: {
    control: { type: 'textarea', label: 'Excerpt', rows: 3, hint: '50 to 200 characters: shown in the article list and in search results.' },
    rule: blogFrontmatter.shape.excerpt,
    read: 'text',
    blank: '',
  },
  category: {
    control: { type: 'select', label: 'Category', options: blogCategoryNames.map((name) => ({ value: name, label: name })) },
    rule: blogFrontmatter.shape.category,
    read: 'trim',
    blank: '',
  },
  /** A new article is dated today in Charlotte, where the owner may write it after UTC has turned the page. */
  date: { control: { type: 'date', label: 'Date', hint: 'The day it is published.' }, rule: blogFrontmatter.shape.date, read: 'trim', blank: businessDay },
  body: {
    control: {
      type: 'textarea',
      label: 'Body',
      rows: 18,
      hint: 'Markdown: ## for a heading, a blank line between paragraphs, - for a list, [text](https://...) for a link. HTML is shown as typed, never run. For a price, write its reference from Prices, e.g. {price:resurfacing} for the range, {price:resurfacing.low} for the low figure: the site writes the published price, and it changes when you change the price.',
    },
    rule: textOfLength('body', 100, maxBodyLength),
    read: 'text',
    blank: '',
  },
});

export const articleInput = blogFrontmatter
  .omit({ faq: true, howTo: true })
  .extend({
    breadcrumb: blogFrontmatter.shape.breadcrumb.optional(),
    related: z.array(articleSlug).max(3, 'Choose at most three related articles.').default([]),
    body: articleFields.body.rule,
    cover: workPhoto.optional(),
  })
  .strict();

export type ArticleInput = z.input<typeof articleInput>;
export type Article = z.output<typeof articleInput> & { breadcrumb: string };

export interface ArticleProblem {
  /** The field the message belongs to, e.g. 'excerpt', 'related.1', 'cover.alt'. */
  field: string;
  message: string;
}

export type ArticleCheck = { ok: true; article: Article } | { ok: false; problems: ArticleProblem[] };

/**
 * Validates an article against the schema and against the other articles: its address must be
 * free, and related articles must exist, be listed once and not be the article itself.
 * `otherSlugs` are the addresses of every other article, published or draft.
 */
export function validateArticle(input: unknown, otherSlugs: readonly string[]): ArticleCheck {
  const parsed = articleInput.safeParse(input);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'article', message: issue.message })) };
  }
  const data = parsed.data;
  const problems: ArticleProblem[] = [];
  const others = new Set(otherSlugs);
  if (reservedSlugs.has(data.slug)) problems.push({ field: 'slug', message: `The address "${data.slug}" is used by the blog itself. Choose another.` });
  if (others.has(data.slug)) problems.push({ field: 'slug', message: `Another article already has the address "${data.slug}". Choose another.` });
  data.related.forEach((slug, index) => {
    const field = `related.${index}`;
    if (slug === data.slug) problems.push({ field, message: 'An article cannot be related to itself.' });
    else if (!others.has(slug)) problems.push({ field, message: `There is no article "${slug}" to relate to.` });
    else if (data.related.indexOf(slug) !== index) problems.push({ field, message: `"${slug}" is listed twice.` });
  });
  if (data.updated && data.updated < data.date) problems.push({ field: 'updated', message: 'The updated date cannot be before the date the article was published.' });
  if (problems.length) return { ok: false, problems };
  return { ok: true, article: { ...data, breadcrumb: data.breadcrumb ?? breadcrumbFromTitle(data.title) } };
}
