/**
 * What the owner edits from the inbox (/inbox/site), one zod schema per kind of content. The
 * editor (server/site) validates a save with these, and the build's content collections
 * (src/content.config.ts) validate the published snapshot with the same ones, so nothing the
 * editor accepts can break a build and nothing a build reads has skipped the editor's checks.
 *
 * The business facts' schema is the configuration's (src/config/business-schema.ts).
 * Messages are written for the owner: each says what is wrong and what is accepted.
 */
import { z } from 'zod';
import { businessFacts, type BusinessFacts } from '../config/business-schema.ts';
import { articleInput } from '../lib/article.ts';
import { priceReferenceProblems } from '../lib/prices.ts';
import { articleSlug, blogFrontmatter } from './blog-schema.ts';
import { priceEntry, priceListIssues, type PriceItem } from './price-schema.ts';
import { defaultPrices, repositoryPriceIds } from './prices.ts';
import { workEntry } from './work-schema.ts';
import { fieldRules } from '../config/editable-fields.ts';
import { reviewFields } from './site-fields.ts';

/** A customer's review: its fields as declared in site-fields.ts. */
export const review = z.object({
  ...fieldRules(reviewFields),
  /** Hidden reviews stay in the editor and leave the site. */
  hidden: z.boolean(),
});
export type Review = z.infer<typeof review>;

/**
 * A finished job's photo or before/after pair as the owner keeps it: the public entry of
 * src/content/work-schema.ts (its id is the draft's id) and whether it is hidden.
 */
export const workItem = workEntry.omit({ id: true }).extend({ hidden: z.boolean() });
export type WorkItem = z.infer<typeof workItem>;

/**
 * A blog article written in the inbox (src/lib/article.ts: the blog schema's fields and the
 * Markdown body), whether it is on the site, and the addresses it had while published, each
 * of which answers 301 with the current one (src/content/article-renames.ts).
 */
export const article = articleInput.extend({
  // Like every article of the site: the page ends with one to three related articles.
  related: blogFrontmatter.shape.related,
  published: z.boolean(),
  previousSlugs: z.array(articleSlug).default([]),
  /** The repository article (src/content/blog/<slug>.md) this one replaces on the site while it is published. */
  overrides: articleSlug.optional(),
});
export type Article = z.infer<typeof article>;

/** Every kind of content the store keeps, by name: 'business' is one document, the others are lists. */
export const siteKinds = { business: businessFacts, review, work: workItem, article, price: priceEntry } as const;
export type SiteKind = keyof typeof siteKinds;
export type SiteData<K extends SiteKind> = z.infer<(typeof siteKinds)[K]>;

export function isSiteKind(value: string): value is SiteKind {
  return Object.hasOwn(siteKinds, value);
}

/** The published content of every kind: what a revision stores and a build reads. */
export interface SiteSnapshot {
  business: BusinessFacts;
  review: { id: string; data: Review }[];
  work: { id: string; data: WorkItem }[];
  article: { id: string; data: Article }[];
  price: PriceItem[];
}

/** Validates a whole snapshot with the kinds' schemas; a build refuses one that fails. */
export const siteSnapshot = z
  .object({
    business: businessFacts,
    review: z.array(z.object({ id: z.string(), data: review })),
    work: z.array(z.object({ id: z.string(), data: workItem })),
    article: z.array(z.object({ id: z.string(), data: article })),
    // A revision published before the price list existed stated the repository's prices.
    price: z.array(z.object({ id: z.string(), data: priceEntry })).default(() => defaultPrices.map((item) => ({ ...item }))),
  })
  .superRefine((snapshot, context) => {
    for (const issue of priceListIssues(snapshot.price, repositoryPriceIds)) context.addIssue({ code: 'custom', path: ['price'], message: issue.message });
    for (const { data } of snapshot.article) {
      if (!data.published) continue;
      for (const message of [data.title, data.excerpt, data.body].flatMap((text) => priceReferenceProblems(text, snapshot.price))) {
        context.addIssue({ code: 'custom', path: ['article'], message: `${data.title}: ${message}` });
      }
    }
  });

/** The owner's first message for a failed check: "Phone: ..." with the field named. */
export function describeIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
