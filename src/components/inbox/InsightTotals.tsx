import { describeChange, formatCount } from '../../lib/insights-format.ts';
import type { Totals } from '../../../server/insights/report.ts';

interface InsightTotalsProps {
  totals: Totals;
  previous: Totals;
  days: number;
}

const cards: { key: keyof Totals; label: string }[] = [
  { key: 'requests', label: 'Quote requests' },
  { key: 'calls', label: 'Calls started' },
  { key: 'texts', label: 'Texts started' },
  { key: 'emails', label: 'E-mails started' },
  { key: 'views', label: 'Page views' },
];

/** One number per card, with how it compares to the period before. */
export function InsightTotals({ totals, previous, days }: InsightTotalsProps) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map(({ key, label }) => (
        <div key={key} className={`rounded-card border border-line bg-white p-4 shadow-card ${key === 'requests' ? 'col-span-2 sm:col-span-1' : ''}`}>
          <dt className="text-small font-bold text-muted">{label}</dt>
          <dd className="mt-1 text-3xl font-extrabold tracking-tight">{formatCount(totals[key])}</dd>
          <dd className="text-small text-muted">
            {describeChange(totals[key], previous[key])}, from {formatCount(previous[key])} in the {days} days before
          </dd>
        </div>
      ))}
    </dl>
  );
}
