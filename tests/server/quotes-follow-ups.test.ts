/**
 * The written quote's follow-ups with a moving clock, through the real outbox worker, a real SMTP
 * server and a real SQLite file: the link e-mail at once, a reminder 3 days on, the owner's "Call
 * today" after 5 days, the last reminder 2 days before expiry, and all of it stopping at an answer
 * or when the owner turns reminders off. Only Date moves; the worker's timers run as usual.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, businessDay } from '../../src/lib/dates.ts';
import { isQuoteRefusal, type QuoteDraftInput } from '../../src/lib/quote-document-view.ts';
import { readRows, validLead, waitFor, type ReceivedMail } from './helpers.ts';
import { startInboxWithMail, type InboxServer } from './inbox-support.ts';

let inbox: InboxServer;
let mails: ReceivedMail[];
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ inbox, mails, stop } = await startInboxWithMail('https://push.example.net/follow-up-phone'));
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await stop?.();
});

const app = () => inbox.server.app;
const owner = 'owner@example.com';
const day = 86_400_000;

let customers = 0;
async function sentQuote(over: Partial<QuoteDraftInput> = {}) {
  customers += 1;
  const email = `follow${customers}@example.com`;
  const response = await fetch(`${inbox.server.url}/api/quote`, {
    method: 'POST',
    body: new URLSearchParams({ ...validLead, phone: `(704) 555-${String(4000 + customers)}`, email, address: '9 Main St, Matthews, NC 28105' }),
    headers: { Accept: 'application/json', 'X-Forwarded-For': `198.51.100.${100 + customers}` },
  });
  const id = Number(((await response.json()) as { reference: string }).reference.replace(/\D/g, ''));
  const saved = app().quotes.saveDraft(id, {
    lines: [{ id: 'a', description: 'Level the patio', quantityMilli: 1000, unit: 'job', unitPriceCents: 245_000, optional: false }],
    note: '',
    photoIds: [],
    validUntil: addDays(businessDay(new Date()), 30),
    taxRateBp: 0,
    deposit: null,
    paymentInstructions: '',
    remindersOn: true,
    ...over,
  }, owner);
  if (isQuoteRefusal(saved)) throw new Error(saved.message);
  const sent = app().quotes.send(id, owner);
  if (isQuoteRefusal(sent)) throw new Error(sent.message);
  return { id, email, token: sent.token, sentAt: Date.now() };
}

const subjectOf = (mail: ReceivedMail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '';
/** The quote e-mails to an address (not the confirmation of the request the form sent). */
const mailsTo = (address: string) => mails.filter((mail) => mail.to.includes(address) && !subjectOf(mail).startsWith('We received'));
/** The link an e-mail carries (quoted-printable may wrap it). */
const linkIn = (mail: ReceivedMail) => /\/quote\/([A-Za-z0-9_-]{22})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];
const events = (id: number) => app().quotes.forLead(id, new Date())!.events.map((event) => event.kind);
const callTodayAlerts = (id: number) =>
  readRows<{ payload: string }>(inbox.db, `SELECT payload FROM outbox WHERE channel = 'push' AND lead_id = ${id} AND payload IS NOT NULL`)
    .map((row) => (JSON.parse(row.payload) as { title: string }).title)
    .filter((title) => title.startsWith('Call today'));

/** Moves the clock and lets the worker run what came due. */
async function moveTo(at: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  app().outbox.kick();
  // A pass of the worker: the due jobs it finds now are marked sent or failed before it stops.
  await waitFor(() => readRows(inbox.db, `SELECT 1 FROM outbox WHERE status = 'pending' AND attempts = 0 AND channel <> 'push' AND next_attempt_at <= ${at}`).length === 0, 10_000, 'due follow-ups');
}

describe('quote follow-ups on a moving clock', () => {
  it('e-mails the link at once, a reminder after 3 days, alerts "Call today" after 5, the last reminder 2 days before expiry, each link working', async () => {
    const { id, email, sentAt } = await sentQuote();
    const first = await waitFor(() => mailsTo(email).find((mail) => subjectOf(mail).startsWith('Your written quote')), 10_000, 'the link e-mail');
    expect(first.raw).toContain('$2,450.00');
    expect((await fetch(`${inbox.origin}/quote/${linkIn(first)}`)).status).toBe(200);

    await moveTo(sentAt + 3 * day - 60_000);
    expect(mailsTo(email)).toHaveLength(1);
    await moveTo(sentAt + 3 * day + 60_000);
    const reminder = await waitFor(() => mailsTo(email).find((mail) => subjectOf(mail).startsWith('A reminder')), 10_000, 'the reminder');
    expect(linkIn(reminder)).not.toBe(linkIn(first));
    expect((await fetch(`${inbox.origin}/quote/${linkIn(reminder)}`)).status).toBe(200);
    expect(events(id)).toContain('reminder-sent');

    await moveTo(sentAt + 5 * day + 60_000);
    await waitFor(() => callTodayAlerts(id).length === 1, 10_000, 'the Call today alert');
    expect(callTodayAlerts(id)).toEqual(['Call today: Dana, Matthews']);
    expect(events(id)).toContain('call-today-alert');

    await moveTo(sentAt + 28 * day + 60_000);
    const last = await waitFor(() => mailsTo(email).find((mail) => subjectOf(mail).startsWith('Your written quote expires soon')), 10_000, 'the last reminder');
    expect(last.raw).toContain('expires on');
    expect(events(id).filter((kind) => kind === 'reminder-sent')).toHaveLength(2);
    expect(mailsTo(email)).toHaveLength(3);
  });

  it('stops at an answer: after a request for changes no reminder and no Call today', async () => {
    const { id, email, token, sentAt } = await sentQuote();
    await waitFor(() => mailsTo(email).length === 1, 10_000, 'the link e-mail');
    await moveTo(sentAt + day);
    const answer = await fetch(`${inbox.origin}/quote/${token}/changes`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ version: '1', message: 'Can it be in March?' }), headers: { Origin: inbox.origin } });
    expect(answer.status).toBe(303);
    for (const at of [3, 5, 28, 31]) await moveTo(sentAt + at * day + 60_000);
    expect(mailsTo(email)).toHaveLength(1);
    expect(callTodayAlerts(id)).toEqual([]);
  });

  it('honours the owner’s switches: this quote’s reminders off, then reminders off in general', async () => {
    const one = await sentQuote();
    const two = await sentQuote();
    await waitFor(() => mailsTo(one.email).length === 1 && mailsTo(two.email).length === 1, 10_000, 'the link e-mails');
    app().quotes.setReminders(one.id, false);
    await moveTo(one.sentAt + 3 * day + 60_000);
    await waitFor(() => mailsTo(two.email).length === 2, 10_000, 'the other quote’s reminder');
    expect(mailsTo(one.email)).toHaveLength(1);
    const settings = app().quotes.settings();
    app().quotes.saveSettings({ ...settings, remindersOn: false });
    await moveTo(two.sentAt + 28 * day + 60_000);
    expect(mailsTo(two.email)).toHaveLength(2);
    // "Call today" is the owner's own alert: it still comes.
    expect(callTodayAlerts(one.id)).toHaveLength(1);
    app().quotes.saveSettings(settings);
  });

  it('e-mails the signed PDF to the customer and to the owner on approval', async () => {
    const { email, token } = await sentQuote();
    const answer = await fetch(`${inbox.origin}/quote/${token}/approve`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ version: '1', fullName: 'Dana Whitfield', consent: 'yes' }),
      headers: { Origin: inbox.origin },
    });
    expect(answer.status).toBe(303);
    const toCustomer = await waitFor(() => mailsTo(email).find((mail) => subjectOf(mail).startsWith('Your signed quote')), 10_000, 'the customer’s signed copy');
    const toOwner = await waitFor(() => mailsTo(owner).find((mail) => subjectOf(mail).startsWith('Signed quote')), 10_000, 'the owner’s signed copy');
    for (const mail of [toCustomer, toOwner]) {
      expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=quote-.*-v1-signed\.pdf/);
      expect(mail.raw).toContain('$2,450.00');
    }
  });
});
