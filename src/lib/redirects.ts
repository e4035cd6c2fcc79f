/**
 * A published article's address is permanent: when the owner renames one, its old address
 * answers 301 with the new one, in dist/_redirects for static hosts and in the Node server,
 * which reads the same file (server/redirects-file.ts).
 */
import { postHref } from './blog.ts';

/** One rename of a published article, oldest first in a list. */
export interface ArticleRename {
  from: string;
  to: string;
}

/**
 * Old article path -> current path, for every rename whose article is still published. Chains
 * are followed to the end (a -> b -> c gives a -> c and b -> c); an old address that a live
 * article uses again, or that a rename cycle brings back, answers itself and is left out.
 */
export function articleRedirects(renames: readonly ArticleRename[], liveSlugs: readonly string[]): Map<string, string> {
  const live = new Set(liveSlugs);
  const next = new Map<string, string>();
  for (const { from, to } of renames) next.set(from, to);
  const redirects = new Map<string, string>();
  for (const from of next.keys()) {
    if (live.has(from)) continue;
    const seen = new Set([from]);
    let current = next.get(from)!;
    while (next.has(current) && !live.has(current) && !seen.has(current)) {
      seen.add(current);
      current = next.get(current)!;
    }
    if (live.has(current)) redirects.set(postHref(from), postHref(current));
  }
  return redirects;
}

/** The lines of a _redirects file: `/blog/old /blog/new 301`. */
export function redirectLines(redirects: ReadonlyMap<string, string>): string[] {
  return [...redirects].map(([from, to]) => `${from} ${to} 301`);
}
