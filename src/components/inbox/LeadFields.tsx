import type { ReactNode } from 'react';
import { formatBusinessTime } from '../../lib/dates.ts';
import type { LeadDetail } from '../../lib/lead-view.ts';
import { FactList } from '../ui/FactList.tsx';

const visitOutcomeNames = { cancelled: 'cancelled', done: 'done', 'no-show': 'no-show' } as const;

/** Every field of the request as the visitor typed it; React escapes it all as text. */
export function LeadFields({ lead, pageName }: { lead: LeadDetail; pageName: (path: string) => string }) {
  const rows: [string, ReactNode][] = [
    ['Name', lead.name],
    ['Phone', lead.phone],
    ['E-mail', lead.email || <span className="text-muted">Not given</span>],
    ['Property address', lead.address || <span className="text-muted">Not given</span>],
    ['Service', lead.serviceLabel],
    ['Received', <time dateTime={lead.receivedAt}>{formatBusinessTime(lead.receivedAt)}</time>],
    ['Reference', lead.reference],
    ['Came from', lead.source ? pageName(lead.source) : <span className="text-muted">Not recorded</span>],
  ];
  if (lead.referrerHost) rows.push(['Arrived from', lead.referrerHost]);
  const campaign = Object.entries(lead.campaign).filter(([, value]) => value !== null);
  if (campaign.length) rows.push(['Campaign', campaign.map(([tag, value]) => `${tag}: ${value}`).join(', ')]);
  // The booked visit, or the outcome of the last one: recorded outcomes stay in view.
  if (lead.visit) {
    rows.push([
      'Estimate visit',
      <>
        {lead.visit.window}
        {lead.visit.status === 'booked' ? ' ' : ` (${visitOutcomeNames[lead.visit.status]}) `}
        <a href="/inbox/schedule" className="font-semibold underline underline-offset-2">
          (Schedule)
        </a>
      </>,
    ]);
  }
  return (
    <>
      <FactList rows={rows} terms="wide" />
      <h3 className="mt-6 text-lg">Project details</h3>
      <p className="mt-2 max-w-prose break-words whitespace-pre-wrap">{lead.message || <span className="text-muted">Not given</span>}</p>
    </>
  );
}
