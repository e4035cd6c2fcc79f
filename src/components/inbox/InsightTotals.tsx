import { formatNumber } from '../../lib/format-number.ts';
import { describeChange } from '../../lib/insights-format.ts';
import type { Totals } from '../../lib/insights-view.ts';

interface InsightTotalsProps {
  totals: Totals;
  previous: Totals;
}

const cards: { key: keyof Totals; label: string }[] = [
  { key: 'requests', label: 'Quote requests' },
  { key: 'calls', label: 'Calls started' },
  { key: 'texts', label: 'Texts started' },
  { key: 'emails', label: 'E-mails started' },
  { key: 'views', label: 'Page views' },
];

/** One number per card, with how it compares to the period before (which the page names once, above). */
export function InsightTotals({ totals, previous }: InsightTotalsProps) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map(({ key, label }) => (
        <div key={key} className={`rounded-card border border-line bg-white p-4 shadow-card ${key === 'requests' ? 'col-span-2 sm:col-span-1' : ''}`}>
          <dt className="text-small font-bold text-muted">{label}</dt>
          <dd className="mt-1 text-3xl font-extrabold tracking-tight">{formatNumber(totals[key])}</dd>
          <dd className="text-small text-muted">
            {describeChange(totals[key], previous[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
