import { formatBusinessTime } from '../../lib/dates.ts';
import type { LeadSummary } from '../../../server/inbox/leads.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** Newest first; one card per request on a phone, one line per request on a wide screen. */
export function LeadList({ leads }: { leads: readonly LeadSummary[] }) {
  if (leads.length === 0) {
    return <p className="rounded-card border border-line bg-white p-6 text-muted">No quote requests yet. New ones appear here as soon as they are sent.</p>;
  }
  return (
    <ul className="space-y-3" aria-label="Quote requests">
      {leads.map((lead) => (
        <li
          key={lead.id}
          className="grid gap-1 rounded-card border border-line bg-white p-4 shadow-card md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,2fr)_auto] md:items-center md:gap-4"
        >
          <p className="font-bold break-words">
            <a href={`/inbox/leads/${lead.id}`}>{lead.name}</a>
          </p>
          <p>{lead.serviceLabel}</p>
          <p className="text-small text-muted">
            <time dateTime={lead.receivedAt}>{formatBusinessTime(lead.receivedAt)}</time>
          </p>
          <p className="md:text-right">
            <span className="sr-only">Status: </span>
            <StatusBadge status={lead.status} />
          </p>
        </li>
      ))}
    </ul>
  );
}
