import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { inlineStyles, sha256Source } from '../security-headers.ts';
import { headersFor, type HeaderRule } from '../headers-file.ts';
import type { InboxLocals } from './locals.ts';
import { serverErrorResponse } from '../error-page.ts';
import type { Logger } from '../log.ts';
import type { Business } from '../../src/config/business-facts.ts';
import { serverTiming } from './timing.ts';

type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
  locals: InboxLocals,
) => Promise<void>;

/** Any inbox route's context: the Node request and response are what Astro renders into. */
export type InboxContext<E extends { Bindings: HttpBindings } = { Bindings: HttpBindings }> = Context<E>;

/** Headers every inbox answer carries, whoever writes it. */
export const privateHeaders: [string, string][] = [
  ['Cache-Control', 'no-store'],
  ['X-Robots-Tag', 'noindex, nofollow'],
];

/** The styled 503 page (src/pages/503.astro), rendered for public pages while no build with the owner's facts exists. */
export const unavailablePath = '/503';

/** Where `astro build` puts the on-demand pages: beside dist/ (astro.config.mjs `build.server`). */
export function astroEntry(distDir: string): string {
  return join(distDir, '..', 'dist-server', 'entry.mjs');
}

/** What the server knows now that the build of the pages did not: the owner's latest facts, and the site being served. */
export interface LivePages {
  facts: () => Business;
  /** The folder whose error page states the live facts; undefined while none does (the 503 page is up). */
  siteDir: () => string | undefined;
}

/**
 * Renders inbox pages with Astro's Node handler in middleware mode, writing straight to the
 * Node response. Headers set on it first survive; the app's header middleware, which works
 * on Hono's Response after the fact, cannot reach this one, so the site's security headers
 * are set here.
 */
export function astroPages(distDir: string, rules: readonly HeaderRule[], logger?: Logger, live?: LivePages) {
  const entry = astroEntry(distDir);
  let handler: Promise<AstroHandler> | undefined;

  /** `route` renders that page instead of the one the request's URL names (the refusal page answers any path). */
  return async <E extends { Bindings: HttpBindings }>(c: InboxContext<E>, locals: InboxLocals, setCookies: readonly string[] = [], route?: string): Promise<Response> => {
    // A site built elsewhere and served from a bare dist/ keeps working; only the inbox pages are
    // missing. Once the handler is loaded the file is known to exist, so the hot path skips the check.
    if (!handler && !existsSync(entry)) return c.text('The inbox pages are not built: run npm run build.', 503);
    handler ??= import(pathToFileURL(entry).href).then((module: { handler: AstroHandler }) => module.handler);
    const render = await handler;
    if (route) {
      // Shown as a page whatever the request was: Astro would otherwise answer a cross-site POST itself, in plain text.
      c.env.incoming.url = route;
      c.env.incoming.method = 'GET';
    }
    const out = c.env.outgoing;
    for (const [name, value] of [...headersFor(rules, c.req.path), ...privateHeaders]) out.setHeader(name, value);
    if (setCookies.length) out.setHeader('Set-Cookie', [...setCookies]);
    // Astro renders the whole page before it writes the head (streaming is off in
    // astro.config.mjs), so the moment it does is the end of the server's work.
    sendWhole(out, { brotli: /\bbr\b/.test(c.req.header('accept-encoding') ?? ''), timing: () => serverTiming(c.env.incoming) });
    const matched = await new Promise<boolean>((resolve, reject) => {
      out.once('finish', () => resolve(true));
      out.once('close', () => resolve(true));
      // A page that throws while rendering gets the same error page as any other failure, under
      // the request id the app gave this request (server/app.ts).
      const requestId = (c.var as { requestId?: string }).requestId ?? randomUUID();
      const business = live?.facts();
      const failed = (error: unknown) => serverErrorResponse(c, error, requestId, live ? live.siteDir() : distDir, logger, business?.phone.display);
      void render(c.env.incoming, out, (error) => (error ? reject(error) : resolve(false)), { ...locals, failed, ...(business ? { business } : {}) });
    });
    if (matched) return RESPONSE_ALREADY_SENT;
    for (const name of out.getHeaderNames()) out.removeHeader(name);
    return c.text('Not Found', 404, Object.fromEntries(privateHeaders));
  };
}

/**
 * Holds the head and body Astro writes until the page is whole, then sends it with what only
 * the whole page can tell:
 * - the CSP's `style-src` gains the hashes of the page's own inline `<style>` blocks (Astro
 *   inlines each page's CSS, and an on-demand page is not in dist/, whose hashes _headers
 *   carries), so no page needs `'unsafe-inline'`;
 * - the standard reason phrase: Astro keeps the Response's "OK" whatever status the page set,
 *   so a refusal would read "403 OK";
 * - brotli, as the static pages are (their .br siblings): a booking page is about 70 KB of HTML
 *   with its inline styles and about 10 KB compressed, one round trip on a phone. Quality 5
 *   compresses such a page in about a millisecond.
 */
function sendWhole(out: ServerResponse, { brotli, timing }: { brotli: boolean; timing: () => string | undefined }): void {
  const writeHead = out.writeHead.bind(out) as (...args: unknown[]) => ServerResponse;
  const write = out.write.bind(out) as (chunk: Buffer) => boolean;
  const end = out.end.bind(out) as (chunk?: Buffer) => ServerResponse;
  let head: unknown[] | undefined;
  const chunks: Buffer[] = [];
  const take = (chunk: unknown) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk as string));
  };
  out.writeHead = ((...args: unknown[]) => {
    head = args;
    return out;
  }) as typeof out.writeHead;
  out.write = ((chunk: unknown) => {
    take(chunk);
    return true;
  }) as typeof out.write;
  out.end = ((chunk?: unknown) => {
    if (typeof chunk !== 'function') take(chunk);
    let body = Buffer.concat(chunks);
    const args = head ?? [out.statusCode];
    const status = typeof args[0] === 'number' ? args[0] : out.statusCode;
    const policy = out.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') out.setHeader('Content-Security-Policy', withStyleHashes(policy, inlineStyles(body.toString('utf8')).map(sha256Source)));
    const serverTime = timing();
    if (serverTime) out.setHeader('Server-Timing', serverTime);
    const phrase = STATUS_CODES[status] ?? '';
    if (typeof args[1] === 'string') args[1] = phrase;
    else out.statusMessage = phrase;
    if (brotli && (status < 300 || status >= 400)) {
      const headers = args.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
      if (headers) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
      body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      out.setHeader('Content-Encoding', 'br');
      out.setHeader('Vary', 'Accept-Encoding');
      out.setHeader('Content-Length', body.length);
    }
    writeHead(...args);
    if (body.length) write(body);
    return end();
  }) as typeof out.end;
}

/** The policy with these hashes added to its `style-src`. */
function withStyleHashes(policy: string, hashes: readonly string[]): string {
  if (!hashes.length) return policy;
  const extra = [...new Set(hashes)].join(' ');
  return policy
    .split(';')
    .map((part) => (part.trim().startsWith('style-src') ? `${part.trimEnd()} ${extra}` : part))
    .join(';');
}

export type AstroPages = ReturnType<typeof astroPages>;
