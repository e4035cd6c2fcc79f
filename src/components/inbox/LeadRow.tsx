import { formatBusinessTime } from '../../lib/dates.ts';
import { formatDuration } from '../../lib/response-time.ts';
import { describeVisitMedium } from '../../lib/schedule.ts';
import { Icon } from '../ui/Icon.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import type { LeadSummary, ListVisit } from '../../lib/lead-view.ts';

const visitWords: Record<ListVisit['status'], string> = {
  booked: 'Visit',
  done: 'Visit done',
  'no-show': 'No-show',
  cancelled: 'Visit cancelled',
};

/**
 * The estimate visit under the card: when it is, or how it ended. A customer's cancellation
 * carries its own mark, since the request itself goes back to the status it had (often New).
 */
function VisitLine({ visit }: { visit: ListVisit }) {
  const when = describeVisitMedium(visit);
  if (visit.status === 'cancelled' && visit.byCustomer) {
    return (
      <p className="col-span-2 text-small md:col-span-5">
        <span className="mr-2 inline-block rounded-full border-2 border-danger px-2 font-bold text-danger">Cancelled by the customer</span>
        <span className="text-muted">
          <span className="sr-only">The visit was </span>
          {when}
        </span>
      </p>
    );
  }
  return (
    <p className={`col-span-2 text-small md:col-span-5 ${visit.status === 'booked' ? 'font-bold text-brand' : 'text-muted'}`}>
      {`${visitWords[visit.status]} ${when}`}
    </p>
  );
}

/**
 * One request: the whole card is the link to it (the name's link stretches over the card),
 * unopened ones stand out in bold with an orange edge and dot, and say so to screen readers. On a phone the
 * cells sit in two columns; from md they line up as a table would.
 */
export function LeadRow({ lead }: { lead: LeadSummary }) {
  return (
    <li
      className={`relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 rounded-card border border-line bg-white p-4 shadow-card hover:border-brand has-[a:focus-visible]:outline-[3px] has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand md:grid-cols-[minmax(0,2fr)_minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.5fr)_11rem] md:items-center md:gap-4 ${
        lead.opened ? '' : 'font-bold before:absolute before:inset-y-0 before:left-0 before:w-1 before:rounded-l-card before:bg-action'
      }`}
    >
      <p className="flex min-w-0 items-center gap-2">
        {lead.opened ? null : <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-action" />}
        <a
          href={`/inbox/leads/${lead.id}`}
          className={`min-w-0 break-words text-ink no-underline after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none ${
            lead.opened ? 'font-semibold' : 'font-extrabold'
          }`}
        >
          {lead.opened ? null : <span className="sr-only">Unopened: </span>}
          {lead.name}
          {lead.photos ? <span className="sr-only"> ({lead.photos === 1 ? '1 photo' : `${lead.photos} photos`})</span> : null}
        </a>
        {lead.photos ? (
          <span
            aria-hidden="true"
            title={`${lead.photos} photo${lead.photos === 1 ? '' : 's'}`}
            className="inline-flex shrink-0 items-center gap-1 text-small font-semibold text-muted"
          >
            <Icon name="camera" size={18} />
            {lead.photos}
          </span>
        ) : null}
      </p>
      <p className="row-start-2 md:row-start-auto">
        <span className="sr-only">Service: </span>
        {lead.serviceLabel}
      </p>
      <p className="row-start-2 text-right md:row-start-auto md:text-left">
        <span className="sr-only">Town: </span>
        {lead.town ?? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">not known</span>
          </>
        )}
      </p>
      <p className={`col-span-2 text-small md:col-span-1 ${lead.opened ? 'text-muted' : 'text-ink'}`}>
        <span className="sr-only">Received: </span>
        <time dateTime={lead.receivedAt}>{formatBusinessTime(lead.receivedAt)}</time>
        {lead.waitedMinutes === null ? null : <span className="block font-bold text-action">{`Waiting ${formatDuration(lead.waitedMinutes)}`}</span>}
      </p>
      <p className="col-start-2 row-start-1 text-right md:col-start-auto md:row-start-auto">
        <span className="sr-only">Status: </span>
        <StatusBadge status={lead.status} />
      </p>
      {lead.visit ? <VisitLine visit={lead.visit} /> : null}
    </li>
  );
}
