import rss from '@astrojs/rss';
import { getCollection } from 'astro:content';
import type { APIRoute } from 'astro';
import { business } from '../config/business.ts';
import { newestFirst, summarize } from '../lib/blog.ts';
import { absoluteUrl } from '../lib/url.ts';

export const GET: APIRoute = async () => {
  const posts = newestFirst((await getCollection('blog')).map(summarize));
  return rss({
    title: `${business.name} Blog`,
    description: 'Concrete repair tips, cost guides and maintenance advice for Charlotte-area homeowners.',
    site: business.url,
    // Our URLs have no trailing slash; the feed must link to the canonical form.
    trailingSlash: false,
    customData: '<language>en-us</language>',
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(post.href),
      pubDate: post.date,
      description: post.excerpt,
      categories: [post.category],
    })),
  });
};
