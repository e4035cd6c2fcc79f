import { z } from 'astro/zod';
import { businessDefaults as business } from '../config/business-defaults.ts';
import { blogCategoryNames } from './blog-categories.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by hyphens');

/**
 * Frontmatter of an article in src/content/blog. The file name is the URL slug and must
 * equal `slug`. Read time is computed from the words, never written here.
 */
export const blogFrontmatter = z
  .object({
    slug,
    title: z.string().min(10).max(120),
    /**
     * Shorter <title> for search results when `title` is long: with ' | {business name}' appended
     * the document title must stay within 75 characters.
     */
    seoTitle: z
      .string()
      .min(10)
      .max(75 - ` | ${business.name}`.length)
      .optional(),
    /** Meta description and list excerpt. */
    excerpt: z.string().min(50).max(200),
    /** Short label for the last breadcrumb, e.g. 'Contractor Guide'. */
    breadcrumb: z.string().min(3).max(40),
    date: z.coerce.date(),
    updated: z.coerce.date().optional(),
    category: z.enum(blogCategoryNames),
    featured: z.boolean().default(false),
    /** Slugs of related articles, shown at the end of the article. */
    related: z.array(slug).min(1).max(3),
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
