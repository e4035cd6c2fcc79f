/**
 * The customer's side of a written quote (issue 41) against the real app, the real build's
 * on-demand page and a real SQLite file: the page, its answers, the signed PDF, and the attacks
 * each must withstand.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type { SMTPServer } from 'smtp-server';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash, type SignedContent } from '../../server/quotes/signed-content.ts';
import { inlineStyles, sha256Source, styleAttribute } from '../../server/security-headers.ts';
import { isQuoteRefusal, type QuoteDraftInput } from '../../src/lib/quote-document-view.ts';
import { quoteTotals } from '../../src/lib/quote-money.ts';
import { addOwnerPhone, freePort, readRows, startSmtp, validLead, waitFor, type ReceivedMail } from './helpers.ts';
import { client, ownerPassword, sessionCookie, startInboxServer, type InboxServer } from './inbox-support.ts';
import { fieldPayload } from '../support/xss-payloads.ts';

let inbox: InboxServer;
let smtp: SMTPServer;
const mails: ReceivedMail[] = [];

beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = await startSmtp(smtpPort, mails);
  inbox = await startInboxServer(['owner@example.com'], { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_EMAIL_TO: 'owner@example.com' });
  addOwnerPhone(inbox.db, 'owner@example.com', 'https://push.example.net/owner-phone');
});

afterAll(async () => {
  await inbox?.remove();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
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

const draft = (over: Partial<QuoteDraftInput> = {}): QuoteDraftInput => ({
  lines: [
    { id: 'lift', description: 'Lift and level the front walk', quantityMilli: 3000, unit: 'slabs', unitPriceCents: 3333, optional: false },
    { id: 'seal', description: 'Seal the joints', quantityMilli: 1000, unit: 'job', unitPriceCents: 45_000, optional: true },
    { id: 'steps', description: 'Patch the steps', quantityMilli: 2000, unit: 'each', unitPriceCents: 12_550, optional: true },
  ],
  note: 'As we discussed on site.',
  photoIds: [],
  validUntil: '2099-12-31',
  taxRateBp: 725,
  deposit: { kind: 'percent', value: 2500 },
  paymentInstructions: 'Zelle to the number on this page.',
  remindersOn: true,
  ...over,
});

/** A request with a sent quote: its id and the link's token. */
async function sentQuote(over: Partial<QuoteDraftInput> = {}, fields: Partial<typeof validLead> = {}) {
  const id = await request(fields);
  const saved = app().quotes.saveDraft(id, draft(over), owner);
  if (isQuoteRefusal(saved)) throw new Error(saved.message);
  const sent = app().quotes.send(id, owner);
  if (isQuoteRefusal(sent)) throw new Error(sent.message);
  return { id, token: sent.token, path: `/quote/${sent.token}` };
}

/** Every row of every quote table and the request's status: what a GET must leave as it was. */
const snapshot = () => {
  const db = new Database(inbox.db, { readonly: true });
  try {
    return ['quotes', 'quote_versions', 'quote_lines', 'quote_links', 'quote_events', 'quote_signatures', 'leads', 'lead_events', 'outbox'].map((table) =>
      db.prepare(`SELECT * FROM ${table}`).all(),
    );
  } finally {
    db.close();
  }
};

describe('the customer’s quote page', () => {
  it('shows the quote without a script, noindex and no-store, with the terms before the signature', async () => {
    const { path } = await sentQuote();
    const response = await web().get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex');
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
});
