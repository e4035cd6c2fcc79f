import { useEffect, useState, type SubmitEvent } from 'react';
import { estimatorServices, severityRange, squareFootageRange, type EstimatorRate } from '../../content/estimator.ts';
import { formatNumber } from '../../lib/format-number.ts';
import { estimateCost, isEstimatorService, type EstimateInput } from '../../lib/estimate.ts';
import { estimatorQuery, initialInputs, parseEstimatorQuery, type EstimatorInputs } from '../../lib/estimate-query.ts';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { buttonClass } from '../ui/Button.tsx';
import { controlClass } from '../ui/FormField.tsx';
import { EstimateResult, type EstimatorResult } from './EstimateResult.tsx';
import { RangeField } from './RangeField.tsx';

/**
 * The estimator island: Project Details form and result card. Its rates are the owner's published
 * price list, handed over by the page: the browser's bundle holds no price of its own.
 */
export function CostEstimator({ rates }: { rates: readonly EstimatorRate[] }) {
  return (
    <ErrorBoundary>
      <EstimatorPanel rates={rates} />
    </ErrorBoundary>
  );
}

function EstimatorPanel({ rates }: { rates: readonly EstimatorRate[] }) {
  const [inputs, setInputs] = useState<EstimatorInputs>(initialInputs);
  const [result, setResult] = useState<EstimatorResult | null>(null);
  // The server renders the controls disabled: without JavaScript they could not calculate anything.
  const [ready, setReady] = useState(false);

  function show(input: EstimateInput) {
    setResult((previous) => ({ input, estimate: estimateCost(input, rates), id: (previous?.id ?? 0) + 1 }));
    // Keeps the shareable URL in step with what is shown, without adding history entries.
    window.history.replaceState(window.history.state, '', `${estimatorQuery(input)}${window.location.hash}`);
  }

  useEffect(() => {
    const fromUrl = parseEstimatorQuery(window.location.search);
    setInputs(fromUrl);
    if (fromUrl.service) show({ ...fromUrl, service: fromUrl.service });
    setReady(true);
  }, []);

  function calculate(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec: with no service chosen, Calculate does nothing and shows no message.
    if (!inputs.service) return;
    show({ ...inputs, service: inputs.service });
  }

  function update(patch: Partial<EstimatorInputs>) {
    setInputs((current) => ({ ...current, ...patch }));
  }

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="project-details-title" className="rounded-card border border-line bg-white p-6 shadow-card">
        <h2 id="project-details-title" className="text-2xl">
          Project Details
        </h2>
        <noscript>
          <p className="mt-3 rounded-lg bg-surface-alt p-4 text-small">
            The calculator needs JavaScript. The <a href="#rates">rate table below</a> has the same figures, or call us
            for a free estimate.
          </p>
        </noscript>
        <form onSubmit={calculate} className="mt-5 space-y-7">
          <div>
            <label htmlFor="service" className="block font-bold">
              Service Type
            </label>
            <select
              id="service"
              name="service"
              value={inputs.service ?? ''}
              disabled={!ready}
              onChange={(event) => {
                const value = event.currentTarget.value;
                update({ service: isEstimatorService(value) ? value : null });
              }}
              className={`mt-2 ${controlClass(false)} disabled:cursor-not-allowed`}
            >
              <option value="">Select a service</option>
              {estimatorServices.map((service) => (
                <option key={service.slug} value={service.slug}>
                  {service.label}
                </option>
              ))}
            </select>
          </div>
          <RangeField
            id="sqft"
            label="Square Footage"
            range={squareFootageRange}
            value={inputs.sqft}
            onChange={(sqft) => update({ sqft })}
            display={(v) => `${formatNumber(v)} sq ft`}
            valueText={(v) => `${formatNumber(v)} square feet`}
            hint="A single-car driveway is about 200-300 sq ft; a two-car driveway about 400-600."
            minLabel={`${squareFootageRange.min} sq ft`}
            maxLabel={`${formatNumber(squareFootageRange.max)} sq ft`}
            disabled={!ready}
          />
          <RangeField
            id="severity"
            label="Damage Severity"
            range={severityRange}
            value={inputs.severity}
            onChange={(severity) => update({ severity })}
            display={(v) => `${v}%`}
            valueText={(v) => `${v} percent`}
            hint="0% is light surface wear or hairline cracks; 100% is wide cracks, deep spalling or a badly sunken slab."
            minLabel="Minor"
            maxLabel="Severe"
            disabled={!ready}
          />
          <button type="submit" disabled={!ready} className={buttonClass('action', 'w-full disabled:cursor-not-allowed disabled:opacity-60')}>
            Calculate Estimate
          </button>
        </form>
      </section>
      <EstimateResult result={result} />
    </div>
  );
}
