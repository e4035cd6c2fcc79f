import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeVisitMedium, parseSlotValue } from '../../src/lib/schedule.ts';
import { client, signedInSuite, type SignedInSuite } from './inbox-support.ts';
import { freePort, readRows, startSmtp, validLead, type ReceivedMail } from './helpers.ts';
import { allSlots as stripSlots } from '../support/booking-strip.ts';

let customers = 0;

/**
 * A customer's quote request through the API, as the form's script sends it; returns its booking page and id.
 * Each from a customer of its own (phone, e-mail, client address), so the limit on upcoming visits per customer never refuses a test's booking.
 */
async function quote(suite: SignedInSuite, fields: Record<string, string> = validLead) {
  customers += 1;
  const own = { ...(fields.phone ? { phone: `(704) 555-${String(3000 + customers)}` } : {}), ...(fields.email ? { email: `actions${customers}@example.com` } : {}) };
  const response = await fetch(`${suite.inbox.server.url}/api/quote`, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, ...own }),
    headers: { Accept: 'application/json', 'X-Forwarded-For': `198.18.7.${customers}` },
  });
  expect(response.status).toBe(201);
  const { booking, reference } = (await response.json()) as { booking: string; reference: string };
  return { booking, id: Number(reference.replace(/\D/g, '')) };
}

/** Every open window of a booking page, day after day along its strip (today and tomorrow may be closed holidays). */
const openSlots = (suite: SignedInSuite, booking: string) => stripSlots(async (at) => (await client(suite.inbox.origin, '203.0.113.91').get(at)).text(), booking);

/** Books the request's visit as its customer does, in the open window `index`; returns the visit's id and window. */
async function book(suite: SignedInSuite, booking: string, index: number, extra: Record<string, string> = {}) {
  const customer = client(suite.inbox.origin, '203.0.113.90');
  const slot = (await openSlots(suite, booking))[index]!;
  const booked = await customer.post(booking, { slot, ...extra });
  expect(booked.status).toBe(303);
  return { slot, visitPage: booked.headers.get('location')!.split('?')[0]! };
}

const visitOf = (suite: SignedInSuite, leadId: number) => readRows<{ id: number }>(suite.inbox.db, `SELECT id FROM visits WHERE lead_id = ${leadId}`)[0]!.id;

/** 'Tue, Dec 1, 8–10 AM' for a slot value ('2026-12-01@480'), with the default 2-hour windows. */
const words = (slot: string) => {
  const { day, start } = parseSlotValue(slot)!;
  return describeVisitMedium({ day, start, end: start + 120 });
};

/** The page an owner's post lands on, following its redirect. */
async function landing(suite: SignedInSuite, response: Response) {
  expect(response.status).toBe(303);
  const location = response.headers.get('location')!;
  return { location, html: await (await suite.owner().get(location, suite.cookie)).text() };
}

const smtpPort = await freePort();

describe('what the owner is told after a change to a visit, with e-mail set up', () => {
  let smtp: SMTPServer;
  const mails: ReceivedMail[] = [];
  beforeAll(async () => {
    smtp = await startSmtp(smtpPort, mails);
  });
  afterAll(() => new Promise<void>((done) => smtp.close(() => done())));
  const suite = signedInSuite('203.0.113.81', { env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });

  it('says where a moved visit went and that the customer was e-mailed; a cancel says so too', async () => {
    const { booking, id } = await quote(suite);
    await book(suite, booking, 0);
    const visit = visitOf(suite, id);
    const to = (await openSlots(suite, booking))[6]!;
    const moved = await landing(suite, await suite.post(`/inbox/schedule/visits/${visit}/move`, { slot: to }));
    expect(moved.location).toBe(`/inbox/schedule?saved=moved&visit=${visit}#saved`);
    expect(moved.html).toContain(`Moved to ${words(to)}; the customer was e-mailed.`);
    expect(moved.html).not.toContain('Visit saved.');
    const cancelled = await landing(suite, await suite.post(`/inbox/schedule/visits/${visit}/cancel`, { reason: 'Rain all week' }));
    expect(cancelled.html).toContain(`Cancelled; the customer was e-mailed. The visit was ${words(to)}.`);
  });

  it("says the customer was not told when the request has no e-mail (the home page's short form)", async () => {
    const { booking, id } = await quote(suite, { quote_form: 'short', name: 'Short Form', phone: '(704) 555-0177', service: 'leveling', zip: '28105' });
    await book(suite, booking, 1, { address: '88 Elm St' });
    const visit = visitOf(suite, id);
    const moved = await landing(suite, await suite.post(`/inbox/schedule/visits/${visit}/move`, { slot: (await openSlots(suite, booking))[7]! }));
    expect(moved.html).toMatch(/Moved to [^;<]+; the customer was not told: no e-mail on this request\./);
    const done = await landing(suite, await suite.post(`/inbox/schedule/visits/${visit}/done`));
    expect(done.html).toMatch(/Marked the visit of [^<]+ done\./);
  });

  it('writes no notice from a forged or stale address: only a known outcome and a stored visit', async () => {
    for (const query of ['saved=moved&visit=999999', 'saved=hacked&visit=1', 'saved=moved&visit=1%3Cb%3E', 'saved=visit']) {
      const html = await (await suite.owner().get(`/inbox/schedule?${query}`, suite.cookie)).text();
      expect(html, query).not.toMatch(/Moved to|Cancelled;|Visit saved/);
    }
  });

  it('names the booked visits a day off would fall on and adds it only once the owner confirms', async () => {
    const { booking, id } = await quote(suite, { ...validLead, name: 'Holiday Visit' });
    const { slot } = await book(suite, booking, 2);
    const { day } = parseSlotValue(slot)!;
    const asked = await suite.post('/inbox/schedule/days-off', { first: day, last: '' });
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(html).toContain('1 booked visit on that day');
    expect(html).toContain(`${words(slot)}: Holiday Visit, Charlotte`);
    expect(html).toContain(`href="/inbox/leads/${id}"`);
    expect(html).toContain('Add the days off anyway');
    expect(html).toMatch(/<input type="hidden" name="confirm" value="yes"/);
    expect(readRows(suite.inbox.db, `SELECT * FROM schedule_days_off WHERE first <= '${day}' AND last >= '${day}'`)).toEqual([]);
    const added = await suite.post('/inbox/schedule/days-off', { first: day, last: day, confirm: 'yes' });
    expect(added.status).toBe(303);
    expect(readRows(suite.inbox.db, `SELECT first, last FROM schedule_days_off WHERE first = '${day}'`)).toEqual([{ first: day, last: day }]);
    // The visit stands: a day off stops new bookings only.
    expect(readRows(suite.inbox.db, `SELECT status FROM visits WHERE lead_id = ${id}`)).toEqual([{ status: 'booked' }]);
  });

  it('adds a day off with no visit on it at once', async () => {
    // Far beyond the booking horizon, so no visit can be on it.
    const added = await suite.post('/inbox/schedule/days-off', { first: '2029-03-07', last: '2029-03-09' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/inbox/schedule?saved=days-off#saved');
  });

  it("shows each request's visit on its card in the list, and a customer's cancellation", async () => {
    const { booking, id } = await quote(suite, { ...validLead, name: 'Listed Visit' });
    const { slot } = await book(suite, booking, 3);
    const cancelling = await quote(suite, { ...validLead, name: 'Changed Mind' });
    const { visitPage } = await book(suite, cancelling.booking, 4);
    const customer = client(suite.inbox.origin, '203.0.113.93');
    expect((await customer.post(`${visitPage}/cancel`)).status).toBe(303);
    const list = await (await suite.owner().get('/inbox', suite.cookie)).text();
    const card = (name: string) => list.slice(list.indexOf(name), list.indexOf('</li>', list.indexOf(name)));
    expect(card('Listed Visit')).toContain(`Visit ${words(slot)}`);
    expect(card('Changed Mind')).toContain('Cancelled by the customer');
    expect(card('Changed Mind')).toContain('>New<');
    expect(readRows(suite.inbox.db, `SELECT status FROM leads WHERE id = ${id}`)).toEqual([{ status: 'Estimate scheduled' }]);
  });
});

describe('what the owner is told after a change to a visit, without e-mail', () => {
  const suite = signedInSuite('203.0.113.82');

  it('says the customer was not told because e-mail is not set up', async () => {
    const { booking, id } = await quote(suite);
    await book(suite, booking, 0);
    const visit = visitOf(suite, id);
    const cancelled = await landing(suite, await suite.post(`/inbox/schedule/visits/${visit}/cancel`, { reason: 'Truck broke down' }));
    expect(cancelled.html).toMatch(/Cancelled; the customer was not told: e-mail is not set up on this server\. The visit was [^<]+\./);
  });
});
