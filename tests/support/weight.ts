import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { moduleGraph } from '../../scripts/lib/dist.ts';
import type { LoadedPage } from './html.ts';

export const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

/** Files of dist/ that a page's markup asks the browser to load as JavaScript. */
function entryScripts(page: LoadedPage): string[] {
  const urls = [
    ...page.$('script[src]').toArray().map((el) => page.$(el).attr('src')),
    ...page.$('link[rel="modulepreload"]').toArray().map((el) => page.$(el).attr('href')),
    ...page.$('astro-island').toArray().flatMap((el) => [page.$(el).attr('component-url'), page.$(el).attr('renderer-url')]),
  ];
  return urls.filter((url): url is string => Boolean(url && url.startsWith('/')));
}

/** All JavaScript files a page loads: its entry scripts and everything they import, as dist paths. */
export function pageJavaScript(page: LoadedPage, distDir: string): string[] {
  return moduleGraph(entryScripts(page).map((url) => join(distDir, url)));
}

/** Inline scripts that execute (JSON-LD and other data blocks do not). */
export function executableInlineScripts(page: LoadedPage): string[] {
  return page
    .$('script:not([src])')
    .toArray()
    .filter((el) => {
      const type = page.$(el).attr('type');
      return !type || type === 'module' || type === 'text/javascript';
    })
    .map((el) => page.$(el).text());
}

/** Width and height from a PNG's IHDR chunk, or null when the file is not a PNG. */
export function pngSize(file: string): { width: number; height: number } | null {
  const bytes = readFileSync(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
