/**
 * The business's calendar: Charlotte's (America/New_York), never UTC's, which from 7 PM (8 PM in
 * summer) is already tomorrow. "Today", "this month" and "this year" everywhere come from here.
 */
/** The business is in Charlotte; the build date is written in its local calendar. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

const businessCalendar = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: BUSINESS_TIME_ZONE });

/** '2026-11-23' on the business's calendar: the day in an export's file name, and the day a page view counts on. */
export function businessDay(date: Date): string {
  return businessCalendar.format(date);
}

/** '2026-11' on the business's calendar: a new job photo's month. */
export function businessMonth(date: Date): string {
  return businessDay(date).slice(0, 7);
}

/** The year on the business's calendar: at 8 PM on New Year's Eve in Charlotte, UTC is already in the next one. */
export function businessYear(date: Date): number {
  return Number(businessDay(date).slice(0, 4));
}
