/**
 * The cost estimator's services, sliders and multiplier (docs/architecture.md section 5). Its rates are entries
 * of the owner's price list (src/content/price-list.ts), which the page hands to the island, so
 * the formula, the island and the no-JS rate table can never show two different prices.
 * This module is bundled into the estimator island: keep it to plain data.
 */

import type { IconName } from './icons.ts';

export type EstimatorServiceSlug = 'crack-repair' | 'leveling' | 'resurfacing' | 'driveway-repair';

export interface EstimatorService {
  slug: EstimatorServiceSlug;
  /** Option label in the Service Type select; equals the service page title. */
  label: string;
  /** The service in a sentence: 'crack repair'. */
  noun: string;
}

/** In the order of the Service Type select. */
export const estimatorServices: readonly EstimatorService[] = [
  { slug: 'crack-repair', label: 'Crack Repair', noun: 'crack repair' },
  { slug: 'leveling', label: 'Concrete Leveling', noun: 'leveling' },
  { slug: 'resurfacing', label: 'Concrete Resurfacing', noun: 'resurfacing' },
  { slug: 'driveway-repair', label: 'Driveway Repair', noun: 'driveway repair' },
];

export interface EstimatorRate extends EstimatorService {
  /** 'flat' is a per-job price whatever the size; 'per-sqft' is multiplied by the square footage. */
  basis: 'flat' | 'per-sqft';
  /** Whole dollars, before the damage severity multiplier. */
  low: number;
  high: number;
}

export interface SliderRange {
  min: number;
  max: number;
  step: number;
  initial: number;
}

export const squareFootageRange: SliderRange = { min: 50, max: 1000, step: 50, initial: 200 };
export const severityRange: SliderRange = { min: 0, max: 100, step: 10, initial: 50 };

/**
 * Severity multiplier 0.8 + severity/100 x 0.4, kept as the integer fraction (200 + severity) / 250
 * so the formula never meets a binary rounding error (0.8 + 0.7 x 0.4 is 1.0799999... in floats).
 */
export const severityMultiplier = { base: 200, divisor: 250 } as const;

export interface CostFactor {
  icon: IconName;
  title: string;
  text: string;
}

/** 'What Affects Cost?' on the estimator page. */
export const costFactors: readonly CostFactor[] = [
  {
    icon: 'layers',
    title: 'Size and scope',
    text: 'Leveling, resurfacing and driveway work are priced by the square foot, so a 600 sq ft driveway costs about three times a 200 sq ft patio. Crack repair is priced per job, so sealing several cracks in one visit costs less than calling us back for each.',
  },
  {
    icon: 'hammer',
    title: 'Extent of damage',
    text: 'Hairline cracks and light surface wear sit at the low end; wide cracks, deep spalling or a slab that has dropped several inches need more material and labor. When more than 30% of a surface is damaged, replacement can be the better buy, and we will tell you so.',
  },
  {
    icon: 'driveway',
    title: 'Accessibility',
    text: 'A driveway we can reach from the street is quicker to repair than a back patio behind a fence or a basement slab where every tool and bag of material is carried in by hand.',
  },
  {
    icon: 'shield',
    title: 'Material quality',
    text: 'Polyurethane foam, epoxy injection and polymer-modified overlays cost more than basic fillers and cold patch, but they bond, flex and hold up through Charlotte summers and freeze-thaw nights.',
  },
  {
    icon: 'pin',
    title: 'Location in the metro area',
    text: 'Travel time, parking and site rules differ from Uptown Charlotte streets to Gastonia or Kannapolis. Anything that affects your price is written into your quote, never added as a surprise fee.',
  },
  {
    icon: 'hardHat',
    title: 'Permits and preparation',
    text: 'Most home repairs need no permit, but work in a public right of way or on a commercial site can. Removing old coatings, cutting roots or fixing the drainage that caused the damage also adds time.',
  },
];
