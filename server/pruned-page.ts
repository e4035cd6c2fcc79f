import { createHash } from 'node:crypto';
import { pruneInlineStyles } from './prune-css.ts';
import { inlineStyles, sha256Source } from './security-headers.ts';

/**
 * What in a page's markup a CSS selector can match: tag names, classes, ids, attribute names and
 * the values of `type` and `role`. Not the text, the links or the values typed: two renderings
 * with the same structure need the same rules, whatever the customer's name or the prices.
 */
function structureOf(html: string): string {
  const tokens = new Set<string>();
  for (const [, tag, attrs] of html.matchAll(/<([a-zA-Z][\w-]*)([^<>]*)>/g)) {
    tokens.add(`<${tag!.toLowerCase()}`);
    for (const [, name, value = ''] of attrs!.matchAll(/\s([a-zA-Z][\w:-]*)(?:="([^"]*)")?/g)) {
      if (name === 'class') for (const item of value.split(/\s+/)) tokens.add(`.${item}`);
      else if (name === 'id') tokens.add(`#${value}`);
      else if (name === 'type' || name === 'role') tokens.add(`[${name}=${value}]`);
      else tokens.add(`[${name}]`);
    }
  }
  return createHash('sha256').update([...tokens].sort().join(' ')).digest('hex');
}

/**
 * A public page rendered on demand (the written quote's) with Astro's inline stylesheet pruned to
 * the rules its markup can use, as the build prunes every built page, so it fits the one round
 * trip (13,500 bytes of brotli) like them; the Content-Security-Policy names the pruned blocks'
 * hashes instead. PurgeCSS takes tens of milliseconds, so the result is kept per page structure
 * (a page has a handful of states); the cache holds at most `maxEntries`.
 */
export function pagePruner(maxEntries = 64) {
  const cache = new Map<string, Promise<string>>();
  return async (page: Response): Promise<Response> => {
    if (!page.headers.get('content-type')?.startsWith('text/html')) return page;
    const html = await page.text();
    const key = structureOf(html);
    let pruned = cache.get(key);
    if (!pruned) {
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      pruned = pruneInlineStyles(html, []).then((whole) => inlineStyles(whole).join('\u0000'));
      cache.set(key, pruned);
    }
    const before = inlineStyles(html);
    const after = (await pruned).split('\u0000');
    // The same structure gives the same blocks in the same order; anything else is answered as rendered.
    if (before.length !== after.length) return new Response(html, { status: page.status, headers: page.headers });
    let index = 0;
    const slim = html.replace(/<style(\s[^>]*)?>[\s\S]*?<\/style>/gi, (_whole, attrs: string | undefined) => `<style${attrs ?? ''}>${after[index++]}</style>`);
    const headers = new Headers(page.headers);
    headers.delete('content-length');
    const policy = headers.get('content-security-policy');
    if (policy) {
      let next = policy;
      before.forEach((style, i) => {
        next = next.replace(sha256Source(style), sha256Source(after[i]!));
      });
      headers.set('content-security-policy', next);
    }
    return new Response(slim, { status: page.status, headers });
  };
}
