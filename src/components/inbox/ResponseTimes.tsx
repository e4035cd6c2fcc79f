import { hoursLines } from '../../config/business.ts';
import { plural } from '../../lib/insights-format.ts';
import { formatNumber } from '../../lib/format-number.ts';
import { businessHoursTarget, formatDuration, type ResponseSummary } from '../../lib/response-time.ts';

interface ResponseTimesProps {
  current: ResponseSummary;
  previous: ResponseSummary;
}

/** '7 of 12 (58%)'. */
function share(part: number, whole: number): string {
  return whole === 0 ? 'no requests' : `${formatNumber(part)} of ${formatNumber(whole)} (${Math.round((part / whole) * 100)}%)`;
}

/** Read at each render: the hours the owner published last (useLiveBusiness). */
const explanation = (openHours = hoursLines()
  .filter((row) => row.time !== 'Closed')
  .map((row) => `${row.days} ${row.time}`)
  .join(', ')) => `A request counts as answered at its first status change from New, note, or tap on Call, Text or E-mail in the inbox. Business hours are the opening hours the site shows: ${openHours} (Charlotte time).`;

const median = (summary: ResponseSummary) => (summary.medianMinutes === null ? 'none answered' : formatDuration(summary.medianMinutes));

/** The period before in the fewest words; the page names the period once, above the cards. */
const wasMedian = (previous: ResponseSummary) => (previous.medianMinutes === null ? 'none answered before' : `was ${formatDuration(previous.medianMinutes)}`);
const wasShare = (part: number, whole: number) => (whole === 0 ? 'no requests before' : `was ${share(part, whole)}`);

/** How fast requests were first answered: one figure per card, each against the period before. */
export function ResponseTimes({ current, previous }: ResponseTimesProps) {
  const cards = [
    { label: 'Median time to first answer', value: median(current), was: wasMedian(previous) },
    { label: 'Answered within 1 hour', value: share(current.withinHour, current.requests), was: wasShare(previous.withinHour, previous.requests) },
    {
      label: `Answered within ${businessHoursTarget} business hours`,
      value: share(current.withinBusinessHours, current.requests),
      was: wasShare(previous.withinBusinessHours, previous.requests),
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
      <p className="mt-3 max-w-prose text-small text-muted">{`${unanswered > 0 ? `${plural(unanswered, 'request')} of this period still ${unanswered === 1 ? 'has' : 'have'} no answer. ` : ''}${explanation()}`}</p>
    </>
  );
}
