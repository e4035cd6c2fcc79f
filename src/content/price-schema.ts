/**
 * The owner's price list (/inbox/site/prices): one entry per price the site or a quote states.
 * Pages never type a figure: they name an entry (src/lib/prices.ts), so a publish of a changed
 * entry changes every page, the estimator and the structured data together.
 */
import { z } from 'zod';
import { text } from '../config/business-schema.ts';
import { estimatorServices } from './estimator.ts';
import { editableFields, fieldRules, type Choice } from '../config/editable-fields.ts';

/**
 * What an entry belongs to: a service (the slugs of services.ts, which states prices and so cannot
 * be imported here), or the town pages' prices that cover several services.
 */
export const priceServices = ['driveway-repair', 'crack-repair', 'resurfacing', 'leveling', 'commercial', 'general'] as const;
export type PriceService = (typeof priceServices)[number];

/** 'percent' is a saving or a share, such as "30–50% less than replacement". */
export const priceUnits = ['sqft', 'lft', 'each', 'job', 'percent'] as const;
export type PriceUnit = (typeof priceUnits)[number];

/**
 * Where an entry is shown besides the sentences that name it: the estimator's rate for its
 * service, the service's typical range (its page's "Typical cost" and the structured data's
 * offer), both, or nowhere else (quotes and the pages that name it).
 */
export const priceRoles = ['estimator', 'typical', 'both', 'quotes'] as const;
export type PriceRole = (typeof priceRoles)[number];

export const maxPrice = 100_000;

const amount = (label: string) =>
  z
    .number({ error: `${label} is a whole number of dollars, such as 300.` })
    .int(`${label} is a whole number of dollars, without cents.`)
    .min(0, `${label} cannot be below $0.`)
    .max(maxPrice, `${label} can be at most $100,000.`);

/**
 * The choices of the price form's two lists, passed in by the form (src/content/site-collections.ts):
 * their words are services.ts's titles and src/lib/prices.ts's units, and both of those read this file.
 */
export interface PriceChoices {
  service: readonly Choice[];
  unit: readonly Choice[];
}

/** An entry's fields as the owner edits them (/inbox/site/prices), declared once for the form, the server and the build. */
export function priceFields(choices: PriceChoices) {
  return editableFields({
    service: { control: { type: 'select', label: 'Service', options: choices.service }, rule: z.enum(priceServices, { error: 'Choose the service this price belongs to.' }), read: 'trim', blank: '' },
    name: {
      control: { type: 'text', label: 'Name', hint: 'What the price is for, e.g. Epoxy crack injection.' },
      rule: text('The name', 80).min(1, 'Enter a name, e.g. Epoxy crack injection.'),
      read: 'text',
      blank: '',
    },
    unit: { control: { type: 'select', label: 'Unit', options: choices.unit }, rule: z.enum(priceUnits, { error: 'Choose a unit: per sq ft, per linear ft, each, per job or percent.' }), read: 'trim', blank: '' },
    low: {
      control: { type: 'text', label: 'Low', inputMode: 'numeric', hint: 'Whole dollars, e.g. 3 or 1000, up to $100,000; for percent, the percentage.', narrow: true },
      rule: amount('Low'),
      read: 'number',
      blank: '',
    },
    high: {
      control: { type: 'text', label: 'High', inputMode: 'numeric', hint: 'At least Low. The same as Low for one figure.', narrow: true },
      rule: amount('High'),
      read: 'number',
      blank: '',
    },
    role: {
      control: {
        type: 'select',
        label: 'Shown as',
        hint: "Each estimator service needs one estimator rate, per sq ft or per job. A service's typical range is its page's Typical cost and what search engines read.",
        options: [
          { value: 'estimator', label: "The estimator's rate for this service" },
          { value: 'typical', label: "This service's typical range" },
          { value: 'both', label: "Both the estimator's rate and the typical range" },
          { value: 'quotes', label: 'Only where a page or a quote names it' },
        ],
      },
      rule: z.enum(priceRoles, { error: 'Choose where this price is shown.' }),
      read: 'trim',
      blank: 'quotes',
    },
  });
}

/** The rules read no choices. */
export const priceEntry = z
  .object(fieldRules(priceFields({ service: [], unit: [] })))
  .superRefine((entry, context) => {
    if (entry.low > entry.high) context.addIssue({ code: 'custom', path: ['high'], message: 'High must be at least Low.' });
    if (entry.unit === 'percent' && entry.high > 100) context.addIssue({ code: 'custom', path: ['high'], message: 'A percentage can be at most 100.' });
    if (entry.unit === 'percent' && entry.role !== 'quotes')
      context.addIssue({ code: 'custom', path: ['role'], message: 'A percentage is not a price in dollars: show it only where a page names it.' });
    const estimates = entry.role === 'estimator' || entry.role === 'both';
    if (estimates && !estimatorServices.some((service) => service.slug === entry.service))
      context.addIssue({ code: 'custom', path: ['role'], message: 'The estimator has no rate for this service: choose another place to show it.' });
    else if (estimates && entry.unit !== 'sqft' && entry.unit !== 'job')
      context.addIssue({ code: 'custom', path: ['unit'], message: 'The estimator multiplies a rate by square feet or charges it per job: choose per sq ft or per job.' });
  });
export type PriceEntry = z.infer<typeof priceEntry>;

export interface PriceItem {
  id: string;
  data: PriceEntry;
}

/** Whether an entry is the estimator's rate, or its service's typical range. */
export const isEstimatorRate = (entry: PriceEntry) => entry.role === 'estimator' || entry.role === 'both';
export const isTypicalRange = (entry: PriceEntry) => entry.role === 'typical' || entry.role === 'both';

/**
 * What the whole list must hold, in the owner's words: the estimator's formula needs exactly one
 * rate for each of its services, a service page shows one typical range, and the pages that ship
 * with the site name the repository's entries, which must stay.
 */
export function priceListIssues(list: readonly PriceItem[], requiredIds: readonly string[]): { id: string | undefined; message: string }[] {
  const issues: { id: string | undefined; message: string }[] = [];
  for (const service of estimatorServices) {
    const rates = list.filter((item) => item.data.service === service.slug && isEstimatorRate(item.data));
    if (rates.length === 0) issues.push({ id: undefined, message: `The estimator needs a rate for ${service.label}: show one of its prices as the estimator's rate.` });
    if (rates.length > 1) issues.push({ id: rates[1]!.id, message: `${service.label} has two estimator rates: show only one as the estimator's rate.` });
  }
  for (const service of priceServices) {
    const typical = list.filter((item) => item.data.service === service && isTypicalRange(item.data));
    if (typical.length > 1) issues.push({ id: typical[1]!.id, message: `${typical[0]!.data.name} is already this service's typical range: show only one.` });
  }
  for (const id of requiredIds) {
    if (!list.some((item) => item.id === id)) issues.push({ id, message: `The price "${id}" is named by the site's pages and must stay in the list.` });
  }
  return issues;
}
