import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  confirmationPath,
  honeypotField,
  idempotencyField,
  quoteFieldNames,
  validateQuote,
  type FieldError,
  type QuoteValues,
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
import type { Channel } from './config.ts';
import type { LeadStore } from './db.ts';
import { invalidFormPage, problemPage } from './pages.ts';
import { RateLimiter } from './rate-limit.ts';

export const maxBodyBytes = 64 * 1024;

export interface QuoteApiOptions {
  store: LeadStore;
  channels: readonly Channel[];
  rateLimit: number;
  rateWindowMs: number;
  trustProxy: boolean;
  logger: Logger;
  /** Called after a lead is committed, e.g. to wake the outbox worker. */
  onLead?: (id: number) => void;
}

const acceptedTypes = ['multipart/form-data', 'application/x-www-form-urlencoded'];
const keyPattern = /^[A-Za-z0-9_-]{8,128}$/;

function wantsJson(c: Context): boolean {
  return (c.req.header('accept') ?? '').toLowerCase().includes('application/json');
}

/** The socket address, or the address our own reverse proxy appended when we sit behind one. */
export function clientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
    if (forwarded?.length) return forwarded[forwarded.length - 1]!;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // app.request() in tests has no socket.
    return null;
  }
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
export function leadAttribution(c: Context, body: Record<string, unknown>): Attribution {
  const keys = Object.keys(attributionFields) as AttributionKey[];
  const field = (key: AttributionKey) => body[attributionFields[key]];
  const sent = cleanAttribution(Object.fromEntries(keys.map((key) => [key, typeof field(key) === 'string' ? (field(key) as string) : null])));
  const referer = refererPage(c);
  const read = referer ? attributionOf(referer) : noAttribution;
  return Object.fromEntries(keys.map((key) => [key, sent[key] ?? read[key]])) as Attribution;
}

function fieldValues(body: Record<string, unknown>): QuoteValues {
  const values = {} as QuoteValues;
  for (const name of quoteFieldNames) {
    const raw = body[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** POST /quote: validates, stores and acknowledges one quote request. Mounted under /api. */
export function createQuoteApi(options: QuoteApiOptions): Hono {
  const { store, channels, trustProxy, logger, onLead } = options;
  const limiter = new RateLimiter(options.rateLimit, options.rateWindowMs);
  const api = new Hono();

  const fail = (c: Context, status: 400 | 413 | 415 | 429 | 503, title: string, message: string) =>
    wantsJson(c) ? c.json({ error: message }, status) : c.html(problemPage(title, message), status);

  const accepted = (c: Context, status: 200 | 201) =>
    wantsJson(c) ? c.json({ ok: true }, status) : c.redirect(confirmationPath, 303);

  api.post(
    '/quote',
    async (c, next) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!acceptedTypes.includes(type)) {
        return fail(c, 415, 'Unsupported form format', 'Send the form as multipart/form-data or application/x-www-form-urlencoded.');
      }
      await next();
    },
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => fail(c, 413, 'Request too large', `A quote request can be at most ${maxBodyBytes / 1024} KB.`),
    }),
    async (c) => {
      let body: Record<string, unknown>;
      try {
        body = await c.req.parseBody({ all: true });
      } catch {
        return fail(c, 400, 'Unreadable form', 'The form data could not be read. Please send it again.');
      }

      // Bots get the same answer as people so they learn nothing; nothing is stored.
      const trap = body[honeypotField];
      if (typeof trap === 'string' ? trap !== '' : trap !== undefined) return accepted(c, 200);

      const values = fieldValues(body);
      const rawKey = c.req.header('idempotency-key') ?? (typeof body[idempotencyField] === 'string' ? body[idempotencyField] : '');
      const key = rawKey === '' ? null : rawKey;
      const result = validateQuote(values);
      const errors: FieldError[] = result.ok ? [] : [...result.errors];
      if (key !== null && !keyPattern.test(key)) {
        errors.push({ field: idempotencyField, message: 'Idempotency key must be 8-128 letters, digits, dashes or underscores' });
      }
      if (!result.ok || errors.length) {
        return wantsJson(c) ? c.json({ errors }, 422) : c.html(invalidFormPage(errors, values, c.req.path), 422);
      }

      // A retry of a request we already stored: same answer, no second lead, no rate-limit hit.
      if (key !== null && store.hasKey(key)) return accepted(c, 200);

      const ip = clientAddress(c, trustProxy);
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

      const { page, ...came } = leadAttribution(c, body);
      const stored = await store.saveLead(
        {
          ...result.data,
          clientIp: ip,
          userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
          source: page,
          ...came,
          idempotencyKey: key,
        },
        channels,
      );
      if (stored.duplicate) return accepted(c, 200);
      onLead?.(stored.id);
      return accepted(c, 201);
    },
  );

  api.all('/quote', (c) => c.text('Method Not Allowed', 405, { Allow: 'POST' }));

  api.onError((error, c) => {
    logger.error({ err: error }, 'quote request failed');
    c.header('Retry-After', '5');
    return fail(c, 503, 'Please try again', 'We could not save your request just now. Please try again in a moment or call us.');
  });

  return api;
}
