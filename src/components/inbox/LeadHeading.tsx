import { formatBusinessTime } from '../../lib/dates.ts';
import { StatusBadge } from './StatusBadge.tsx';
import type { LeadDetail } from '../../lib/lead-view.ts';

export function LeadHeading({ lead }: { lead: LeadDetail }) {
  return (
    <div className="mb-6">
      <p>
        <a href="/inbox" className="inline-flex min-h-11 items-center font-semibold">
          ← All requests
        </a>
      </p>
      <h1 className="break-words">
        Request {lead.reference}: {lead.name}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
        <StatusBadge status={lead.status} />
        <span>
          {lead.serviceLabel} · received <time dateTime={lead.receivedAt}>{formatBusinessTime(lead.receivedAt)}</time>
        </span>
      </p>
    </div>
  );
}
