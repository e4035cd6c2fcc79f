/**
 * The customer's side of a written quote (issue 41) against the real app, the real build's
 * on-demand page and a real SQLite file: the page, its answers, the signed PDF, and the attacks
 * each must withstand.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';
import Database from 'better-sqlite3';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { reencode } from '../../server/photos/images.ts';
import { photoWriter } from '../../server/photos/store.ts';
import { contentHash, type SignedContent } from '../../server/quotes/signed-content.ts';
import { inlineStyles, sha256Source, styleAttribute } from '../../server/security-headers.ts';
import { isQuoteRefusal, type QuoteDraftInput } from '../../src/lib/quote-document-view.ts';
import { quoteTotals } from '../../src/lib/quote-money.ts';
import { privatePage, readRows, validLead, waitFor } from './helpers.ts';
import { quoteDraft } from './quote-support.ts';
import { client, ownerPassword, sessionCookie, startInboxServer, startInboxWithMail, type InboxServer } from './inbox-support.ts';
import { fieldPayload } from '../support/xss-payloads.ts';

let inbox: InboxServer;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ inbox, stop } = await startInboxWithMail('https://push.example.net/owner-phone'));
});

afterAll(async () => {
  await stop?.();
});

const app = () => inbox.server.app;
const owner = 'owner@example.com';
const browser = { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Dest': 'document' };
const web = (address = '203.0.113.90') => client(inbox.origin, address);
const rows = <T>(sql: string) => readRows<T>(inbox.db, sql);

let customers = 0;
/** A request from a customer of its own in Matthews, as the site's form sends it; its id. */
async function request(fields: Partial<typeof validLead> = {}): Promise<number> {
  customers += 1;
  const response = await fetch(`${inbox.server.url}/api/quote`, {
    method: 'POST',
    body: new URLSearchParams({ ...validLead, phone: `(704) 555-${String(3000 + customers)}`, email: `quote${customers}@example.com`, address: '101 Trade St, Matthews, NC 28105', ...fields }),
    headers: { Accept: 'application/json', 'X-Forwarded-For': `198.51.100.${customers}` },
  });
  expect(response.status).toBe(201);
  return Number(((await response.json()) as { reference: string }).reference.replace(/\D/g, ''));
}

const draft = (over: Partial<QuoteDraftInput> = {}) =>
  quoteDraft(
    [
      { id: 'lift', description: 'Lift and level the front walk', quantityMilli: 3000, unit: 'slabs', unitPriceCents: 3333, optional: false },
      { id: 'seal', description: 'Seal the joints', quantityMilli: 1000, unit: 'job', unitPriceCents: 45_000, optional: true },
      { id: 'steps', description: 'Patch the steps', quantityMilli: 2000, unit: 'each', unitPriceCents: 12_550, optional: true },
    ],
    over,
  );

/** A request with a sent quote: its id and the link's token. */
async function sentQuote(over: Partial<QuoteDraftInput> = {}, fields: Partial<typeof validLead> = {}) {
  const id = await request(fields);
  const saved = app().quotes.saveDraft(id, draft(over), owner);
  if (isQuoteRefusal(saved)) throw new Error(saved.message);
  const sent = app().quotes.send(id, owner);
  if (isQuoteRefusal(sent)) throw new Error(sent.message);
  return { id, token: sent.token, path: `/quote/${sent.token}` };
}

/**
 * Every row of the quote tables, the requests and what the outbox holds: what a GET must leave as
 * it was. Taken once the outbox has sent what was due (a quote e-mail issues its own link).
 */
const snapshot = async () => {
  await waitFor(() => rows(`SELECT 1 FROM outbox WHERE status = 'pending' AND channel <> 'push' AND next_attempt_at <= ${Date.now()}`).length === 0, 10_000, 'the outbox to send what was due');
  const db = new Database(inbox.db, { readonly: true });
  try {
    // The outbox's delivery columns change as the worker sends what was queued before; what was queued does not.
    return [
      ...['quotes', 'quote_versions', 'quote_lines', 'quote_links', 'quote_events', 'quote_signatures', 'leads', 'lead_events', 'lead_notes'].map((table) => db.prepare(`SELECT * FROM ${table}`).all()),
      db.prepare(`SELECT id, lead_id, channel, payload FROM outbox`).all(),
    ];
  } finally {
    db.close();
  }
};

describe('the customer’s quote page', () => {
  it('shows the quote without a script, noindex and no-store, with the terms before the signature', async () => {
    const { path } = await sentQuote();
    const response = await web().get(path);
    const html = await privatePage(response);
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(html).not.toMatch(styleAttribute);
    for (const words of ['Lift and level the front walk', 'Seal the joints', 'Update total', 'Full name', 'I agree to sign electronically and accept this quote', 'Approve quote', 'Request changes', 'Decline', 'Valid until', 'Terms']) {
      expect(html).toContain(words);
    }
    expect(html.indexOf('Terms')).toBeLessThan(html.indexOf('Full name'));
    expect(html).toContain('$107.24');
    expect(html).toContain('Sales tax (7.25%)');
    // Every inline style, the live-total rules among them, is allowed by its hash and nothing else.
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).not.toContain("'unsafe-inline'");
    for (const style of inlineStyles(html)) expect(csp).toContain(sha256Source(style));
    expect(html).toContain(':has(#qo-0:checked)');
    expect(html).toContain('aria-live="polite"');
  });

  it('fits one round trip with five options (32 totals rendered) and with the signed state: the stylesheet is pruned as on built pages', async () => {
    const option = (n: number) => ({ id: `o${n}`, description: `Option ${n}: seal the joints along the driveway`, quantityMilli: 12_500, unit: 'lin ft', unitPriceCents: 450 + n, optional: true });
    const { path } = await sentQuote({ lines: [draft().lines[0]!, ...[1, 2, 3, 4, 5].map(option)] });
    for (const at of [path, path]) {
      const response = await web().get(at);
      const html = await response.text();
      expect(html.match(/class="qt-m\d+"/g)).toHaveLength(32);
      expect(brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length).toBeLessThanOrEqual(13_500);
      const csp = response.headers.get('content-security-policy')!;
      for (const style of inlineStyles(html)) expect(csp).toContain(sha256Source(style));
    }
    expect((await web().post(`${path}/approve`, approveForm({ option: 'o3' }))).status).toBe(303);
    const signed = await (await web().get(`${path}?done=approved`)).text();
    expect(brotliCompressSync(Buffer.from(signed), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length).toBeLessThanOrEqual(13_500);
  });
});

/** The push alerts queued for the owner's phone about a request, as { title, body }. */
const alertsOf = (leadId: number) =>
  rows<{ payload: string | null }>(`SELECT payload FROM outbox WHERE channel = 'push' AND lead_id = ${leadId} AND payload IS NOT NULL ORDER BY id`).map(
    (row) => JSON.parse(row.payload!) as { title: string; body: string },
  );

const approveForm = (fields: Record<string, string> = {}) => ({ version: '1', fullName: 'Pat Moore', consent: 'yes', ...fields });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe('approving and signing', () => {
  it('keeps the ticked options through "Update total" and writes nothing', async () => {
    const { path } = await sentQuote();
    const before = await snapshot();
    const answer = await web().post(`${path}/total`, { version: '1', option: 'seal' });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/id="qo-0"[^>]*checked/);
    expect(html).not.toMatch(/id="qo-1"[^>]*checked/);
    // 3 × $33.33 + $450.00 = $549.99; tax 7.25% = $39.87 (39.874275); total $589.86.
    expect(html).toContain('$589.86');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an approval without a name or without the consent, and keeps what was typed', async () => {
    const { path, id } = await sentQuote();
    const noName = await web().post(`${path}/approve`, approveForm({ fullName: ' ' }));
    expect(noName.status).toBe(400);
    expect(await noName.text()).toContain('Type your full name to sign.');
    const noConsent = await web().post(`${path}/approve`, approveForm({ consent: '' }));
    expect(noConsent.status).toBe(400);
    const html = await noConsent.text();
    expect(html).toContain('to approve.');
    expect(html).toContain('value="Pat Moore"');
    expect(rows(`SELECT * FROM quote_signatures WHERE quote_id = (SELECT id FROM quotes WHERE lead_id = ${id})`)).toEqual([]);
  });

  it('signs the version with the chosen options: the record, Won, the alert, the PDF whose hash is stored, and a second approval refused', async () => {
    const { path, id, token } = await sentQuote();
    const answer = await web('203.0.113.91').post(`${path}/approve`, approveForm({ option: 'seal' }), { 'User-Agent': browser['User-Agent'] });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${path}?done=approved`);
    const result = await (await web().get(answer.headers.get('location')!)).text();
    expect(result).toContain('<h1');
    expect(result).toMatch(/<h1[^>]*>Approved<\/h1>/);
    expect(result).toContain('Download signed PDF');

    const [signature] = rows<Record<string, unknown>>(`SELECT * FROM quote_signatures WHERE quote_id = (SELECT id FROM quotes WHERE lead_id = ${id})`);
    expect(signature).toMatchObject({ version: 1, full_name: 'Pat Moore', client_ip: '203.0.113.91', user_agent: browser['User-Agent'], chosen_line_ids: '["seal"]', total_cents: 58_986 });
    expect(rows<{ status: string }>(`SELECT status FROM leads WHERE id = ${id}`)[0]!.status).toBe('Won');
    expect(rows<{ actor: string; detail: string }>(`SELECT actor, detail FROM lead_events WHERE lead_id = ${id} AND kind = 'status' ORDER BY id DESC LIMIT 1`)[0]).toEqual({
      actor: 'customer',
      detail: JSON.stringify({ from: 'Quoted', to: 'Won' }),
    });
    expect(alertsOf(id).map((alert) => alert.title)).toContain('Quote approved: $589.86, Matthews');

    const download = await web().get(`${path}/signed.pdf`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="quote-.*-v1-signed\.pdf"$/);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(signature!.pdf_sha256);
    const text = await pdfText(bytes);
    for (const words of ['Pat Moore', '$589.86', 'Seal the joints', '(optional: chosen)', '(optional: not chosen)', 'Sales tax (7.25%)', 'Terms', 'Version 1', signature!.content_sha256 as string]) {
      expect(text).toContain(words);
    }

    // The hash printed is the canonical JSON's of what was signed, recomputed from the stored record.
    const record = app().quotes.forLead(id)!;
    const business = app().facts();
    const { number, sentAt, sentBy: _by, totals: _t, ...document } = record.latest!;
    const content: SignedContent = {
      business: { name: business.name, phone: business.phone.display, email: business.email },
      customer: { name: validLead.name, address: '101 Trade St, Matthews, NC 28105' },
      version: { number, sentAt, document },
      chosenLineIds: ['seal'],
      totals: quoteTotals(document, ['seal']),
      signer: { fullName: 'Pat Moore', signedAt: signature!.signed_at as string },
    };
    expect(contentHash(content)).toBe(signature!.content_sha256);

    const again = await web().post(`${path}/approve`, approveForm({ fullName: 'Someone Else' }));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already approved');
    expect(await app().quotes.approve(token, { version: 1, chosenLineIds: [], fullName: 'Race Twice', consent: true, clientIp: null, userAgent: null })).toMatchObject({ problem: 'approved' });
    expect(rows(`SELECT * FROM quote_signatures WHERE quote_id = ${record.id}`)).toHaveLength(1);
    // The owner can no longer edit or send it.
    expect(app().quotes.saveDraft(id, draft(), owner)).toMatchObject({ problem: 'approved' });
  });

  it('takes one of two approvals sent at the same moment', async () => {
    const { path, id } = await sentQuote();
    const answers = await Promise.all([web().post(`${path}/approve`, approveForm()), web().post(`${path}/approve`, approveForm({ fullName: 'Pat Q. Moore' }))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    expect(rows(`SELECT * FROM quote_signatures WHERE quote_id = (SELECT id FROM quotes WHERE lead_id = ${id})`)).toHaveLength(1);
  });
});

describe('versions, expiry and the other answers', () => {
  it('shows the latest version at the same link and refuses an answer to a replaced one', async () => {
    const { path, id } = await sentQuote();
    const start = app().quotes.draftFor(id);
    app().quotes.saveDraft(id, { ...start, lines: start.lines.map((line) => (line.id === 'lift' ? { ...line, unitPriceCents: 4000 } : line)) }, owner);
    expect(app().quotes.send(id, owner)).toMatchObject({ version: 2 });
    const page = await (await web().get(path)).text();
    expect(page).toContain('Written quote · #');
    expect(page).toContain(' · version 2');
    expect(page).toContain('$120.00');
    const stale = await web().post(`${path}/approve`, approveForm());
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('We sent a newer version of this quote (version 2)');
    const staleTotal = await web().post(`${path}/total`, { version: '1', option: 'seal' });
    expect(staleTotal.status).toBe(409);
    expect((await web().post(`${path}/approve`, approveForm({ version: '2' }))).status).toBe(303);
    expect(rows<{ version: number }>(`SELECT version FROM quote_signatures WHERE quote_id = (SELECT id FROM quotes WHERE lead_id = ${id})`)).toEqual([{ version: 2 }]);
  });

  it('says in words that an expired quote expired, offers a call, and refuses its approval', async () => {
    const { path, id, token } = await sentQuote({ validUntil: '2099-01-31' });
    const later = new Date('2099-02-01T17:00:00.000Z');
    expect(await app().quotes.approve(token, { version: 1, chosenLineIds: [], fullName: 'Pat Moore', consent: true, clientIp: null, userAgent: null }, later)).toMatchObject({
      problem: 'expired',
    });
    expect(app().quotes.forLead(id, later)?.state).toBe('expired');
    const db = new Database(inbox.db);
    db.prepare(`UPDATE quote_versions SET valid_until = '2020-01-31' WHERE quote_id = (SELECT id FROM quotes WHERE lead_id = ?)`).run(id);
    db.close();
    const html = await (await web().get(path)).text();
    expect(html).toContain('This quote expired on Jan 31, 2020');
    expect(html).toContain('tel:');
    expect(html).not.toContain('Approve quote');
    const refused = await web().post(`${path}/approve`, approveForm());
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('expired on Jan 31, 2020');
  });

  it('records a request for changes with the customer’s words, alerts the owner, and stops the reminders', async () => {
    const { path, id } = await sentQuote();
    const pending = () => rows(`SELECT id FROM outbox WHERE lead_id = ${id} AND status = 'pending' AND channel IN ('quote-check') OR (lead_id = ${id} AND status = 'pending' AND json_extract(payload, '$.kind') IN ('reminder', 'last-reminder'))`);
    expect(pending().length).toBeGreaterThan(0);
    expect((await web().post(`${path}/changes`, { version: '1', message: ' ' })).status).toBe(400);
    const answer = await web().post(`${path}/changes`, { version: '1', message: 'Can you do the steps in May instead?' });
    expect(answer.status).toBe(303);
    const html = await (await web().get(answer.headers.get('location')!)).text();
    expect(html).toContain('we have your request for changes');
    expect(html).toContain('Can you do the steps in May instead?');
    expect(html).toContain('Approve quote');
    const record = app().quotes.forLead(id)!;
    expect(record.state).toBe('changes-requested');
    expect(record.events.at(-1)).toMatchObject({ kind: 'changes-requested', actor: 'customer', version: 1, message: 'Can you do the steps in May instead?' });
    expect(alertsOf(id).at(-1)?.title).toBe('Changes requested: Dana, Matthews');
    expect(pending()).toEqual([]);
    // A new version answers it: Quoted again, and follow-ups again.
    app().quotes.saveDraft(id, app().quotes.draftFor(id), owner);
    app().quotes.send(id, owner);
    expect(app().quotes.forLead(id)?.state).toBe('sent');
    expect(pending().length).toBeGreaterThan(0);
  });

  it('declines with the reason: Lost, the reason as a note, an alert; a new version brings it back to Quoted', async () => {
    const { path, id } = await sentQuote();
    const answer = await web().post(`${path}/decline`, { version: '1', reason: 'We went with a cheaper bid.' });
    expect(answer.status).toBe(303);
    expect(await (await web().get(answer.headers.get('location')!)).text()).toContain('Declined: thank you for telling us');
    expect(rows<{ status: string }>(`SELECT status FROM leads WHERE id = ${id}`)[0]!.status).toBe('Lost');
    expect(rows<{ author: string; body: string }>(`SELECT author, body FROM lead_notes WHERE lead_id = ${id}`)).toEqual([
      { author: 'customer', body: 'Declined the quote (version 1): We went with a cheaper bid.' },
    ]);
    expect(alertsOf(id).at(-1)).toMatchObject({ title: 'Declined: Dana, Matthews', body: '“We went with a cheaper bid.”' });
    expect((await web().post(`${path}/approve`, approveForm())).status).toBe(409);
    app().quotes.saveDraft(id, app().quotes.draftFor(id), owner);
    app().quotes.send(id, owner);
    expect(rows<{ status: string }>(`SELECT status FROM leads WHERE id = ${id}`)[0]!.status).toBe('Quoted');
    const declinedWithout = await sentQuote();
    expect((await web().post(`${declinedWithout.path}/decline`, { version: '1' })).status).toBe(303);
    expect(rows<{ body: string }>(`SELECT body FROM lead_notes WHERE lead_id = ${declinedWithout.id}`)[0]!.body).toBe('Declined the quote (version 1) without a reason.');
  });
});

describe('attacks on the quote link', () => {
  it('answers a forged, malformed or never-sent token with 404, and the PDF of an unsigned quote too', async () => {
    const { path } = await sentQuote();
    for (const forged of ['/quote/AAAAAAAAAAAAAAAAAAAAAA', '/quote/short', '/quote/%3Cscript%3E', `${path}x`, `${path}/signed.pdf`, '/quote/AAAAAAAAAAAAAAAAAAAAAA/signed.pdf']) {
      const answer = await web().get(forged);
      expect(answer.status, forged).toBe(404);
    }
    expect((await web().post('/quote/AAAAAAAAAAAAAAAAAAAAAA/approve', approveForm())).status).toBe(404);
    // A draft never sent has no link at all.
    const id = await request();
    app().quotes.saveDraft(id, draft(), owner);
    expect(app().quotes.newLink(id)).toMatchObject({ problem: 'not-sent' });
  });

  it('refuses posts from another site, without an Origin, or marked cross-site, and writes nothing', async () => {
    const { path } = await sentQuote();
    const before = await snapshot();
    const attempts: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { Origin: '' }, { 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'null' }];
    for (const headers of attempts) {
      for (const action of ['approve', 'changes', 'decline']) {
        const answer = await fetch(`${inbox.origin}${path}/${action}`, {
          method: 'POST',
          redirect: 'manual',
          body: new URLSearchParams({ ...approveForm(), message: 'x', reason: 'x' }),
          headers: { Origin: inbox.origin, ...headers, ...(headers.Origin === '' ? { Origin: undefined as unknown as string } : {}) },
        });
        expect(answer.status, `${action} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('never changes anything on a GET but the first opening by a person, and never by a scanner or a prefetch', async () => {
    const { path, id } = await sentQuote();
    const before = await snapshot();
    const scanners: Record<string, string>[] = [
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'User-Agent': 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.12026; Pro)' },
      { 'User-Agent': 'curl/8.5.0' },
      { ...browser, 'Sec-Purpose': 'prefetch' },
      { ...browser, 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
      {},
    ];
    // In-process, so the headers arrive exactly as a scanner or a browser sends them (fetch adds its own Sec-Fetch-Mode).
    for (const headers of scanners) {
      for (const at of [path, `${path}/signed.pdf`, `${path}?done=approved`]) expect((await app().request(at, { headers })).status).toBeLessThan(500);
    }
    // A browser's HEAD asks about the page without showing it.
    expect((await app().request(path, { method: 'HEAD', headers: browser })).status).toBe(200);
    expect(await snapshot()).toEqual(before);
    await app().request(path, { headers: browser });
    await app().request(path, { headers: browser });
    const opened = app().quotes.forLead(id)!.events.filter((event) => event.kind === 'opened');
    expect(opened).toEqual([expect.objectContaining({ actor: 'customer', version: 1 })]);
  });

  it('keeps every owner and customer field as text on the customer’s page, the PDF and the request’s page', async () => {
    const xss = fieldPayload;
    const { path, id } = await sentQuote(
      {
        lines: [
          { id: 'a', description: `Walk ${xss}`, quantityMilli: 1000, unit: `ft${xss}`.slice(0, 20), unitPriceCents: 10_000, optional: false },
          { id: 'b', description: `Option ${xss}`, quantityMilli: 1000, unit: '', unitPriceCents: 500, optional: true },
        ],
        note: `Note ${xss}`,
        paymentInstructions: `Pay ${xss}`,
      },
      { name: `Pat ${xss}`.slice(0, 100), address: `101 Trade St ${xss}, Matthews, NC 28105`.slice(0, 200) },
    );
    const page = await (await web().get(path)).text();
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<script>window.__xss');
    expect(page).toContain('&lt;img src=x');
    const changes = await web().post(`${path}/changes`, { version: '1', message: `Please ${xss}` });
    expect(changes.status).toBe(303);
    const changed = await (await web().get(changes.headers.get('location')!)).text();
    expect(changed).not.toContain('<img src=x');
    const refused = await web().post(`${path}/approve`, approveForm({ fullName: `P${xss}`.slice(0, 300), consent: '' }));
    expect(await refused.text()).not.toContain('<img src=x');
    const signed = await web().post(`${path}/approve`, approveForm({ fullName: `Pat ${xss}`.slice(0, 100), option: 'b' }));
    expect(signed.status).toBe(303);
    const approved = await (await web().get(signed.headers.get('location')!)).text();
    expect(approved).not.toContain('<img src=x');
    expect(approved).toContain('Pat &lt;img');
    const text = await pdfText(new Uint8Array(await (await web().get(`${path}/signed.pdf`)).arrayBuffer()));
    expect(text).toContain('Pat <img src=x');
    // The owner's side renders the same records.
    const cookie = sessionCookie(await client(inbox.origin, '203.0.113.99').signIn(owner, ownerPassword))!;
    const ownerPage = await (await client(inbox.origin, '203.0.113.99').get(`/inbox/leads/${id}`, cookie)).text();
    expect(ownerPage).not.toContain('<img src=x');
    expect(ownerPage).not.toContain('<script>window.__xss');
  });

  it('shows the photos the owner chose, and serves no other photo through the link', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a8a29e' } }).jpeg().toBuffer();
    const photo = await reencode(jpeg, 'slab.jpg');
    const withPhotos = await request();
    const other = await request();
    const db = new Database(inbox.db);
    photoWriter(db)(withPhotos, [photo, photo]);
    photoWriter(db)(other, [photo]);
    db.close();
    const [chosen, leftOut] = app().photos.forLead(withPhotos);
    const [stranger] = app().photos.forLead(other);
    app().quotes.saveDraft(withPhotos, draft({ photoIds: [chosen!.id] }), owner);
    expect(app().quotes.saveDraft(withPhotos, draft({ photoIds: [stranger!.id] }), owner)).toMatchObject({ problem: 'invalid' });
    const { token } = app().quotes.send(withPhotos, owner) as { token: string };
    const html = await (await web().get(`/quote/${token}`)).text();
    expect(html).toContain(`src="/quote/${token}/photos/${chosen!.id}-small.jpg" width="480" height="360" alt="Photo 1 of your request"`);
    expect(html).not.toContain(leftOut!.id);
    const full = await web().get(`/quote/${token}/photos/${chosen!.id}.jpg`);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(full.headers.get('cache-control')).toBe('no-store');
    for (const id of [leftOut!.id, stranger!.id]) expect((await web().get(`/quote/${token}/photos/${id}-small.jpg`)).status).toBe(404);
    expect((await web().get(`/quote/AAAAAAAAAAAAAAAAAAAAAA/photos/${chosen!.id}.jpg`)).status).toBe(404);
  });

  it('never writes a quote link into the log', async () => {
    const { path, token } = await sentQuote();
    await web().get(path);
    await web().post(`${path}/total`, { version: '1' });
    await web().post(`${path}/changes`, { version: '1', message: 'Smaller please' });
    await web().get(`${path}/signed.pdf`);
    await waitFor(() => inbox.server.output().includes('/quote/:token/changes'), 5000, 'the log line of the post');
    expect(inbox.server.output()).not.toContain(token);
  });

  it('limits the answers one connection can post, as booking does (four times the form’s limit)', async () => {
    const limitedInbox = await startInboxServer(['owner@example.com'], { LEADS_RATE_LIMIT: '2' });
    try {
      const { app: limitedApp } = limitedInbox.server;
      limitedApp.quotes.saveDraft(1, draft(), owner);
      const { token } = limitedApp.quotes.send(1, owner) as { token: string };
      const post = () =>
        fetch(`${limitedInbox.origin}/quote/${token}/total`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ version: '1' }), headers: { Origin: limitedInbox.origin, 'X-Forwarded-For': '203.0.113.250' } });
      const statuses = [];
      for (let i = 0; i < 9; i += 1) statuses.push((await post()).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
      const limited = await post();
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.text()).toContain('Too many tries');
    } finally {
      await limitedInbox.remove();
    }
  });
});
