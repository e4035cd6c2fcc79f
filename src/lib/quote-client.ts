/**
 * How the quote form talks to its endpoint: our own /api/quote or a Formspree-style service.
 * Browser-only logic with no React, so it can be reasoned about and tested on its own.
 */
import { bookingLinkOf } from './booking-links.ts';
import { photoField } from './photo-fields.ts';
import { honeypotField, isServiceSlug, quoteFieldNames, quoteLimits, type FieldError, type QuoteValues } from './quote-fields.ts';

export type SubmitOutcome =
  /**
   * `reference` is the stored request's number and `booking` its booking page, from our own
   * server; Formspree has neither.
   */
  | { kind: 'success'; reference?: string; booking?: string }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'failed'; status?: number };

export interface TransportRequest {
  url: string;
  body: FormData;
  headers: Record<string, string>;
  /** Receives the share of the body sent so far, from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
}

export interface TransportResponse {
  status: number;
  contentType: string;
  text: string;
}

/** One POST; rejects when no answer arrives (network down, connection dropped). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/**
 * XMLHttpRequest, because fetch reports no upload progress. The upload listener is attached
 * only when someone listens: on a cross-origin request it would force a CORS preflight.
 */
export const xhrTransport: Transport = ({ url, body, headers, onUploadProgress }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => resolve({ status: xhr.status, contentType: xhr.getResponseHeader('content-type') ?? '', text: xhr.responseText });
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => reject(new TypeError('The request did not complete'));
    xhr.send(body);
  });

export interface SubmitOptions {
  /** Our own server: send an idempotency key and retry network failures and 5xx answers. */
  sameOrigin: boolean;
  /** Waits before each retry; two retries by default. */
  retryDelaysMs?: readonly number[];
  transport?: Transport;
  sleep?: (ms: number) => Promise<void>;
  onUploadProgress?: (fraction: number) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** crypto.randomUUID needs a secure context; getRandomValues works everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function isSameOrigin(endpoint: string, pageUrl: string): boolean {
  try {
    return new URL(endpoint, pageUrl).origin === new URL(pageUrl).origin;
  } catch {
    return false;
  }
}

const formFields: readonly string[] = [...quoteFieldNames, photoField];

function fieldErrors(body: unknown): FieldError[] {
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is FieldError => typeof item?.field === 'string' && typeof item?.message === 'string' && formFields.includes(item.field));
}

function readJson(response: TransportResponse): unknown {
  if (!response.contentType.includes('json')) return null;
  try {
    return JSON.parse(response.text);
  } catch {
    return null;
  }
}

/**
 * Posts the form as multipart data asking for JSON. Success is a 2xx whose JSON body, if any,
 * carries no `error`/`errors` (Formspree reports an exhausted quota as 200 with `error`).
 */
export async function submitQuote(endpoint: string, data: FormData, options: SubmitOptions): Promise<SubmitOutcome> {
  const { sameOrigin, retryDelaysMs = [500, 1500], transport = xhrTransport, sleep = wait, onUploadProgress } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (sameOrigin) {
    headers['Idempotency-Key'] = newIdempotencyKey();
  } else {
    // Formspree's honeypot is called _gotcha; a custom header would also force a CORS preflight.
    const trap = data.get(honeypotField);
    data.delete(honeypotField);
    if (trap) data.set('_gotcha', trap);
  }
  const retries = sameOrigin ? retryDelaysMs : [];
  for (let attempt = 0; ; attempt += 1) {
    let response: TransportResponse | undefined;
    try {
      response = await transport({ url: endpoint, body: data, headers, onUploadProgress });
    } catch {
      response = undefined;
    }
    const retryable = !response || response.status >= 500;
    if (retryable && attempt < retries.length) {
      await sleep(retries[attempt]!);
      continue;
    }
    if (!response) return { kind: 'failed' };
    const body = readJson(response);
    if (response.status >= 200 && response.status < 300) {
      const rejected = body !== null && typeof body === 'object' && ('error' in body || 'errors' in body);
      if (rejected) return { kind: 'failed', status: response.status };
      const { reference, booking } = (body ?? {}) as { reference?: unknown; booking?: unknown };
      const link = sameOrigin ? bookingLinkOf(booking) : undefined;
      return {
        kind: 'success',
        ...(typeof reference === 'string' && /^#\d+$/.test(reference) ? { reference } : {}),
        ...(link ? { booking: link } : {}),
      };
    }
    // 413 names the photo that is too large, 422 every field that needs fixing.
    if (response.status === 422 || response.status === 413) {
      const errors = fieldErrors(body);
      if (errors.length) return { kind: 'invalid', errors };
    }
    return { kind: 'failed', status: response.status };
  }
}

/**
 * Values carried in the URL, e.g. from the cost estimator:
 * /contact?service=leveling&message=... Unknown services are ignored.
 */
export function readPrefill(search: string): Partial<QuoteValues> {
  const params = new URLSearchParams(search);
  const prefill: Partial<QuoteValues> = {};
  const service = params.get('service');
  if (isServiceSlug(service)) prefill.service = service;
  const message = params.get('message');
  if (message && message.trim()) prefill.message = message.slice(0, quoteLimits.message);
  return prefill;
}
