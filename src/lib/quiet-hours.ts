import { addDays, BUSINESS_TIME_ZONE, businessDay, businessTimeToUtc } from './dates.ts';

/** Hours on Charlotte's clock, 0-23: alerts wait from `starts` until `ends` (which may be the next morning). */
export interface QuietHours {
  starts: number;
  ends: number;
}

const hourOf = new Intl.DateTimeFormat('en-US', { hour: '2-digit', hourCycle: 'h23', timeZone: BUSINESS_TIME_ZONE });

/** Whether quiet hours span midnight, e.g. 9 PM to 6 AM: their summary says "overnight". */
export const isOvernight = (quiet: QuietHours) => quiet.ends < quiet.starts;

/**
 * When an alert due at `now` may go out: `now` itself outside quiet hours, else the next time
 * Charlotte's clock reads the end hour (the summary goes then).
 */
export function alertTime(now: Date, quiet: QuietHours | null): Date {
  if (!quiet) return now;
  const hour = Number(hourOf.format(now));
  const inside = isOvernight(quiet) ? hour >= quiet.starts || hour < quiet.ends : hour >= quiet.starts && hour < quiet.ends;
  if (!inside) return now;
  const endOn = (day: string) => new Date(businessTimeToUtc(`${day}T${String(quiet.ends).padStart(2, '0')}:00`)!);
  const today = businessDay(now);
  const endToday = endOn(today);
  return endToday > now ? endToday : endOn(addDays(today, 1));
}

/**
 * When something due at `at` may go out past every one of these quiet hours (the customer's
 * reminder e-mails wait for the quiet hours of all owners): the latest of their end times,
 * checked again in case one window's end falls inside another's.
 */
export function afterQuietHours(at: Date, quiets: readonly QuietHours[]): Date {
  let when = at;
  for (let pass = 0; pass <= quiets.length; pass += 1) {
    const next = quiets.reduce((latest, quiet) => {
      const end = alertTime(when, quiet);
      return end > latest ? end : latest;
    }, when);
    if (next.getTime() === when.getTime()) return when;
    when = next;
  }
  return when;
}

/** '9 PM' for an hour of the day. */
export function hourLabel(hour: number): string {
  if (hour === 0) return 'midnight';
  if (hour === 12) return 'noon';
  return `${hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
}
