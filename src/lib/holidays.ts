/**
 * US federal public holidays (5 U.S.C. 6103) and the day after Thanksgiving, on which the
 * business takes no estimate visits unless the owner turns "Closed on public holidays" off.
 * Days are 'YYYY-MM-DD' on Charlotte's calendar. A holiday on a weekend also closes the weekday
 * it is observed on (Saturday: the Friday before; Sunday: the Monday after), as offices do.
 */
import { addDays } from './dates.ts';

export interface Holiday {
  day: string;
  name: string;
}

const two = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month: number, date: number) => `${year}-${two(month)}-${two(date)}`;
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The n-th given weekday (0 Sunday) of a month; n = -1 is the last. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n < 0) {
    const last = addDays(dayOf(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
    return addDays(last, -((weekday(last) - day + 7) % 7));
  }
  const first = dayOf(year, month, 1);
  return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7);
}

/** A fixed-date holiday and, when it falls on a weekend, the weekday it is observed on. */
function fixed(year: number, month: number, date: number, name: string): Holiday[] {
  const day = dayOf(year, month, date);
  const shift = { 0: 1, 6: -1 }[weekday(day)];
  return shift === undefined ? [{ day, name }] : [{ day, name }, { day: addDays(day, shift), name: `${name} (observed)` }];
}

/** The year's closed days, in date order: the next New Year's Day may be observed on Dec 31, this one's on the Dec 31 before. */
export function holidaysOf(year: number): Holiday[] {
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  return [
    ...fixed(year, 1, 1, "New Year's Day"),
    { day: nthWeekday(year, 1, 1, 3), name: 'Martin Luther King Jr. Day' },
    { day: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { day: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    ...fixed(year, 6, 19, 'Juneteenth'),
    ...fixed(year, 7, 4, 'Independence Day'),
    { day: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { day: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    ...fixed(year, 11, 11, 'Veterans Day'),
    { day: thanksgiving, name: 'Thanksgiving Day' },
    { day: addDays(thanksgiving, 1), name: 'Day after Thanksgiving' },
    ...fixed(year, 12, 25, 'Christmas Day'),
    ...fixed(year + 1, 1, 1, "New Year's Day"),
  ]
    .filter((holiday) => holiday.day.startsWith(`${year}-`))
    .sort((a, b) => a.day.localeCompare(b.day));
}

const byYear = new Map<number, Map<string, string>>();

/** The holiday's name on this day, or null. */
export function holidayOn(day: string): string | null {
  const year = Number(day.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Map(holidaysOf(year).map((holiday) => [holiday.day, holiday.name]));
    byYear.set(year, days);
  }
  return days.get(day) ?? null;
}

/** The holidays from one day to another, both included. */
export function holidaysBetween(first: string, last: string): Holiday[] {
  const years = Array.from({ length: Number(last.slice(0, 4)) - Number(first.slice(0, 4)) + 1 }, (_, i) => Number(first.slice(0, 4)) + i);
  return years.flatMap(holidaysOf).filter((holiday) => holiday.day >= first && holiday.day <= last);
}
