/**
 * The attacks of issue 37 on booking, tried against the real server and a real SQLite file:
 * each one held before only by luck or not at all, and each must now fail.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStyles, styleAttribute } from '../../server/security-headers.ts';
import { client, ownerPassword, sessionCookie, startInboxServer, type InboxServer } from './inbox-support.ts';
import { availabilityForm } from './availability-form.ts';
import { readRows, validLead } from './helpers.ts';
import { allSlots as stripSlots, radios } from '../support/booking-strip.ts';

let inbox: InboxServer;
let owner: string;

beforeAll(async () => {
  inbox = await startInboxServer(['owner@example.com']);
  owner = sessionCookie(await client(inbox.origin, '203.0.113.70').signIn('owner@example.com', ownerPassword))!;
});

afterAll(async () => {
  await inbox?.remove();
});

const web = (address = '203.0.113.71') => client(inbox.origin, address);
const owners = () => client(inbox.origin, '203.0.113.70');
const rows = <T>(sql: string) => readRows<T>(inbox.db, sql);
/** Every window the page offers, day after day, as the customer sees them by following the strip. */
const allSlots = (path: string) => stripSlots(async (at) => (await web().get(at)).text(), path);

let customers = 0;

/** A quote request from a customer of its own (phone, e-mail, address); its booking path and request id. */
async function quote(fields: Record<string, string> = {}, from?: string): Promise<{ booking: string; id: number }> {
  customers += 1;
  const response = await fetch(`${inbox.server.url}/api/quote`, {
    method: 'POST',
    body: new URLSearchParams({
      ...validLead,
      phone: `(980) 555-${String(2000 + customers)}`,
      email: `attack${customers}@example.com`,
      ...fields,
    }),
    headers: { Accept: 'application/json', 'X-Forwarded-For': from ?? `198.19.${customers >> 8}.${customers & 255}` },
  });
  expect(response.status).toBe(201);
  const answer = (await response.json()) as { booking: string; reference: string };
  return { booking: answer.booking, id: Number(answer.reference.replace(/\D/g, '')) };
}

async function bookFirst(booking: string, index = 0, fields: Record<string, string> = {}): Promise<string> {
  const slots = await allSlots(booking);
  const answer = await web().post(booking, { slot: slots[index]!, ...fields });
  expect(answer.status).toBe(303);
  return answer.headers.get('location')!.split('?')[0]!;
}

async function saveSettings(fields: Record<string, string>) {
  const response = await owners().post('/inbox/schedule/settings', availabilityForm(fields), { Cookie: owner });
  expect(response.status).toBe(303);
}

/** The feed's path, read from the address the Schedule tab shows as selectable text (#feed-url). */
async function feedPath(): Promise<string> {
  const page = await (await owners().get('/inbox/schedule', owner)).text();
  return new URL(/<p id="feed-url"[^>]*>\s*(http:\/\/localhost:\d+\/calendar\/[A-Za-z0-9_-]{22}\.ics)\s*<\/p>/.exec(page)![1]!).pathname;
}

/** Every row of every table: what "nothing changed" compares. */
function snapshot(): string {
  const db = new Database(inbox.db, { readonly: true });
  try {
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).pluck().all() as string[];
    return JSON.stringify(tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}"`).all()]));
  } finally {
    db.close();
  }
}

/** What a calendar app does with a file: ical.js parses it (RFC 5545), and no control character but CR LF is in it. */
function parseCalendar(text: string) {
  expect(text).not.toMatch(/[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
}

const controls = 'Mallory\u0000\u0007\u000B\u000C\u001B[31m\u007F\u0085\u009B';

describe('no secret in any log', () => {
  it('books, changes, cancels and fetches the feed and the .ics, and the log holds none of the tokens', async () => {
    const { booking } = await quote();
    const visit = await bookFirst(booking, 4);
    const slots = await allSlots(visit);
    expect((await web().post(`${visit}/change`, { slot: slots[6]! })).status).toBe(303);
    expect((await web().get(`${visit}.ics`)).status).toBe(200);
    // E-mail is off on this server: the link e-mail is refused, and its path is logged all the same.
    expect((await web().post(`${visit}/email-link`)).status).toBe(409);
    expect((await web().post(`${visit}/cancel`)).status).toBe(303);
    const again = await web().post(`${visit}/again`);
    expect(again.status).toBe(303);
    const fresh = again.headers.get('location')!;
    const feed = await feedPath();
    expect((await fetch(`${inbox.server.url}${feed}`)).status).toBe(200);
    // A forged or mistyped token is a secret-shaped string too.
    expect((await web().get('/visit/AAAAAAAAAAAAAAAAAAAAAA/change')).status).toBe(404);
    const log = inbox.server.output();
    const secrets = [booking.split('/')[2]!, visit.split('/')[2]!, fresh.split('/')[2]!, feed.split('/')[2]!.replace('.ics', ''), 'AAAAAAAAAAAAAAAAAAAAAA'];
    for (const secret of secrets) expect(log).not.toContain(secret);
    for (const route of [
      '/book/:token',
      '/visit/:token/change',
      '/visit/:token/cancel',
      '/visit/:token/email-link',
      '/visit/:token/again',
      '/visit/:token.ics',
      '/calendar/:secret.ics',
    ]) {
      expect(log).toContain(`"path":"${route}"`);
    }
  });
});

describe('clean text at the door and at output', () => {
  it('stores a request full of control characters without them, and the feed and the .ics still parse', async () => {
    const other = await quote({ name: 'Other Customer' });
    await bookFirst(other.booking, 1);
    const { booking, id } = await quote({
      name: controls,
      address: `12 Elm\u0000 St,\u0085 Matthews, NC 28105`,
      message: `Line one\u0000\r\nLine two\u001b`,
    });
    const stored = rows<{ name: string; address: string; message: string }>(`SELECT name, address, message FROM leads WHERE id = ${id}`)[0]!;
    expect(stored.name).toBe('Mallory [31m');
    expect(stored.address).toBe('12 Elm St, Matthews, NC 28105');
    expect(stored.message).toBe('Line one \nLine two');
    const visit = await bookFirst(booking, 2);

    // A row stored before the rule (written straight into the file) heals when it is written out.
    const db = new Database(inbox.db);
    db.prepare(`UPDATE leads SET name = ?, address = ?, phone = ? WHERE id = ?`).run(controls, `9 Oak\u0000 Ln, Matthews`, '704\u000b555\u000c0100', id);
    db.close();

    const events = parseCalendar(await (await fetch(`${inbox.server.url}${await feedPath()}`)).text());
    const summaries = events.map((event) => event.summary);
    expect(summaries).toContain('Estimate: Other Customer, Charlotte');
    expect(summaries.some((summary) => summary.startsWith('Estimate: Mallory [31m'))).toBe(true);
    expect(events.find((event) => event.summary.startsWith('Estimate: Mallory'))!.location).toBe('9 Oak Ln, Matthews');
    const own = parseCalendar(await (await web().get(`${visit}.ics`)).text());
    expect(own).toHaveLength(1);

    // The CSV export cleans too.
    const csv = await (await owners().get('/inbox/export.csv', owner)).text();
    expect(csv).not.toMatch(/[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/);
  });

  it('refuses a phone number with a vertical tab, form feed or tab in it', async () => {
    for (const phone of ['704\u000b555\u000c0123', '(704)\t555-0123', '704 555 0123\u0000']) {
      const response = await fetch(`${inbox.server.url}/api/quote`, {
        method: 'POST',
        body: new URLSearchParams({ ...validLead, phone }),
        headers: { Accept: 'application/json' },
      });
      expect(response.status, JSON.stringify(phone)).toBe(422);
    }
  });

  it("cleans the owner's note, cancel reason and Site text", async () => {
    const { booking, id } = await quote();
    await bookFirst(booking, 3);
    expect((await owners().post(`/inbox/leads/${id}/notes`, { note: 'Gate\u0000 code\u001b 42\r\nBring\u0007 forms' }, { Cookie: owner })).status).toBe(303);
    expect(rows<{ body: string }>(`SELECT body FROM lead_notes WHERE lead_id = ${id}`)[0]!.body).toBe('Gate  code  42\nBring  forms');
    const visitId = rows<{ id: number }>(`SELECT id FROM visits WHERE lead_id = ${id}`)[0]!.id;
    expect((await owners().post(`/inbox/schedule/visits/${visitId}/cancel`, { reason: 'Rain\u0000\u0085 out' }, { Cookie: owner })).status).toBe(303);
    expect(rows<{ cancel_reason: string }>(`SELECT cancel_reason FROM visits WHERE id = ${visitId}`)[0]!.cancel_reason).toBe('Rain out');
  });
});

describe('one state machine for a visit', () => {
  it('holds the change cutoff on the booking link too: re-posting /book/<t> inside it moves nothing', async () => {
    await saveSettings({ changeCutoffHours: '168' });
    try {
      const { booking, id } = await quote();
      await bookFirst(booking, 0);
      const before = snapshot();
      const slots = await allSlots(booking);
      const again = await web().post(booking, { slot: slots.at(-1)! });
      expect(again.status).toBe(409);
      expect(await again.text()).toContain('too close to your visit');
      expect(snapshot()).toBe(before);
      expect(rows(`SELECT 1 FROM visits WHERE lead_id = ${id}`)).toHaveLength(1);
    } finally {
      await saveSettings({});
    }
  });

  it('holds the service area on POST as on GET, judging a typed address on its own words', async () => {
    // A request from Raleigh is given no booking link at all; the owner may correct an address
    // to Raleigh after the link was given, and a hand-made POST on that link is what is tried.
    const far = await fetch(`${inbox.server.url}/api/quote`, {
      method: 'POST',
      body: new URLSearchParams({ ...validLead, phone: '(704) 555-0162', email: 'far@example.com', address: '1 Main St, Raleigh, NC 27601' }),
      headers: { Accept: 'application/json', 'X-Forwarded-For': '198.19.200.2' },
    });
    expect(await far.json()).not.toHaveProperty('booking');
    const raleigh = await quote();
    const corrected = new Database(inbox.db);
    corrected.prepare(`UPDATE leads SET address = '1 Main St, Raleigh, NC 27601' WHERE id = ?`).run(raleigh.id);
    corrected.close();
    const slot = radios(await (await web().get((await quote()).booking)).text())[0]!;
    const before = snapshot();
    const forged = await web().post(raleigh.booking, { slot });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('outside the towns we book online');
    // The short form's ZIP is in the area; the typed address is not.
    const short = await fetch(`${inbox.server.url}/api/quote`, {
      method: 'POST',
      body: new URLSearchParams({ quote_form: 'short', source_page: '/', name: 'Rock Hill', phone: '(704) 555-0161', service: 'leveling', zip: '28078' }),
      headers: { Accept: 'application/json', 'X-Forwarded-For': '198.19.200.1' },
    });
    const shortBooking = ((await short.json()) as { booking: string }).booking;
    const snapshotAfterQuote = snapshot();
    for (const address of ['100 Main St, Rock Hill, SC 29730', '100 Main St, Rock Hill', '100 Main St, 29730']) {
      const answer = await web().post(shortBooking, { slot, address });
      expect(answer.status, address).toBe(400);
      expect(await answer.text()).toContain('outside the towns we book online');
    }
    expect(snapshot()).toBe(snapshotAfterQuote);
    expect(before).not.toBe(snapshotAfterQuote);
    const booked = await web().post(shortBooking, { slot, address: '100 Main St' });
    expect(booked.status).toBe(303);
  });

  it('never overwrites a recorded outcome: booking again is a new visit, and a done estimate is not booked over', async () => {
    const { booking, id } = await quote();
    await bookFirst(booking, 1);
    const first = rows<{ id: number }>(`SELECT id FROM visits WHERE lead_id = ${id}`)[0]!.id;
    expect((await owners().post(`/inbox/schedule/visits/${first}/no-show`, {}, { Cookie: owner })).status).toBe(303);
    expect(rows<{ status: string }>(`SELECT status FROM leads WHERE id = ${id}`)[0]!.status).toBe('New');
    const visit = await bookFirst(booking, 2);
    const visits = rows<{ id: number; status: string }>(`SELECT id, status FROM visits WHERE lead_id = ${id} ORDER BY id`);
    expect(visits.map((v) => v.status)).toEqual(['no-show', 'booked']);
    expect(rows<{ status: string }>(`SELECT status FROM leads WHERE id = ${id}`)[0]!.status).toBe('Estimate scheduled');
    // The customer's cancel leaves the request as it was before, with no visit booked.
    expect((await web().post(`${visit}/cancel`)).status).toBe(303);
    expect(rows<{ status: string; estimate_at: string | null }>(`SELECT status, estimate_at FROM leads WHERE id = ${id}`)[0]).toEqual({ status: 'New', estimate_at: null });
    const page = (await (await owners().get(`/inbox/leads/${id}`, owner)).text()).replaceAll('<!-- -->', '');
    expect(page.includes('Customer not there for the estimate visit'), "the no-show stays in the request's history").toBe(true);
    const schedule = (await (await owners().get('/inbox/schedule', owner)).text()).replaceAll('<!-- -->', '');
    expect(schedule.includes('No-show'), 'the no-show stays on the Schedule tab').toBe(true);
    // Done: the estimate happened; the link books no second one.
    await bookFirst(booking, 3);
    const second = rows<{ id: number }>(`SELECT id FROM visits WHERE lead_id = ${id} AND status = 'booked'`)[0]!.id;
    expect((await owners().post(`/inbox/schedule/visits/${second}/done`, {}, { Cookie: owner })).status).toBe(303);
    const donePage = await (await web().get(booking)).text();
    expect(donePage).toContain('We have already been out for this request');
    expect(radios(donePage)).toHaveLength(0);
    const slots = await allSlots((await quote()).booking);
    const before = snapshot();
    const after = await web().post(booking, { slot: slots[4]! });
    expect(after.status).toBe(409);
    expect(await after.text()).toContain('already been out');
    expect(snapshot()).toBe(before);
  });

  it('keeps the status with the visits: "Estimate scheduled" is never set by hand, nor left while a visit is booked', async () => {
    const { booking, id } = await quote();
    expect((await owners().post(`/inbox/leads/${id}/status`, { status: 'Estimate scheduled' }, { Cookie: owner })).status).toBe(400);
    await bookFirst(booking, 5);
    const before = snapshot();
    expect((await owners().post(`/inbox/leads/${id}/status`, { status: 'Quoted' }, { Cookie: owner })).status).toBe(409);
    expect(snapshot()).toBe(before);
  });

  it("makes the owner's typed estimate time a visit: on the Schedule tab and in the feed, filling its window, shown once", async () => {
    // The first bookable weekday's 8–10 AM window; the owner types 9:30 AM.
    const probe = await quote();
    const first = (await allSlots(probe.booking)).find((slot) => slot.endsWith('@480'))!;
    const day = first.split('@')[0]!;
    const { id } = await quote({ name: 'Typed Time' });
    const set = await owners().post(`/inbox/leads/${id}/visit`, { when: `${day}T09:30` }, { Cookie: owner });
    expect(set.status).toBe(303);
    const visit = rows<{ day: string; start_min: number; status: string }>(`SELECT day, start_min, status FROM visits WHERE lead_id = ${id}`);
    expect(visit).toEqual([{ day, start_min: 570, status: 'booked' }]);
    expect(rows<{ status: string }>(`SELECT status FROM leads WHERE id = ${id}`)[0]!.status).toBe('Estimate scheduled');
    // The owner's visit answers the new request (Insights' "How fast you answered"); a customer's own booking does not.
    expect(rows<{ answered_at: string | null }>(`SELECT answered_at FROM leads WHERE id = ${id}`)[0]!.answered_at).not.toBeNull();
    const booksOnline = await quote({ name: 'Books Online' });
    await bookFirst(booksOnline.booking, 3);
    expect(rows<{ status: string; answered_at: string | null }>(`SELECT status, answered_at FROM leads WHERE id = ${booksOnline.id}`)[0]).toEqual({
      status: 'Estimate scheduled',
      answered_at: null,
    });
    const schedule = await (await owners().get('/inbox/schedule', owner)).text();
    expect(schedule).toContain(`/inbox/leads/${id}`);
    const events = parseCalendar(await (await fetch(`${inbox.server.url}${await feedPath()}`)).text());
    expect(events.some((event) => event.summary.startsWith('Estimate: Typed Time'))).toBe(true);
    // The window holds one visit: no customer can book 8–10 AM that day now.
    expect(await allSlots(probe.booking)).not.toContain(first);
    expect((await web().post(probe.booking, { slot: first })).status).toBe(409);
    // The request's page shows the visit once: no time input holding it again.
    const page = await (await owners().get(`/inbox/leads/${id}`, owner)).text();
    expect(page.match(/<dt[^>]*>Estimate visit<\/dt>/g)).toHaveLength(1);
    expect(page).toMatch(/<dd[^>]*>[^<]*9:30–11:30 AM/);
    expect(page).not.toMatch(/type="datetime-local"[^>]*value="/);
    // A time outside every window is the owner's to set, and still a visit.
    const evening = await owners().post(`/inbox/leads/${id}/visit`, { when: `${day}T18:15` }, { Cookie: owner });
    expect(evening.status).toBe(303);
    expect(rows<{ start_min: number; sequence: number }>(`SELECT start_min, sequence FROM visits WHERE lead_id = ${id}`)).toEqual([{ start_min: 1095, sequence: 1 }]);
  });
});

describe('hoarding', () => {
  it('lets one phone number, e-mail or client address hold 2 upcoming visits, then offers a call', async () => {
    for (const [label, same] of [
      ['phone', (n: number) => ({ fields: { phone: '(704) 555-0142', email: `hoard-phone${n}@example.com` }, from: undefined })],
      ['e-mail', (n: number) => ({ fields: { phone: `(704) 555-03${n}0`, email: 'Hoarder@Example.com' }, from: undefined })],
      ['client address', (n: number) => ({ fields: { phone: `(704) 555-04${n}0`, email: `hoard-ip${n}@example.com` }, from: '192.0.2.99' })],
    ] as const) {
      const requests = [];
      for (let n = 1; n <= 3; n += 1) {
        const { fields, from } = same(n);
        requests.push(await quote(fields, from));
      }
      await bookFirst(requests[0]!.booking, 6);
      await bookFirst(requests[1]!.booking, 7);
      const page = (await (await web().get(requests[2]!.booking)).text()).replaceAll('<!-- -->', '');
      expect(page, label).toContain('You already have 2 estimate visits booked with us');
      expect(radios(page), label).toHaveLength(0);
      const slot = (await allSlots((await quote()).booking))[8]!;
      const before = snapshot();
      const refused = await web().post(requests[2]!.booking, { slot });
      expect(refused.status, label).toBe(409);
      expect(await refused.text()).toContain('Call us');
      expect(snapshot()).toBe(before);
    }
  });
});

describe('GET never writes', () => {
  it('leaves the database as it was after every customer page, the .ics and any calendar address', async () => {
    const { booking } = await quote();
    const visit = await bookFirst(booking, 9);
    const feed = await feedPath();
    const before = snapshot();
    for (const path of [
      booking,
      `${booking}?day=2099-01-01`,
      visit,
      `${visit}?booked=1`,
      `${visit}?day=x`,
      `${visit}.ics`,
      feed,
      '/calendar/anything.ics',
      '/calendar/AAAAAAAAAAAAAAAAAAAAAA.ics',
      `${visit}/cancel`,
      `${visit}/email-link`,
      `${visit}/again`,
    ]) {
      await (await web().get(path)).arrayBuffer();
    }
    expect(snapshot()).toBe(before);
  });
});

describe('status lines', () => {
  it('says the standard reason phrase with every refusal', async () => {
    const { booking } = await quote();
    const forbidden = await web().post(booking, { slot: 'x' }, { Origin: 'https://evil.example' });
    expect([forbidden.status, forbidden.statusText]).toEqual([403, 'Forbidden']);
    const missing = await web().get('/book/AAAAAAAAAAAAAAAAAAAAAA');
    expect([missing.status, missing.statusText]).toEqual([404, 'Not Found']);
    const bad = await web().post(booking, { slot: 'x' });
    expect([bad.status, bad.statusText]).toEqual([400, 'Bad Request']);
    const compressed = await fetch(`${inbox.server.url}/visit/AAAAAAAAAAAAAAAAAAAAAA`, { headers: { 'Accept-Encoding': 'br' } });
    expect([compressed.status, compressed.statusText]).toEqual([404, 'Not Found']);
  });
});

describe("the CSP allows no inline style it did not hash", () => {
  it('sends booking, visit and inbox pages with no style attribute and a hash for every <style> block', async () => {
    const { booking, id } = await quote();
    const visit = await bookFirst(booking, 10);
    const pages: [string, string | undefined][] = [
      [booking, undefined],
      [visit, undefined],
      ['/book/AAAAAAAAAAAAAAAAAAAAAA', undefined],
      ['/inbox', owner],
      [`/inbox/leads/${id}`, owner],
      ['/inbox/schedule', owner],
      ['/inbox/insights', owner],
      ['/inbox/site', owner],
      ['/inbox/site/business', owner],
      ['/inbox/site/articles', owner],
      ['/inbox/site/articles/new', owner],
      ['/inbox/site/reviews', owner],
      ['/inbox/site/work', owner],
      ['/inbox/site/revisions', owner],
      ['/inbox/alerts', owner],
      ['/inbox/welcome', owner],
      ['/inbox/security', owner],
      ['/inbox/login', undefined],
    ];
    for (const [path, cookie] of pages) {
      const response = await web().get(path, cookie);
      const html = await response.text();
      const policy = response.headers.get('content-security-policy') ?? '';
      const styleSrc = policy.split(';').find((part) => part.trim().startsWith('style-src')) ?? '';
      expect(styleSrc, path).not.toContain('unsafe-inline');
      expect(html, path).not.toMatch(styleAttribute);
      const blocks = inlineStyles(html);
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(styleSrc, path).toContain(`'sha256-${createHash('sha256').update(block, 'utf8').digest('base64')}'`);
      }
    }
  });
});
