import { formatBusinessTime } from '../../lib/dates.ts';
import type { LeadEvent } from '../../lib/lead-view.ts';

type VisitEvent = Extract<LeadEvent, { kind: 'visit' }>;

const contactDescriptions = { call: 'Call button tapped', text: 'Text button tapped', email: 'E-mail button tapped' } as const;

function describe(event: LeadEvent): string {
  switch (event.kind) {
    case 'opened':
      return 'First opened';
    case 'status':
      return `Status changed from ${event.from} to ${event.to}`;
    case 'estimate':
      return event.to ? `Estimate visit set for ${formatBusinessTime(event.to)}` : 'Estimate visit cleared';
    case 'note':
      return 'Note added';
    case 'contact':
      return contactDescriptions[event.via];
    case 'review-request':
      return event.via === 'text' ? 'Asked for a review by text message' : 'Asked for a review by e-mail';
    case 'visit':
      return visitDescriptions[event.action](event);
  }
}

const visitDescriptions = {
  booked: (e: VisitEvent) => `Estimate visit booked: ${e.window}`,
  moved: (e: VisitEvent) => `Estimate visit moved from ${e.from} to ${e.window}${e.reason ? `: ${e.reason}` : ''}`,
  cancelled: (e: VisitEvent) => `Estimate visit cancelled (${e.window})${e.reason ? `: ${e.reason}` : ''}`,
  done: (e: VisitEvent) => `Estimate visit done (${e.window})`,
  'no-show': (e: VisitEvent) => `Customer not there for the estimate visit (${e.window})`,
};

/** Every change to the request, newest first, with when and who. */
export function LeadHistory({ events }: { events: readonly LeadEvent[] }) {
  if (events.length === 0) return <p className="text-muted">No changes yet.</p>;
  return (
    <ol className="divide-y divide-line border-y border-line" aria-label="History">
      {events.map((event) => (
        <li key={event.id} className="py-3">
          <p className="font-bold">{describe(event)}</p>
          <p className="text-small break-words text-muted">
            <time dateTime={event.at}>{formatBusinessTime(event.at)}</time> · {event.actor}
          </p>
        </li>
      ))}
    </ol>
  );
}
