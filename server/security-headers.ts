import { createHash } from 'node:crypto';
import { immutableCacheControl, immutableFolders } from './static-site.ts';

/** Inline executable scripts in a page (JSON-LD and other data blocks excluded). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    if (/\ssrc=/i.test(attrs)) continue;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    found.push(match[2] ?? '');
  }
  return found;
}

/** The text of every inline `<style>` element of a page, as the CSP hashes it. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
}

/** A `style="…"` attribute in a start tag (SVG's `font-style=` is another attribute): what the CSP no longer allows. */
export const styleAttribute = /<[a-zA-Z][^<>]*?\sstyle\s*=/;

export function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Origin of the quote endpoint when it is not our own, so the form may post there. */
export function externalOrigin(endpoint: string | undefined): string | undefined {
  if (!endpoint || !/^https?:\/\//.test(endpoint)) return undefined;
  return new URL(endpoint).origin;
}

const sources = (hashes: readonly string[]) => (hashes.length ? ` ${[...new Set(hashes)].sort().join(' ')}` : '');

/**
 * `styleHashes`: the inline `<style>` blocks the pages carry; no `'unsafe-inline'` for either
 * scripts or styles, so neither a script nor a style attribute anyone manages to inject runs.
 * `eventsOrigin`: where pings go when PUBLIC_EVENTS_ENDPOINT names another origin (CSP's connect-src governs pings).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], styleHashes: readonly string[], quoteOrigin?: string, eventsOrigin?: string): string {
  const extra = quoteOrigin ? ` ${quoteOrigin}` : '';
  const connect = [...new Set([quoteOrigin, eventsOrigin].filter(Boolean))].map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${sources(scriptHashes)}`,
    `style-src 'self'${sources(styleHashes)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${connect}`,
    `form-action 'self'${extra}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(csp: string): [string, string][] {
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

export function headersFileText(csp: string): string {
  const block = (pattern: string, headers: [string, string][]) =>
    `${pattern}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
  return [
    '# Written by scripts/postbuild.ts; the Node server reads this same file.',
    block('/*', securityHeaders(csp)),
    ...immutableFolders.map((folder) => block(`${folder}*`, [['Cache-Control', immutableCacheControl]])),
  ].join('\n');
}
