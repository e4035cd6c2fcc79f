import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { walkFiles } from '../../server/static-site.ts';
import { routePath } from '../../src/lib/url.ts';

export { walkFiles };

export const distDir = resolve(process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist'));

export interface BuiltPage {
  file: string;
  /** Clean route, e.g. '/services/leveling', '/' for home, '/404' for the 404 page. */
  route: string;
}

export function builtPages(dir = distDir): BuiltPage[] {
  return walkFiles(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const rel = relative(dir, file).split(sep).join('/');
      return { file, route: routePath(`/${rel}`) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Entry scripts of dist/ and, recursively, every static or dynamic relative import inside them:
 * all the JavaScript a page runs when it loads those entries.
 */
export function moduleGraph(entryFiles: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entryFiles];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(resolve(dirname(file), match[1] as string));
    }
  }
  return [...seen];
}
