import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { photoMessages } from '../../src/lib/photo-fields.ts';
import { isSameOrigin, readPrefill, submitQuote, type Transport } from '../../src/lib/quote-client.ts';
import { multipart, readRows, scratch, testApp, validLead, type TestApp } from '../server/helpers.ts';

const noWait = async () => {};

/** The browser's XMLHttpRequest replaced by fetch, the same POST over Node's network stack. */
const viaFetch =
  (send: typeof fetch): Transport =>
  async ({ url, body, headers }) => {
    const response = await send(url, { method: 'POST', body, headers });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  };

/**
 * The browser's submission logic against the real endpoint (the Hono app over a temp SQLite
 * file). Only the network is simulated: a failing connection or a gateway error.
 */
describe('submitQuote', () => {
  let dir: ReturnType<typeof scratch>;
  let app: TestApp;
  const calls: { headers: Headers; body: FormData }[] = [];
  const network = (fail: (n: number) => 'drop' | 'bad-gateway' | 'pass'): typeof fetch =>
    (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ headers: new Headers(init?.headers), body: init?.body as FormData });
      const mode = fail(calls.length);
      if (mode === 'drop') throw new TypeError('Failed to fetch');
      const response = await app.request(new URL(String(url)).pathname, init);
      return mode === 'bad-gateway' ? new Response('Bad Gateway', { status: 502 }) : response;
    }) as typeof fetch;

  beforeEach(() => {
    calls.length = 0;
    dir = scratch();
    app = testApp(dir.dist, { dbPath: dir.db, rateLimit: 100 });
  });
  afterEach(async () => {
    await app.close();
    dir.remove();
  });

  const endpoint = 'http://localhost/api/quote';

  it('succeeds on 201 and sends Accept: application/json with an idempotency key', async () => {
    const outcome = await submitQuote(endpoint, multipart(validLead), { sameOrigin: true, transport: viaFetch(network(() => 'pass')) });
    expect(outcome).toEqual({ kind: 'success', reference: '#1', booking: expect.stringMatching(/^\/book\/[A-Za-z0-9_-]{22}$/) });
    expect(calls[0]!.headers.get('accept')).toBe('application/json');
    expect(calls[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(readRows(dir.db)).toHaveLength(1);
  });

  it('retries dropped connections and 5xx with the same key, storing one lead', async () => {
    const waits: number[] = [];
    const outcome = await submitQuote(endpoint, multipart(validLead), {
      sameOrigin: true,
      transport: viaFetch(network((n) => (n === 1 ? 'drop' : 'pass'))),
      sleep: async (ms) => void waits.push(ms),
    });
    expect(outcome).toEqual({ kind: 'success', reference: '#1', booking: expect.stringMatching(/^\/book\/[A-Za-z0-9_-]{22}$/) });
    expect(waits).toEqual([500]);

    calls.length = 0;
    // The server stores the first try; its answer is lost; the retry is recognized.
    const second = await submitQuote(endpoint, multipart({ ...validLead, email: 'second@example.com' }), {
      sameOrigin: true,
      transport: viaFetch(network((n) => (n === 1 ? 'bad-gateway' : 'pass'))),
      sleep: noWait,
    });
    expect(second).toEqual({ kind: 'success', reference: '#2', booking: expect.stringMatching(/^\/book\/[A-Za-z0-9_-]{22}$/) });
    expect(new Set(calls.map((c) => c.headers.get('idempotency-key'))).size).toBe(1);
    expect(readRows(dir.db, "SELECT id FROM leads WHERE email = 'second@example.com'")).toHaveLength(1);
  });

  it('gives up after two retries with back-off', async () => {
    const waits: number[] = [];
    const outcome = await submitQuote(endpoint, multipart(validLead), {
      sameOrigin: true,
      transport: viaFetch(network(() => 'drop')),
      sleep: async (ms) => void waits.push(ms),
    });
    expect(outcome).toEqual({ kind: 'failed' });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([500, 1500]);
  });

  it('returns the field errors of a 422 without retrying', async () => {
    const outcome = await submitQuote(endpoint, multipart({ ...validLead, phone: '555-0188' }), {
      sameOrigin: true,
      transport: viaFetch(network(() => 'pass')),
    });
    expect(outcome).toMatchObject({ kind: 'invalid', errors: [{ field: 'phone' }] });
    expect(calls).toHaveLength(1);
  });

  it('returns the photo error of a 413 as a field error, without retrying', async () => {
    const form = multipart(validLead);
    form.append('photos', new File([new Uint8Array(21 * 1024 * 1024)], 'IMG_0007.jpg', { type: 'image/jpeg' }));
    const outcome = await submitQuote(endpoint, form, { sameOrigin: true, transport: viaFetch(network(() => 'pass')) });
    expect(outcome).toEqual({ kind: 'invalid', errors: [{ field: 'photos', message: photoMessages.tooBig('IMG_0007.jpg') }] });
    expect(calls).toHaveLength(1);
  });

  it('treats a 429 as a failure without retrying', async () => {
    await app.close();
    app = testApp(dir.dist, { dbPath: dir.db, rateLimit: 0 });
    const outcome = await submitQuote(endpoint, multipart(validLead), { sameOrigin: true, transport: viaFetch(network(() => 'pass')) });
    expect(outcome).toEqual({ kind: 'failed', status: 429 });
    expect(calls).toHaveLength(1);
  });

  it('counts a 2xx whose JSON body carries an error as a failure (Formspree quota answer)', async () => {
    const formspree = (async () =>
      new Response(JSON.stringify({ error: 'Form quota exceeded' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })) as typeof fetch;
    expect(await submitQuote('https://formspree.io/f/abc', multipart(validLead), { sameOrigin: false, transport: viaFetch(formspree) })).toEqual({
      kind: 'failed',
      status: 200,
    });
  });

  it('sends nothing extra to a third-party endpoint and never retries it', async () => {
    const seen: RequestInit[] = [];
    const down = (async (_url: unknown, init?: RequestInit) => {
      seen.push(init!);
      return new Response('', { status: 503 });
    }) as typeof fetch;
    const form = multipart({ ...validLead, company_website: '' });
    expect(await submitQuote('https://formspree.io/f/abc', form, { sameOrigin: false, transport: viaFetch(down), sleep: noWait })).toEqual({
      kind: 'failed',
      status: 503,
    });
    expect(seen).toHaveLength(1);
    expect(new Headers(seen[0]!.headers).has('idempotency-key')).toBe(false);
    expect((seen[0]!.body as FormData).has('company_website')).toBe(false);
  });
});

describe('helpers', () => {
  it('knows our own endpoint from a third-party one', () => {
    expect(isSameOrigin('/api/quote', 'https://www.example.com/contact')).toBe(true);
    expect(isSameOrigin('https://www.example.com/api/quote', 'https://www.example.com/contact')).toBe(true);
    expect(isSameOrigin('https://formspree.io/f/abc', 'https://www.example.com/contact')).toBe(false);
  });

  it('reads the estimator prefill and ignores unknown services', () => {
    expect(readPrefill('?service=leveling&message=Patio%20slab%2C%20300%20sq%20ft')).toEqual({
      service: 'leveling',
      message: 'Patio slab, 300 sq ft',
    });
    expect(readPrefill('?service=roofing&message=%20')).toEqual({});
    expect(readPrefill(`?message=${'x'.repeat(6000)}`).message).toHaveLength(5000);
  });
});
