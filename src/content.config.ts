import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'zod';
import { effectiveContent } from './content/published-snapshot.ts';
import { blogFrontmatter, type BlogFrontmatter } from './content/blog-schema.ts';
import { breadcrumbFromTitle } from './lib/article.ts';
import { renderMarkdown } from './lib/markdown.ts';
import { expandPrices, expandPricesIn } from './lib/prices.ts';
import { priceEntry } from './content/price-schema.ts';
import { review } from './content/site-schema.ts';
import { businessFacts } from './config/business-schema.ts';
import { siteWork } from './content/work.ts';
import { workPhoto } from './config/stored-photo.ts';
import { workEntry } from './content/work-schema.ts';

/**
 * The owner's content: the repository's defaults overridden by the snapshot published from
 * the inbox (src/content/published-snapshot.ts reads LEADS_DB), validated by the editor's own schemas.
 * Read once per build; the loaders below take their part of it.
 */
let content: ReturnType<typeof effectiveContent> | undefined;
const published = () => (content ??= effectiveContent());

/** One entry, 'facts': what src/config/business.ts turns into everything the site states. */
const business = defineCollection({
  loader: {
    name: 'site-business',
    load: async ({ store, parseData }) => {
      store.clear();
      store.set({ id: 'facts', data: await parseData({ id: 'facts', data: published().business }) });
    },
  },
  schema: businessFacts,
});

/** Every review the owner keeps, hidden ones included, with its place in the owner's order. */
const reviews = defineCollection({
  loader: {
    name: 'site-reviews',
    load: async ({ store, parseData }) => {
      store.clear();
      for (const [position, item] of published().review.entries()) {
        store.set({ id: item.id, data: await parseData({ id: item.id, data: { ...item.data, position } }) });
      }
    },
  },
  schema: review.extend({ position: z.number().int().min(0) }),
});

/** The price list in the owner's order: what src/content/price-list.ts gives every page, the estimator and the structured data. */
const prices = defineCollection({
  loader: {
    name: 'site-prices',
    load: async ({ store, parseData }) => {
      store.clear();
      for (const [position, item] of published().price.entries()) {
        store.set({ id: item.id, data: await parseData({ id: item.id, data: { ...item.data, position } }) });
      }
    },
  },
  schema: priceEntry.and(z.object({ position: z.number().int().min(0) })),
});

/** Job photos ("Recent work"): the repository's defaults and the owner's published entries. */
const work = defineCollection({
  loader: () => siteWork() as { id: string }[],
  schema: workEntry,
});

/**
 * Articles: the repository's Markdown files, then the owner's published articles, all rendered
 * by src/lib/markdown.ts (without raw HTML), so an article looks the same whoever wrote it and
 * a fix to how articles render reaches every one. Validated by the same schema.
 */
const repoArticles = glob({ pattern: '*.md', base: './src/content/blog' });
const blog = defineCollection({
  loader: {
    name: 'site-blog',
    load: async (context) => {
      // Rendered again on every build: an unchanged file still states the prices of this build's list.
      context.store.clear();
      await repoArticles.load(context);
      const priceList = published().price;
      for (const entry of context.store.values()) {
        // Prices written out after rendering, like an owner's article, so a heading's id stays when its price changes.
        context.store.set({
          ...entry,
          digest: undefined,
          data: expandPricesIn(entry.data, priceList),
          body: entry.body === undefined ? undefined : expandPrices(entry.body, priceList),
          rendered: { html: expandPrices(renderMarkdown(entry.body ?? ''), priceList) },
        });
      }
      for (const item of published().article) {
        if (!item.data.published) continue;
        const { published: _published, previousSlugs: _previous, overrides, body, ...fields } = item.data;
        const original = overrides ? (context.store.get(overrides)?.data as BlogFrontmatter | undefined) : undefined;
        if (overrides) context.store.delete(overrides);
        // The editor has no fields for a repository article's FAQ, steps and search title: they stay as the file has them.
        const kept: Partial<BlogFrontmatter> = original ? { faq: original.faq, howTo: original.howTo, featured: original.featured, ...(original.title === fields.title ? { seoTitle: original.seoTitle, breadcrumb: original.breadcrumb } : {}) } : {};
        const written = expandPricesIn({ ...kept, ...fields, breadcrumb: fields.breadcrumb ?? kept.breadcrumb ?? breadcrumbFromTitle(fields.title) }, priceList);
        const data = await context.parseData({ id: item.data.slug, data: written });
        // Written out after rendering, like a repository article, so a heading's id stays when its price changes.
        context.store.set({ id: item.data.slug, data, body: expandPrices(body, priceList), rendered: { html: expandPrices(renderMarkdown(body), priceList) } });
      }
      // Other articles may still name a renamed article by its old address: point them at the new one.
      const renamed = new Map(published().article.flatMap(({ data }) => (data.published ? data.previousSlugs.map((from) => [from, data.slug] as const) : [])));
      if (renamed.size === 0) return;
      for (const entry of context.store.values()) {
        const { related } = entry.data as BlogFrontmatter;
        if (!related.some((slug) => renamed.has(slug))) continue;
        context.store.set({ ...entry, digest: undefined, data: { ...entry.data, related: related.map((slug) => renamed.get(slug) ?? slug) } });
      }
    },
  },
  // An owner's article may have a cover photo from the job photo uploads.
  schema: blogFrontmatter.extend({ cover: workPhoto.optional() }),
});

/** The repository's articles as their files have them, whatever the owner published over them: what "Edit" on one starts from. */
const repoBlog = defineCollection({ loader: glob({ pattern: '*.md', base: './src/content/blog' }), schema: blogFrontmatter });

export const collections = { blog, business, prices, repoBlog, reviews, work };
