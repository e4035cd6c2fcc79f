/**
 * The visit state machine under random use: sequences of customer and owner actions against the
 * real store over a real SQLite file, with the clock moving forward, checked after every step.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadStore } from '../../server/leads/db.ts';
import { openLeadsDb, type LeadsDb } from '../../server/db/open.ts';
import { scheduleStore, type Actor, type ScheduleStore, type VisitChange } from '../../server/schedule/store.ts';
import { addDays, businessDay } from '../../src/lib/dates.ts';
import { defaultSchedule, slotKey, weekdayOf } from '../../src/lib/schedule.ts';
import { validLead } from './helpers.ts';

const capacity = 1;
const windows = defaultSchedule.weekly[1]!;
const owner: Actor = { kind: 'owner', email: 'owner@example.com' };
const customer: Actor = { kind: 'customer' };

type Action =
  | { kind: 'customer-book'; lead: number; day: number; window: number }
  | { kind: 'customer-cancel'; lead: number; pick: number }
  | { kind: 'owner-move'; lead: number; pick: number; day: number; window: number }
  | { kind: 'owner-time'; lead: number; day: number; minute: number }
  | { kind: 'owner-end'; lead: number; pick: number; to: 'cancelled' | 'done' | 'no-show' }
  | { kind: 'clock'; hours: number };

const lead = fc.integer({ min: 0, max: 3 });
const day = fc.integer({ min: 0, max: 24 });
// One past the last window: a forged slot.
const window = fc.integer({ min: 0, max: windows.length });
const pick = fc.nat(5);
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('customer-book' as const), lead, day, window }),
  fc.record({ kind: fc.constant('customer-cancel' as const), lead, pick }),
  fc.record({ kind: fc.constant('owner-move' as const), lead, pick, day, window }),
  fc.record({ kind: fc.constant('owner-time' as const), lead, day, minute: fc.integer({ min: 0, max: 1439 }) }),
  fc.record({ kind: fc.constant('owner-end' as const), lead, pick, to: fc.constantFrom('cancelled' as const, 'done' as const, 'no-show' as const) }),
  fc.record({ kind: fc.constant('clock' as const), hours: fc.integer({ min: 1, max: 60 }) }),
);

function fresh(): { db: LeadsDb; schedule: ScheduleStore; leads: number[]; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'ccr-visit-states-'));
  const db = openLeadsDb(join(dir, 'leads.sqlite'));
  const leads = leadStore(db);
  const schedule = scheduleStore(db, { leads, email: false });
  const towns = ['1200 East Blvd, Charlotte, NC 28203', '88 Elm St, Matthews, NC 28105', '9 Lake Rd, Cornelius, NC 28031', '5 Oak Ln, Concord, NC 28025'];
  const ids = towns.map(
    (address, n) =>
      leads.addLead(
        {
          ...validLead,
          address,
          // Two of the four share a phone number: the limit on upcoming visits joins in.
          phone: n < 2 ? '(704) 555-0100' : `(704) 555-010${n}`,
          email: `c${n}@example.com`,
          clientIp: `192.0.2.${n}`,
          userAgent: null,
          source: null,
          referrerHost: null,
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          idempotencyKey: null,
        },
        [],
        new Date('2027-03-01T12:00:00Z'),
      ).id!,
  );
  return {
    db,
    schedule,
    leads: ids,
    remove: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every row of the tables a visit change may touch. */
function snapshot(db: LeadsDb): string {
  return JSON.stringify(['leads', 'visits', 'lead_events', 'booking_tokens', 'outbox'].map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()));
}

type VisitRow = { id: number; lead_id: number; day: string; start_min: number; status: string };

function check(db: LeadsDb, outcomes: Map<number, string>) {
  const visits = db.prepare(`SELECT id, lead_id, day, start_min, status FROM visits`).all() as VisitRow[];
  const booked = visits.filter((visit) => visit.status === 'booked');
  // At most one booked visit per request.
  expect(new Set(booked.map((visit) => visit.lead_id)).size).toBe(booked.length);
  // No window over its capacity: a visit counts in the window its start falls in.
  const perWindow = new Map<string, number>();
  for (const visit of booked) {
    const holder = defaultSchedule.weekly[weekdayOf(visit.day)]!.find((w) => w.start <= visit.start_min && visit.start_min < w.end);
    if (holder) perWindow.set(slotKey(visit.day, holder.start), (perWindow.get(slotKey(visit.day, holder.start)) ?? 0) + 1);
  }
  for (const [key, count] of perWindow) expect(count, key).toBeLessThanOrEqual(capacity);
  // The request's status follows its visits.
  for (const row of db.prepare(`SELECT id, status FROM leads`).all() as { id: number; status: string }[]) {
    expect(row.status === 'Estimate scheduled', `request ${row.id}`).toBe(booked.some((visit) => visit.lead_id === row.id));
  }
  // No recorded outcome is lost or changed.
  for (const [id, status] of outcomes) expect(visits.find((visit) => visit.id === id)?.status, `visit ${id}`).toBe(status);
}

/** Runs the steps, checking after each; returns each change's answer ('ok' or the refusal). */
async function run(actions: readonly Action[]): Promise<string[]> {
  const world = fresh();
  const outcomes = new Map<number, string>();
  const answers: string[] = [];
  let now = new Date('2027-03-01T13:00:00Z');
  try {
    for (const step of actions) {
      if (step.kind === 'clock') {
        now = new Date(now.getTime() + step.hours * 3_600_000);
        continue;
      }
      const leadId = world.leads[step.lead]!;
      const ofLead = world.db.prepare(`SELECT id FROM visits WHERE lead_id = ? ORDER BY id`).pluck().all(leadId) as number[];
      const chosen = 'pick' in step ? (ofLead.length ? ofLead[step.pick % ofLead.length]! : 999_999) : undefined;
      const target = 'day' in step ? addDays(businessDay(now), step.day) : '';
      const start = 'window' in step ? (windows[step.window]?.start ?? 545) : 'minute' in step ? step.minute : 0;
      let change: VisitChange;
      let actor: Actor;
      switch (step.kind) {
        case 'customer-book':
          [change, actor] = [{ to: 'booked', day: target, start }, customer];
          break;
        case 'customer-cancel':
          [change, actor] = [{ to: 'cancelled', visitId: chosen!, reason: 'Cancelled by the customer' }, customer];
          break;
        case 'owner-move':
          [change, actor] = [{ to: 'booked', visitId: chosen!, day: target, start }, owner];
          break;
        case 'owner-time':
          [change, actor] = [{ to: 'booked', day: target, start, anyTime: true }, owner];
          break;
        case 'owner-end':
          [change, actor] = [{ to: step.to, visitId: chosen!, reason: step.to === 'cancelled' ? 'Rain' : null }, owner];
          break;
      }
      const before = snapshot(world.db);
      const result = await world.schedule.change(leadId, change, actor, now);
      answers.push(result.ok ? 'ok' : result.problem);
      if (!result.ok) {
        expect(result.status, JSON.stringify({ step, result })).toBeGreaterThanOrEqual(400);
        expect(result.status).toBeLessThan(500);
        expect(snapshot(world.db), `a refused ${step.kind} changed nothing`).toBe(before);
      } else if (change.to !== 'booked') {
        outcomes.set(change.visitId, change.to);
      }
      check(world.db, outcomes);
    }
  } finally {
    world.remove();
  }
  return answers;
}

describe('the visit state machine', () => {
  it('keeps its rules after every step of random customer and owner actions, with the clock moving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 40 }), async (actions) => {
        await run(actions);
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('answers a known walk through every kind of step as the rules say', async () => {
    // The property above is only as strong as what it reaches: this walk takes each path once.
    const answers = await run([
      { kind: 'customer-book', lead: 0, day: 3, window: 0 },
      { kind: 'customer-book', lead: 1, day: 3, window: 0 },
      { kind: 'owner-time', lead: 1, day: 3, minute: 570 },
      { kind: 'owner-time', lead: 1, day: 3, minute: 1100 },
      { kind: 'owner-end', lead: 0, pick: 0, to: 'no-show' },
      { kind: 'customer-book', lead: 0, day: 4, window: 1 },
      { kind: 'customer-book', lead: 2, day: 4, window: 4 },
      { kind: 'clock', hours: 90 },
      { kind: 'customer-cancel', lead: 0, pick: 1 },
      { kind: 'owner-move', lead: 1, pick: 0, day: 3, window: 2 },
      { kind: 'owner-end', lead: 1, pick: 0, to: 'done' },
      { kind: 'customer-book', lead: 1, day: 5, window: 0 },
    ]);
    expect(answers).toEqual(['ok', 'full', 'full', 'ok', 'ok', 'ok', 'not-a-window', 'cutoff', 'ok', 'ok', 'estimate-done']);
  });

  it("turns an estimate time the owner typed before the state machine into the visit it meant, once", () => {
    const world = fresh();
    try {
      const [typed] = world.leads;
      world.db.prepare(`UPDATE leads SET status = 'Estimate scheduled', estimate_at = '2027-03-10T14:30:00.000Z' WHERE id = ?`).run(typed);
      world.db.prepare(`INSERT INTO lead_events (lead_id, at, actor, kind, detail) VALUES (?, '2027-03-02T12:00:00Z', 'owner@example.com', 'status', '{"from":"Contacted","to":"Estimate scheduled"}')`).run(typed);
      const reopened = scheduleStore(world.db, { leads: leadStore(world.db), email: false });
      scheduleStore(world.db, { leads: leadStore(world.db), email: false });
      expect(reopened.between('2027-03-10', '2027-03-10').map((visit) => [visit.leadId, visit.start, visit.end, visit.status])).toEqual([[typed, 570, 690, 'booked']]);
      expect(world.db.prepare(`SELECT status_before FROM visits WHERE lead_id = ?`).pluck().all(typed)).toEqual(['Contacted']);
      check(world.db, new Map());
    } finally {
      world.remove();
    }
  });
});
