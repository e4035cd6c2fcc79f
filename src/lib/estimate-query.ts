import {
  severityRange,
  squareFootageRange,
  type EstimatorServiceSlug,
  type SliderRange,
} from '../content/estimator.ts';
import { fromParam } from './attribution.ts';
import { formatEstimate, isEstimatorService, serviceLabel, type Estimate, type EstimateInput } from './estimate.ts';
import { formatNumber } from './format-number.ts';

/** The estimator's inputs; service is null until the visitor picks one. */
export interface EstimatorInputs {
  service: EstimatorServiceSlug | null;
  sqft: number;
  severity: number;
}

export const initialInputs: EstimatorInputs = {
  service: null,
  sqft: squareFootageRange.initial,
  severity: severityRange.initial,
};

/** The nearest value the slider can take: clamped into range, then snapped to a step from min. */
export function clampToStep(value: number, range: SliderRange): number {
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const snapped = range.min + Math.round((clamped - range.min) / range.step) * range.step;
  return Math.min(range.max, snapped);
}

/** A finite number from a query value, or null for anything else ('', 'abc', 'Infinity', '0x10'). */
function parseNumber(raw: string | null): number | null {
  if (raw === null) return null;
  const text = raw.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function parseSlider(raw: string | null, range: SliderRange): number {
  const value = parseNumber(raw);
  return value === null ? range.initial : clampToStep(value, range);
}

/**
 * Inputs from a shared or bookmarked URL's query (?service=leveling&sqft=350&severity=70).
 * Never throws: an unknown service is ignored, numbers are clamped to the nearest valid step,
 * and malformed numbers fall back to the defaults.
 */
export function parseEstimatorQuery(search: string | URLSearchParams): EstimatorInputs {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const service = params.get('service');
  return {
    service: isEstimatorService(service) ? service : null,
    sqft: parseSlider(params.get('sqft'), squareFootageRange),
    severity: parseSlider(params.get('severity'), severityRange),
  };
}

/** '?service=leveling&sqft=350&severity=70', the query parseEstimatorQuery reads back. */
export function estimatorQuery({ service, sqft, severity }: EstimateInput): string {
  return `?service=${service}&sqft=${sqft}&severity=${severity}`;
}

/** 'Cost estimator: Concrete Leveling, 350 sq ft, 70% damage severity, estimate $1,890 - $4,536.' */
export function estimateSummary(input: EstimateInput, estimate: Estimate): string {
  const label = serviceLabel(input.service);
  const range = formatEstimate(estimate);
  return `Cost estimator: ${label}, ${formatNumber(input.sqft)} sq ft, ${input.severity}% damage severity, estimate ${range}.`;
}

/** Where the estimator lives: its hand-off to the quote form names it as the page the visitor came from. */
export const estimatorPath = '/tools/cost-estimator';

/**
 * The note on /contact that says the estimate is in the form below it, shown only when the address
 * names it (`:target`, no script), so the page opens on the filled-in form instead of at the top.
 */
export const estimateAddedId = 'estimate-added';

/**
 * The hand-off to the quote form, by the contract with /contact:
 * /contact?service=<slug>&message=<url-encoded text>&from=/tools/cost-estimator#estimate-added.
 * encodeURIComponent (not URLSearchParams) so spaces become %20, which every decoder reads back as a space.
 */
export function quoteRequestHref(input: EstimateInput, estimate: Estimate): string {
  return `/contact?service=${encodeURIComponent(input.service)}&message=${encodeURIComponent(estimateSummary(input, estimate))}&${fromParam}=${estimatorPath}#${estimateAddedId}`;
}
