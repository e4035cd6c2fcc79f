import { BUSINESS_TIME_ZONE } from '../config/business-calendar.ts';

// Dates on the business's calendar are the configuration's; read here with every other date helper.
export { BUSINESS_TIME_ZONE, businessDay, businessMonth, businessYear } from '../config/business-calendar.ts';

/**
 * 'January 28, 2025'. Frontmatter dates are calendar days parsed as UTC midnight, so they are
 * formatted in UTC; pass the business's time zone for "now" (e.g. the build date).
 */
export function formatLongDate(date: Date, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

const calendarDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Nov 12, 2024' for the calendar day '2024-11-12' (or a date whose UTC day it is): how the inbox writes a day. */
export function formatCalendarDay(day: string | Date): string {
  return calendarDay.format(typeof day === 'string' ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : day);
}

/** '2025-01-28', for <time datetime> and JSON-LD. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// Built once: creating a formatter with a time zone costs about 0.25 ms, formatting with one a few µs,
// and the inbox list formats a time per row.
const businessTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

/** 'Nov 23, 2026, 4:05 PM' on the business's clock: how the inbox shows when something happened. */
export function formatBusinessTime(iso: string): string {
  return businessTime.format(new Date(iso));
}

/** 'YYYY-MM-DD' plus n calendar days. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

const businessClock = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: BUSINESS_TIME_ZONE,
});

/** The wall-clock parts of an instant on the business's clock. */
function businessParts(ms: number) {
  const parts = businessClock.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** '2026-05-14T09:30', the value of an <input type="datetime-local"> showing this instant in Charlotte. */
export function businessTimeInput(iso: string): string {
  const p = businessParts(Date.parse(iso));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/**
 * The ISO UTC instant of a datetime-local value read on Charlotte's clock, or null when it is
 * not a real date and time of this century. Around a clock change the offsets of the day
 * before and the day after are both tried: an hour that happens twice in November is its
 * first occurrence, and an hour skipped in March is read with the winter offset, landing
 * an hour later as a clock would.
 */
export function businessTimeToUtc(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::[0-5]\d)?$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (year < 2000 || year > 2099 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const offsetAt = (ms: number) => {
    const p = businessParts(ms);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - ms;
  };
  const dayMs = 86_400_000;
  const candidates = [wall - offsetAt(wall - dayMs), wall - offsetAt(wall + dayMs)];
  const exact = candidates.find((ms) => offsetAt(ms) === wall - ms);
  return new Date(exact ?? candidates[0]!).toISOString();
}

/** '2 h ago', '3 days ago': how long since something happened, at a glance; `formatBusinessTime` gives the moment. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}
