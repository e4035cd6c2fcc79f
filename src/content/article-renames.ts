import type { ArticleRename } from '../lib/redirects.ts';

/**
 * Renames of published articles, oldest first, each leaving a 301 from the old address
 * (src/lib/redirects.ts). The site store records them when the owner renames an article and
 * publishes; until it does, there are none.
 */
export function publishedArticleRenames(): readonly ArticleRename[] {
  return [];
}
