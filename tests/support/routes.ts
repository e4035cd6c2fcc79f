import { relative, resolve, sep } from 'node:path';
import { builtPages, walkFiles } from '../../scripts/lib/dist.ts';

const pagesDir = resolve(import.meta.dirname, '..', '..', 'src', 'pages');

/** Every route of the last build (dist/), the 404 page included. */
export function builtRoutes(): string[] {
  return builtPages().map((page) => page.route);
}

/**
 * The page templates of src/pages as route patterns (src/pages/areas/[slug].astro matches
 * /areas/charlotte), fixed routes first, as Astro ranks them.
 */
function templates(): { file: string; pattern: RegExp }[] {
  return walkFiles(pagesDir)
    .filter((file) => file.endsWith('.astro'))
    .map((file) => {
      const route = `/${relative(pagesDir, file).split(sep).join('/')}`.replace(/\.astro$/, '').replace(/\/index$/, '') || '/';
      const pattern = route.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[[^\]/]+\]/g, '[^/]+');
      return { file, pattern: new RegExp(`^${pattern}$`), dynamic: route.includes('[') };
    })
    .sort((a, b) => Number(a.dynamic) - Number(b.dynamic))
    .map(({ file, pattern }) => ({ file, pattern }));
}

/**
 * The first route of each template among `routes`: one page per layout, for checks whose
 * result depends on the markup a template writes rather than on each page's words.
 */
export function oneRoutePerTemplate(routes: readonly string[]): string[] {
  const seen = new Set<string>();
  const patterns = templates();
  return routes.filter((route) => {
    const template = patterns.find(({ pattern }) => pattern.test(route))?.file;
    if (!template) throw new Error(`${route} matches no page in src/pages`);
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}
