import { severityMultiplier, severityRange } from '../../content/estimator.ts';
import { estimatorRates } from '../../content/price-list.ts';
import { estimateCost, formatEstimate } from '../../lib/estimate.ts';
import { formatPrice } from '../../lib/prices.ts';

const factorAt = (severity: number) =>
  ((severityMultiplier.base + severity) / severityMultiplier.divisor).toFixed(1);
const example = { service: 'leveling', sqft: 350, severity: 70 } as const;

const basisLabel = { flat: 'per job', 'per-sqft': 'per sq ft' } as const;

/**
 * The estimator's base rates as plain HTML, read from the same data as the formula, so the
 * figures are there for visitors without JavaScript and for search engines.
 */
export function RateTable() {
  return (
    <div className="max-w-3xl overflow-hidden rounded-card border border-line bg-white shadow-card">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Base prices before the damage severity adjustment</caption>
        <thead className="bg-surface-alt text-small">
          <tr>
            <th scope="col" className="px-4 py-3 font-bold sm:px-6">
              Service
            </th>
            <th scope="col" className="px-4 py-3 font-bold sm:px-6">
              Base price
            </th>
          </tr>
        </thead>
        <tbody>
          {estimatorRates.map((rate) => (
            <tr key={rate.slug} className="border-t border-line">
              <th scope="row" className="px-4 py-3 font-semibold sm:px-6">
                <a href={`/services/${rate.slug}`} className="underline underline-offset-2">
                  {rate.label}
                </a>
              </th>
              <td className="px-4 py-3 sm:px-6">
                {/* The range in the one price format, its unit lighter beside it: "$3–$8 per sq ft". */}
                <span className="font-semibold whitespace-nowrap tabular-nums">{formatPrice({ ...rate, unit: 'job' })}</span>{' '}
                <span className="text-muted whitespace-nowrap">{basisLabel[rate.basis]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t border-line px-4 py-4 text-small text-muted sm:px-6">
        Both figures are then multiplied by a damage factor: {factorAt(severityRange.min)} at {severityRange.min}%
        severity, {factorAt(50)} at 50% and {factorAt(severityRange.max)} at {severityRange.max}%, and rounded to whole
        dollars. Example: {example.sqft} sq ft of concrete leveling at {example.severity}% damage comes to{' '}
        {formatEstimate(estimateCost(example, estimatorRates))}.
      </p>
    </div>
  );
}
