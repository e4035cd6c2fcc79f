import { LeadRow } from './LeadRow.tsx';
import type { LeadSummary } from '../../lib/lead-view.ts';

interface LeadListProps {
  leads: readonly LeadSummary[];
  /** Whether a filter or search is narrowing the list, which changes what "empty" means. */
  filtered: boolean;
}

/** Newest first; one card per request on a phone, one line per request on a wide screen. */
export function LeadList({ leads, filtered }: LeadListProps) {
  if (leads.length === 0) {
    return (
      <p className="rounded-card border border-line bg-white p-6 text-muted">
        {filtered ? (
          <>
            No requests match. <a href="/inbox" className="font-bold">Show all requests</a>
          </>
        ) : (
          'No quote requests yet. New ones appear here as soon as they are sent.'
        )}
      </p>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Quote requests">
      {leads.map((lead) => (
        <LeadRow key={lead.id} lead={lead} />
      ))}
    </ul>
  );
}
