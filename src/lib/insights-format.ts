/** How the insights dashboard words its numbers, for an owner reading at a glance. */
import { formatNumber } from './format-number.ts';

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** '2.4%' of views that led to a contact; '—' for a page nobody viewed. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  const percent = rate * 100;
  return `${percent >= 10 || percent === 0 ? percent.toFixed(0) : percent.toFixed(1)}%`;
}

/** 'Nov 2' for the business day '2026-11-02'. */
export function formatDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

/** '3 calls' / '1 call': a count with its noun. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/**
 * A number against the period before, in the fewest words (the page says once which period):
 * 'up 25% from 12', 'down 10% from 40', 'about the same as 250', 'same as before', 'up from 0'.
 */
export function describeChange(current: number, previous: number): string {
  if (current === previous) return 'same as before';
  if (previous === 0) return 'up from\u00a00';
  const change = Math.round(((current - previous) / previous) * 100);
  // A no-break space keeps the number with its 'from' when a narrow card wraps the line.
  if (change === 0) return `about the same as\u00a0${formatNumber(previous)}`;
  return `${change > 0 ? 'up' : 'down'} ${Math.abs(change)}% from\u00a0${formatNumber(previous)}`;
}

/** '14 calls, 2 e-mails and 9 quote requests'; 'no calls or quote requests' when there were none. */
export function describeContacts(counts: { calls: number; texts: number; emails: number; requests: number }): string {
  const parts = [
    counts.calls ? plural(counts.calls, 'call') : '',
    counts.texts ? plural(counts.texts, 'text') : '',
    counts.emails ? plural(counts.emails, 'e-mail') : '',
    counts.requests ? plural(counts.requests, 'quote request') : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'no calls or quote requests';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
