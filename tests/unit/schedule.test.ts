import { describe, expect, it } from 'vitest';
import {
  bookableSlots,
  customerMayChange,
  defaultSchedule,
  describeVisit,
  describeVisitShort,
  firstBookableDay,
  formatDayOff,
  formatWindow,
  openSlots,
  parseSlotValue,
  parseWindows,
  reminderTime,
  slotKey,
  slotProblem,
  slotsByDay,
  zonedInstant,
  type DayOff,
} from '../../src/lib/schedule.ts';

const none = new Map<string, number>();
const noDaysOff: DayOff[] = [];

describe('arrival windows on Charlotte wall-clock time', () => {
  it('keeps 8-10 AM at 8 AM local on both sides of the end of DST (Sunday 2026-11-01)', () => {
    // Wednesday Oct 28, 8 PM EDT.
    const now = new Date('2026-10-29T00:00:00Z');
    const slots = bookableSlots(defaultSchedule, noDaysOff, none, now);
    const friday = slots.find((s) => s.day === '2026-10-30' && s.start === 480)!;
    const monday = slots.find((s) => s.day === '2026-11-02' && s.start === 480)!;
    expect(friday).toBeDefined();
    expect(monday).toBeDefined();
    // EDT is UTC-4, EST UTC-5: the same wall-clock time is an hour later in UTC after the change.
    expect(zonedInstant(friday.day, friday.start).toISOString()).toBe('2026-10-30T12:00:00.000Z');
    expect(zonedInstant(monday.day, monday.start).toISOString()).toBe('2026-11-02T13:00:00.000Z');
    expect(slots.some((s) => s.day === '2026-10-31' || s.day === '2026-11-01')).toBe(false);
    expect(describeVisit(monday)).toBe('Monday, November 2, 8–10 AM');
  });

  it('keeps 1-3 PM at 1 PM local on both sides of the start of DST (Sunday 2027-03-14)', () => {
    const now = new Date('2027-03-10T15:00:00Z');
    const slots = bookableSlots(defaultSchedule, noDaysOff, none, now);
    const friday = slots.find((s) => s.day === '2027-03-12' && s.start === 13 * 60)!;
    const monday = slots.find((s) => s.day === '2027-03-15' && s.start === 13 * 60)!;
    expect(zonedInstant(friday.day, friday.start).toISOString()).toBe('2027-03-12T18:00:00.000Z');
    expect(zonedInstant(monday.day, monday.start).toISOString()).toBe('2027-03-15T17:00:00.000Z');
  });

  it('sends the reminder at 9 AM Charlotte time the day before, whichever offset that day has', () => {
    expect(reminderTime('2026-11-02').toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(reminderTime('2026-11-01').toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(reminderTime('2027-03-15').toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(reminderTime('2027-03-14').toISOString()).toBe('2027-03-13T14:00:00.000Z');
  });

  it("counts from Charlotte's today, not UTC's: at 9 PM on Tuesday it is still Tuesday", () => {
    // 02:00 UTC on Wednesday Nov 25 is 9 PM Tuesday Nov 24 in Charlotte.
    const now = new Date('2026-11-25T02:00:00Z');
    expect(firstBookableDay(defaultSchedule, noDaysOff, now)).toBe('2026-11-25');
    const slots = openSlots(defaultSchedule, noDaysOff, none, now);
    expect(slots[0]).toMatchObject({ day: '2026-11-25', start: 480 });
    // 21 days after Tuesday Nov 24 is Tuesday Dec 15.
    expect(slots.at(-1)).toMatchObject({ day: '2026-12-15', start: 15 * 60 });
  });

  it('starts from the next business day: on Friday that is Monday, and a day off is skipped', () => {
    const friday = new Date('2026-11-27T15:00:00Z');
    expect(firstBookableDay(defaultSchedule, noDaysOff, friday)).toBe('2026-11-30');
    expect(firstBookableDay(defaultSchedule, [{ first: '2026-11-30', last: '2026-11-30' }], friday)).toBe('2026-12-01');
    expect(firstBookableDay({ ...defaultSchedule, noticeDays: 2 }, noDaysOff, friday)).toBe('2026-12-01');
    // Same day allowed: only windows that have not started.
    const sameDay = openSlots({ ...defaultSchedule, noticeDays: 0 }, noDaysOff, none, new Date('2026-11-25T16:00:00Z'));
    expect(sameDay[0]).toMatchObject({ day: '2026-11-25', start: 13 * 60 });
  });

  it('leaves out days off, single dates and ranges across the new year', () => {
    const daysOff = [
      { first: '2026-12-24', last: '2027-01-01' },
      { first: '2026-12-18', last: '2026-12-18' },
    ];
    const now = new Date('2026-12-14T15:00:00Z');
    const days = new Set(openSlots({ ...defaultSchedule, horizonDays: 30 }, daysOff, none, now).map((s) => s.day));
    expect(days.has('2026-12-17')).toBe(true);
    expect(days.has('2026-12-18')).toBe(false);
    expect(days.has('2026-12-23')).toBe(true);
    for (const day of ['2026-12-24', '2026-12-28', '2026-12-31', '2027-01-01']) expect(days.has(day)).toBe(false);
    expect(days.has('2027-01-04')).toBe(true);
    expect(formatDayOff(daysOff[0]!)).toBe('Dec 24 to Jan 1');
    expect(formatDayOff(daysOff[1]!)).toBe('Dec 18');
  });

  it('says why a window cannot be booked', () => {
    const now = new Date('2026-11-25T15:00:00Z');
    const taken = new Map([[slotKey('2026-11-30', 480), 1]]);
    const problem = (day: string, start: number, settings = defaultSchedule) => slotProblem(settings, noDaysOff, taken, now, day, start);
    expect(problem('2026-12-01', 480)).toBeNull();
    expect(problem('2026-11-30', 480)).toBe('full');
    expect(problem('2026-11-30', 480, { ...defaultSchedule, capacity: 2 })).toBeNull();
    expect(problem('2026-12-01', 9 * 60)).toBe('not-a-window');
    expect(problem('2026-11-28', 480)).toBe('not-a-window');
    expect(problem('2026-11-24', 480)).toBe('past');
    expect(problem('2026-11-25', 15 * 60)).toBe('too-soon');
    expect(problem('2027-02-01', 480)).toBe('too-far');
    expect(problem('2026-02-30', 480)).toBe('not-a-window');
    expect(slotProblem(defaultSchedule, [{ first: '2026-12-01', last: '2026-12-02' }], taken, now, '2026-12-01', 480)).toBe('day-off');
    // A full window is still listed by bookableSlots, never by openSlots.
    expect(bookableSlots(defaultSchedule, noDaysOff, taken, now).some((s) => s.day === '2026-11-30' && s.start === 480)).toBe(true);
    expect(openSlots(defaultSchedule, noDaysOff, taken, now).some((s) => s.day === '2026-11-30' && s.start === 480)).toBe(false);
  });

  it('groups windows by day, soonest first, in words', () => {
    const now = new Date('2026-11-25T15:00:00Z');
    const days = slotsByDay(openSlots(defaultSchedule, noDaysOff, none, now));
    // Wednesday before Thanksgiving: the holiday and the day after are closed by default.
    expect(days[0]!.day).toBe('2026-11-30');
    expect(days[0]!.slots.map(formatWindow)).toEqual(['8–10 AM', '10 AM–12 PM', '1–3 PM', '3–5 PM']);
    expect(describeVisitShort({ day: '2026-12-01', start: 480, end: 600 })).toBe('Tue Dec 1, 8–10 AM');
  });

  it('lets the customer change a visit until the cutoff before the window', () => {
    const visit = { day: '2026-12-01', start: 480 };
    // 8 AM EST is 13:00 UTC; 12 hours before is 01:00 UTC.
    expect(customerMayChange(visit, 12, new Date('2026-12-01T00:59:00Z'))).toBe(true);
    expect(customerMayChange(visit, 12, new Date('2026-12-01T01:01:00Z'))).toBe(false);
  });

  it('reads the windows an owner types, and refuses what makes no sense', () => {
    expect(parseWindows('8–10 AM, 10 AM–12 PM, 1–3 PM, 3-5 PM')).toEqual(defaultSchedule.weekly[1]);
    expect(parseWindows('13:00-15:00; 7:30 to 9 am')).toEqual([
      { start: 450, end: 540 },
      { start: 780, end: 900 },
    ]);
    expect(parseWindows('')).toEqual([]);
    expect(parseWindows('10-8 AM')).toBeNull();
    expect(parseWindows('8-10 AM, 9-11 AM')).toBeNull();
    expect(parseWindows('noon till dusk')).toBeNull();
    expect(parseSlotValue('2026-12-01@480')).toEqual({
      day: '2026-12-01',
      start: 480,
    });
    for (const bad of ['2026-12-01@9999', '2026-13-01@480', '<script>', 480, undefined]) expect(parseSlotValue(bad)).toBeNull();
  });
});
