import type { QuoteTotals as Totals } from '../../lib/quote-document-view.ts';
import { formatCents, formatRate } from '../../lib/quote-money.ts';

/** Subtotal, the tax as its own line when there is tax, the total and the deposit. */
export function QuoteTotals({ totals, taxRateBp }: { totals: Totals; taxRateBp: number }) {
  const rows = [
    { term: 'Subtotal', value: totals.subtotalCents },
    ...(taxRateBp > 0 ? [{ term: `Sales tax (${formatRate(taxRateBp)})`, value: totals.taxCents }] : []),
  ];
  return (
    <dl className="divide-y divide-line border-y border-line">
      {rows.map((row) => (
        <div key={row.term} className="flex justify-between gap-4 py-2">
          <dt>{row.term}</dt>
          <dd className="tabular-nums">{formatCents(row.value)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-2 text-xl font-extrabold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatCents(totals.totalCents)}</dd>
      </div>
      {totals.depositCents !== null ? (
        <div className="flex justify-between gap-4 py-2 font-bold">
          <dt>Deposit to schedule the work</dt>
          <dd className="tabular-nums">{formatCents(totals.depositCents)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
