import { formatNumber } from '../../lib/format-number.ts';
import { formatDollars, serviceLabel, type Estimate, type EstimateInput } from '../../lib/estimate.ts';
import { quoteRequestHref } from '../../lib/estimate-query.ts';
import { Button } from '../ui/Button.tsx';

export interface EstimatorResult {
  input: EstimateInput;
  estimate: Estimate;
  /** Changes on every calculation so the live region is rewritten and announced again. */
  id: number;
}

interface EstimateResultProps {
  result: EstimatorResult | null;
}

/**
 * The result card. Its live region is in the DOM from the first render, so screen readers
 * are already listening when the first result is written into it.
 */
export function EstimateResult({ result }: EstimateResultProps) {
  return (
    <section
      aria-labelledby="estimate-title"
      className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
    >
      <h2 id="estimate-title" className="text-2xl">
        Your Estimate
      </h2>
      <div aria-live="polite" aria-atomic="true" className="mt-4 flex grow flex-col">
        {result ? <ResultFigure key={result.id} result={result} /> : <EmptyResult />}
      </div>
      {result ? (
        <Button href={quoteRequestHref(result.input, result.estimate)} className="mt-6 w-full text-center">
          Request a quote with this estimate
        </Button>
      ) : null}
    </section>
  );
}

function EmptyResult() {
  return (
    <p className="flex grow items-center justify-center rounded-lg border-2 border-dashed border-line bg-surface-alt p-6 text-center text-muted">
      Choose a service type, set the size and damage, then press Calculate Estimate to see your price range.
    </p>
  );
}

function ResultFigure({ result }: { result: EstimatorResult }) {
  const { input, estimate } = result;
  const service = serviceLabel(input.service);
  return (
    <div>
      <p className="text-small font-bold tracking-wide text-muted uppercase">Estimated cost</p>
      <p className="mt-1 text-3xl leading-tight font-extrabold tracking-tight text-brand tabular-nums sm:text-4xl">
        {/* Wraps only at the dash on narrow screens, never inside an amount. */}
        <span className="whitespace-nowrap">{formatDollars(estimate.low)}</span> -{' '}
        <span className="whitespace-nowrap">{formatDollars(estimate.high)}</span>
      </p>
      <p className="mt-3 text-muted">
        {service}, {formatNumber(input.sqft)} sq ft, {input.severity}% damage severity, based on typical Charlotte, NC
        pricing.
      </p>
      <p className="mt-4 rounded-lg bg-surface-alt p-4 text-small">
        <strong>Estimate only.</strong> This range is a guide, not a quote. Your price is set after we inspect the
        concrete, and that on-site quote is free.
      </p>
    </div>
  );
}
