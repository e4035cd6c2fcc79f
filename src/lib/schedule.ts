/**
 * The estimate-visit schedule (docs/booking.md): weekly arrival windows, days off,
 * minimum notice and horizon, all on Charlotte's wall clock. A window is stored as a calendar
 * day plus start and end minutes after local midnight, so 8-10 AM stays 8-10 AM on both sides
 * of a DST change; it becomes an instant only when compared with "now" or written to a calendar.
 */
import { addDays, BUSINESS_TIME_ZONE, businessDay, businessTimeToUtc } from './dates.ts';
import { holidayOn } from './holidays.ts';

export const scheduleZone = BUSINESS_TIME_ZONE;

export interface ArrivalWindow {
  /** Minutes after local midnight. */
  start: number;
  end: number;
}

export interface ScheduleSettings {
  /** "Customers can book online"; off, the site says we'll call to set a time. */
  online: boolean;
  /** Arrival windows per weekday, Sunday first (Date#getUTCDay order). */
  weekly: ArrivalWindow[][];
  /** Visits each window takes. */
  capacity: number;
  /** The first bookable day is this many business days after today; 0 allows later today. */
  noticeDays: number;
  /** Customers may book up to this many calendar days ahead. */
  horizonDays: number;
  /** The customer may change or cancel up to this many hours before the window starts. */
  changeCutoffHours: number;
  /** A 7 AM alert listing the day's visits. */
  morningSummary: boolean;
  /** "Closed on public holidays": the federal holidays and the day after Thanksgiving (src/lib/holidays.ts) are days off. */
  closedOnHolidays: boolean;
}

/** A single date is a range whose first and last day are equal ('YYYY-MM-DD', Charlotte's calendar). */
export interface DayOff {
  first: string;
  last: string;
}

/** One arrival window on one day. */
export interface Slot extends ArrivalWindow {
  day: string;
  capacity: number;
  taken: number;
}

const weekdayWindows: ArrivalWindow[] = [
  { start: 8 * 60, end: 10 * 60 },
  { start: 10 * 60, end: 12 * 60 },
  { start: 13 * 60, end: 15 * 60 },
  { start: 15 * 60, end: 17 * 60 },
];

/** A new install: Monday to Friday, four two-hour windows, one visit each, from the next business day, 21 days ahead. */
export const defaultSchedule: ScheduleSettings = {
  online: true,
  weekly: [[], weekdayWindows, weekdayWindows, weekdayWindows, weekdayWindows, weekdayWindows, []],
  capacity: 1,
  noticeDays: 1,
  horizonDays: 21,
  changeCutoffHours: 12,
  morningSummary: false,
  closedOnHolidays: true,
};

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day 'YYYY-MM-DD' of this century, else false. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = dayPattern.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2099 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function utcDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

export function weekdayOf(day: string): number {
  return utcDate(day).getUTCDay();
}

const two = (n: number) => String(n).padStart(2, '0');

/** The instant a wall-clock time of a Charlotte day happens (dates.ts settles the DST edge hours). */
export function zonedInstant(day: string, minutes: number): Date {
  const whole = addDays(day, Math.floor(minutes / 1440));
  const rest = minutes % 1440;
  return new Date(businessTimeToUtc(`${whole}T${two(Math.floor(rest / 60))}:${two(rest % 60)}`)!);
}

export function isDayOff(day: string, daysOff: readonly DayOff[]): boolean {
  return daysOff.some((off) => off.first <= day && day <= off.last);
}

/** A day customers cannot book: one of the owner's days off, or a public holiday while the business closes on them. */
function isClosed(day: string, settings: Pick<ScheduleSettings, 'closedOnHolidays'>, daysOff: readonly DayOff[]): boolean {
  return isDayOff(day, daysOff) || (settings.closedOnHolidays && holidayOn(day) !== null);
}

function isBusinessDay(day: string, settings: ScheduleSettings, daysOff: readonly DayOff[]): boolean {
  return settings.weekly[weekdayOf(day)]!.length > 0 && !isClosed(day, settings, daysOff);
}

/** The first day customers may book, counting business days from Charlotte's today. */
export function firstBookableDay(settings: ScheduleSettings, daysOff: readonly DayOff[], now: Date): string {
  let day = businessDay(now);
  for (let counted = 0, guard = 0; counted < settings.noticeDays && guard < 366; guard += 1) {
    day = addDays(day, 1);
    if (isBusinessDay(day, settings, daysOff)) counted += 1;
  }
  return day;
}

/** The key a booked window is counted under. */
export const slotKey = (day: string, start: number) => `${day}@${start}`;

/**
 * Every window customers may book now, soonest first, with how many visits each already
 * holds (`taken`, keyed by slotKey). Full windows are included, so a caller can tell "full"
 * from "not a window"; `openSlots` leaves them out.
 */
export function bookableSlots(settings: ScheduleSettings, daysOff: readonly DayOff[], taken: ReadonlyMap<string, number>, now: Date): Slot[] {
  const first = firstBookableDay(settings, daysOff, now);
  const last = addDays(businessDay(now), settings.horizonDays);
  const slots: Slot[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (isClosed(day, settings, daysOff)) continue;
    for (const window of settings.weekly[weekdayOf(day)]!) {
      if (zonedInstant(day, window.start) <= now) continue;
      slots.push({
        day,
        ...window,
        capacity: settings.capacity,
        taken: taken.get(slotKey(day, window.start)) ?? 0,
      });
    }
  }
  return slots;
}

export function openSlots(settings: ScheduleSettings, daysOff: readonly DayOff[], taken: ReadonlyMap<string, number>, now: Date): Slot[] {
  return bookableSlots(settings, daysOff, taken, now).filter((slot) => slot.taken < slot.capacity);
}

export type SlotProblem = 'not-a-window' | 'past' | 'too-soon' | 'too-far' | 'day-off' | 'full';

/** Why a customer cannot book this window now, or null when they can. */
export function slotProblem(
  settings: ScheduleSettings,
  daysOff: readonly DayOff[],
  taken: ReadonlyMap<string, number>,
  now: Date,
  day: string,
  start: number,
): SlotProblem | null {
  const window = isDay(day) ? settings.weekly[weekdayOf(day)]!.find((w) => w.start === start) : undefined;
  if (!window) return 'not-a-window';
  if (zonedInstant(day, start) <= now) return 'past';
  if (isClosed(day, settings, daysOff)) return 'day-off';
  if (day < firstBookableDay(settings, daysOff, now)) return 'too-soon';
  if (day > addDays(businessDay(now), settings.horizonDays)) return 'too-far';
  if ((taken.get(slotKey(day, start)) ?? 0) >= settings.capacity) return 'full';
  return null;
}

/** The slot value a radio button carries: '2026-12-01@480'. */
export function slotValue(day: string, start: number): string {
  return slotKey(day, start);
}

export function parseSlotValue(value: unknown): { day: string; start: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})@(\d{1,4})$/.exec(value);
  if (!match || !isDay(match[1])) return null;
  const start = Number(match[2]);
  return start < 1440 ? { day: match[1], start } : null;
}

function clock(minutes: number): { text: string; half: 'AM' | 'PM' } {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return {
    text: minute ? `${twelve}:${two(minute)}` : String(twelve),
    half: hour < 12 ? 'AM' : 'PM',
  };
}

/** '8–10 AM', '10 AM–12 PM', '1–3 PM': the half of the day is said once when both ends share it. */
export function formatWindow({ start, end }: ArrivalWindow): string {
  const from = clock(start);
  const to = clock(end);
  return from.half === to.half ? `${from.text}–${to.text} ${to.half}` : `${from.text} ${from.half}–${to.text} ${to.half}`;
}

const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const rangeDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Tue, Dec 1'. */
export function formatDayShort(day: string): string {
  return shortDay.format(utcDate(day));
}

/** 'Tuesday, December 1'. */
export function formatDayLong(day: string): string {
  return longDay.format(utcDate(day));
}

/** 'Tuesday, December 1, 8–10 AM': a visit in words, on Charlotte's clock. */
export function describeVisit(visit: { day: string } & ArrivalWindow): string {
  return `${formatDayLong(visit.day)}, ${formatWindow(visit)}`;
}

/** 'Tue, Dec 1, 8–10 AM': the inbox's cards and the owner's confirmations. */
export function describeVisitMedium(visit: { day: string } & ArrivalWindow): string {
  return `${formatDayShort(visit.day)}, ${formatWindow(visit)}`;
}

/** 'Tue Dec 1, 8–10 AM': the short form alerts use. */
export function describeVisitShort(visit: { day: string } & ArrivalWindow): string {
  return `${formatDayShort(visit.day).replace(',', '')}, ${formatWindow(visit)}`;
}

/** 'Dec 24' or 'Dec 24 to Jan 1'. */
export function formatDayOff(off: DayOff): string {
  const first = rangeDay.format(utcDate(off.first));
  return off.first === off.last ? first : `${first} to ${rangeDay.format(utcDate(off.last))}`;
}

/** Slots grouped by day, in order. */
export function slotsByDay<S extends Slot>(slots: readonly S[]): { day: string; slots: S[] }[] {
  const days: { day: string; slots: S[] }[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last?.day === slot.day) last.slots.push(slot);
    else days.push({ day: slot.day, slots: [slot] });
  }
  return days;
}

/** Upcoming visits one phone number, e-mail or client address may hold through the booking pages; past that, a call. */
export const upcomingVisitsPerCustomer = 2;

/** The customer may still change or cancel this visit themselves. */
export function customerMayChange(visit: { day: string; start: number }, cutoffHours: number, now: Date): boolean {
  return zonedInstant(visit.day, visit.start).getTime() - now.getTime() >= cutoffHours * 3_600_000;
}

/** The reminder goes out at 9 AM Charlotte time the day before the visit. */
export function reminderTime(day: string): Date {
  return zonedInstant(addDays(day, -1), 9 * 60);
}

/** The morning summary's hour, on Charlotte's clock. */
export const morningSummaryMinutes = 7 * 60;

const timePart = /^\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?\s*$/i;

function readTime(text: string, half: string | undefined): number | null {
  const match = timePart.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const suffix = (match[3] ?? half)?.toLowerCase().replace(/\./g, '');
  if (minute > 59) return null;
  if (suffix) {
    if (hour < 1 || hour > 12) return null;
    return ((hour % 12) + (suffix === 'pm' ? 12 : 0)) * 60 + minute;
  }
  return hour <= 24 ? hour * 60 + minute : null;
}

/**
 * The windows an owner types for a weekday, as the page shows them: '8–10 AM, 10 AM–12 PM, 1–3 PM'
 * (a hyphen works as well as a dash; 24-hour times like '13:00-15:00' too). Null when a part
 * cannot be read, the end is not after the start, or two windows overlap.
 */
export function parseWindows(text: string): ArrivalWindow[] | null {
  const parts = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const windows: ArrivalWindow[] = [];
  for (const part of parts) {
    const ends = part.split(/\s*(?:–|—|-|to)\s*/i);
    if (ends.length !== 2) return null;
    const endHalf = /(am|pm|a\.m\.|p\.m\.)\s*$/i.exec(ends[1]!)?.[1];
    const end = readTime(ends[1]!, undefined);
    const start = readTime(ends[0]!, endHalf);
    if (start === null || end === null || end <= start || end > 1440) return null;
    windows.push({ start, end });
  }
  windows.sort((a, b) => a.start - b.start);
  for (let i = 1; i < windows.length; i += 1) if (windows[i]!.start < windows[i - 1]!.end) return null;
  return windows;
}
