import { business } from '../config/business.ts';
import { addDays, businessDay, businessTimeToUtc } from './dates.ts';

/**
 * How fast requests were answered. A request is answered at the first of: a status change away
 * from New, a note, or a tap on Call, Text or E-mail in the inbox (server/inbox/lead-detail.ts
 * stamps leads.answered_at). Business hours are the opening hours in src/config/business.ts,
 * on Charlotte's clock.
 */
export interface AnswerTimes {
  receivedAt: string;
  answeredAt: string | null;
}

export interface ResponseSummary {
  requests: number;
  answered: number;
  /** Median wall-clock minutes from arrival to first answer, over the answered ones; null when none was. */
  medianMinutes: number | null;
  withinHour: number;
  withinBusinessHours: number;
}

/** Thumbtack's bar for its Top Pros: an answer within 4 hours while the business is open. */
export const businessHoursTarget = 4;

const weekdayOf = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const openingHours = new Map<string, { opens: string; closes: string }>(
  business.hours.flatMap((row) => (row.opens && row.closes ? row.dayOfWeek.map((day) => [day, { opens: row.opens!, closes: row.closes! }] as const) : [])),
);

/** Minutes between two instants that fall within opening hours: 11 PM to 8 AM on a weekday is one hour when the business opens at 7. */
export function businessMinutesBetween(fromIso: string, toIso: string): number {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  let total = 0;
  for (let day = businessDay(new Date(from)); from < to && day <= businessDay(new Date(to)); day = addDays(day, 1)) {
    const hours = openingHours.get(weekdayOf.format(new Date(`${day}T12:00:00Z`)));
    if (!hours) continue;
    const opens = Date.parse(businessTimeToUtc(`${day}T${hours.opens}`)!);
    const closes = Date.parse(businessTimeToUtc(`${day}T${hours.closes}`)!);
    total += Math.max(0, Math.min(closes, to) - Math.max(opens, from));
  }
  return total / 60_000;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarizeResponses(requests: readonly AnswerTimes[]): ResponseSummary {
  const answered = requests.filter((request): request is AnswerTimes & { answeredAt: string } => request.answeredAt !== null);
  const minutes = answered.map((request) => Math.max(0, Date.parse(request.answeredAt) - Date.parse(request.receivedAt)) / 60_000);
  return {
    requests: requests.length,
    answered: answered.length,
    medianMinutes: median(minutes),
    withinHour: minutes.filter((m) => m <= 60).length,
    withinBusinessHours: answered.filter((request) => businessMinutesBetween(request.receivedAt, request.answeredAt) <= businessHoursTarget * 60).length,
  };
}

/** '12 min', '2 h', '2 h 15 min', '3 days': how long, at a glance. */
export function formatDuration(minutes: number): string {
  const whole = Math.round(minutes);
  // "Waiting 0 min" read as if nobody were waiting; a request that just came in still is.
  if (whole < 1) return 'under 1 min';
  if (whole < 60) return `${whole} min`;
  if (whole < 48 * 60) {
    const hours = Math.floor(whole / 60);
    const rest = whole % 60;
    return hours < 10 && rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  return `${Math.floor(whole / (24 * 60))} days`;
}
