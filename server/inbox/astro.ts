import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { constants, createBrotliCompress } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
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
    const writeHead = out.writeHead.bind(out) as (...args: unknown[]) => typeof out;
    const brotli = /\bbr\b/.test(c.req.header('accept-encoding') ?? '');
    out.writeHead = ((...args: unknown[]) => {
      const timing = serverTiming(c.env.incoming);
      if (timing) out.setHeader('Server-Timing', timing);
      if (brotli && typeof args[0] === 'number' && (args[0] < 300 || args[0] >= 400)) compressBody(out, args);
      return writeHead(...args);
    }) as typeof out.writeHead;
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
 * Sends the page brotli-compressed, as the static pages are (their .br siblings): a booking page
 * is about 70 KB of HTML with its inline styles and about 10 KB compressed, one round trip on a
 * phone. Quality 5 compresses such a page in about a millisecond.
 */
function compressBody(out: ServerResponse, args: unknown[]): void {
  const headers = args.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
  if (headers) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
  out.removeHeader('Content-Length');
  out.setHeader('Content-Encoding', 'br');
  out.setHeader('Vary', 'Accept-Encoding');
  const stream = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  const write = out.write.bind(out) as (chunk: Buffer) => boolean;
  const end = out.end.bind(out) as () => ServerResponse;
  stream.on('data', (chunk: Buffer) => write(chunk));
  stream.on('end', () => end());
  out.write = ((chunk: string | Uint8Array) => stream.write(chunk)) as typeof out.write;
  out.end = ((chunk?: string | Uint8Array | (() => void)) => {
    if (chunk !== undefined && typeof chunk !== 'function') stream.write(chunk);
    stream.end();
    return out;
  }) as typeof out.end;
}

export type AstroPages = ReturnType<typeof astroPages>;
