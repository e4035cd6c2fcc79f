import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import type { BaseApp } from 'astro/app';
import type { Context } from 'hono';
import { inlineStyles, sha256Source } from '../security-headers.ts';
import { headersFor, type HeaderRule } from '../headers-file.ts';
import type { InboxLocals } from './locals.ts';
import { serverErrorResponse } from '../error-page.ts';
import type { Logger } from '../log.ts';
import type { Business } from '../../src/config/business-facts.ts';

/** Any inbox route's context. */
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
 * The request Astro renders: the page's own address (`route` when the server names a page other
 * than the one the request's URL names) with the request's headers. A form's body is the
 * server's, read before the page renders, so the page is always asked for with a GET.
 */
function pageRequest(request: Request, route: string | undefined): Request {
  if (!route && (request.method === 'GET' || request.method === 'HEAD')) return request;
  return new Request(route ? new URL(route, request.url) : request.url, { headers: request.headers });
}

/**
 * Renders on-demand pages with Astro's App (server/inbox/astro-entry.ts): a standard Request
 * in, a standard Response out, which the app's middleware compresses and times like any other.
 * `route` renders that page instead of the one the request's URL names: a form sent back with
 * its problems, the refusal page, which answers any path.
 */
export function astroPages(distDir: string, rules: readonly HeaderRule[], logger?: Logger, live?: LivePages) {
  const entry = astroEntry(distDir);
  let loaded: Promise<BaseApp> | undefined;
  /** Astro's own fallback for a page that fails before the server's error page can answer: the built 404 or 500. */
  const prerenderedErrorPageFetch = async (url: string) => {
    const status = /\/404(?:\.html|\/index\.html)$/.test(new URL(url).pathname) ? 404 : 500;
    const file = join(distDir, `${status}.html`);
    return existsSync(file) ? new Response(await readFile(file), { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } }) : new Response(null, { status: 404 });
  };

  return async <E extends { Bindings: HttpBindings }>(c: InboxContext<E>, locals: InboxLocals, setCookies: readonly string[] = [], route?: string): Promise<Response> => {
    // A site built elsewhere and served from a bare dist/ keeps working; only the inbox pages are
    // missing. Once the app is loaded the file is known to exist, so the hot path skips the check.
    if (!loaded && !existsSync(entry)) return c.text('The inbox pages are not built: run npm run build.', 503);
    loaded ??= import(pathToFileURL(entry).href).then((module: { app: BaseApp }) => module.app);
    const app = await loaded;
    const request = pageRequest(c.req.raw, route);
    const routeData = app.match(request);
    if (!routeData) return c.text('Not Found', 404, Object.fromEntries(privateHeaders));
    // A page that throws while rendering gets the same error page as any other failure, under
    // the request id the app gave this request (server/app.ts).
    const requestId = (c.var as { requestId?: string }).requestId ?? randomUUID();
    const business = live?.facts();
    const failed = (error: unknown) => serverErrorResponse(c, error, { requestId, siteDir: live ? live.siteDir() : distDir, logger, phone: business?.phone.display });
    const page = await app.render(request, {
      routeData,
      prerenderedErrorPageFetch,
      locals: { ...locals, failed, ...(business ? { business } : {}) },
    });
    return wholePage(page, { headers: [...headersFor(rules, c.req.path), ...privateHeaders], setCookies });
  };
}

/**
 * The rendered page with the site's headers under its own, and what only the whole page can
 * tell: the CSP's `style-src` gains the hashes of the page's own inline `<style>` blocks (Astro
 * inlines each page's CSS, and an on-demand page is not in dist/, whose hashes _headers carries),
 * so no page needs `'unsafe-inline'`.
 */
async function wholePage(page: Response, { headers, setCookies }: { headers: readonly [string, string][]; setCookies: readonly string[] }): Promise<Response> {
  const html = await page.text();
  const merged = new Headers(headers as [string, string][]);
  page.headers.forEach((value, name) => merged.set(name, value));
  for (const cookie of setCookies) merged.append('Set-Cookie', cookie);
  const policy = merged.get('Content-Security-Policy');
  if (policy) merged.set('Content-Security-Policy', withStyleHashes(policy, inlineStyles(html).map(sha256Source)));
  // Astro's statusText stays "OK" whatever status the page set: without one, Node states the standard phrase.
  return new Response(html, { status: page.status, headers: merged });
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

/** What a customer's on-demand pages (booking, the written quote) are built with besides their area's store. */
export interface CustomerPagesOptions {
  pages: AstroPages;
  siteOrigin: string;
  trustProxy: boolean;
  /** Posts per client address per window; Infinity lifts the limit, as LEADS_RATE_LIMIT=off does. */
  rateLimit: number;
  rateWindowMs: number;
  facts: () => Business;
  /** Wakes the outbox after a change queued alerts and e-mails. */
  onChange: () => void;
}

/** What a customer's pages need of the app (server/app.ts) besides their area's store. */
export interface CustomerPagesHost {
  pages: AstroPages;
  config: { inbox: { siteOrigin: string; trustProxy: boolean }; leads: { rateLimit: number; rateWindowMs: number } };
  facts: () => Business;
  outbox: { kick: () => void };
}

/** The customer pages' options from the app: the quote form's rate limit, and a change wakes the outbox. */
export function customerPagesOptions({ pages, config, facts, outbox }: CustomerPagesHost): CustomerPagesOptions {
  return {
    pages,
    siteOrigin: config.inbox.siteOrigin,
    trustProxy: config.inbox.trustProxy,
    rateLimit: config.leads.rateLimit,
    rateWindowMs: config.leads.rateWindowMs,
    facts,
    onChange: () => outbox.kick(),
  };
}
