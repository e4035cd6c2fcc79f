import { describe, expect, it } from 'vitest';
import { holidayOn, holidaysBetween, holidaysOf } from '../../src/lib/holidays.ts';
import { bookableSlots, defaultSchedule, slotProblem } from '../../src/lib/schedule.ts';

describe('public holidays', () => {
  it('lists the eleven federal holidays of 2026 and the day after Thanksgiving, with July 4 (a Saturday) observed on Friday', () => {
    expect(holidaysOf(2026)).toEqual([
      { day: '2026-01-01', name: "New Year's Day" },
      { day: '2026-01-19', name: 'Martin Luther King Jr. Day' },
      { day: '2026-02-16', name: "Washington's Birthday" },
      { day: '2026-05-25', name: 'Memorial Day' },
      { day: '2026-06-19', name: 'Juneteenth' },
      { day: '2026-07-03', name: 'Independence Day (observed)' },
      { day: '2026-07-04', name: 'Independence Day' },
      { day: '2026-09-07', name: 'Labor Day' },
      { day: '2026-10-12', name: 'Columbus Day' },
      { day: '2026-11-11', name: 'Veterans Day' },
      { day: '2026-11-26', name: 'Thanksgiving Day' },
      { day: '2026-11-27', name: 'Day after Thanksgiving' },
      { day: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('finds Thanksgiving on the fourth Thursday whatever weekday November starts on', () => {
    expect(['2024', '2025', '2027', '2028', '2029', '2030'].map((year) => holidaysOf(Number(year)).find((h) => h.name === 'Thanksgiving Day')!.day)).toEqual([
      '2024-11-28',
      '2025-11-27',
      '2027-11-25',
      '2028-11-23',
      '2029-11-22',
      '2030-11-28',
    ]);
  });

  it('moves a Sunday holiday to Monday and a Saturday one to Friday, across the year end too', () => {
    expect(holidayOn('2027-07-05')).toBe('Independence Day (observed)');
    expect(holidayOn('2027-06-18')).toBe('Juneteenth (observed)');
    expect(holidayOn('2027-12-24')).toBe('Christmas Day (observed)');
    // January 1, 2028 is a Saturday: observed on Friday, December 31, 2027, and not twice.
    expect(holidayOn('2027-12-31')).toBe("New Year's Day (observed)");
    expect(holidaysOf(2028).some((holiday) => holiday.day < '2028-01-01')).toBe(false);
    expect(holidayOn('2026-12-24')).toBeNull();
    expect(holidayOn('2026-11-30')).toBeNull();
  });

  it('lists the holidays between two days, across a year end', () => {
    expect(holidaysBetween('2026-11-20', '2027-01-20').map((holiday) => holiday.day)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-12-25',
      '2027-01-01',
      '2027-01-18',
    ]);
  });
});

describe('the schedule on public holidays', () => {
  // Monday, November 23, 2026, 9 AM in Charlotte.
  const now = new Date('2026-11-23T14:00:00Z');
  const days = (closedOnHolidays: boolean) => new Set(bookableSlots({ ...defaultSchedule, closedOnHolidays }, [], new Map(), now).map((slot) => slot.day));

  it('offers neither Thanksgiving nor the day after by default', () => {
    expect(defaultSchedule.closedOnHolidays).toBe(true);
    const open = days(true);
    expect(open.has('2026-11-25')).toBe(true);
    expect(open.has('2026-11-26')).toBe(false);
    expect(open.has('2026-11-27')).toBe(false);
    expect(open.has('2026-11-30')).toBe(true);
    expect(slotProblem(defaultSchedule, [], new Map(), now, '2026-11-27', 480)).toBe('day-off');
  });

  it('offers them when the owner turns the switch off', () => {
    const open = days(false);
    expect(open.has('2026-11-26')).toBe(true);
    expect(open.has('2026-11-27')).toBe(true);
    expect(slotProblem({ ...defaultSchedule, closedOnHolidays: false }, [], new Map(), now, '2026-11-27', 480)).toBeNull();
  });

  it('skips a holiday when counting the minimum notice in business days', () => {
    // Wednesday, November 25, 2026, 9 AM: the next business day is Monday the 30th.
    const wednesday = new Date('2026-11-25T14:00:00Z');
    expect(bookableSlots(defaultSchedule, [], new Map(), wednesday)[0]!.day).toBe('2026-11-30');
  });
});
