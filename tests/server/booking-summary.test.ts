import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leadStore } from '../../server/leads/db.ts';
import { openLeadsDb, type LeadsDb } from '../../server/db/open.ts';
import { queueMorningSummary } from '../../server/schedule/owner-view.ts';
import { scheduleStore } from '../../server/schedule/store.ts';
import { defaultSchedule } from '../../src/lib/schedule.ts';
import { validLead } from './helpers.ts';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function setup(): { db: LeadsDb; leads: ReturnType<typeof leadStore>; schedule: ReturnType<typeof scheduleStore> } {
  const dir = mkdtempSync(join(tmpdir(), 'ccr-summary-'));
  const db = openLeadsDb(join(dir, 'leads.sqlite'));
  cleanup = () => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  const leads = leadStore(db);
  db.prepare(`INSERT INTO push_subscriptions (owner_id, endpoint, p256dh, auth, device, created_at) VALUES ('o', 'https://push.invalid/1', 'k', 'a', 'Phone', '2026-01-01')`).run();
  return { db, leads, schedule: scheduleStore(db, { leads, email: false }) };
}

const addLead = (leads: ReturnType<typeof leadStore>, address: string) =>
  leads.addLead({ ...validLead, address, clientIp: null, userAgent: null, source: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, idempotencyKey: null }, [], new Date('2026-05-01T12:00:00Z')).id!;

const summaries = (db: LeadsDb) =>
  (db.prepare(`SELECT payload FROM outbox WHERE channel = 'push' AND payload LIKE '%Today:%'`).all() as { payload: string }[]).map((row) => JSON.parse(row.payload));

describe('the morning summary', () => {
  it("lists the day's visits once, at 7 AM Charlotte time in summer (EDT) as in winter, and only when turned on", async () => {
    const { db, leads, schedule } = setup();
    const owner = { kind: 'owner' as const, email: 'owner@example.com' };
    const first = addLead(leads, '88 Elm St, Matthews, NC 28105');
    const second = addLead(leads, '9 Lake Rd, Cornelius, NC 28031');
    // Booked the evening before, for Tuesday June 1, 2027 (EDT, UTC-4).
    const evening = new Date('2027-05-31T22:00:00Z');
    expect((await schedule.change(first, { to: 'booked', day: '2027-06-01', start: 13 * 60 }, owner, evening)).ok).toBe(true);
    expect((await schedule.change(second, { to: 'booked', day: '2027-06-01', start: 8 * 60 }, owner, evening)).ok).toBe(true);

    expect(queueMorningSummary(schedule, leads, new Date('2027-06-01T11:30:00Z'))).toBe(false);
    schedule.saveSettings({ ...defaultSchedule, morningSummary: true });
    // 6:59 AM EDT: not yet.
    expect(queueMorningSummary(schedule, leads, new Date('2027-06-01T10:59:00Z'))).toBe(false);
    expect(queueMorningSummary(schedule, leads, new Date('2027-06-01T11:00:00Z'))).toBe(true);
    expect(queueMorningSummary(schedule, leads, new Date('2027-06-01T11:01:00Z'))).toBe(false);
    expect(summaries(db)).toEqual([{ title: 'Today: 2 estimate visits', body: '8–10 AM Cornelius; 1–3 PM Matthews', url: '/inbox/schedule', tag: 'summary-2027-06-01' }]);

    // Winter (EST, UTC-5): 7 AM is 12:00 UTC; a day without visits says so.
    expect(queueMorningSummary(schedule, leads, new Date('2026-12-01T11:59:00Z'))).toBe(false);
    expect(queueMorningSummary(schedule, leads, new Date('2026-12-01T12:00:00Z'))).toBe(true);
    expect(summaries(db).at(-1)).toMatchObject({ title: 'Today: 0 estimate visits', body: 'No estimate visits today.' });
  });
});
