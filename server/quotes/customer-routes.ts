import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bookingTokenPattern } from '../../src/lib/booking-links.ts';
import { isQuoteRefusal, quotePath, type QuoteRefusal } from '../../src/lib/quote-document-view.ts';
import type { QuotePageView } from '../../src/lib/quote-page-view.ts';
import { clientAddress } from '../client-request.ts';
import { customerPagesOptions, type CustomerPagesHost, type CustomerPagesOptions } from '../inbox/astro.ts';
import { photoType, type PhotoReader } from '../photos/store.ts';
import { refusalOf } from '../inbox/guard.ts';
import { isPersonVisit } from '../insights/visitor.ts';
import { pagePruner } from '../pruned-page.ts';
import { RateLimiter } from '../rate-limit.ts';
import { signedPdfName } from './email.ts';
import type { QuoteStore } from './store.ts';
import { quotePageView } from './view.ts';

type Env = { Bindings: HttpBindings };

/** The page every answer of these routes renders (src/pages/quote/[token].astro), whatever the address. */
const pageRoute = '/quote/page';

/** `?done=` after an answer, and the state it shows. */
const resultOf: Partial<Record<string, 'approved' | 'changes-requested' | 'declined'>> = { approved: 'approved', changes: 'changes-requested', declined: 'declined' };

/** A refusal's HTTP status: what was sent is wrong (400), or the quote moved on since the page was shown (409). */
const refusalStatus = (refusal: QuoteRefusal) => (refusal.problem === 'invalid' ? 400 : refusal.problem === 'no-quote' ? 404 : 409);

/**
 * Whether a GET is a person opening the link: a browser's navigation (Sec-Fetch-Mode: navigate),
 * or a browser too old to send Fetch Metadata, and never a crawler, link preview, prefetch or
 * mail scanner (isbot). Only then is the quote marked "opened".
 */
export function isPersonOpening(headers: Headers): boolean {
  if (!isPersonVisit(headers)) return false;
  const mode = headers.get('sec-fetch-mode');
  if (mode !== null) return mode === 'navigate';
  return headers.get('sec-fetch-site') === null && headers.get('sec-fetch-dest') === null && /Mozilla\/5\.0/.test(headers.get('user-agent') ?? '');
}

export interface QuoteRoutesOptions extends CustomerPagesOptions {
  quotes: QuoteStore;
  photos: Pick<PhotoReader, 'forLead' | 'file'>;
}

/**
 * The customer's quote page: GET shows (and marks the first opening by a person), POSTs answer,
 * and every POST must come from a page of this site (Origin, and Fetch Metadata when sent), within
 * the rate limit. A token is the only key: an unknown one is a 404 whether or not it ever existed.
 */
export function quoteRoutes(options: QuoteRoutesOptions): Hono<Env> {
  const { quotes, photos, pages, siteOrigin, trustProxy, facts, onChange } = options;
  const limiter = new RateLimiter(Number.isFinite(options.rateLimit) ? options.rateLimit * 4 : Infinity, options.rateWindowMs);
  const app = new Hono<Env>();

  const pruned = pagePruner();
  const render = async (c: Context<Env>, view: QuotePageView, status = 200) => pruned(await pages(c, { owner: null, inbox: null, quote: { view, status } }, [], pageRoute));
  const problem = (c: Context<Env>, status: number, title: string, message: string, link: { href: string; label: string } | null = null) =>
    render(c, { page: 'problem', status, title, message, link }, status);
  const notFound = (c: Context<Env>) =>
    problem(c, 404, 'This link does not work', 'The address may be incomplete. Open the link from your e-mail or text message again, or call us.');

  app.use(
    '/quote/*',
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => problem(c as Context<Env>, 413, 'Too much data', 'The form sent more than an answer to a quote needs.') }),
  );
  // A form on another site could otherwise approve or decline with a token it learned.
  const sameSiteOnly: MiddlewareHandler<Env> = async (c, next) => {
    const refusal = refusalOf(
      c.req.method,
      { origin: c.req.header('origin'), host: c.req.header('host'), fetchSite: c.req.header('sec-fetch-site') },
      { origin: siteOrigin, siteUrlSet: true },
    );
    if (refusal) return problem(c, 403, 'This form came from another site', 'Nothing was changed. Open your quote on our site and try again.');
    if (c.req.method === 'POST') {
      const allowed = limiter.take(clientAddress(c, { trustProxy }) ?? 'unknown');
      if (!allowed.ok) {
        const page = await problem(c, 429, 'Too many tries', 'We received many answers from your connection in the last few minutes. Please wait a little or call us.');
        page.headers.set('Retry-After', String(allowed.retryAfterSeconds));
        return page;
      }
    }
    return next();
  };
  app.use('/quote/*', sameSiteOnly);

  const quoteOf = (c: Context<Env>) => {
    const token = c.req.param('token') ?? '';
    return { token, found: bookingTokenPattern.test(token) ? quotes.byToken(token) : undefined };
  };
  const form = async (c: Context<Env>) => {
    const body = await c.req.parseBody({ all: true }).catch(() => null);
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  };
  const text = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  /** The ticked optional lines: one `option` field per box. */
  const ticked = (body: Record<string, unknown>) => [body.option].flat().filter((value): value is string => typeof value === 'string').slice(0, 100);
  const versionOf = (body: Record<string, unknown>) => {
    const value = Number(text(body, 'version'));
    return Number.isSafeInteger(value) ? value : -1;
  };

  app.get('/quote/:file{[A-Za-z0-9_-]{22}}/signed.pdf', (c) => {
    const token = c.req.param('file');
    const found = quotes.byToken(token);
    const pdf = found ? quotes.pdf(found.quote.id) : undefined;
    if (!found || !pdf || !found.record.signature) return notFound(c);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${signedPdfName(found.lead.id, found.record.signature.version)}"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  /** A photo the owner chose for the latest version, and no other: not another request's, not one left out. */
  app.get('/quote/:file{[A-Za-z0-9_-]{22}}/photos/:photo{[A-Za-z0-9_-]{22}(?:-small)?\\.jpg}', (c) => {
    const found = quotes.byToken(c.req.param('file'));
    const name = c.req.param('photo').slice(0, -'.jpg'.length);
    const id = name.replace(/-small$/, '');
    const file = found?.latest.photoIds.includes(id) ? photos.file(id, name.endsWith('-small') ? 'thumb' : 'full') : undefined;
    if (!found || !file || file.leadId !== found.lead.id) return c.text('Not Found', 404);
    return c.body(new Uint8Array(file.bytes), 200, { 'Content-Type': photoType, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'X-Content-Type-Options': 'nosniff' });
  });

  app.get('/quote/:token', (c) => {
    const { token, found } = quoteOf(c);
    if (!found) return notFound(c);
    // The one write a GET makes: the first opening of this version by a person (DECISIONS section 20).
    if (c.req.method === 'GET' && found.record.state !== 'approved' && isPersonOpening(c.req.raw.headers) && quotes.open(token)) onChange();
    // The result page an answer redirects to, shown only while the quote is in that state.
    const asked = resultOf[c.req.query('done') ?? ''];
    const result = asked && found.record.state === asked ? asked : null;
    return render(c, quotePageView(found, { token, chosen: [], business: facts(), leadPhotos: photos.forLead(found.lead.id), result }));
  });

  /** "Update total": the same page with the ticked boxes kept; nothing is written. */
  app.post('/quote/:token/total', async (c) => {
    const { token, found } = quoteOf(c);
    if (!found) return notFound(c);
    const body = (await form(c)) ?? {};
    const stale = versionOf(body) !== found.latest.number;
    const view = quotePageView(found, {
      token,
      chosen: stale ? [] : ticked(body),
      business: facts(),
      leadPhotos: photos.forLead(found.lead.id),
      typed: { fullName: text(body, 'fullName').slice(0, 200), message: '', reason: '' },
      problem: stale ? { message: `We sent a newer version of this quote (version ${found.latest.number}). Here it is: choose your options again.`, field: null } : null,
    });
    return render(c, view, stale ? 409 : 200);
  });

  /** Re-renders the page with the refusal, what was typed and the ticked boxes kept. */
  const refused = (c: Context<Env>, token: string, found: NonNullable<ReturnType<typeof quoteOf>['found']>, refusal: QuoteRefusal, body: Record<string, unknown>, field: 'fullName' | 'consent' | 'message' | null) => {
    const fresh = quotes.byToken(token) ?? found;
    const view = quotePageView(fresh, {
      token,
      chosen: refusal.problem === 'replaced' ? [] : ticked(body),
      business: facts(),
      leadPhotos: photos.forLead(fresh.lead.id),
      problem: { message: refusal.message, field: refusal.problem === 'invalid' ? field : null },
      typed: { fullName: text(body, 'fullName').slice(0, 200), message: text(body, 'message').slice(0, 4000), reason: text(body, 'reason').slice(0, 4000) },
    });
    return render(c, view, refusalStatus(refusal));
  };

  /**
   * One of the customer's answers (approve, ask for changes, decline): the link's quote and the
   * form read, the store's answer, then the page again with the refusal and the box at fault, or
   * on to the page saying it was received.
   */
  const answer =
    (done: 'approved' | 'changes' | 'declined', act: (c: Context<Env>, token: string, body: Record<string, unknown>) => Promise<object | QuoteRefusal> | object | QuoteRefusal, field: (body: Record<string, unknown>) => Parameters<typeof refused>[5]) =>
    async (c: Context<Env>) => {
      const { token, found } = quoteOf(c);
      if (!found) return notFound(c);
      const body = await form(c);
      if (!body) return problem(c, 400, 'The form could not be read', 'Go back and send it again.');
      const result = await act(c, token, body);
      if (isQuoteRefusal(result)) return refused(c, token, found, result, body, field(body));
      onChange();
      return c.redirect(`${quotePath(token)}?done=${done}`, 303);
    };

  app.post(
    '/quote/:token/approve',
    answer(
      'approved',
      (c, token, body) =>
        quotes.approve(token, {
          version: versionOf(body),
          chosenLineIds: ticked(body),
          fullName: text(body, 'fullName'),
          consent: text(body, 'consent') === 'yes',
          clientIp: clientAddress(c, { trustProxy }),
          userAgent: c.req.header('user-agent') ?? null,
        }),
      (body) => (text(body, 'consent') === 'yes' || text(body, 'fullName').trim().length < 2 ? 'fullName' : 'consent'),
    ),
  );
  app.post('/quote/:token/changes', answer('changes', (_c, token, body) => quotes.requestChanges(token, { version: versionOf(body), message: text(body, 'message') }), () => 'message'));
  app.post('/quote/:token/decline', answer('declined', (_c, token, body) => quotes.decline(token, { version: versionOf(body), message: text(body, 'reason') }), () => null));

  return app;
}

/** What the customer's quote page needs of the app (server/app.ts). */
export interface QuotePagesHost extends CustomerPagesHost {
  http: Hono<any>;
  quotes: QuoteStore;
  photos: PhotoReader;
}

/** Binds /quote/<token> and its answers; an answer wakes the outbox for the alerts and e-mails it queued. */
export function bindQuotePages(app: QuotePagesHost): void {
  app.http.route('/', quoteRoutes({ ...customerPagesOptions(app), quotes: app.quotes, photos: app.photos }));
}
