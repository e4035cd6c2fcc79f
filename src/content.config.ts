import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { blogFrontmatter } from './content/blog-schema.ts';
import { siteWork } from './content/work.ts';
import { workEntry } from './content/work-schema.ts';

const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/blog' }),
  schema: blogFrontmatter,
});

/** Job photos ("Recent work"): the repository's defaults and the owner's published entries. */
const work = defineCollection({
  loader: () => siteWork() as { id: string }[],
  schema: workEntry,
});

export const collections = { blog, work };
