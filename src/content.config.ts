import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { blogFrontmatter } from './content/blog-schema.ts';

const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/blog' }),
  schema: blogFrontmatter,
});

export const collections = { blog };
