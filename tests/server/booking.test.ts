import { brotliCompressSync, constants } from 'node:zlib';
import Database from 'better-sqlite3';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderTime, slotValue } from '../../src/lib/schedule.ts';
import { client, ownerPassword, sessionCookie, startInboxServer, type InboxServer } from './inbox-support.ts';
import { availabilityForm } from './availability-form.ts';
import { freePort, privatePage, readRows, startSmtp, validLead, waitFor, type ReceivedMail } from './helpers.ts';
import { xssPayloads } from '../support/xss-payloads.ts';
import { allSlots as stripSlots, radios, stripDays } from '../support/booking-strip.ts';

let inbox: InboxServer;
let smtp: SMTPServer;
const mails: ReceivedMail[] = [];
let owner: string;

beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = await startSmtp(smtpPort, mails);
  inbox = await startInboxServer(['owner@example.com'], {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  const signedIn = await client(inbox.origin, '203.0.113.50').signIn('owner@example.com', ownerPassword);
  owner = sessionCookie(signedIn)!;
});

afterAll(async () => {
  await inbox?.remove();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

const web = () => client(inbox.origin, '203.0.113.51');

let customers = 0;

/**
 * Sends a quote request as the form's script does and returns its booking page's path. Each is
 * a different customer (phone, e-mail, client address) unless the fields name them, so the
 * limit on upcoming visits per customer holds no test back.
 */
async function quote(fields: Record<string, string> = validLead): Promise<{ booking: string; reference: string }> {
  customers += 1;
  const response = await fetch(`${inbox.server.url}/api/quote`, {
    method: 'POST',
    body: new URLSearchParams({
      ...fields,
      phone: fields.phone === validLead.phone ? `(704) 555-${String(1000 + customers)}` : fields.phone!,
      ...(fields.email ? { email: fields.email === validLead.email ? `customer${customers}@example.com` : fields.email } : {}),
    }),
    headers: { Accept: 'application/json', 'X-Forwarded-For': `198.18.${customers >> 8}.${customers & 255}` },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { booking: string; reference: string };
}

/** Every window the page offers, day after day, as the customer sees them by following the strip. */
const allSlots = (path: string) => stripSlots(async (at) => (await web().get(at)).text(), path);

const rows = <T>(sql: string) => readRows<T>(inbox.db, sql);

async function saveSettings(fields: Record<string, string>) {
  const form = availabilityForm({ closedOnHolidays: 'on', ...fields });
  const response = await client(inbox.origin, '203.0.113.50').post('/inbox/schedule/settings', form, { Cookie: owner });
  expect(response.status).toBe(303);
}

describe('booking the estimate visit', () => {
  it('offers the booking link after a request, in the JSON answer and on the no-JavaScript thank-you page', async () => {
    const { booking } = await quote();
    expect(booking).toMatch(/^\/book\/[A-Za-z0-9_-]{22}$/);
    const form = await fetch(`${inbox.server.url}/api/quote`, {
      method: 'POST',
      body: new URLSearchParams({ ...validLead, name: 'No Script' }),
      redirect: 'manual',
    });
    const location = form.headers.get('location')!;
    expect(location).toMatch(/^\/contact\/thank-you\?ref=\d+&book=[A-Za-z0-9_-]{22}$/);
    const thanks = await (await fetch(`${inbox.server.url}${location}`)).text();
    const token = location.split('book=')[1]!;
    expect(thanks).toContain(`<a href="/book/${token}"`);
    expect(thanks).toContain('Pick a time for your free estimate');
    // The steps say the customer picks the time; the call-to-set-a-time steps and "Message Sent!" are gone.
    expect(thanks).toContain('<ol data-steps="book" class=');
    expect(thanks).toContain('<ol data-steps="call" hidden=""');
    expect(thanks).not.toContain('Message Sent!');
    expect(thanks).toContain('<h1>Request received</h1>');
    // A forged token is never written into the page.
    const forged = await (await fetch(`${inbox.server.url}/contact/thank-you?ref=2&book=%22%3E%3Cscript%3E`)).text();
    expect(forged).not.toContain('<script>');
    expect(forged).toMatch(/<p data-booking="" hidden=""/);
  });

  it("shows a strip of open days and only the chosen day's windows, with the request's summary, without script, noindex and no-store, within the page budget", async () => {
    const { booking, reference } = await quote();
    const html = await privatePage(await web().get(booking));
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Book this time');
    const days = stripDays(html);
    expect(days.length).toBe(10);
    // Only the first day's windows, in words, under its name.
    expect(radios(html).every((slot) => slot.startsWith(`${days[0]}@`))).toBe(true);
    expect(radios(html).length).toBeLessThanOrEqual(4);
    expect(html).toMatch(/<legend[^>]*>Arrival windows on (?:<!-- -->)?(Monday|Tuesday|Wednesday|Thursday|Friday), (November|December) \d+<\/legend>/);
    expect(html).toContain('aria-current="date"');
    expect(html).toContain('8–10 AM');
    // The summary beside the button: service, town, reference; the address is shown, not asked.
    expect(html).toContain(`Concrete Leveling in Charlotte · request ${reference}`);
    expect(html).toContain('At <!-- -->1200 East Blvd, Charlotte, NC 28203');
    expect(html).not.toContain('name="address"');
    // Another day of the strip shows that day's windows only; a day not offered falls back to the first.
    const third = await (await web().get(`${booking}?day=${days[2]}`)).text();
    expect(radios(third).length).toBeGreaterThan(0);
    expect(radios(third).every((slot) => slot.startsWith(`${days[2]}@`))).toBe(true);
    expect(radios(await (await web().get(`${booking}?day=2020-01-01`)).text())[0]).toBe(radios(html)[0]);
    expect(radios(await (await web().get(`${booking}?day=%3Cscript%3E`)).text())[0]).toBe(radios(html)[0]);
    // Sent brotli-compressed at quality 5, as the server compresses it.
    const compressed = await fetch(`${inbox.server.url}${booking}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe(html);
    expect(brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length).toBeLessThanOrEqual(13_500);
  });

  it('books, moves on a second booking instead of adding a visit, and tells the owner: history, status, alert, e-mails with .ics', async () => {
    // A device to alert: the alert jobs are in the outbox whatever its delivery does.
    const db = new Database(inbox.db);
    db.prepare(
      `INSERT INTO push_subscriptions (owner_id, endpoint, p256dh, auth, device, created_at) VALUES ('x', 'https://push.invalid/1', 'k', 'a', 'Test phone', ?)`,
    ).run(new Date().toISOString());
    db.close();
    const { booking, reference } = await quote({
      ...validLead,
      name: 'Mover',
      email: 'mover@example.com',
      message: 'Secret message text',
    });
    const slots = await allSlots(booking);
    // Days ahead, so the reminder (9 AM the day before) is still to come whatever the hour of the run.
    const first = await web().post(booking, { slot: slots[8]! });
    expect(first.status).toBe(303);
    const visitPage = first.headers.get('location')!;
    expect(visitPage).toMatch(/^\/visit\/[A-Za-z0-9_-]{22}\?booked=1$/);
    const booked = await (await web().get(visitPage)).text();
    expect(booked).toMatch(/<h1>Booked<!-- -->: <!-- -->\w+day, \w+ \d+, [^<]+<\/h1>/);
    expect(booked).toContain('1200 East Blvd, Charlotte, NC 28203');
    expect(booked).toContain('Concrete Leveling');
    expect(booked).toContain(reference);
    expect(booked).not.toContain('only way to change');
    expect(booked).toContain('Add to calendar');
    expect(booked).toContain('Change or cancel');

    const second = await web().post(booking, { slot: slots[9]! });
    expect(second.status).toBe(303);
    const id = Number(reference.slice(1));
    const visits = rows<{
      day: string;
      start_min: number;
      sequence: number;
      status: string;
    }>(`SELECT day, start_min, sequence, status FROM visits WHERE lead_id = ${id}`);
    expect(visits).toHaveLength(1);
    expect(slotValue(visits[0]!.day, visits[0]!.start_min)).toBe(slots[9]);
    expect(visits[0]!.sequence).toBe(1);

    const lead = rows<{ status: string; estimate_at: string }>(`SELECT status, estimate_at FROM leads WHERE id = ${id}`)[0]!;
    expect(lead.status).toBe('Estimate scheduled');
    const page = await (await client(inbox.origin, '203.0.113.50').get(`/inbox/leads/${id}`, owner)).text();
    expect(page).toContain('Estimate scheduled');
    expect(page).toContain('Estimate visit booked:');
    expect(page).toMatch(/Estimate visit moved from \w{3} \w{3} \d+, [^<]+ to \w{3} \w{3} \d+/);

    const alerts = rows<{ payload: string }>(
      `SELECT payload FROM outbox WHERE channel = 'push' AND lead_id = ${id} AND payload IS NOT NULL ORDER BY id`,
    );
    expect(alerts.map((a) => JSON.parse(a.payload).title)).toEqual([
      expect.stringMatching(/^Estimate booked: \w{3} \w{3} \d+, .+ (AM|PM), Charlotte$/),
      expect.stringMatching(/^Estimate moved: /),
    ]);
    expect(alerts.some((a) => a.payload.includes('Secret message'))).toBe(false);

    // The reminder goes out at 9 AM Charlotte time the day before; the first one was replaced.
    const reminders = rows<{ next_attempt_at: number }>(
      `SELECT next_attempt_at FROM outbox WHERE channel = 'visit-email' AND lead_id = ${id} AND json_extract(payload, '$.kind') = 'reminder'`,
    );
    expect(reminders).toEqual([{ next_attempt_at: reminderTime(visits[0]!.day).getTime() }]);
    const sent = await waitFor(
      () => {
        const moved = mails.find((m) => m.raw.includes('has a new time') && m.to.includes('mover@example.com'));
        return moved && mails.find((m) => m.raw.includes('Subject: Your free estimate visit is booked')) ? moved : undefined;
      },
      15_000,
      'visit e-mails',
    );
    expect(sent.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(sent.raw).not.toContain('Secret message');
  });

  it('lets the customer download the .ics, change the time and cancel, by POST only; then the status goes back', async () => {
    const { booking, reference } = await quote({
      ...validLead,
      name: 'Changer',
    });
    const id = Number(reference.slice(1));
    const slots = await allSlots(booking);
    const visitPath = (await web().post(booking, { slot: slots[12]! })).headers.get('location')!.split('?')[0]!;
    const ics = await web().get(`${visitPath}.ics`);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const calendar = await ics.text();
    expect(calendar).toContain('SEQUENCE:0');
    const uid = /UID:(.+)\r\n/.exec(calendar)![1];

    const visitHtml = await (await web().get(visitPath)).text();
    expect(visitHtml).toContain('Change time');
    expect(visitHtml).toContain('Cancel visit');
    // A GET of the form's addresses changes nothing.
    expect((await web().get(`${visitPath}/cancel`)).status).toBe(404);

    expect((await web().post(`${visitPath}/change`, { slot: slots[13]! })).status).toBe(303);
    const changed = await (await web().get(`${visitPath}.ics`)).text();
    expect(changed).toContain(`UID:${uid}`);
    expect(changed).toContain('SEQUENCE:1');

    expect((await web().post(`${visitPath}/cancel`)).status).toBe(303);
    const cancelled = await (await web().get(`${visitPath}.ics`)).text();
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('SEQUENCE:2');
    expect(rows<{ status: string; estimate_at: string | null }>(`SELECT status, estimate_at FROM leads WHERE id = ${id}`)[0]).toEqual({
      status: 'New',
      estimate_at: null,
    });
    expect((await web().post(`${visitPath}/cancel`)).status).toBe(409);
    await waitFor(() => mails.find((m) => /method=CANCEL/i.test(m.raw)), 15_000, 'the cancellation e-mail');
  });

  it('shows the phone number instead of Change and Cancel inside the cutoff, and refuses a change posted anyway', async () => {
    await saveSettings({ changeCutoffHours: '168' });
    const { booking } = await quote({ ...validLead, name: 'Late' });
    const slots = radios(await (await web().get(booking)).text());
    const visitPath = (await web().post(booking, { slot: slots[0]! })).headers.get('location')!.split('?')[0]!;
    const html = await (await web().get(visitPath)).text();
    expect(html).not.toContain('>Change time</button>');
    expect(html).toContain('can no longer be changed here');
    expect(html).toContain('tel:+17045550123');
    expect((await web().post(`${visitPath}/cancel`)).status).toBe(409);
    expect((await web().post(`${visitPath}/change`, { slot: slots[1]! })).status).toBe(409);
    await saveSettings({});
  });

  it('refuses bad input with a 4xx page in the site look and changes nothing', async () => {
    const { booking } = await quote({ ...validLead, name: 'Refused' });
    const slots = radios(await (await web().get(booking)).text());
    const before = rows<{ n: number }>('SELECT count(*) AS n FROM visits')[0]!.n;
    const cases: [string, Promise<Response>, number][] = [
      ['unknown token', web().get('/book/AAAAAAAAAAAAAAAAAAAAAA'), 404],
      ['malformed token', web().get('/book/..%2F..%2Finbox'), 404],
      ['unknown visit', web().get('/visit/AAAAAAAAAAAAAAAAAAAAAA'), 404],
      ['not a window', web().post(booking, { slot: slots[0]!.replace(/@\d+$/, '@545') }), 400],
      ['forged value', web().post(booking, { slot: '<script>alert(1)</script>' }), 400],
      ['no slot', web().post(booking, {}), 400],
      ['in the past', web().post(booking, { slot: '2026-01-05@480' }), 409],
      ['too far ahead', web().post(booking, { slot: '2027-06-01@480' }), 409],
      ['cross-site post', web().post(booking, { slot: slots[0]! }, { Origin: 'https://evil.example' }), 403],
      [
        'no origin',
        fetch(`${inbox.server.url}${booking}`, {
          method: 'POST',
          body: new URLSearchParams({ slot: slots[0]! }),
          redirect: 'manual',
        }),
        403,
      ],
      ['fetch metadata cross-site', web().post(booking, { slot: slots[0]! }, { 'Sec-Fetch-Site': 'cross-site' }), 403],
    ];
    for (const [label, pending, status] of cases) {
      const response = await pending;
      expect(response.status, label).toBe(status);
      const html = await response.text();
      expect(html, label).toContain('Call');
      expect(html, label).toContain('<header');
      expect(html, label).not.toContain('<script>alert');
    }
    expect(rows<{ n: number }>('SELECT count(*) AS n FROM visits')[0]!.n).toBe(before);
  });

  it('lets exactly one of 50 concurrent customers take the last place, and the others keep what they typed', async () => {
    const tokens = [];
    for (let i = 0; i < 50; i += 1) tokens.push((await quote({ ...validLead, name: `Racer ${i}`, address: '' })).booking);
    const slot = radios(await (await web().get(tokens[0]!)).text()).at(-1)!;
    const answers = await Promise.all(
      tokens.map((path, i) =>
        client(inbox.origin, `198.51.100.${i + 1}`).post(path, {
          slot,
          address: `${100 + i} Trade St, Matthews, NC 28105`,
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 303);
    expect(won).toHaveLength(1);
    const lost = answers.filter((a) => a.status === 409);
    expect(lost).toHaveLength(49);
    const [day, start] = slot.split('@');
    expect(rows<{ n: number }>(`SELECT count(*) AS n FROM visits WHERE status = 'booked' AND day = '${day}' AND start_min = ${start}`)[0]!.n).toBe(1);
    const index = answers.indexOf(lost[0]!);
    const html = await lost[0]!.text();
    expect(html).toContain('That time was just taken');
    expect(html).toContain(`value="${100 + index} Trade St, Matthews, NC 28105"`);
    expect(radios(html)).not.toContain(slot);
    expect(radios(html).length).toBeGreaterThan(0);
  });

  it('never offers booking to a request from outside the service area: the thank-you page offers a call', async () => {
    const far = { ...validLead, name: 'Far', address: '100 Main St, Rock Hill, SC 29730' };
    expect(await quote(far)).not.toHaveProperty('booking');
    const form = await fetch(`${inbox.server.url}/api/quote`, { method: 'POST', body: new URLSearchParams(far), redirect: 'manual' });
    const location = form.headers.get('location')!;
    expect(location).toMatch(/^\/contact\/thank-you\?ref=\d+&area=outside$/);
    const thanks = await (await fetch(`${inbox.server.url}${location}`)).text();
    expect(thanks).toContain('<div data-outside="" class=');
    expect(thanks).toContain('outside our usual area');
    expect(thanks).toMatch(/<p data-booking="" hidden=""/);
    expect(thanks).toContain('<ol data-steps="call" class=');
    expect(booking_tokens_of(Number(/ref=(\d+)/.exec(location)![1]))).toBe(0);
  });

  it('offers a call instead when the address is outside the service area, and when booking online is off the site says so', async () => {
    const outside = await quote({ ...validLead, name: 'Moved away' });
    // The owner corrected the address to one outside our towns after the link was given.
    const db = new Database(inbox.db);
    db.prepare(`UPDATE leads SET address = '1 Main St, Raleigh, NC 27601' WHERE id = ?`).run(Number(outside.reference.slice(1)));
    db.close();
    const html = await (await web().get(outside.booking)).text();
    expect(html).toContain('outside the towns we book online');
    expect(html).not.toContain('Pick a time for your free estimate');
    expect(html).toContain('<title>Call us to set your free estimate');
    expect(radios(html)).toHaveLength(0);
    await saveSettings({ online: '' });
    const closed = await fetch(`${inbox.server.url}/api/quote`, {
      method: 'POST',
      body: new URLSearchParams(validLead),
      headers: { Accept: 'application/json' },
    });
    expect(await closed.json()).not.toHaveProperty('booking');
    const page = await (await web().get(outside.booking)).text();
    expect(page).toContain('We&#x27;ll call to set a time');
    await saveSettings({});
  });

  it("asks a request from the home page's short form (a ZIP, no e-mail) for the street, keeps its ZIP, and queues no e-mail", async () => {
    const { booking, reference } = await quote({ quote_form: 'short', source_page: '/', name: 'Short Form', phone: '(704) 555-0177', service: 'leveling', zip: '28105' });
    const html = await (await web().get(booking)).text();
    expect(html).toContain('name="address"');
    const slot = radios(html)[0]!;
    const withoutStreet = await web().post(booking, { slot });
    expect(withoutStreet.status).toBe(400);
    expect(await withoutStreet.text()).toContain('Enter the address of the property');
    const booked = await web().post(booking, { slot, address: '88 Elm St' });
    expect(booked.status).toBe(303);
    const id = Number(reference.replace(/\D/g, ''));
    expect(rows<{ address: string; status: string }>(`SELECT address, status FROM leads WHERE id = ${id}`)).toEqual([{ address: '88 Elm St, 28105', status: 'Estimate scheduled' }]);
    expect(rows(`SELECT 1 FROM outbox WHERE lead_id = ${id} AND channel = 'visit-email'`)).toEqual([]);
  });
});

const booking_tokens_of = (leadId: number) => rows<{ n: number }>(`SELECT count(*) AS n FROM booking_tokens WHERE lead_id = ${leadId}`)[0]!.n;

/** Books the n-th open window of a fresh request and returns the visit's page. */
async function booked(fields: Record<string, string>, n = 12) {
  const { booking, reference } = await quote(fields);
  const slots = await allSlots(booking);
  const visitPath = (await web().post(booking, { slot: slots[n]! })).headers.get('location')!.split('?')[0]!;
  return { booking, reference, id: Number(reference.slice(1)), visitPath, slots };
}

describe('the confirmation and the visit page', () => {
  it('changes nothing on GET, whatever day the strip asks for', async () => {
    const { booking } = await quote({ ...validLead, name: 'Looker' });
    const count = () => rows<{ n: number }>(`SELECT (SELECT count(*) FROM visits) + (SELECT count(*) FROM booking_tokens) + (SELECT count(*) FROM lead_events) + (SELECT count(*) FROM outbox) AS n`)[0]!.n;
    const before = count();
    const html = await (await web().get(booking)).text();
    for (const day of [...stripDays(html), '2026-02-30', 'x']) expect((await web().get(`${booking}?day=${encodeURIComponent(day)}`)).status).toBe(200);
    expect(count()).toBe(before);
  });

  it('never offers a public holiday', async () => {
    const { booking } = await quote({ ...validLead, name: 'Holiday Check' });
    const { holidayOn } = await import('../../src/lib/holidays.ts');
    const days = stripDays(await (await web().get(booking)).text());
    expect(days.length).toBeGreaterThan(0);
    expect(days.filter((day) => holidayOn(day) !== null)).toEqual([]);
  });

  it('gives an .ics with the address as LOCATION and an alarm the day before; the e-mailed one carries no typed text', async () => {
    const { visitPath } = await booked({ ...validLead, name: 'Calendar', email: 'calendar@example.com', address: '77 Oak Ln, Matthews, NC 28105' });
    const ics = (await (await web().get(`${visitPath}.ics`)).text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('LOCATION:77 Oak Ln\\, Matthews\\, NC 28105');
    const alarm = /BEGIN:VALARM\r\n([\s\S]*?)END:VALARM/.exec(ics)![1]!;
    expect(alarm).toContain('ACTION:DISPLAY');
    expect(alarm).toMatch(/TRIGGER:-P1D\r\n|TRIGGER:-PT24H\r\n/);
    const mail = await waitFor(() => mails.find((m) => m.raw.includes('Subject: Your free estimate visit is booked') && m.raw.includes('77 Oak') === false && m.to.includes('calendar@example.com')), 15_000, 'the booking e-mail');
    expect(mail.raw).not.toContain('LOCATION:');
  });

  it('e-mails the link on request, by a same-origin POST, a few times a day at most', async () => {
    const { visitPath, id } = await booked({ ...validLead, name: 'Link Keeper', email: 'keeper@example.com' });
    const page = await (await web().get(visitPath)).text();
    expect(page).toContain(`action="${visitPath}/email-link"`);
    // The visit's page, with its day strip and every way to keep the link, stays within one round trip.
    expect(brotliCompressSync(Buffer.from(page), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length).toBeLessThanOrEqual(13_500);
    expect(page).toMatch(/href="sms:\?&amp;body=Free%20estimate%20visit%2C%20\w+day[^"]*http%3A%2F%2Flocalhost%3A\d+%2Fvisit%2F[A-Za-z0-9_-]{22}"/);
    expect((await web().post(`${visitPath}/email-link`, {}, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await web().get(`${visitPath}/email-link`)).status).toBe(404);
    const sent = await web().post(`${visitPath}/email-link`);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`${visitPath}?sent=1`);
    expect(await (await web().get(`${visitPath}?sent=1`)).text()).toContain('We e-mailed the link to the address on your request.');
    const mail = await waitFor(() => mails.find((m) => m.raw.includes('Subject: The link to your free estimate visit') && m.to.includes('keeper@example.com')), 15_000, 'the link e-mail');
    expect(mail.raw).toMatch(/http:\/\/localhost:\d+\/visit\/[A-Za-z0-9_-]{22}/);
    expect((await web().post(`${visitPath}/email-link`)).status).toBe(303);
    expect((await web().post(`${visitPath}/email-link`)).status).toBe(303);
    const refused = await web().post(`${visitPath}/email-link`);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('This link was e-mailed already');
    expect(rows<{ n: number }>(`SELECT count(*) AS n FROM outbox WHERE lead_id = ${id} AND json_extract(payload, '$.kind') = 'link'`)[0]!.n).toBe(3);
  });

  it('offers no e-mail to a request without an address, and refuses one posted anyway', async () => {
    const { booking, reference } = await quote({ quote_form: 'short', source_page: '/', name: 'No Mail', phone: '(704) 555-0177', service: 'leveling', zip: '28105' });
    const page = await (await web().get(booking)).text();
    expect(page).toContain('Street address');
    expect(page).toContain('ZIP 28105, from your request');
    expect(page).toContain(`Concrete Leveling in Matthews · request ${reference}`);
    const visitPath = (await web().post(booking, { slot: radios(page)[0]!, address: '5 Elm St' })).headers.get('location')!.split('?')[0]!;
    const visit = await (await web().get(visitPath)).text();
    expect(visit).not.toContain('E-mail me this link');
    expect(visit).toContain('Text me this link');
    expect((await web().post(`${visitPath}/email-link`)).status).toBe(409);
  });

  it('after a cancel: the cancelling .ics and "Pick another time", which gives a fresh booking page', async () => {
    const { visitPath, id } = await booked({ ...validLead, name: 'Rebooker' });
    const uid = /UID:(.+)\r\n/.exec(await (await web().get(`${visitPath}.ics`)).text())![1];
    expect((await web().post(`${visitPath}/cancel`)).status).toBe(303);
    const page = await (await web().get(visitPath)).text();
    expect(page).toContain('You cancelled this visit.');
    expect(page).toContain('Remove from my calendar');
    expect(page).not.toContain('call us to pick another time');
    const cancel = await (await web().get(`${visitPath}.ics`)).text();
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain(`UID:${uid}`);
    expect(cancel).toContain('SEQUENCE:1');
    expect(cancel).not.toContain('BEGIN:VALARM');
    expect(page).toContain(`action="${visitPath}/again"`);
    const tokens = booking_tokens_of(id);
    expect(tokens).toBeGreaterThan(0);
    const again = await web().post(`${visitPath}/again`);
    expect(again.status).toBe(303);
    const next = again.headers.get('location')!;
    expect(next).toMatch(/^\/book\/[A-Za-z0-9_-]{22}$/);
    expect(booking_tokens_of(id)).toBe(tokens + 1);
    const book = await (await web().get(next)).text();
    expect(book).toContain('Pick a time for your free estimate');
    expect((await web().post(next, { slot: radios(book)[0]! })).status).toBe(303);
    // The visit is on again: "again" is refused, and a cross-site post changes nothing.
    expect((await web().post(`${visitPath}/again`)).status).toBe(409);
    expect((await web().post(`${visitPath}/again`, {}, { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it("tells the customer in words when the owner moved or cancelled the visit, with the owner's reason", async () => {
    const { visitPath, id, slots } = await booked({ ...validLead, name: 'Told' }, 12);
    const visitId = rows<{ id: number }>(`SELECT id FROM visits WHERE lead_id = ${id}`)[0]!.id;
    const owners = client(inbox.origin, '203.0.113.50');
    const schedulePage = await (await owners.get('/inbox/schedule', owner)).text();
    expect(schedulePage).toContain(`id="move-reason-${visitId}"`);
    expect(schedulePage).toContain('Reason (the customer sees it)');
    expect((await owners.post(`/inbox/schedule/visits/${visitId}/move`, { slot: slots[14]!, reason: 'Our crew is <b>across town</b> that morning' }, { Cookie: owner })).status).toBe(303);
    const moved = await (await web().get(visitPath)).text();
    expect(moved).toMatch(/We moved your visit to this time \(it was \w{3} \w{3} \d+, [^)]+\)/);
    expect(moved).toContain('Why: <!-- -->Our crew is &lt;b&gt;across town&lt;/b&gt; that morning');
    const movedMail = await waitFor(() => mails.find((m) => m.raw.includes('We moved your free estimate visit')), 15_000, 'the move e-mail');
    // Quoted-printable: soft line breaks joined.
    expect(movedMail.raw.replace(/=\r?\n/g, '')).toContain('Why: Our crew is <b>across town</b> that morning');
    // The request's history keeps the reason beside the move.
    expect(await (await owners.get(`/inbox/leads/${id}`, owner)).text()).toMatch(/Estimate visit moved from [^<]+ to [^<]+: Our crew is &lt;b&gt;across town&lt;\/b&gt; that morning/);
    expect((await owners.post(`/inbox/schedule/visits/${visitId}/cancel`, { reason: 'The slab needs an engineer first' }, { Cookie: owner })).status).toBe(303);
    const cancelled = await (await web().get(visitPath)).text();
    expect(cancelled).toContain('We cancelled this visit.');
    expect(cancelled).toContain('Why: <!-- -->The slab needs an engineer first');
    expect(cancelled).not.toContain('You cancelled this visit.');
  });

  it("books 'Pick another time' as a new visit by the state machine's rules; the cancelled visit keeps its own words", async () => {
    const { visitPath, id } = await booked({ ...validLead, name: 'Second Try' }, 12);
    const first = rows<{ id: number }>(`SELECT id FROM visits WHERE lead_id = ${id}`)[0]!.id;
    const owners = client(inbox.origin, '203.0.113.50');
    expect((await owners.post(`/inbox/schedule/visits/${first}/cancel`, { reason: 'Rain\u0000 all week' }, { Cookie: owner })).status).toBe(303);
    const again = await web().post(`${visitPath}/again`);
    expect(again.status).toBe(303);
    const next = again.headers.get('location')!;
    const slot = (await allSlots(next))[3]!;
    const rebooked = await web().post(next, { slot });
    expect(rebooked.status).toBe(303);
    // A new visit beside the cancelled one, which stays as it was; the request follows the booked one.
    expect(rows<{ id: number; status: string }>(`SELECT id, status FROM visits WHERE lead_id = ${id} ORDER BY id`).map((v) => [v.id === first, v.status])).toEqual([
      [true, 'cancelled'],
      [false, 'booked'],
    ]);
    expect(rows<{ status: string }>(`SELECT status FROM leads WHERE id = ${id}`)[0]!.status).toBe('Estimate scheduled');
    // The cancelled visit's page still tells the owner's cancellation and why, and offers no second rebooking.
    const old = await (await web().get(visitPath)).text();
    expect(old).toContain('We cancelled this visit.');
    expect(old).toContain('Why: <!-- -->Rain all week');
    expect(old).not.toContain(`action="${visitPath}/again"`);
    expect((await web().post(`${visitPath}/again`)).status).toBe(409);
    // Once the new visit took place, the link books no other: no button, and the POST is refused.
    const second = rows<{ id: number }>(`SELECT id FROM visits WHERE lead_id = ${id} AND status = 'booked'`)[0]!.id;
    expect((await owners.post(`/inbox/schedule/visits/${second}/done`, {}, { Cookie: owner })).status).toBe(303);
    // Each visit e-mail carries a link issued as the outbox sends it: count once none is due (a reminder waits for its day), so only the refused POST could add one.
    await waitFor(() => rows<{ n: number }>(`SELECT count(*) AS n FROM outbox WHERE lead_id = ${id} AND status = 'pending' AND next_attempt_at <= ${Date.now()}`)[0]!.n === 0, 15_000, 'the visit e-mails');
    const tokens = booking_tokens_of(id);
    expect(await (await web().get(visitPath)).text()).not.toContain(`action="${visitPath}/again"`);
    const refused = await web().post(`${visitPath}/again`);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('already been out');
    expect(booking_tokens_of(id)).toBe(tokens);
  });
});

describe("the owner's Schedule tab and calendar feed", () => {
  it('needs a session and a same-origin post', async () => {
    const anyone = client(inbox.origin, '203.0.113.60');
    expect((await anyone.get('/inbox/schedule')).status).toBe(303);
    expect((await anyone.post('/inbox/schedule/settings', { online: '' })).status).toBe(401);
    expect((await anyone.post('/inbox/schedule/feed/renew')).status).toBe(401);
    const crossSite = await anyone.post('/inbox/schedule/settings', { online: '' }, { Cookie: owner, Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect((await anyone.post('/inbox/schedule/visits/1/cancel', { reason: 'x' }, { Cookie: owner, Origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect(rows<{ data: string }>('SELECT data FROM schedule_settings').map((r) => JSON.parse(r.data).online)).not.toContain(false);
  });

  it("refuses a settings form it cannot use with what to fix in the form's order, changing nothing", async () => {
    const owners = client(inbox.origin, '203.0.113.61');
    const before = rows<{ data: string }>('SELECT data FROM schedule_settings');
    const good = { 'weekday-1': '8–10 AM', capacity: '2', noticeDays: '1', horizonDays: '30', changeCutoffHours: '24' };
    const refused: [Record<string, string>, RegExp][] = [
      [{ ...good, 'weekday-3': 'whenever', capacity: '0' }, /^The windows for Wednesday could not be read\./],
      [{ ...good, capacity: '21' }, /^Visits per window must be a whole number from 1 to 20\.$/],
      [{ ...good, noticeDays: 'two' }, /^Minimum notice must be a whole number of business days from 0 to 30\.$/],
      [{ ...good, horizonDays: '' }, /^How far ahead must be a whole number of days from 1 to 180\.$/],
      [{ ...good, changeCutoffHours: '169' }, /^The change cutoff must be a whole number of hours from 0 to 168\.$/],
    ];
    for (const [form, message] of refused) {
      const response = await owners.post('/inbox/schedule/settings', form, { Cookie: owner });
      expect([response.status, await response.text()], JSON.stringify(form)).toEqual([400, expect.stringMatching(message)]);
    }
    const daysOff: [Record<string, string>, string][] = [
      [{}, 'Pick the first day off (and the last one for a range), e.g. Dec 24 to Jan 1.'],
      [{ first: '2031-02-30' }, 'Pick the first day off (and the last one for a range), e.g. Dec 24 to Jan 1.'],
      [{ first: '2031-12-24', last: 'Jan 1' }, 'Pick the first day off (and the last one for a range), e.g. Dec 24 to Jan 1.'],
      [{ first: '2031-12-24', last: '2031-12-20' }, 'The last day off comes before the first. Go back and swap them.'],
    ];
    for (const [form, message] of daysOff) {
      const response = await owners.post('/inbox/schedule/days-off', form, { Cookie: owner });
      expect([response.status, await response.text()], JSON.stringify(form)).toEqual([400, message]);
    }
    expect(rows('SELECT * FROM schedule_days_off')).toEqual([]);
    expect((await owners.post('/inbox/schedule/days-off/abc/remove', {}, { Cookie: owner })).status).toBe(404);
    expect(rows<{ data: string }>('SELECT data FROM schedule_settings')).toEqual(before);
  });

  it('lists visits with escaped names and addresses, moves, cancels with a reason, marks done, and records who did it', async () => {
    const name = xssPayloads['script tag']!.slice(0, 60);
    const { booking, reference } = await quote({
      ...validLead,
      name,
      address: `${xssPayloads['img onerror']} 9 Elm St, Concord, NC 28025`,
    });
    const id = Number(reference.slice(1));
    const slots = await allSlots(booking);
    await web().post(booking, { slot: slots[0]! });
    const owners = client(inbox.origin, '203.0.113.50');
    const page = await (await owners.get('/inbox/schedule', owner)).text();
    expect(page).not.toContain(name);
    expect(page).not.toContain('<img src="x"');
    expect(page).toContain('Upcoming visits');
    expect(page).toContain(`/inbox/leads/${id}`);
    expect(page).toContain('https://www.google.com/maps/search/');
    const visitId = rows<{ id: number }>(`SELECT id FROM visits WHERE lead_id = ${id}`)[0]!.id;
    expect((await owners.post(`/inbox/schedule/visits/${visitId}/move`, { slot: slots[5]! }, { Cookie: owner })).status).toBe(303);
    expect((await owners.post(`/inbox/schedule/visits/${visitId}/cancel`, { reason: '' }, { Cookie: owner })).status).toBe(400);
    expect((await owners.post(`/inbox/schedule/visits/${visitId}/cancel`, { reason: 'Customer found someone else' }, { Cookie: owner })).status).toBe(
      303,
    );
    const history = rows<{ actor: string; detail: string }>(
      `SELECT actor, detail FROM lead_events WHERE lead_id = ${id} AND kind = 'visit' ORDER BY id`,
    );
    expect(history.map((h) => [h.actor, JSON.parse(h.detail).action])).toEqual([
      ['customer', 'booked'],
      ['owner@example.com', 'moved'],
      ['owner@example.com', 'cancelled'],
    ]);
    expect(JSON.parse(history[2]!.detail).reason).toBe('Customer found someone else');
    // The owner's phone hears of the customer's booking, not of the owner's own move and cancel.
    const alerts = rows<{ payload: string }>(`SELECT payload FROM outbox WHERE channel = 'push' AND lead_id = ${id} AND payload IS NOT NULL`);
    expect(alerts.map((a) => JSON.parse(a.payload).title)).toEqual([expect.stringMatching(/^Estimate booked: .+, Concord$/)]);
    // Booking again after the owner's cancellation is a new visit; the cancelled one stays as it was.
    await web().post(booking, { slot: slots[1]! });
    const again = rows<{ id: number }>(`SELECT id FROM visits WHERE lead_id = ${id} AND status = 'booked'`)[0]!.id;
    expect(again).not.toBe(visitId);
    expect(rows<{ status: string }>(`SELECT status FROM visits WHERE id = ${visitId}`)[0]!.status).toBe('cancelled');
    expect((await owners.post(`/inbox/schedule/visits/${again}/done`, {}, { Cookie: owner })).status).toBe(303);
    expect(rows<{ status: string }>(`SELECT status FROM visits WHERE id = ${again}`)[0]!.status).toBe('done');
  });

  it('serves the calendar feed at a secret .ics address with address and phone, no message; a new link revokes the old', async () => {
    const owners = client(inbox.origin, '203.0.113.50');
    const { booking } = await quote({
      ...validLead,
      name: 'Feed, Person; "Quoted"',
      message: 'Do not leak this message',
    });
    await web().post(booking, {
      slot: radios(await (await web().get(booking)).text())[0]!,
    });
    const page = await (await owners.get('/inbox/schedule', owner)).text();
    const url = /(http:\/\/localhost:\d+\/calendar\/[A-Za-z0-9_-]{22}\.ics)/.exec(page)![1]!;
    const path = new URL(url).pathname;
    const feed = await fetch(`${inbox.server.url}${path}`);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const text = await feed.text();
    expect(text).toContain('SUMMARY:Estimate: Feed\\, Person\\; "Quoted"\\, Charlotte');
    expect(text).toContain('LOCATION:1200 East Blvd\\, Charlotte\\, NC 28203');
    expect(text).toMatch(/Phone: \(704\) 555-\d{4}/);
    expect(text).not.toContain('Do not leak');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect((await fetch(`${inbox.server.url}/calendar/AAAAAAAAAAAAAAAAAAAAAA.ics`)).status).toBe(404);
    expect((await owners.post('/inbox/schedule/feed/renew', {}, { Cookie: owner })).status).toBe(303);
    expect((await fetch(`${inbox.server.url}${path}`)).status).toBe(404);
  });

  it('adds days off as single dates and ranges, which customers can no longer book', async () => {
    const owners = client(inbox.origin, '203.0.113.50');
    const { booking } = await quote({ ...validLead, name: 'Holiday' });
    const first = radios(await (await web().get(booking)).text())[0]!.split('@')[0]!;
    // Earlier tests booked visits on that day: the owner confirms the day off over them.
    expect((await owners.post('/inbox/schedule/days-off', { first, last: '', confirm: 'yes' }, { Cookie: owner })).status).toBe(303);
    expect((await owners.post('/inbox/schedule/days-off', { first: '2026-12-24', last: '2027-01-01' }, { Cookie: owner })).status).toBe(303);
    expect((await owners.post('/inbox/schedule/days-off', { first: '2027-01-02', last: '2026-12-30' }, { Cookie: owner })).status).toBe(400);
    const page = await (await owners.get('/inbox/schedule', owner)).text();
    expect(page).toContain('Dec 24 to Jan 1');
    const html = await (await web().get(booking)).text();
    expect(radios(html).some((slot) => slot.startsWith(first))).toBe(false);
    expect((await web().post(booking, { slot: `${first}@480` })).status).toBe(409);
  });
});

describe('the rate limit on booking posts', () => {
  it('allows four times the quote limit per address in 10 minutes, then answers 429 with Retry-After and books nothing', async () => {
    const limited = await startInboxServer(['owner@example.com'], { LEADS_RATE_LIMIT: '1' });
    try {
      const answer = await fetch(`${limited.server.url}/api/quote`, { method: 'POST', body: new URLSearchParams({ ...validLead, name: 'Limited' }), headers: { Accept: 'application/json', 'X-Forwarded-For': '192.0.2.9' } });
      const { booking } = (await answer.json()) as { booking: string };
      const visitor = client(limited.origin, '192.0.2.10');
      for (let i = 0; i < 4; i += 1) expect((await visitor.post(booking, { slot: 'not-a-slot' })).status).toBe(400);
      const refused = await visitor.post(booking, { slot: radios(await (await visitor.get(booking)).text())[0]! });
      expect([refused.status, refused.statusText]).toEqual([429, 'Too Many Requests']);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.text()).toContain('Too many tries');
      expect(readRows<{ n: number }>(limited.db, 'SELECT count(*) AS n FROM visits')[0]!.n).toBe(0);
      // Another address is not held back.
      expect((await client(limited.origin, '192.0.2.11').post(booking, { slot: 'not-a-slot' })).status).toBe(400);
    } finally {
      await limited.remove();
    }
  });
});
