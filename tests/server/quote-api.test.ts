import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formAgain, multipart, readRows, scratch, testApp, urlencoded, validLead, type TestApp } from './helpers.ts';

const json = { Accept: 'application/json' };

let dir: ReturnType<typeof scratch>;
let app: TestApp;

beforeEach(() => {
  dir = scratch();
  app = testApp(dir.dist, { dbPath: dir.db, rateLimit: 5 });
});

afterEach(async () => {
  await app.close();
  dir.remove();
});

const post = (body: BodyInit, headers: Record<string, string> = json) => app.request('/api/quote', { method: 'POST', body, headers });
const leadCount = () => readRows(dir.db).length;

describe('POST /api/quote: accepted requests', () => {
  it('stores a multipart request and answers 201 {"ok":true} with its reference to a JSON client', async () => {
    const response = await post(multipart(validLead), { ...json, 'User-Agent': 'vitest-agent' });
    expect(response.status).toBe(201);
    // While customers can book online (the default), the answer names the request's booking page.
    expect(await response.json()).toEqual({ ok: true, reference: '#1', booking: expect.stringMatching(/^\/book\/[A-Za-z0-9_-]{22}$/) });
    const rows = readRows<Record<string, string>>(dir.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...validLead, user_agent: 'vitest-agent' });
    expect(Date.now() - Date.parse(rows[0]!.received_at!)).toBeLessThan(60_000);
  });

  it('redirects a plain (no-JavaScript) urlencoded post to the confirmation page with its reference, with 303', async () => {
    const response = await post(urlencoded(validLead), {});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/contact\/thank-you\?ref=1&book=[A-Za-z0-9_-]{22}$/);
    expect(leadCount()).toBe(1);
  });

  it('stores text as typed (trimmed, line breaks as \\n, no control characters), markup included, and leaves escaping to display', async () => {
    const message = '<img src=x onerror=alert(1)> "quotes" & ünïcödé\r\nsecond line';
    await post(multipart({ ...validLead, name: '  Dana <b>W</b>\u0000  ', message }));
    const [row] = readRows<Record<string, string>>(dir.db);
    expect(row!.name).toBe('Dana <b>W</b>');
    expect(row!.message).toBe('<img src=x onerror=alert(1)> "quotes" & ünïcödé\nsecond line');
  });

  it('records the page that sent the visitor to the form, from the Referer of a post without fields, and nothing for another site or no Referer', async () => {
    const from = (referer?: string) =>
      post(multipart(validLead), { ...json, host: 'www.example.com', ...(referer ? { referer } : {}) });
    expect((await from('https://www.example.com/contact?from=/areas/gastonia')).status).toBe(201);
    expect((await from('https://elsewhere.example/contact')).status).toBe(201);
    expect((await from('not a url')).status).toBe(201);
    expect((await from()).status).toBe(201);
    const sources = readRows<{ source: string | null }>(dir.db, 'SELECT source FROM leads ORDER BY id').slice(-4).map((row) => row.source);
    expect(sources).toEqual(['/areas/gastonia', null, null, null]);
  });

  it('treats the property address as optional', async () => {
    const { address: _omitted, ...withoutAddress } = validLead;
    const response = await post(multipart(withoutAddress));
    expect(response.status).toBe(201);
    expect(readRows<Record<string, string>>(dir.db)[0]!.address).toBe('');
  });

  it('stores an idempotency key once: a retry gets 200 and creates no second lead', async () => {
    const headers = { ...json, 'Idempotency-Key': 'c0ffee00-1111-4222-8333-444455556666' };
    const first = await post(multipart(validLead), headers);
    const retry = await post(multipart(validLead), headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    const link = expect.stringMatching(/^\/book\/[A-Za-z0-9_-]{22}$/);
    const [firstAnswer, retryAnswer] = [await first.json(), await retry.json()];
    expect(firstAnswer).toEqual({ ok: true, reference: '#1', booking: link });
    // Only a hash of the first link is kept, so the retry gets a link of its own to the same request.
    expect(retryAnswer).toEqual({ ok: true, reference: '#1', booking: link });
    expect(retryAnswer.booking).not.toBe(firstAnswer.booking);
    expect(readRows(dir.db, 'SELECT idempotency_key FROM leads')).toEqual([{ idempotency_key: headers['Idempotency-Key'] }]);
  });

  it('accepts the key as a form field too, and stores concurrent duplicates once', async () => {
    const fields = { ...validLead, idempotency_key: 'same-key-sent-twice-at-once' };
    const answers = await Promise.all([post(multipart(fields)), post(multipart(fields)), post(urlencoded(fields))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(await Promise.all(answers.map(async (r) => (await r.json()).reference))).toEqual(['#1', '#1', '#1']);
    expect(leadCount()).toBe(1);
  });

  it('acknowledges a filled honeypot like a success but stores nothing', async () => {
    const response = await post(multipart({ ...validLead, company_website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const noJs = await post(urlencoded({ ...validLead, company_website: 'x' }), {});
    expect(noJs.status).toBe(303);
    expect(noJs.headers.get('location')).toBe('/contact/thank-you');
    expect(leadCount()).toBe(0);
  });

  it('accepts an empty honeypot field, as every real browser sends it', async () => {
    expect((await post(multipart({ ...validLead, company_website: '' }))).status).toBe(201);
    expect(leadCount()).toBe(1);
  });
});

describe('POST /api/quote: bad input gets a clear 4xx and stores nothing', () => {
  it('answers 422 with one message per invalid field', async () => {
    const response = await post(multipart({ name: ' ', phone: '555-0188', email: 'dana@', service: 'roofing', message: '' }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors.map((e) => e.field)).toEqual(['name', 'phone', 'email', 'service', 'message']);
    for (const error of body.errors) expect(error.message.length).toBeGreaterThan(5);
    expect(body.errors.find((e) => e.field === 'phone')!.message).toMatch(/10 or 11 digits/);
    expect(leadCount()).toBe(0);
  });

  it.each([
    ['phone', '704-555-018', '9 digits'],
    ['phone', '2 704 555 0188', '11 digits not starting with 1'],
    ['phone', '704 555 0188 ext 5', 'letters'],
    ['email', 'dana@example', 'no top-level domain'],
    ['email', 'dana example.com', 'no @'],
    ['service', 'other-thing', 'unknown service'],
    ['name', 'x'.repeat(101), 'name over 100'],
    ['email', `${'a'.repeat(250)}@example.com`, 'email over 254'],
    ['phone', `704 555 0188${' '.repeat(25)}x`, 'phone over 30'],
    ['address', 'y'.repeat(201), 'address over 200'],
    ['message', 'z'.repeat(5001), 'message over 5000'],
  ])('rejects %s = %s (%s)', async (field, value) => {
    const response = await post(multipart({ ...validLead, [field]: value }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field)).toEqual([field]);
    expect(leadCount()).toBe(0);
  });

  it('accepts 11 digits with the country code and common punctuation', async () => {
    expect((await post(multipart({ ...validLead, phone: '+1 (704) 555.0188' }))).status).toBe(201);
  });

  it('rejects a malformed idempotency key', async () => {
    const response = await post(multipart(validLead), { ...json, 'Idempotency-Key': 'short' });
    expect(response.status).toBe(422);
    expect(leadCount()).toBe(0);
  });

  it('answers a no-JavaScript invalid post with the form filled in again, values escaped', async () => {
    const html = await formAgain(await post(urlencoded({ ...validLead, phone: '555-0188', name: '<script>alert(1)</script>' }), {}), 'phone');
    expect(html).toContain('value="555-0188"');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(validLead.message);
    expect(leadCount()).toBe(0);
  });

  it('answers 413 above 64 KB, whether the size is declared or streamed', async () => {
    const big = { ...validLead, message: 'x'.repeat(70 * 1024) };
    const declared = await post(multipart(big));
    expect(declared.status).toBe(413);
    const body = new TextEncoder().encode(urlencoded(big).toString());
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < body.length; i += 8192) controller.enqueue(body.subarray(i, i + 8192));
        controller.close();
      },
    });
    const streamed = await app.request('/api/quote', {
      method: 'POST',
      body: stream,
      headers: { ...json, 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(leadCount()).toBe(0);
  });

  it.each([['application/json'], ['text/plain'], ['']])('answers 415 to content type %j', async (type) => {
    const headers: Record<string, string> = { ...json };
    if (type) headers['Content-Type'] = type;
    const response = await app.request('/api/quote', { method: 'POST', body: JSON.stringify(validLead), headers });
    expect(response.status).toBe(415);
    expect(leadCount()).toBe(0);
  });

  it('answers 400, not 500, to a body that does not parse', async () => {
    const response = await post('--nope\r\nbroken', { ...json, 'Content-Type': 'multipart/form-data; boundary=xyz' });
    expect(response.status).toBe(400);
    expect(leadCount()).toBe(0);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers 405 with Allow: POST to %s', async (method) => {
    const response = await app.request('/api/quote', { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/quote: rate limit', () => {
  it('answers 429 with Retry-After once an address has sent 5 leads in 10 minutes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post(multipart({ ...validLead, message: `lead ${i}` }))).status).toBe(201);
    }
    const limited = await post(multipart(validLead));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(leadCount()).toBe(5);
  });

  it('counts addresses separately behind a trusted proxy and stores the forwarded address', async () => {
    await app.close();
    app = testApp(dir.dist, { dbPath: dir.db, rateLimit: 1, trustProxy: true });
    const from = (ip: string) => post(multipart(validLead), { ...json, 'X-Forwarded-For': `203.0.113.9, ${ip}` });
    expect((await from('198.51.100.1')).status).toBe(201);
    expect((await from('198.51.100.1')).status).toBe(429);
    expect((await from('198.51.100.2')).status).toBe(201);
    expect(readRows(dir.db, 'SELECT client_ip FROM leads ORDER BY id')).toEqual([
      { client_ip: '198.51.100.1' },
      { client_ip: '198.51.100.2' },
    ]);
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    await post(multipart(validLead), { ...json, 'X-Forwarded-For': '198.51.100.7' });
    expect(readRows(dir.db, 'SELECT client_ip FROM leads')).toEqual([{ client_ip: null }]);
  });
});

describe('the rest of the site', () => {
  it('still serves pages and the 404 page around the API', async () => {
    expect((await app.request('/')).status).toBe(200);
    expect((await app.request('/api/nothing-here')).status).toBe(404);
  });
});
