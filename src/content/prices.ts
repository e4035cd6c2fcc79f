import type { PriceEntry, PriceItem } from './price-schema.ts';

/**
 * The price list as the repository ships it: the figures as docs/architecture.md section 4
 * resolves them (resurfacing $3-8 per sq ft everywhere, leveling $5-12 per sq ft, Gastonia one
 * range). The ids are the names the pages use ({price:resurfacing}); the owner's edits replace
 * the figures, never the ids.
 */
const entries: Record<string, PriceEntry> = {
  'driveway-repair': { service: 'driveway-repair', name: 'Driveway repair', unit: 'job', low: 300, high: 3000, role: 'typical' },
  'driveway-repair-rate': { service: 'driveway-repair', name: 'Driveway repair by area', unit: 'sqft', low: 2, high: 6, role: 'estimator' },
  'driveway-minor': { service: 'driveway-repair', name: 'Minor driveway repair', unit: 'job', low: 300, high: 500, role: 'quotes' },
  'driveway-major': { service: 'driveway-repair', name: 'Major driveway repair', unit: 'job', low: 1000, high: 3000, role: 'quotes' },
  'crack-repair': { service: 'crack-repair', name: 'Crack repair', unit: 'job', low: 200, high: 1500, role: 'typical' },
  'crack-repair-rate': { service: 'crack-repair', name: 'Single crack repair', unit: 'job', low: 300, high: 800, role: 'estimator' },
  'crack-sealing': { service: 'crack-repair', name: 'Minor crack sealing', unit: 'job', low: 200, high: 200, role: 'quotes' },
  'minor-crack-repair': { service: 'crack-repair', name: 'Minor crack repair', unit: 'job', low: 300, high: 500, role: 'quotes' },
  'epoxy-injection': { service: 'crack-repair', name: 'Epoxy crack injection', unit: 'job', low: 500, high: 1500, role: 'quotes' },
  resurfacing: { service: 'resurfacing', name: 'Resurfacing', unit: 'sqft', low: 3, high: 8, role: 'both' },
  'resurfacing-saving': { service: 'resurfacing', name: 'Resurfacing, less than replacement', unit: 'percent', low: 50, high: 75, role: 'quotes' },
  leveling: { service: 'leveling', name: 'Leveling job', unit: 'job', low: 500, high: 2500, role: 'typical' },
  'leveling-rate': { service: 'leveling', name: 'Leveling by area', unit: 'sqft', low: 5, high: 12, role: 'estimator' },
  'leveling-saving': { service: 'leveling', name: 'Leveling, less than replacement', unit: 'percent', low: 50, high: 70, role: 'quotes' },
  'repair-saving': { service: 'general', name: 'Repair, less than replacement', unit: 'percent', low: 30, high: 50, role: 'quotes' },
  'town-north': { service: 'general', name: 'Typical job in Huntersville and Pineville', unit: 'job', low: 350, high: 2800, role: 'quotes' },
  'town-west': { service: 'general', name: 'Typical job in Gastonia and Kannapolis', unit: 'job', low: 300, high: 2500, role: 'quotes' },
};

export const defaultPrices: readonly PriceItem[] = Object.entries(entries).map(([id, data]) => ({ id, data }));

/** The entries the pages shipped with the site name: the owner changes their figures, never removes them. */
export const repositoryPriceIds: readonly string[] = Object.keys(entries);
