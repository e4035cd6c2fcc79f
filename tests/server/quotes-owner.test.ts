/**
 * The owner's side of the written quote (server/quotes/owner-routes.ts) through the real app, the
 * real build and a real SQLite file: the form without script (add, remove, the price list), bad
 * input kept and refused at its field, save and send, the link shown once, new links, reminders,
 * the follow-up settings, and the attacks: no session, another site, markup in every field.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsDb } from '../../server/db/open.ts';
import { quoteInsights } from '../../server/quotes/insights.ts';
import { hashToken } from '../../server/tokens.ts';
import { businessDay, addDays } from '../../src/lib/dates.ts';
import { freePort, readRows, scratch, startSmtp, waitFor, type ReceivedMail } from './helpers.ts';
import { signedInSuite } from './inbox-support.ts';

const suite = signedInSuite('203.0.113.61');
const form = '/inbox/leads/1/quote';
const app = () => suite.inbox.server.app;
const html = async (response: Response) => response.text();
const page = async (path: string) => html(await suite.owner().get(path, suite.cookie));

/** A quote form as the browser posts it: line fields by index, then the quote's own. */
function quoteForm(lines: Record<string, string>[], rest: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  lines.forEach((line, index) => {
    fields[`line-${index}-id`] = line.id ?? `l${index}`;
    for (const [key, value] of Object.entries(line)) if (key !== 'id') fields[`line-${index}-${key}`] = value;
  });
  return {
    validUntil: addDays(businessDay(new Date()), 30),
    taxRate: '7.25',
    depositKind: 'none',
    depositValue: '',
    note: '',
    paymentInstructions: '',
    remindersOn: 'on',
    ...fields,
    ...rest,
  };
}

const slab = { id: 'slab', description: 'Lift the front walk slab', quantity: '3', unit: 'each', unitPrice: '33.33' };
const seal = { id: 'seal', description: 'Seal the joints', quantity: '1', unit: 'job', unitPrice: '450', optional: 'on' };

const linkPattern = (origin: string) => new RegExp(`${origin.replace(/[.:/]/g, '\\$&')}/quote/([A-Za-z0-9_-]{22})`, 'g');

describe("the owner's quote form", () => {
  it('the request\'s page offers "Write a quote", and the form has every field, labelled as the issue names them', async () => {
    const request = await page('/inbox/leads/1');
    expect(request).toMatch(/<form[^>]* action="\/inbox\/leads\/1\/quote" method="get"><button[^>]* type="submit"[^>]*>Write a quote<\/button><\/form>/);
    const blank = await page(form);
    for (const label of [
      'Description',
      'Quantity',
      'Unit',
      'Unit price',
      'Optional',
      'Pick from the price list',
      'Valid until',
      'Sales tax rate',
      'Payment instructions',
    ]) {
      expect(blank, label).toMatch(new RegExp(`<label[^>]*>${label}(<|\\s*$)`, 'm'));
    }
    for (const button of ['Add line', 'Save draft', 'Send quote', 'Add from price list']) expect(blank).toContain(`>${button}</button>`);
    // Valid 30 days by default, on Charlotte's calendar.
    expect(blank).toContain(`value="${addDays(businessDay(new Date()), 30)}"`);
    expect(blank).toContain('Send reminders for this quote');
  });

  it('"Add line", "Remove line" and the price list come back with what was typed, and save nothing', async () => {
    const added = await suite.post(form, { ...quoteForm([slab]), action: 'add-line' });
    expect(added.status).toBe(200);
    const withTwo = await html(added);
    expect(withTwo).toContain('value="Lift the front walk slab"');
    expect(withTwo).toContain('name="line-1-description"');
    expect(withTwo).toContain('Line 2 added');

    const picked = await html(
      await suite.post(form, {
        ...quoteForm([slab, { id: 'x', description: '', quantity: '1', unit: '', unitPrice: '' }]),
        pick: 'epoxy-injection',
        action: 'pick',
      }),
    );
    // The empty line is filled: the entry's name, its unit, its low figure as the price.
    expect(picked).toMatch(/name="line-1-description"[^>]*value="Epoxy crack injection"/);
    expect(picked).toMatch(/name="line-1-unitPrice"[^>]*value="\$500\.00"/);
    expect(picked).not.toContain('name="line-2-description"');
    const nothingPicked = await suite.post(form, { ...quoteForm([slab]), pick: '', action: 'pick' });
    expect(nothingPicked.status).toBe(422);
    expect(await html(nothingPicked)).toContain('Choose an entry of the price list');

    const removed = await html(await suite.post(form, { ...quoteForm([slab, seal]), action: 'remove-0' }));
    expect(removed).toMatch(/name="line-0-description"[^>]*value="Seal the joints"/);
    expect(removed).not.toContain('Lift the front walk slab');
    expect(app().quotes.forLead(1)).toBeUndefined();
  });

  it('bad input: each problem at its field and in the summary, everything typed kept, nothing saved', async () => {
    const response = await suite.post(form, {
      ...quoteForm(
        [
          { ...slab, quantity: 'three' },
          { ...seal, unitPrice: '-5' },
        ],
        { taxRate: '30', depositKind: 'percent', depositValue: '150', validUntil: '2020-01-01' },
      ),
      action: 'save',
    });
    expect(response.status).toBe(422);
    const body = await html(response);
    expect(body).toContain('There is a problem');
    expect(body).toContain('Line 1: Enter the quantity as a number above 0');
    expect(body).toContain('href="#line-1-unitPrice"');
    expect(body).toContain('id="line-0-quantity-error"');
    expect(body).toContain('Enter the sales tax rate as a percent from 0 to 25');
    expect(body).toContain('Enter the deposit as a percent above 0 and at most 100');
    expect(body).toContain('The quote would be out of date already');
    expect(body).toContain('value="three"');
    expect(body).toContain('value="-5"');
    expect(app().quotes.forLead(1)).toBeUndefined();
  });

  it('a quote with only optional lines is not sent, and the form says why', async () => {
    const response = await suite.post(form, { ...quoteForm([seal]), action: 'send' });
    expect(response.status).toBe(422);
    expect(await html(response)).toContain('Add at least one line the customer does not choose');
  });

  it('refused without a session, from another site, or cross-site; nothing is saved', async () => {
    const body = { ...quoteForm([slab]), action: 'save' };
    expect((await suite.owner().post(form, body)).status).toBe(401);
    expect((await suite.post(form, body, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await suite.post(form, body, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await suite.post(form, body, { Origin: '' })).status).toBe(403);
    for (const path of ['/inbox/leads/1/quote/link', '/inbox/leads/1/quote/deposit', '/inbox/leads/1/quote/reminders', '/inbox/alerts/quote-follow-ups']) {
      expect((await suite.post(path, {}, { Origin: 'https://evil.example' })).status, path).toBe(403);
      expect((await suite.owner().post(path, {})).status, path).toBe(401);
    }
    expect(app().quotes.forLead(1)).toBeUndefined();
    expect((await suite.owner().get(form)).status).toBe(303);
  });

  it('no such request: 404 for the form, its posts and the PDF', async () => {
    for (const path of ['/inbox/leads/999/quote', '/inbox/leads/abc/quote', '/inbox/leads/1e3/quote']) {
      expect((await suite.owner().get(path, suite.cookie)).status, path).toBe(404);
      expect((await suite.post(path, { ...quoteForm([slab]), action: 'save' })).status, path).toBe(404);
    }
    expect((await suite.owner().get('/inbox/leads/1/quote.pdf', suite.cookie)).status).toBe(404);
  });

  it('Save draft, then Send quote: the request is Quoted, the link is shown once with "Text the link", and e-mail is said not to be set up', async () => {
    const saved = await suite.post(form, {
      ...quoteForm([slab, seal], { depositKind: 'percent', depositValue: '25', paymentInstructions: 'Check to the crew.' }),
      action: 'save',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/inbox/leads/1/quote?saved=draft#saved');
    const again = await page(saved.headers.get('location')!);
    expect(again).toContain('Draft saved. The customer sees nothing until you send it.');
    // 3 × $33.33 at 7.25%: $99.99 + $7.25 = $107.24; with the option $450 more, taxed.
    expect(again).toContain('$107.24');
    expect(again).toMatch(/name="line-1-optional"[^>]*checked/);
    expect(readRows(suite.inbox.db, 'SELECT status FROM leads WHERE id = 1')).toEqual([{ status: 'New' }]);

    const sent = await suite.post(form, {
      ...quoteForm([slab, seal], { depositKind: 'percent', depositValue: '25', paymentInstructions: 'Check to the crew.' }),
      action: 'send',
    });
    expect(sent.status).toBe(200);
    const answer = await html(sent);
    const links = [...answer.matchAll(linkPattern(suite.inbox.origin))].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    const token = links[0]!;
    expect(readRows(suite.inbox.db, `SELECT quote_id FROM quote_links WHERE token_hash = '${hashToken(token)}'`)).toHaveLength(1);
    expect(answer).toContain('Version 1 sent: the request is Quoted');
    expect(answer).toContain('No e-mail went out: e-mail is not set up on this server.');
    expect(answer).toContain(
      `href="sms:+17045550188?body=${encodeURIComponent(`Hi Dana, here is your quote from ${app().facts().name}: ${suite.inbox.origin}/quote/${token}`)}"`,
    );
    expect(answer).toContain('>Text the link<');
    expect(answer).toContain('data-copy="quote-link"');
    // The copy button's module comes with the link only; the request's page otherwise loads no script.
    expect(answer).toMatch(/<script type="module" src="\/_astro\//);
    expect(readRows(suite.inbox.db, 'SELECT status FROM leads WHERE id = 1')).toEqual([{ status: 'Quoted' }]);

    // Shown once: the request's page never shows it again, and the log never names it.
    const later = await page('/inbox/leads/1');
    expect(later).not.toContain(token);
    expect(later).not.toMatch(/<script/);
    expect(later).toContain('Sent, waiting for an answer');
    expect(later).toContain('Version 1 sent');
    expect(later).toContain('>Quoted<');
    expect(suite.inbox.server.stdout()).not.toContain(token);
  });

  it('"New link" makes another working link; older links keep working', async () => {
    const response = await suite.post('/inbox/leads/1/quote/link');
    expect(response.status).toBe(200);
    const answer = await html(response);
    expect(answer).toContain('New link made');
    const token = [...answer.matchAll(linkPattern(suite.inbox.origin))][0]![1]!;
    expect(readRows(suite.inbox.db, `SELECT count(*) AS n FROM quote_links`)).toEqual([{ n: 2 }]);
    expect(readRows(suite.inbox.db, `SELECT count(*) AS n FROM quote_links WHERE token_hash = '${hashToken(token)}'`)).toEqual([{ n: 1 }]);
  });

  it('editing a sent quote starts from it and sending makes version 2', async () => {
    const editing = await page(form);
    expect(editing).toContain('Version 1 is with the customer. Your changes make version 2 when you send them.');
    expect(editing).toMatch(/name="line-0-description"[^>]*value="Lift the front walk slab"/);
    const sent = await suite.post(form, { ...quoteForm([{ ...slab, unitPrice: '40' }, seal]), action: 'send' });
    expect(await html(sent)).toContain('Version 2 sent');
    const record = app().quotes.forLead(1)!;
    expect(record.versions.map((version) => version.number)).toEqual([1, 2]);
    expect(record.latest!.lines[0]!.unitPriceCents).toBe(4000);
  });

  it("this quote's reminders switch, and the follow-up settings on the Alerts page", async () => {
    const off = await suite.post('/inbox/leads/1/quote/reminders', { reminders: 'off' });
    expect(off.status).toBe(303);
    expect(off.headers.get('location')).toBe('/inbox/leads/1?saved=reminders-off#saved');
    expect(app().quotes.forLead(1)!.remindersOn).toBe(false);
    const after = await page(off.headers.get('location')!);
    expect(after).toContain('Reminders are off for this quote.');
    expect(after).toContain('>Send reminders for this quote</button>');
    expect((await suite.post('/inbox/leads/1/quote/reminders', { reminders: 'maybe' })).status).toBe(400);

    const alerts = await page('/inbox/alerts');
    expect(alerts).toContain('Quote follow-ups');
    expect(alerts).toContain('name="firstReminderDays"');
    const saved = await suite.post('/inbox/alerts/quote-follow-ups', { firstReminderDays: '4', lastReminderDays: '1', callTodayDays: '6' });
    expect(saved.status).toBe(303);
    expect(app().quotes.settings()).toEqual({ remindersOn: false, firstReminderDays: 4, lastReminderDays: 1, callTodayDays: 6 });
    const refused = await suite.post('/inbox/alerts/quote-follow-ups', {
      remindersOn: 'on',
      firstReminderDays: '90',
      lastReminderDays: '1',
      callTodayDays: '6',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('from 1 to 60');
    expect(app().quotes.settings().firstReminderDays).toBe(4);
  });

  it("markup typed in every field, and in the customer's words, is shown as text on the form and the request's page", async () => {
    const attack = '"><img src=x onerror=alert(1)><script>alert(1)</script>';
    const sent = await suite.post(form, {
      ...quoteForm([{ ...slab, description: `Slab ${attack}`, unit: '<b>ft' }], {
        note: attack,
        paymentInstructions: attack,
        depositKind: 'amount',
        depositValue: '100',
      }),
      action: 'save',
    });
    expect(sent.status).toBe(303);
    const quoteId = app().quotes.forLead(1)!.id;
    const db = new Database(suite.inbox.db);
    db.prepare(`INSERT INTO quote_events (quote_id, at, actor, kind, version, detail) VALUES (?, ?, 'customer', 'changes-requested', 2, ?)`).run(
      quoteId,
      new Date().toISOString(),
      JSON.stringify({ message: attack }),
    );
    db.close();
    for (const body of [
      await page(form),
      await page('/inbox/leads/1'),
      await html(await suite.post(form, { ...quoteForm([{ ...slab, description: attack, quantity: attack }]), action: 'save' })),
    ]) {
      expect(body).not.toContain('<img src=x');
      expect(body).not.toContain('<script>alert(1)');
      expect(body).not.toContain('<b>ft');
    }
    expect(await page('/inbox/leads/1')).toContain('Changes requested (version 2): “&quot;&gt;&lt;img src=x');
  });
  it('once the customer approves: the form is locked, the request shows the signature record, and the PDF is the stored file', async () => {
    const link = await html(await suite.post('/inbox/leads/1/quote/link'));
    const token = [...link.matchAll(linkPattern(suite.inbox.origin))][0]![1]!;
    const approved = await app().quotes.approve(token, {
      version: 2,
      chosenLineIds: ['seal'],
      fullName: 'Dana Whitfield',
      consent: true,
      clientIp: '198.51.100.7',
      userAgent: 'Test Browser',
    });
    expect(approved).toEqual({ ok: true });
    const record = app().quotes.forLead(1)!;

    expect(await page(form)).toContain('This quote is approved');
    const refused = await suite.post(form, { ...quoteForm([slab]), action: 'send' });
    expect(refused.status).toBe(409);
    expect(app().quotes.forLead(1)!.versions).toHaveLength(2);

    const request = await page('/inbox/leads/1');
    expect(request).toContain('>Won<');
    expect(request).toContain('Signature record');
    for (const shown of ['Dana Whitfield', '198.51.100.7', 'Test Browser', 'Seal the joints', record.signature!.contentSha256, record.signature!.pdfSha256])
      expect(request).toContain(shown);
    expect(request).toContain('href="/inbox/leads/1/quote.pdf"');
    expect(request).not.toContain('>Edit the quote<');
    expect(request).not.toContain('>Write a quote<');

    const pdf = await suite.owner().get('/inbox/leads/1/quote.pdf', suite.cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(record.signature!.pdfSha256);
    expect((await suite.owner().get('/inbox/leads/1/quote.pdf')).status).toBe(303);
  });
});

describe('sending a quote with e-mail set up', () => {
  const mails: ReceivedMail[] = [];
  const env: Record<string, string> = {};
  let smtp: SMTPServer;
  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port, mails);
    Object.assign(env, { SMTP_URL: `smtp://127.0.0.1:${port}`, LEADS_EMAIL_FROM: 'Charlotte Concrete Repair <site@example.com>' });
  });
  afterAll(() => new Promise<void>((done) => (smtp ? smtp.close(() => done()) : done())));
  const mailed = signedInSuite('203.0.113.62', { env });

  it('says the link is on its way by e-mail, and the customer gets it', async () => {
    const sent = await mailed.post(form, { ...quoteForm([slab]), action: 'send' });
    expect(sent.status).toBe(200);
    const answer = await sent.text();
    expect(answer).toContain('The link is on its way to the customer by e-mail');
    const token = [...answer.matchAll(linkPattern(mailed.inbox.origin))][0]![1]!;
    const mail = await waitFor(
      () => mails.find((message) => message.to.includes('dana@example.com') && message.raw.includes('/quote/')),
      10_000,
      'the quote e-mail',
    );
    // The e-mail carries a link of its own: the one shown to the owner is never sent anywhere else.
    expect(mail.raw).not.toContain(token);
  });
});

describe("Insights' quote figures", () => {
  it('counts quotes first sent in the period, the share approved, the median days to approval and the approved dollars by the page that brought the request', () => {
    const place = scratch('ccr-quote-insights-');
    const db = openLeadsDb(place.db);
    const add = (id: number, received: string, source: string | null, sent: string, signed?: [string, number]) => {
      db.prepare(
        `INSERT INTO leads (id, received_at, name, phone, email, address, service, message, source, status) VALUES (?, ?, 'Pat', '', '', '', 'leveling', '', ?, 'Quoted')`,
      ).run(id, received, source);
      db.prepare(`INSERT INTO quotes (id, lead_id, created_at) VALUES (?, ?, ?)`).run(id, id, sent);
      db.prepare(`INSERT INTO quote_events (quote_id, at, actor, kind, version) VALUES (?, ?, 'owner@example.com', 'sent', 1)`).run(id, sent);
      db.prepare(`INSERT INTO quote_events (quote_id, at, actor, kind, version) VALUES (?, ?, 'owner@example.com', 'sent', 2)`).run(id, sent);
      if (signed) {
        db.prepare(
          `INSERT INTO quote_signatures (quote_id, version, full_name, signed_at, chosen_line_ids, total_cents, content_sha256, pdf_sha256, pdf) VALUES (?, 1, 'Pat', ?, '[]', ?, '', '', x'')`,
        ).run(id, ...signed);
      }
    };
    add(1, '2026-11-01T15:00:00.000Z', '/services/leveling', '2026-11-03T15:00:00.000Z', ['2026-11-05T15:00:00.000Z', 245_000]);
    add(2, '2026-11-02T15:00:00.000Z', '/services/leveling', '2026-11-04T15:00:00.000Z', ['2026-11-12T15:00:00.000Z', 100_050]);
    add(3, '2026-11-02T15:00:00.000Z', '/blog/concrete-leveling-vs-replacement', '2026-11-04T15:00:00.000Z', ['2026-11-08T15:00:00.000Z', 50_000]);
    add(4, '2026-11-02T15:00:00.000Z', null, '2026-11-06T15:00:00.000Z');
    // Sent before the period, approved in it: its dollars count, it is not a quote sent in the period.
    add(5, '2026-10-01T15:00:00.000Z', null, '2026-10-20T15:00:00.000Z', ['2026-11-10T15:00:00.000Z', 10_000]);
    const figures = quoteInsights(db)('2026-11-01', '2026-11-30');
    expect(figures.sent).toBe(4);
    expect(figures.approved).toBe(3);
    expect(figures.approvalRate).toBe(0.75);
    // 4, 10, 6 and 40 days: the median is 8.
    expect(figures.medianDaysToApproval).toBe(8);
    expect(figures.approvedCents).toBe(405_050);
    expect(figures.byPage).toEqual([
      { path: '/services/leveling', approved: 2, totalCents: 345_050 },
      { path: '/blog/concrete-leveling-vs-replacement', approved: 1, totalCents: 50_000 },
      { path: null, approved: 1, totalCents: 10_000 },
    ]);
    expect(quoteInsights(db)('2026-12-01', '2026-12-07')).toEqual({
      sent: 0,
      approved: 0,
      approvalRate: null,
      medianDaysToApproval: null,
      byPage: [],
      approvedCents: 0,
    });
    db.close();
    place.remove();
  });
});
