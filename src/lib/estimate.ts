import { formatNumber } from './format-number.ts';
import {
  estimatorServices,
  severityMultiplier,
  type EstimatorRate,
  type EstimatorServiceSlug,
} from '../content/estimator.ts';

export interface EstimateInput {
  service: EstimatorServiceSlug;
  /** Square feet; the page offers 50-1000 in steps of 50. */
  sqft: number;
  /** Damage severity in percent, 0-100. */
  severity: number;
}

export interface Estimate {
  /** Whole dollars. */
  low: number;
  high: number;
}

export function isEstimatorService(value: unknown): value is EstimatorServiceSlug {
  return estimatorServices.some((service) => service.slug === value);
}

/** The Service Type select's label of a service: 'Concrete Leveling'. */
export function serviceLabel(service: EstimatorServiceSlug): string {
  const found = estimatorServices.find((s) => s.slug === service);
  if (!found) throw new RangeError(`Unknown estimator service: ${service}`);
  return found.label;
}

/** A service's rate among the published ones (src/content/price-list.ts hands them to the page). */
export function rateFor(rates: readonly EstimatorRate[], service: EstimatorServiceSlug): EstimatorRate {
  const rate = rates.find((r) => r.slug === service);
  if (!rate) throw new RangeError(`Unknown estimator service: ${service}`);
  return rate;
}

/**
 * bound x (0.8 + severity/100 x 0.4), rounded half up to whole dollars. The multiplier is applied
 * as the fraction (200 + severity) / 250 with a single division, so whole-number inputs give an
 * exact quotient and 1,890 never turns into 1,889.99999.
 */
function applySeverity(amount: number, severity: number): number {
  return Math.round((amount * (severityMultiplier.base + severity)) / severityMultiplier.divisor);
}

/** The spec's estimator formula (section 9) with the published rates. Inputs are taken as given: clamp them first. */
export function estimateCost({ service, sqft, severity }: EstimateInput, rates: readonly EstimatorRate[]): Estimate {
  const rate = rateFor(rates, service);
  const size = rate.basis === 'flat' ? 1 : sqft;
  return {
    low: applySeverity(rate.low * size, severity),
    high: applySeverity(rate.high * size, severity),
  };
}

/** '$1,890' */
export function formatDollars(value: number): string {
  return `$${formatNumber(value)}`;
}

/** '$1,890 - $4,536', the spec's result format. */
export function formatEstimate({ low, high }: Estimate): string {
  return `${formatDollars(low)} - ${formatDollars(high)}`;
}
