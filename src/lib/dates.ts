/**
 * 'January 28, 2025'. Frontmatter dates are calendar days parsed as UTC midnight, so they are
 * formatted in UTC; pass the business's time zone for "now" (e.g. the build date).
 */
export function formatLongDate(date: Date, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

/** '2025-01-28', for <time datetime> and JSON-LD. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The business is in Charlotte; the build date is written in its local calendar. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

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

/** '2026-11-23' on the business's calendar: the day in an export's file name. */
export function businessDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: BUSINESS_TIME_ZONE }).format(date);
}
