/**
 * The written quote's store (server/quotes/store.ts) over a real SQLite file: drafts, versions,
 * the request's status, links kept as hashes, the follow-up jobs queued with a moving clock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLeadsDb } from '../../server/db/open.ts';
import { businessDefaults } from '../../src/config/business-defaults.ts';
import { businessFrom } from '../../src/config/business-facts.ts';
import { leadStore } from '../../server/leads/db.ts';
import { leadRecords } from '../../server/leads/records.ts';
import { quoteStore } from '../../server/quotes/store.ts';
import { hashToken } from '../../server/tokens.ts';
import { isQuoteRefusal, type QuoteDraftInput } from '../../src/lib/quote-document-view.ts';
import { quoteDraft } from './quote-support.ts';

const dir = mkdtempSync(join(tmpdir(), 'ccr-quotes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function setup(email = true) {
  const db = openLeadsDb(join(dir, `q-${Math.random().toString(36).slice(2)}.sqlite`));
  const quotes = quoteStore(db, { leads: leadStore(db), email, facts: () => businessFrom(businessDefaults, 'https://example.com') });
  const records = leadRecords(db);
  const lead = (fields: Partial<{ email: string; address: string; status: 'New' | 'Estimate scheduled' }> = {}) =>
    records.importLead({
      received_at: '2026-11-01T14:00:00.000Z',
      name: 'Pat Moore',
      phone: '(704) 555-0100',
      email: 'pat@example.com',
      address: '101 Main St, Matthews, NC 28105',
      service: 'leveling',
      message: '',
      status: 'Estimate scheduled',
      opened_at: null,
      ...fields,
    });
  const jobs = (leadId: number) =>
    db.prepare(`SELECT channel, next_attempt_at AS at, payload FROM outbox WHERE lead_id = ? AND status = 'pending' ORDER BY next_attempt_at`).all(leadId) as {
      channel: string;
      at: number;
      payload: string;
    }[];
  return { db, quotes, records, lead, jobs };
}

const draft = (over: Partial<QuoteDraftInput> = {}) =>
  quoteDraft(
    [
      { id: 'slab', description: 'Lift the front walk slab', quantityMilli: 3000, unit: 'each', unitPriceCents: 3333, optional: false },
      { id: 'seal', description: 'Seal the joints', quantityMilli: 1000, unit: 'job', unitPriceCents: 45_000, optional: true },
    ],
    { validUntil: '2026-12-31', ...over },
  );

const now = new Date('2026-11-26T15:00:00.000Z');
const owner = 'owner@example.com';

describe('the quote store, owner side', () => {
  it('saves a draft in integer cents, sends it as version 1, and the request becomes Quoted', () => {
    const { quotes, records, lead } = setup();
    const id = lead();
    expect(quotes.forLead(id)).toBeUndefined();
    expect(quotes.draftFor(id, now).validUntil).toBe('2026-12-26');
    const saved = quotes.saveDraft(id, draft(), owner, now);
    if (isQuoteRefusal(saved)) throw new Error(saved.message);
    expect(saved.state).toBe('draft');
    expect(saved.draft?.lines.map((line) => line.unitPriceCents)).toEqual([3333, 45_000]);
    const sent = quotes.send(id, owner, now);
    if (isQuoteRefusal(sent)) throw new Error(sent.message);
    expect(sent.version).toBe(1);
    expect(sent.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const record = quotes.forLead(id, now)!;
    expect(record.state).toBe('sent');
    expect(record.draft).toBeNull();
    expect(record.latest?.totals).toMatchObject({ subtotalCents: 9999, taxCents: 725, totalCents: 10_724 });
    expect(record.events.map((e) => [e.kind, e.version, e.actor])).toEqual([['sent', 1, owner]]);
    expect(records.get(id)?.status).toBe('Quoted');
    expect(records.history(id)[0]).toMatchObject({ kind: 'status', actor: owner });
  });

  it("counts the owner's send as the answer to a request still New", () => {
    const { quotes, records, lead } = setup();
    const id = lead({ status: 'New' });
    quotes.saveDraft(id, draft(), owner, now);
    quotes.send(id, owner, now);
    expect(records.get(id)?.answered_at).toBe(now.toISOString());
  });

  it('keeps only the hash of a link, and a link names the quote', () => {
    const { db, quotes, lead } = setup();
    const id = lead();
    quotes.saveDraft(id, draft(), owner, now);
    const { token } = quotes.send(id, owner, now) as { token: string };
    const another = quotes.newLink(id, now) as string;
    expect(another).not.toBe(token);
    const stored = db.prepare(`SELECT token_hash FROM quote_links`).pluck().all() as string[];
    expect(stored.sort()).toEqual([hashToken(token), hashToken(another)].sort());
    expect(JSON.stringify(db.prepare(`SELECT * FROM quote_links`).all())).not.toContain(token);
  });

  it('makes version 2 from an edit after a send, and refuses a send with nothing new', () => {
    const { quotes, lead } = setup();
    const id = lead();
    quotes.saveDraft(id, draft(), owner, now);
    quotes.send(id, owner, now);
    expect(quotes.send(id, owner, now)).toMatchObject({ problem: 'no-draft' });
    const start = quotes.draftFor(id, now);
    expect(start.lines).toHaveLength(2);
    quotes.saveDraft(id, { ...start, lines: [...start.lines, { id: '', description: 'Steps', quantityMilli: 2000, unit: '', unitPriceCents: 10_000, optional: false }] }, owner, now);
    expect(quotes.send(id, owner, now)).toMatchObject({ version: 2 });
    const record = quotes.forLead(id, now)!;
    expect(record.versions.map((v) => v.number)).toEqual([1, 2]);
    expect(record.versions[0]!.lines).toHaveLength(2);
    expect(record.latest?.lines.map((line) => line.id)).toEqual(['slab', 'seal', 'line-3']);
  });

  it('refuses bad input with words and writes nothing', () => {
    const { quotes, lead, db } = setup();
    const id = lead();
    const bad: [Partial<QuoteDraftInput>, RegExp][] = [
      [{ lines: [{ id: 'a', description: '  ', quantityMilli: 1000, unit: '', unitPriceCents: 1, optional: false }] }, /description/],
      [{ lines: [{ id: 'a', description: 'x', quantityMilli: 1.5, unit: '', unitPriceCents: 1, optional: false }] }, /quantity/],
      [{ lines: [{ id: 'a', description: 'x', quantityMilli: 1000, unit: '', unitPriceCents: 33.33, optional: false }] }, /unit price/],
      [{ lines: [{ id: 'a', description: 'x', quantityMilli: 1000, unit: '', unitPriceCents: -5, optional: false }] }, /unit price/],
      [{ validUntil: '2026-02-30' }, /Valid until/],
      [{ taxRateBp: 10_001 }, /tax/],
      [{ photoIds: ['AAAAAAAAAAAAAAAAAAAAAA'] }, /photo/],
      [{ deposit: { kind: 'percent', value: 20_000 } }, /deposit/],
    ];
    for (const [over, message] of bad) {
      const answer = quotes.saveDraft(id, draft(over), owner, now);
      expect(isQuoteRefusal(answer) && answer.message, JSON.stringify(over)).toMatch(message);
    }
    expect(db.prepare(`SELECT count(*) FROM quotes`).pluck().get()).toBe(0);
    expect(quotes.saveDraft(404, draft(), owner, now)).toMatchObject({ problem: 'no-lead' });
    expect(quotes.send(id, owner, now)).toMatchObject({ problem: 'no-quote' });
    expect(quotes.newLink(id, now)).toMatchObject({ problem: 'not-sent' });
    quotes.saveDraft(id, draft({ validUntil: '2026-11-01' }), owner, now);
    expect(quotes.send(id, owner, now)).toMatchObject({ problem: 'invalid' });
    quotes.saveDraft(id, draft({ lines: [{ ...draft().lines[1]! }] }), owner, now);
    expect(quotes.send(id, owner, now)).toMatchObject({ problem: 'invalid' });
    // While the estimate visit is booked, the request's status is the schedule's.
    quotes.saveDraft(id, draft(), owner, now);
    db.prepare(
      `INSERT INTO visits (lead_id, uid, day, start_min, end_min, zone, status, status_before, booked_at, updated_at) VALUES (?, 'v1', '2026-11-30', 480, 600, 'America/New_York', 'booked', 'New', ?, ?)`,
    ).run(id, now.toISOString(), now.toISOString());
    expect(quotes.send(id, owner, now)).toMatchObject({ problem: 'visit-booked' });
    db.prepare(`UPDATE visits SET status = 'done'`).run();
    expect(quotes.send(id, owner, now)).toMatchObject({ version: 1 });
  });

  it('marks the deposit received once, with who and when, and keeps the reminder switch and settings', () => {
    const { quotes, lead } = setup();
    const id = lead();
    quotes.saveDraft(id, draft({ remindersOn: false }), owner, now);
    expect(quotes.forLead(id)?.remindersOn).toBe(false);
    expect(quotes.markDepositReceived(id, owner, now)).toMatchObject({ problem: 'not-sent' });
    quotes.send(id, owner, now);
    const marked = quotes.markDepositReceived(id, owner, now);
    expect(marked).toMatchObject({ depositReceived: { at: now.toISOString(), by: owner } });
    quotes.markDepositReceived(id, 'other@example.com', new Date(now.getTime() + 1000));
    expect(quotes.forLead(id)?.events.filter((e) => e.kind === 'deposit-received')).toHaveLength(1);
    expect(quotes.setReminders(id, true)).toBe(true);
    expect(quotes.forLead(id)?.remindersOn).toBe(true);
    expect(quotes.settings()).toEqual({ remindersOn: true, firstReminderDays: 3, lastReminderDays: 2, callTodayDays: 5 });
    expect(quotes.saveSettings({ remindersOn: false, firstReminderDays: 0, lastReminderDays: 2, callTodayDays: 5 })).toMatchObject({ problem: 'invalid' });
    expect(quotes.saveSettings({ remindersOn: false, firstReminderDays: 4, lastReminderDays: 1, callTodayDays: 7 })).toEqual({
      remindersOn: false,
      firstReminderDays: 4,
      lastReminderDays: 1,
      callTodayDays: 7,
    });
    expect(quotes.settings().firstReminderDays).toBe(4);
  });

  it('queues the link e-mail now, a reminder 3 days on, the last one 2 days before expiry, and Call today after 5 days', () => {
    const { quotes, lead, jobs } = setup();
    const id = lead();
    quotes.saveDraft(id, draft(), owner, now);
    quotes.send(id, owner, now);
    const day = 86_400_000;
    expect(jobs(id).map((job) => [job.channel, JSON.parse(job.payload).kind, job.at])).toEqual([
      ['quote-email', 'sent', now.getTime()],
      ['quote-email', 'reminder', now.getTime() + 3 * day],
      ['quote-check', 'call-today', now.getTime() + 5 * day],
      // Dec 29, 10 AM in Charlotte (EST).
      ['quote-email', 'last-reminder', Date.parse('2026-12-29T15:00:00.000Z')],
    ]);
    // No e-mail address: only the owner's check.
    const phoneOnly = lead({ email: '' });
    quotes.saveDraft(phoneOnly, draft(), owner, now);
    quotes.send(phoneOnly, owner, now);
    expect(jobs(phoneOnly).map((job) => job.channel)).toEqual(['quote-check']);
  });
});

describe('the follow-up schedule', () => {
  it('moves the customer’s reminders past every owner’s quiet hours, and drops a first reminder that would land after the last', () => {
    const { db, quotes, lead, jobs } = setup();
    // 8 PM to 9 AM in Charlotte for one owner, noon to 1 PM for another.
    db.prepare(`INSERT INTO alert_quiet_hours (owner_id, starts, ends) VALUES ('a', 20, 9), ('b', 12, 13)`).run();
    const evening = new Date('2026-11-26T02:30:00.000Z'); // 9:30 PM on Nov 25 in Charlotte (EST)
    const id = lead();
    quotes.saveDraft(id, draft({ validUntil: '2026-12-10' }), owner, evening);
    quotes.send(id, owner, evening);
    const kinds = Object.fromEntries(jobs(id).map((job) => [JSON.parse(job.payload).kind, job.at]));
    // 3 days later is 9:30 PM on Nov 28, inside the quiet hours: the reminder waits for 9 AM on Nov 29.
    expect(new Date(kinds.reminder!).toISOString()).toBe('2026-11-29T14:00:00.000Z');
    // 2 days before Dec 10 at 10 AM is outside both windows.
    expect(new Date(kinds['last-reminder']!).toISOString()).toBe('2026-12-08T15:00:00.000Z');
    // The owner's own alert is not held here: the alerts hold it by each device's quiet hours when it is queued.
    expect(kinds['call-today']).toBe(evening.getTime() + 5 * 86_400_000);
    // The link e-mail goes at once: the owner pressed Send.
    expect(kinds.sent).toBe(evening.getTime());

    const soon = lead();
    quotes.saveDraft(soon, draft({ validUntil: '2026-11-29' }), owner, now);
    quotes.send(soon, owner, now);
    // Sent Nov 26; the first reminder (Nov 29 10 AM) is not before the last one (Nov 27 10 AM): only the last goes.
    expect(jobs(soon).map((job) => JSON.parse(job.payload).kind)).toEqual(['sent', 'last-reminder', 'call-today']);
  });

  it('queues no reminders when e-mail is off, and a new version replaces the old version’s follow-ups', () => {
    const off = setup(false);
    const id = off.lead();
    off.quotes.saveDraft(id, draft(), owner, now);
    off.quotes.send(id, owner, now);
    expect(off.jobs(id).map((job) => job.channel)).toEqual(['quote-check']);

    const { quotes, lead, jobs } = setup();
    const again = lead();
    quotes.saveDraft(again, draft(), owner, now);
    quotes.send(again, owner, now);
    quotes.saveDraft(again, quotes.draftFor(again, now), owner, now);
    quotes.send(again, owner, new Date(now.getTime() + 86_400_000));
    const versions = jobs(again).filter((job) => job.channel === 'quote-check' || JSON.parse(job.payload).kind !== 'sent').map((job) => JSON.parse(job.payload).version);
    expect(versions).toEqual([2, 2, 2]);
  });
});
