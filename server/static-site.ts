import { createReadStream, existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { routePath } from '../src/lib/url.ts';
import { loadHeaderRules, type HeaderRule } from './headers-file.ts';
import { loadRedirects, type Redirect } from './redirects-file.ts';
import { stampFile } from './site/build-stamp.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

interface StaticFile {
  file: string;
  size: number;
  mtimeMs: number;
  type: string;
  /** Precompressed siblings written by the build, by encoding. */
  encoded: { br?: string; gzip?: string };
}

/** Files a client must never fetch directly. */
const hidden = new Set(['_headers', '_redirects', stampFile]);

/** Every file under a folder, as absolute paths; the build tools and the tests use it too. */
export function walkFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Maps each public URL path of the build to its file: `/services` to `services.html`. */
export function buildRouteMap(distDir: string): Map<string, StaticFile> {
  const routes = new Map<string, StaticFile>();
  for (const file of walkFiles(distDir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const rel = relative(distDir, file).split(sep).join('/');
    if (hidden.has(rel)) continue;
    const stat = statSync(file);
    const entry: StaticFile = {
      file,
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      type: contentTypes[extname(file)] ?? 'application/octet-stream',
      encoded: {
        br: existsSync(`${file}.br`) ? `${file}.br` : undefined,
        gzip: existsSync(`${file}.gz`) ? `${file}.gz` : undefined,
      },
    };
    if (rel.endsWith('.html')) {
      routes.set(routePath(`/${rel}`), entry);
    } else {
      routes.set(`/${rel}`, entry);
    }
  }
  return routes;
}

/**
 * Folders whose files never change under the same name: Astro's hashed assets, and job photos
 * (each named by a random id and a width). Cached for a year by browsers and by static hosts (_headers).
 */
export const immutableFolders = ['/_astro/', '/work/'] as const;
export const immutableCacheControl = 'public, max-age=31536000, immutable';

function cacheControl(path: string, type: string): string {
  if (immutableFolders.some((folder) => path.startsWith(folder))) return immutableCacheControl;
  if (type.startsWith('text/html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=86400';
}

function pickEncoding(accept: string | undefined, file: StaticFile): { path: string; encoding?: 'br' | 'gzip' } {
  const acceptList = (accept ?? '').toLowerCase();
  if (file.encoded.br && /\bbr\b/.test(acceptList)) return { path: file.encoded.br, encoding: 'br' };
  if (file.encoded.gzip && /\bgzip\b/.test(acceptList)) return { path: file.encoded.gzip, encoding: 'gzip' };
  return { path: file.file };
}

/** Sends one built file, precompressed when the client accepts it, with revalidation support. */
export function sendFile(c: Context, urlPath: string, file: StaticFile, status: 200 | 404 = 200): Response {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': status === 404 ? 'no-cache' : cacheControl(urlPath, file.type),
    ETag: etag,
    Vary: 'Accept-Encoding',
  });
  if (status === 200 && c.req.header('if-none-match') === etag) {
    return new Response(null, { status: 304, headers });
  }
  const chosen = pickEncoding(c.req.header('accept-encoding'), file);
  if (chosen.encoding) headers.set('Content-Encoding', chosen.encoding);
  headers.set('Content-Length', String(statSync(chosen.path).size));
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(chosen.path)) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}

export type { StaticFile };

/** One built site, ready to serve: its routes, its 404 page and the headers its _headers file sets. */
export interface SiteFolder {
  dir: string;
  routes: Map<string, StaticFile>;
  notFoundPage: StaticFile | undefined;
  pages: Set<string>;
  rules: HeaderRule[];
  /** The renamed articles' old addresses (dist/_redirects). */
  redirects: Map<string, Redirect>;
}

export function loadSiteFolder(folder: string): SiteFolder {
  // dist is a link that `npm run build` swaps (scripts/build.ts): the files of the build it
  // names now are served by their real paths, so the next swap cannot change them mid-answer.
  const dir = realpathSync(folder);
  const routes = buildRouteMap(dir);
  const headersFile = join(dir, '_headers');
  const notFoundPage = routes.get('/404');
  routes.delete('/404');
  // The error page is sent by the server with the request's id (server/error-page.ts), never at an address of its own.
  routes.delete('/500');
  return {
    dir,
    routes,
    notFoundPage,
    pages: new Set([...routes].filter(([, file]) => file.type.startsWith('text/html')).map(([path]) => path)),
    rules: existsSync(headersFile) ? loadHeaderRules(headersFile) : [],
    redirects: loadRedirects(join(dir, '_redirects')),
  };
}

/**
 * The site the server answers from, switchable while it runs (a publish, server/site): the
 * new folder is read completely first, then one assignment makes it the answer to every
 * request that starts afterwards. A request already under way keeps the folder it began with,
 * which is why a publish never deletes the folder it replaced at once. `unavailable`: the folder
 * does not hold the owner's facts (server/site/publish.ts, chooseLive), so its pages are not
 * shown, only its files for the inbox, until a switch brings the right build.
 */
export function liveSite(dir: string, { unavailable = false } = {}) {
  let current = loadSiteFolder(dir);
  let withoutPages = unavailable;
  return {
    get current(): SiteFolder {
      return current;
    },
    get unavailable(): boolean {
      return withoutPages;
    },
    switchTo(next: string): void {
      current = loadSiteFolder(next);
      withoutPages = false;
    },
  };
}

export type LiveSite = ReturnType<typeof liveSite>;

/** How often a running server looks whether `npm run build` switched dist to a new build. */
const followIntervalMs = 500;

/**
 * Serves each new `npm run build` without a restart: when the link `distDir` names another
 * build folder that `accept`s (it shows the owner's latest revision), the live site switches to it in one assignment. The earlier build stays on
 * disk for the requests still reading it (scripts/build.ts keeps two). Returns the stop.
 */
export function followBuilds(distDir: string, site: LiveSite, accept: (dir: string) => boolean, onSwitch: (dir: string) => void): () => void {
  let served = realpathSync(distDir);
  const timer = setInterval(() => {
    let now: string;
    try {
      now = realpathSync(distDir);
    } catch {
      return;
    }
    if (now === served || !existsSync(join(now, 'index.html'))) return;
    served = now;
    if (!accept(now)) return;
    site.switchTo(now);
    onSwitch(now);
  }, followIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
