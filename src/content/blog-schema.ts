import { z } from 'astro/zod';
import { businessDefaults as business } from '../config/business-defaults.ts';
import { textOfLength } from '../config/field-messages.ts';
import { blogCategoryNames } from './blog-categories.ts';

/** Longest article address: long enough for a descriptive title, short enough to read aloud. */
export const maxSlugLength = 80;

/**
 * An article's address under /blog/: lowercase letters and digits in words joined by single
 * hyphens. Nothing else is allowed, so a slug can never climb out of /blog/ ("..", "/", "%2e").
 */
export const articleSlug = z
  .string({ error: 'The address is missing.' })
  .max(maxSlugLength, { message: `The address can have at most ${maxSlugLength} characters.`, abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The address may use only lowercase letters, digits and single hyphens between words, such as concrete-leveling-cost.');

/** Shortest and longest <title> text: with ' | {business name}' appended it stays within 75 characters. */
const seoTitleLength = { min: 10, max: 75 - ` | ${business.name}`.length };

/**
 * Frontmatter of an article in src/content/blog, and the fields of an article the owner writes
 * in the inbox (src/lib/article.ts). The file name is the URL slug and must equal `slug`. Read
 * time is computed from the words, never written here.
 */
export const blogFrontmatter = z
  .object({
    slug: articleSlug,
    title: textOfLength('title', 10, 120),
    /**
     * Shorter <title> for search results when `title` is long: with ' | {business name}' appended
     * the document title must stay within 75 characters.
     */
    seoTitle: textOfLength('search title', seoTitleLength.min, seoTitleLength.max).optional(),
    /** Meta description and list excerpt. */
    excerpt: textOfLength('excerpt', 50, 200),
    /** Short label for the last breadcrumb, e.g. 'Contractor Guide'. */
    breadcrumb: textOfLength('breadcrumb label', 3, 40),
    date: z.coerce.date({ error: 'The date is not a date; give it as 2026-05-14.' }),
    updated: z.coerce.date({ error: 'The updated date is not a date; give it as 2026-05-14.' }).optional(),
    category: z.enum(blogCategoryNames, { error: `Choose the category: ${blogCategoryNames.join(', ')}.` }),
    featured: z.boolean().default(false),
    /** Slugs of related articles, shown at the end of the article; none, and the site picks them (src/lib/blog.ts relatedPosts). */
    related: z.array(articleSlug).max(3, 'Choose at most three related articles.').default([]),
    /** Shown as the article's FAQ section and emitted as FAQPage JSON-LD. */
    faq: z.array(z.object({ question: z.string().min(5), answer: z.string().min(10) })).optional(),
    /** Shown as a numbered steps section and emitted as HowTo JSON-LD. */
    howTo: z
      .object({
        name: z.string(),
        description: z.string(),
        totalTime: z.string().regex(/^P(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?)?$/, 'ISO 8601 duration such as PT4H'),
        steps: z.array(z.object({ name: z.string(), text: z.string() })).min(2),
      })
      .optional(),
  })
  .strict();

export type BlogFrontmatter = z.infer<typeof blogFrontmatter>;
