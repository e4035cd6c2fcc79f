import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
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
 * error page with the phone number; JSON clients (and anything under /api/) get JSON. Without a
 * folder whose facts are right (siteDir undefined: the 503 page is up) browsers get the sentence
 * and the live phone number as text.
 */
export interface FailedRequest {
  requestId: string;
  /** The site folder whose built error page states the right facts; undefined while none does. */
  siteDir: string | undefined;
  logger?: Logger | undefined;
  /** The live phone number, said when there is no built page. */
  phone?: string | undefined;
}

export function serverErrorResponse(c: Context, error: unknown, { requestId, siteDir, logger, phone }: FailedRequest): Response {
  logger?.error({ reqId: requestId, method: c.req.method, path: c.req.path, err: error }, 'request failed with an unexpected error');
  const headers = { 'Cache-Control': 'no-store' };
  const accept = c.req.header('accept') ?? '';
  if (c.req.path.startsWith('/api/') || /\bapplication\/json\b/.test(accept)) {
    return c.json({ error: sentence, requestId }, 500, headers);
  }
  const html = siteDir === undefined ? null : builtPage(siteDir);
  if (!html) return c.text(`Unexpected Application Error! ${sentence}${phone ? ` Or call us at ${phone}.` : ''} Reference: ${requestId}`, 500, headers);
  // The id is a UUID or passed the app's safeRequestId check (letters, digits, . _ -): nothing to escape.
  return c.html(html.replace(referenceLine, (_line, attributes: string, words: string) => `<p data-request-id=""${attributes}>${words}<code>${requestId}</code></p>`), 500, headers);
}

/** Said to JSON clients (a quote form sent meanwhile shows it): the page says the same with the phone number. */
const unavailableSentence = 'This website is being set up and will be back in a few minutes.';
/** About one build: a browser or crawler that honors it comes back when the site is there. */
export const unavailableRetryAfterSeconds = 60;

/**
 * The one answer to every request while the server has nothing correct to show: status 503,
 * Retry-After, never cached. Browsers get the styled page src/pages/503.astro, which `renderPage`
 * renders on demand (server/inbox/astro.ts, with the route set to it), so it states the facts the
 * renderer hands it; JSON clients and anything under /api/ get a sentence. Used by the holding
 * page of an empty machine (server/holding.ts) and by the server while no build with the owner's
 * facts exists (server/app.ts).
 */
export function unavailableResponse(c: Context<{ Bindings: HttpBindings }>, renderPage: (c: Context<{ Bindings: HttpBindings }>) => Promise<Response>): Promise<Response> | Response {
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(unavailableRetryAfterSeconds) };
  if (c.req.path.startsWith('/api/') || /\bapplication\/json\b/.test(c.req.header('accept') ?? '')) {
    return c.json({ error: unavailableSentence }, 503, headers);
  }
  return renderPage(c).then((page) => {
    for (const [name, value] of Object.entries(headers)) page.headers.set(name, value);
    return page;
  });
}
