import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { requestIdPlaceholder } from '../src/lib/error-page.ts';
import type { Logger } from './log.ts';

/** The hidden reference line as built (src/components/errors/ServerError.tsx): its attributes, then its words up to the placeholder. */
const referenceLine = new RegExp(`<p data-request-id="" hidden=""([^>]*)>([^<]*)<code>${requestIdPlaceholder}</code></p>`);

/** The built error page (src/pages/500.astro) of a site folder, read once per folder. */
const pages = new Map<string, string | null>();

function builtPage(dir: string): string | null {
  if (!pages.has(dir)) {
    const file = join(dir, '500.html');
    const html = existsSync(file) ? readFileSync(file, 'utf8') : null;
    pages.set(dir, html && referenceLine.test(html) ? html : null);
  }
  return pages.get(dir)!;
}

/** Said to JSON clients and, without a built page, to browsers: what happened, never the error itself. */
const sentence = 'Something went wrong on our side; it has been logged. Try again in a minute.';

/**
 * The answer to any request the server failed on: status 500, never cached, the error and its
 * stack only in the log, under the request id the answer carries. Browsers get the site's
 * error page with the phone number; JSON clients (and anything under /api/) get JSON.
 */
export function serverErrorResponse(c: Context, error: unknown, requestId: string, siteDir: string, logger?: Logger): Response {
  logger?.error({ reqId: requestId, method: c.req.method, path: c.req.path, err: error }, 'request failed with an unexpected error');
  const headers = { 'Cache-Control': 'no-store' };
  const accept = c.req.header('accept') ?? '';
  if (c.req.path.startsWith('/api/') || /\bapplication\/json\b/.test(accept)) {
    return c.json({ error: sentence, requestId }, 500, headers);
  }
  const html = builtPage(siteDir);
  if (!html) return c.text(`Unexpected Application Error! ${sentence} Reference: ${requestId}`, 500, headers);
  // The id is a UUID or passed the app's safeRequestId check (letters, digits, . _ -): nothing to escape.
  return c.html(html.replace(referenceLine, (_line, attributes: string, words: string) => `<p data-request-id=""${attributes}>${words}<code>${requestId}</code></p>`), 500, headers);
}

/** Said by the 503 answer without a built page (a folder built before src/pages/503.astro existed). */
const unavailableSentence = 'This website is being set up and will be back in a few minutes.';

/**
 * The answer to every request while the server has nothing correct to show: status 503, the
 * built page src/pages/503.astro of `siteDir` (the site's look and phone number), Retry-After,
 * never cached. JSON to JSON clients and under /api/, so a quote form sent meanwhile gets a
 * sentence it can show. Shared by every "not yet" state (start.ts's holding page).
 */
export function unavailableResponse(request: Request, siteDir: string, retryAfterSeconds: number): Response {
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) };
  const { pathname } = new URL(request.url);
  const head = request.method === 'HEAD';
  if (pathname.startsWith('/api/') || /\bapplication\/json\b/.test(request.headers.get('accept') ?? '')) {
    return new Response(head ? null : JSON.stringify({ error: unavailableSentence }), { status: 503, headers: { ...headers, 'Content-Type': 'application/json' } });
  }
  const file = join(siteDir, '503.html');
  const html = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const type = html ? 'text/html; charset=UTF-8' : 'text/plain; charset=UTF-8';
  return new Response(head ? null : (html ?? unavailableSentence), { status: 503, headers: { ...headers, 'Content-Type': type } });
}
