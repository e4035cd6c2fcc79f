import { formatNumber } from '../../../lib/format-number.ts';
import { formatRate } from '../../../lib/insights-format.ts';
import { formatCents } from '../../../lib/quote-money.ts';
import type { QuoteInsightsView } from '../../../lib/quote-owner-view.ts';
import { ShareBar } from '../ShareBar.tsx';

/** "2.5 days"; "under an hour" for a same-day yes. */
function days(value: number | null): string {
  if (value === null) return '—';
  if (value < 1 / 24) return 'under an hour';
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} days`;
}

/**
 * Written quotes in the period: how many went out, how many were approved, how fast, and which
 * pages brought the requests that became paying jobs (in dollars approved).
 */
export function QuoteInsights({ view, pageName }: { view: QuoteInsightsView; pageName: (path: string) => string }) {
  const cards = [
    { label: 'Quotes sent', value: formatNumber(view.sent) },
    {
      label: 'Approved',
      value: view.approvalRate === null ? '—' : `${formatRate(view.approvalRate)}`,
      note: view.sent ? `${formatNumber(view.approved)} of ${formatNumber(view.sent)} sent` : 'none sent',
    },
    // On a phone the two wider figures take a row each.
    { label: 'Approved dollars', value: formatCents(view.approvedCents), wide: true },
    { label: 'Request to approval', value: days(view.medianDaysToApproval), note: 'median', wide: true },
  ];
  const largest = Math.max(...view.byPage.map((page) => page.totalCents));
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className={`rounded-card border border-line bg-surface-alt p-4 ${'wide' in card ? 'col-span-2 lg:col-span-1' : ''}`}>
            <dt className="text-small font-bold text-muted">{card.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold tracking-tight">{card.value}</dd>
            {card.note ? <dd className="text-small text-muted">{card.note}</dd> : null}
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-lg">Approved dollars by the page that brought the request</h3>
      {view.byPage.length === 0 ? (
        <p className="mt-2 text-muted">No quote was approved in this period.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {view.byPage.map((page) => (
            <li key={page.path ?? ''}>
              <p className="flex justify-between gap-3">
                <span className="break-words">
                  {page.path ? pageName(page.path) : 'Page not known'}
                  {page.path ? <span className="block text-small text-muted">{page.path}</span> : null}
                </span>
                <span className="text-right font-bold whitespace-nowrap">
                  {formatCents(page.totalCents)}
                  <span className="block text-small font-normal text-muted">{page.approved === 1 ? '1 job' : `${formatNumber(page.approved)} jobs`}</span>
                </span>
              </p>
              <ShareBar value={page.totalCents} largest={largest} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 max-w-prose text-small text-muted">
        Quotes first sent in this period, and approvals signed in it. A job counts for the page that linked to the quote form, as requests do above.
      </p>
    </>
  );
}
