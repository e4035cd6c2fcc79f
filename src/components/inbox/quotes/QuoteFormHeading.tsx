import { formatBusinessTime } from '../../../lib/dates.ts';
import type { QuoteFormView } from '../../../lib/quote-owner-view.ts';

/** The form's heading: whose quote, and which version it writes. */
export function QuoteFormHeading({ view }: { view: QuoteFormView }) {
  const { lead, state } = view;
  const writing =
    state.kind === 'first'
      ? 'Nothing is sent yet. Save a draft as often as you like; "Send quote" sends version 1.'
      : state.kind === 'next'
        ? `Version ${state.sentVersion} is with the customer. Your changes make version ${state.sentVersion + 1} when you send them.`
        : null;
  return (
    <div className="mb-6">
      <p>
        <a href={`/inbox/leads/${lead.id}`} className="inline-flex min-h-11 items-center font-semibold">
          ← Request {lead.reference}
        </a>
      </p>
      <h1 className="break-words">Quote for {lead.name}</h1>
      {writing ? <p className="mt-2 max-w-prose text-muted">{writing}</p> : null}
      {view.savedAt ? <p className="mt-1 text-small text-muted">{`Draft saved ${formatBusinessTime(view.savedAt.at)} by ${view.savedAt.by}.`}</p> : null}
      {view.bookedVisit ? (
        <p className="mt-4 max-w-prose rounded-card border border-line border-l-8 border-l-action bg-white p-4">
          {`The estimate visit is still booked (${view.bookedVisit}). Save a draft now if you like; to send the quote, first mark the visit done on the `}
          <a href="/inbox/schedule" className="font-semibold underline">
            Schedule tab
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}

/** The saved draft's totals, as the customer will see them. */
export function QuoteSavedTotals({ view }: { view: QuoteFormView }) {
  const totals = view.totals!;
  const rows: [string, string][] = [
    ['Subtotal', totals.subtotal],
    ...(totals.tax ? ([['Sales tax', totals.tax]] as [string, string][]) : []),
    ['Total', totals.total],
    ...(totals.withOptions ? ([['With every option', totals.withOptions]] as [string, string][]) : []),
    ...(totals.deposit ? ([['Deposit', totals.deposit]] as [string, string][]) : []),
  ];
  return (
    <>
      <dl className="divide-y divide-line border-y border-line">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3 py-2">
            <dt className={term === 'Total' ? 'font-bold' : ''}>{term}</dt>
            <dd className={`tabular-nums ${term === 'Total' ? 'font-bold' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-small text-muted">Of the draft as last saved; the deposit is of the total without options.</p>
    </>
  );
}
