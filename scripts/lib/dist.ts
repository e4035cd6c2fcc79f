import { join, relative, resolve, sep } from 'node:path';
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
