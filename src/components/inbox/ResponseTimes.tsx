import { hoursLines } from '../../config/business.ts';
import { formatCount, plural } from '../../lib/insights-format.ts';
import { businessHoursTarget, formatDuration, type ResponseSummary } from '../../lib/response-time.ts';

interface ResponseTimesProps {
  current: ResponseSummary;
  previous: ResponseSummary;
  days: number;
}

/** '7 of 12 (58%)'. */
function share(part: number, whole: number): string {
  return whole === 0 ? 'no requests' : `${formatCount(part)} of ${formatCount(whole)} (${Math.round((part / whole) * 100)}%)`;
}

const openHours = hoursLines()
  .filter((row) => row.time !== 'Closed')
  .map((row) => `${row.days} ${row.time}`)
  .join(', ');

const explanation = `A request counts as answered at its first status change from New, note, or tap on Call, Text or E-mail in the inbox. Business hours are the opening hours the site shows: ${openHours} (Charlotte time).`;

const median = (summary: ResponseSummary) => (summary.medianMinutes === null ? 'none answered' : formatDuration(summary.medianMinutes));

/** How fast requests were first answered: one figure per card, each against the period before. */
export function ResponseTimes({ current, previous, days }: ResponseTimesProps) {
  const before = `in the ${days} days before`;
  const cards = [
    { label: 'Median time to first answer', value: median(current), was: `${median(previous)} ${before}` },
    { label: 'Answered within 1 hour', value: share(current.withinHour, current.requests), was: `${share(previous.withinHour, previous.requests)} ${before}` },
    {
      label: `Answered within ${businessHoursTarget} business hours`,
      value: share(current.withinBusinessHours, current.requests),
      was: `${share(previous.withinBusinessHours, previous.requests)} ${before}`,
    },
  ];
  const unanswered = current.requests - current.answered;
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <div key={card.label} className="rounded-card border border-line bg-surface-alt p-4">
            <dt className="text-small font-bold text-muted">{card.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold tracking-tight">{card.value}</dd>
            <dd className="text-small text-muted">{card.was}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 max-w-prose text-small text-muted">{`${unanswered > 0 ? `${plural(unanswered, 'request')} of this period still ${unanswered === 1 ? 'has' : 'have'} no answer. ` : ''}${explanation}`}</p>
    </>
  );
}
