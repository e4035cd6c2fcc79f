import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { photoField, photoMessages } from '../../src/lib/photo-fields.ts';
import { leadReference } from '../../src/lib/lead-contact.ts';
import {
  confirmationPath,
  honeypotField,
  idempotencyField,
  quoteFieldNames,
  quoteFormField,
  shortQuoteFieldNames,
  shortQuoteForm,
  validateQuote,
  validateShortQuote,
  type FieldError,
  type QuoteRequest,
  type ShortQuoteRequest,
  type ShortQuoteValues,
  type Validation,
} from '../../src/lib/quote-schema.ts';
import {
  attributionFields,
  attributionOf,
  cleanAttribution,
  noAttribution,
  type Attribution,
  type AttributionKey,
} from '../../src/lib/attribution.ts';
import type { Logger } from '../log.ts';
import { UploadBudget } from '../photos/budget.ts';
import { PhotoRejected, reencode, type EncodedPhoto } from '../photos/images.ts';
import type { LeadStore } from './db.ts';
import { maxTextBytes, readQuoteBody, type BodyProblem, type QuoteBody, type Upload } from './form-body.ts';
import { shortFormOnHomePage } from './home-form.ts';
import { invalidFormPage, invalidShortFormPage, problemPage } from './pages.ts';
import { RateLimiter } from '../rate-limit.ts';
import { clientAddress, mediaType } from '../client-request.ts';
import type { Business } from '../../src/config/business-facts.ts';
import { bookingPath, confirmationAddress } from '../../src/lib/booking-links.ts';
import { outsideArea } from '../../src/lib/town.ts';
import { newToken } from '../tokens.ts';
import type { Channel } from '../../src/lib/lead-view.ts';

/** Photo bytes all requests may hold at once: three requests at the 60 MB limit. */
export const defaultUploadBudgetBytes = 180 * 1024 * 1024;

export interface QuoteApiOptions {
  store: LeadStore;
  channels: readonly Channel[];
  rateLimit: number;
  rateWindowMs: number;
  trustProxy: boolean;
  logger: Logger;
  /** Called after a lead is committed, e.g. to wake the outbox worker. */
  onLead?: (id: number) => void;
  uploadBudgetBytes?: number;
  /** The business facts the live site states, for the no-JavaScript answer pages. */
  facts: () => Business;
  /**
   * Booking the estimate visit (server/schedule): while customers can book online, each stored
   * request gets a booking link, sent in the JSON answer and in the thank-you page's address.
   */
  booking?: { open: () => boolean; issue: (leadId: number) => string };
}

const acceptedTypes = ['multipart/form-data', 'application/x-www-form-urlencoded'];
const keyPattern = /^[A-Za-z0-9_-]{8,128}$/;

function wantsJson(c: Context): boolean {
  return (c.req.header('accept') ?? '').toLowerCase().includes('application/json');
}

/** The Referer as a URL when it is a page of the host the request came to; null for anything else. */
function refererPage(c: Context): URL | null {
  const referer = c.req.header('referer');
  const host = c.req.header('host');
  if (!referer || !host || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  return url.host === host && (url.protocol === 'https:' || url.protocol === 'http:') ? url : null;
}

/**
 * Where the request came from: what the form sent (the island reads it from the page), else
 * what the Referer of a post without JavaScript says (/contact?from=... and its utm_* tags).
 */
export function leadAttribution(c: Context, fields: Record<string, string>): Attribution {
  const keys = Object.keys(attributionFields) as AttributionKey[];
  const sent = cleanAttribution(Object.fromEntries(keys.map((key) => [key, fields[attributionFields[key]]])));
  const referer = refererPage(c);
  const read = referer ? attributionOf(referer) : noAttribution;
  return Object.fromEntries(keys.map((key) => [key, sent[key] ?? read[key]])) as Attribution;
}

function fieldValues<F extends string>(names: readonly F[], fields: Record<string, string>): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const name of names) values[name] = fields[name] ?? '';
  return values;
}

const withoutZip = ({ zip: _zip, ...rest }: ShortQuoteRequest) => rest;

/** What a form sent, checked by its own schema, and the page that shows it again with its problems. */
type FormCheck = { result: Validation<QuoteRequest>; page: (errors: readonly FieldError[], attribution: Attribution) => string };

/**
 * The /contact form's fields, or the home page's short form's: a phone number is enough to call
 * back, its ZIP is stored as the property address, and without an e-mail there is no confirmation.
 * The short form's problems come back on the live home page (`homePage`, set by server/app.ts),
 * or on the plain form page where the site has no such page.
 */
function checkForm(fields: Record<string, string>, action: string, business: () => Business, homePage: (() => string | undefined) | undefined): FormCheck {
  if (fields[quoteFormField] === shortQuoteForm) {
    const values: ShortQuoteValues = fieldValues(shortQuoteFieldNames, fields);
    const short = validateShortQuote(values);
    const home = () => homePage?.();
    return {
      result: short.ok ? { ok: true, data: { ...withoutZip(short.data), email: '', address: short.data.zip } } : short,
      page: (errors, attribution) => {
        const html = home();
        return (html && shortFormOnHomePage(html, errors, values, attribution)) || invalidShortFormPage(errors, values, { action, attribution, business: business() });
      },
    };
  }
  const values = fieldValues(quoteFieldNames, fields);
  return { result: validateQuote(values), page: (errors, attribution) => invalidFormPage(errors, values, { action, attribution, business: business() }) };
}

/** One photo at a time: a request's decoding memory stays that of its largest photo. */
async function encodePhotos(uploads: readonly Upload[]): Promise<EncodedPhoto[]> {
  const encoded: EncodedPhoto[] = [];
  for (const upload of uploads) encoded.push(await reencode(upload.bytes, upload.fileName));
  return encoded;
}

/** A body the reader gave up on, and how each is answered (the photos' own problems are the form's). */
const bodyRefusals: Record<Exclude<BodyProblem['kind'], 'photos'>, { status: 400 | 413 | 503; title: string; message: string; retryAfter?: string }> = {
  unreadable: { status: 400, title: 'Unreadable form', message: 'The form data could not be read. Please send it again.' },
  'text-too-large': { status: 413, title: 'Request too large', message: `The text of a quote request can be at most ${maxTextBytes / 1024} KB.` },
  busy: { status: 503, title: 'Please try again', message: photoMessages.busy(), retryAfter: '60' },
};

/** What a quote post carries besides the form's fields: the key that makes a retry safe. */
const idempotencyKey = z.union([z.literal(''), z.string().regex(keyPattern, 'Idempotency key must be 8-128 letters, digits, dashes or underscores')]);

/** A quote post that passed every check: the request, its idempotency key, its photos re-encoded, and the request it retries. */
interface CheckedQuote {
  data: QuoteRequest;
  key: string | null;
  stored: number | undefined;
  photos: EncodedPhoto[];
}

type QuoteEnv = { Variables: { body: QuoteBody; quote: CheckedQuote } };

/** POST /quote: validates, stores and acknowledges one quote request. Mounted under /api. */
export function createQuoteApi(options: QuoteApiOptions): Hono {
  const { store, channels, trustProxy, logger, onLead, facts, booking } = options;
  const limiter = new RateLimiter(options.rateLimit, options.rateWindowMs);
  const budget = new UploadBudget(options.uploadBudgetBytes ?? defaultUploadBudgetBytes);
  const api = new Hono();

  const fail = (c: Context, status: 400 | 413 | 415 | 429 | 503, title: string, message: string) =>
    wantsJson(c) ? c.json({ error: message }, status) : c.html(problemPage(title, message, facts()), status);

  /**
   * `id` is the stored request's, which the visitor's confirmation quotes, and `token` its booking
   * link's; a bot caught by the trap gets neither.
   */
  const accepted = (c: Context, status: 200 | 201, lead: { id?: number; token?: string; outside?: boolean } = {}) => {
    const reference = lead.id === undefined ? undefined : leadReference(lead.id);
    const book = lead.token === undefined ? undefined : bookingPath(lead.token);
    if (wantsJson(c)) return c.json({ ok: true, reference, ...(book ? { booking: book } : {}) }, status);
    return c.redirect(lead.id === undefined ? confirmationPath : confirmationAddress(lead.id, { token: lead.token, outside: lead.outside }), 303);
  };
  /** A request from outside our towns is offered a call, never a booking link. */
  const bookable = (address: string) => booking?.open() === true && !outsideArea(address);
  /** A retry of a stored request gets a link of its own: only the hash of the first one was kept. */
  const linkFor = (id: number | undefined, address: string) => (id !== undefined && bookable(address) ? booking!.issue(id) : undefined);

  /** The body as it streams in, within its limits; its photo bytes go back to the budget once the request is answered. */
  const readBody = createMiddleware<QuoteEnv>(async (c, next) => {
    if (!acceptedTypes.includes(mediaType(c))) {
      return fail(c, 415, 'Unsupported form format', 'Send the form as multipart/form-data or application/x-www-form-urlencoded.');
    }
    const body = await readQuoteBody(c.req.raw, budget);
    c.set('body', body);
    try {
      const refusal = body.problem && body.problem.kind !== 'photos' ? bodyRefusals[body.problem.kind] : undefined;
      if (refusal) {
        if (refusal.retryAfter) c.header('Retry-After', refusal.retryAfter);
        return fail(c, refusal.status, refusal.title, refusal.message);
      }
      // Bots get the same answer as people so they learn nothing; nothing is stored.
      const trap = body.fields[honeypotField];
      if (trap !== undefined && trap !== '') return accepted(c, 200);
      await next();
    } finally {
      body.release();
    }
  });

  /**
   * The form's fields through its schema (src/lib/quote-schema.ts), the idempotency key, and
   * the photos: every problem comes back at once, in the form's order, with the form as sent.
   */
  const checkQuote = createMiddleware<QuoteEnv>(async (c, next) => {
    const { fields, problem, photos: uploads } = c.get('body');
    const form = checkForm(fields, c.req.path, facts, (c.var as { homePage?: () => string | undefined }).homePage);
    const rawKey = c.req.header('idempotency-key') ?? fields[idempotencyField] ?? '';
    const keyCheck = idempotencyKey.safeParse(rawKey);
    const errors: FieldError[] = [
      ...(form.result.ok ? [] : form.result.errors),
      ...(keyCheck.success ? [] : [{ field: idempotencyField, message: keyCheck.error.issues[0]!.message }]),
    ];
    const key = keyCheck.success && rawKey !== '' ? rawKey : null;
    // A retry of a request we already stored: same answer, no second lead, no rate-limit hit.
    const stored = key !== null && errors.length === 0 ? store.idForKey(key) : undefined;
    let photos: EncodedPhoto[] = [];
    if (problem?.kind === 'photos') errors.push({ field: photoField, message: problem.message });
    else if (stored === undefined) {
      try {
        photos = await encodePhotos(uploads);
      } catch (error) {
        if (!(error instanceof PhotoRejected)) throw error;
        errors.push({ field: photoField, message: error.message });
      }
    }
    if (errors.length || !form.result.ok) {
      const status = problem?.kind === 'photos' ? problem.status : 422;
      // The form sent back holds what the visitor typed: never kept by a cache.
      return wantsJson(c) ? c.json({ errors }, status) : c.html(form.page(errors, leadAttribution(c, fields)), status, { 'Cache-Control': 'no-store' });
    }
    c.set('quote', { data: form.result.data, key, stored, photos });
    await next();
  });

  api.post('/quote', readBody, checkQuote, async (c) => {
    const { data, key, stored, photos } = c.get('quote');
    const outside = outsideArea(data.address);
    if (stored !== undefined) return accepted(c, 200, { id: stored, token: linkFor(stored, data.address), outside });

    const ip = clientAddress(c, { trustProxy });
    const allowed = limiter.take(ip ?? 'unknown');
    if (!allowed.ok) {
      c.header('Retry-After', String(allowed.retryAfterSeconds));
      return fail(
        c,
        429,
        'Too many requests',
        'We received several requests from your connection in the last few minutes. Please wait a little or call us.',
      );
    }

    const { page, ...came } = leadAttribution(c, c.get('body').fields);
    const token = bookable(data.address) ? newToken() : undefined;
    const saved = await store.saveLead(
      {
        ...data,
        clientIp: ip,
        userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
        source: page,
        ...came,
        idempotencyKey: key,
        bookingToken: token ?? null,
        photos,
      },
      // A confirmation goes to the address the visitor typed; the short form asks for none.
      data.email ? channels : channels.filter((channel) => channel !== 'confirmation'),
    );
    if (saved.duplicate) {
      const id = key === null ? undefined : store.idForKey(key);
      return accepted(c, 200, { id, token: linkFor(id, data.address), outside });
    }
    onLead?.(saved.id);
    return accepted(c, 201, { id: saved.id, token, outside });
  });

  api.all('/quote', (c) => c.text('Method Not Allowed', 405, { Allow: 'POST' }));

  api.onError((error, c) => {
    logger.error({ err: error }, 'quote request failed');
    c.header('Retry-After', '5');
    return fail(c, 503, 'Please try again', 'We could not save your request just now. Please try again in a moment or call us.');
  });

  return api;
}
