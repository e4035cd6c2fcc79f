import { describe, expect, it } from 'vitest';
import { priceEntry, priceListIssues, priceServices, type PriceItem } from '../../src/content/price-schema.ts';
import { services } from '../../src/content/services.ts';
import { defaultPrices, repositoryPriceIds } from '../../src/content/prices.ts';
import { siteDefaults } from '../../src/content/site-defaults.ts';
import { siteSnapshot } from '../../src/content/site-schema.ts';
import { expandPrices, expandPricesIn, formatPrice, PriceReferenceError, priceReferenceProblems } from '../../src/lib/prices.ts';

const list: PriceItem[] = [
  { id: 'resurfacing', data: { service: 'resurfacing', name: 'Resurfacing', unit: 'sqft', low: 3, high: 8, role: 'both' } },
  { id: 'driveway-major', data: { service: 'driveway-repair', name: 'Major driveway repair', unit: 'job', low: 1000, high: 3000, role: 'quotes' } },
  { id: 'sealing', data: { service: 'crack-repair', name: 'Minor crack sealing', unit: 'job', low: 200, high: 200, role: 'quotes' } },
  { id: 'saving', data: { service: 'general', name: 'Repair, less than replacement', unit: 'percent', low: 30, high: 50, role: 'quotes' } },
  { id: 'joints', data: { service: 'driveway-repair', name: 'Joint sealing', unit: 'lft', low: 4, high: 12, role: 'quotes' } },
  { id: 'posts', data: { service: 'commercial', name: 'Bollard base', unit: 'each', low: 1250, high: 1250, role: 'quotes' } },
];

describe('formatPrice', () => {
  it('writes every unit one way, with an en dash and thousands separators', () => {
    expect(formatPrice({ low: 3, high: 8, unit: 'sqft' })).toBe('$3–$8 per sq ft');
    expect(formatPrice({ low: 1000, high: 3000, unit: 'job' })).toBe('$1,000–$3,000');
    expect(formatPrice({ low: 4, high: 12, unit: 'lft' })).toBe('$4–$12 per linear ft');
    expect(formatPrice({ low: 30, high: 50, unit: 'percent' })).toBe('30–50%');
    expect(formatPrice({ low: 100000, high: 100000, unit: 'each' })).toBe('$100,000 each');
  });

  it('writes one figure when low and high are the same', () => {
    expect(formatPrice({ low: 200, high: 200, unit: 'job' })).toBe('$200');
  });
});

describe('price references', () => {
  it('writes out a whole entry, its low or high figure, or a per-unit entry for a number of units', () => {
    expect(expandPrices('Resurfacing runs {price:resurfacing}.', list)).toBe('Resurfacing runs $3–$8 per sq ft.');
    expect(expandPrices('Major work at {price:driveway-major}.', list)).toBe('Major work at $1,000–$3,000.');
    expect(expandPrices('From about {price:sealing.low}, up to {price:driveway-major.high}.', list)).toBe('From about $200, up to $3,000.');
    expect(expandPrices('{price:saving} less than replacement', list)).toBe('30–50% less than replacement');
    expect(expandPrices('| 200 sq ft | {price:resurfacing.for200} |', list)).toBe('| 200 sq ft | $600–$1,600 |');
    expect(expandPrices('Posts {price:posts}, joints {price:joints}', list)).toBe('Posts $1,250 each, joints $4–$12 per linear ft');
  });

  it('leaves text without references as it is', () => {
    expect(expandPrices('A deposit of 10-25% is common; {braces} stay.', list)).toBe('A deposit of 10-25% is common; {braces} stay.');
  });

  it('refuses a reference that names no entry, in words that say which', () => {
    expect(() => expandPrices('{price:stamped-overlay}', list)).toThrow(PriceReferenceError);
    expect(priceReferenceProblems('Costs {price:stamped-overlay}.', list)).toEqual(['{price:stamped-overlay} names no entry of the price list.']);
  });

  it('refuses a malformed reference instead of printing it', () => {
    expect(priceReferenceProblems('Costs {price:resurfacing.middle}.', list)).toEqual([
      '{price:resurfacing.middle} is not a price reference: write {price:name}, {price:name.low}, {price:name.high} or {price:name.for100}.',
    ]);
    expect(priceReferenceProblems('Costs {price:Resurfacing}.', list)).toHaveLength(1);
    expect(priceReferenceProblems('Costs {price:resurfacing', list)).toHaveLength(1);
  });

  it('gives only a per-unit price for a number of units', () => {
    expect(priceReferenceProblems('{price:driveway-major.for100}', list)).toEqual(['{price:driveway-major.for100}: only a price per unit is given for a number of units.']);
  });

  it('writes out every string of a page or an article, and nothing else', () => {
    const date = new Date('2026-01-02');
    const data = { title: 'Costs', date, faq: [{ question: 'How much?', answer: 'About {price:resurfacing}.' }], count: 3 };
    expect(expandPricesIn(data, list)).toEqual({ title: 'Costs', date, faq: [{ question: 'How much?', answer: 'About $3–$8 per sq ft.' }], count: 3 });
  });
});

describe('a price entry', () => {
  const valid = { service: 'resurfacing', name: 'Resurfacing', unit: 'sqft', low: 3, high: 8, role: 'both' };
  const messages = (input: unknown) => priceEntry.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('accepts whole dollars from 0 to $100,000 with low at most high', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, low: 0, high: 100000, role: 'quotes', unit: 'job' })).toEqual([]);
  });

  it('refuses in clear words what makes no price', () => {
    expect(messages({ ...valid, low: 9, high: 8 })).toEqual(['High must be at least Low.']);
    expect(messages({ ...valid, low: 3.5 })).toEqual(['Low is a whole number of dollars, without cents.']);
    expect(messages({ ...valid, high: 100001 })).toEqual(['High can be at most $100,000.']);
    expect(messages({ ...valid, low: -1 })).toEqual(['Low cannot be below $0.']);
    expect(messages({ ...valid, low: 'three' })).toEqual(['Low is a whole number of dollars, such as 300.']);
    expect(messages({ ...valid, name: '' })).toEqual(['Enter a name, e.g. Epoxy crack injection.']);
    expect(messages({ ...valid, unit: 'per-hour' })).toEqual(['Choose a unit: per sq ft, per linear ft, each, per job or percent.']);
  });

  it('keeps the estimator to rates per sq ft or per job, for its own services', () => {
    expect(messages({ ...valid, unit: 'lft' })).toEqual(['The estimator multiplies a rate by square feet or charges it per job: choose per sq ft or per job.']);
    expect(messages({ ...valid, service: 'commercial' })).toEqual(['The estimator has no rate for this service: choose another place to show it.']);
    expect(messages({ ...valid, unit: 'percent', low: 30, high: 150 })).toContain('A percentage can be at most 100.');
  });
});

describe('the price list', () => {
  it('offers every service of the site, and the town pages, as what a price belongs to', () => {
    expect(priceServices).toEqual([...services.map((service) => service.slug), 'general']);
  });

  it('ships the figures as docs/architecture.md section 4 resolves them', () => {
    const figures = Object.fromEntries(defaultPrices.map(({ id, data }) => [id, formatPrice(data)]));
    expect(figures).toMatchObject({
      resurfacing: '$3–$8 per sq ft',
      'leveling-rate': '$5–$12 per sq ft',
      'driveway-repair-rate': '$2–$6 per sq ft',
      'crack-repair-rate': '$300–$800',
      leveling: '$500–$2,500',
      'crack-repair': '$200–$1,500',
      'driveway-repair': '$300–$3,000',
      'town-west': '$300–$2,500',
      'town-north': '$350–$2,800',
      'repair-saving': '30–50%',
    });
    expect(priceListIssues(defaultPrices, repositoryPriceIds)).toEqual([]);
  });

  it('needs exactly one estimator rate per estimator service, and keeps the entries the pages name', () => {
    const withoutRate = defaultPrices.map((item) => (item.id === 'leveling-rate' ? { ...item, data: { ...item.data, role: 'quotes' as const } } : item));
    expect(priceListIssues(withoutRate, repositoryPriceIds).map((issue) => issue.message)).toEqual([
      "The estimator needs a rate for Concrete Leveling: show one of its prices as the estimator's rate.",
    ]);
    const twoRates = defaultPrices.map((item) => (item.id === 'leveling' ? { ...item, data: { ...item.data, role: 'both' as const } } : item));
    expect(priceListIssues(twoRates, repositoryPriceIds).map((issue) => issue.message)).toEqual([
      "Concrete Leveling has two estimator rates: show only one as the estimator's rate.",
    ]);
    const twoRanges = defaultPrices.map((item) => (item.id === 'leveling-rate' ? { ...item, data: { ...item.data, role: 'both' as const } } : item));
    expect(priceListIssues(twoRanges, repositoryPriceIds).map((issue) => issue.message)).toEqual(["Leveling job is already this service's typical range: show only one."]);
    expect(priceListIssues(defaultPrices.slice(1), repositoryPriceIds).map((issue) => issue.message)).toEqual([
      'The price "driveway-repair" is named by the site\'s pages and must stay in the list.',
    ]);
  });

  it('is part of a snapshot: one kept before the list existed states the repository prices, and a broken list is refused', () => {
    const { price: _price, ...older } = siteDefaults();
    expect(siteSnapshot.parse(older).price).toEqual(defaultPrices);
    const broken = { ...siteDefaults(), price: defaultPrices.filter((item) => item.id !== 'crack-repair-rate') };
    expect(siteSnapshot.safeParse(broken).error?.issues.map((issue) => issue.message)).toContain(
      "The estimator needs a rate for Crack Repair: show one of its prices as the estimator's rate.",
    );
  });
});
