import { effectiveContent } from './published-snapshot.ts';
import type { ArticleRename } from '../lib/redirects.ts';

/**
 * Renames of published articles, oldest first for each article, each leaving a 301 from the
 * old address (src/lib/redirects.ts). The Site editor records an address when the owner
 * renames an article that was live; a publish puts the list on the site.
 */
export function publishedArticleRenames(): readonly ArticleRename[] {
  return effectiveContent()
    .article.filter((item) => item.data.published)
    .flatMap((item) => item.data.previousSlugs.map((from) => ({ from, to: item.data.slug })));
}
