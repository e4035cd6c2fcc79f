import { blogCategories, type BlogCategoryName } from '../content/blog-categories.ts';
import type { BlogFrontmatter } from '../content/blog-schema.ts';
import { entryReadingTime, type ReadingTime } from './reading-time.ts';

/** The part of an astro:content blog entry this module needs, so it stays testable without Astro. */
export interface BlogEntryLike {
  id: string;
  body?: string;
  data: BlogFrontmatter;
}

export interface PostSummary {
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  date: Date;
  category: BlogCategoryName;
  categoryHref: string;
  featured: boolean;
  readTime: ReadingTime;
}

export function postHref(slug: string): string {
  return `/blog/${slug}`;
}

export function categoryHref(name: BlogCategoryName): string {
  const category = blogCategories.find((c) => c.name === name);
  if (!category) throw new Error(`Unknown blog category: ${name}`);
  return `/blog/category/${category.slug}`;
}

export function summarize(entry: BlogEntryLike): PostSummary {
  const { data } = entry;
  return {
    slug: data.slug,
    href: postHref(data.slug),
    title: data.title,
    excerpt: data.excerpt,
    date: data.date,
    category: data.category,
    categoryHref: categoryHref(data.category),
    featured: data.featured,
    readTime: entryReadingTime(entry),
  };
}

/** Newest first; equal dates fall back to the title so the order never depends on file order. */
export function newestFirst<T extends { date: Date; title: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.getTime() - a.date.getTime() || a.title.localeCompare(b.title));
}

/** The blog index order: the newest post marked `featured` leads (else the newest post), then the rest newest first. */
export function indexOrder<T extends { date: Date; title: string; featured: boolean }>(posts: readonly T[]): T[] {
  const sorted = newestFirst(posts);
  const lead = sorted.find((post) => post.featured) ?? sorted[0];
  return lead ? [lead, ...sorted.filter((post) => post !== lead)] : [];
}

/** How many related articles end an article. */
const relatedCount = 3;

/**
 * The posts an article names in `related`, in its order; an unknown slug is an authoring error.
 * An article that names none gets up to three picked for it: the newest of its own category,
 * then the newest of the others.
 */
export function relatedPosts(entry: BlogEntryLike, all: readonly PostSummary[]): PostSummary[] {
  if (entry.data.related.length === 0) {
    const others = newestFirst(all.filter((post) => post.slug !== entry.data.slug));
    const sameCategory = others.filter((post) => post.category === entry.data.category);
    return [...sameCategory, ...others.filter((post) => post.category !== entry.data.category)].slice(0, relatedCount);
  }
  return entry.data.related.map((slug) => {
    const post = all.find((p) => p.slug === slug);
    if (!post) throw new Error(`Article "${entry.data.slug}" lists unknown related article "${slug}"`);
    return post;
  });
}

/** Number of posts in each category, keyed by category name. */
export function categoryCounts(posts: readonly { category: BlogCategoryName }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const post of posts) counts[post.category] = (counts[post.category] ?? 0) + 1;
  return counts;
}
