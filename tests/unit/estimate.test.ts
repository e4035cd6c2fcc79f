import { describe, expect, it } from 'vitest';
import { severityRange, squareFootageRange, type EstimatorServiceSlug } from '../../src/content/estimator.ts';
import { estimatorRates } from '../../src/content/price-list.ts';
import { services } from '../../src/content/services.ts';
import { estimateCost as estimateWith, formatDollars, formatEstimate, isEstimatorService, type EstimateInput } from '../../src/lib/estimate.ts';

/** The formula with the repository's rates (the published list at build time). */
const estimateCost = (input: EstimateInput) => estimateWith(input, estimatorRates);
import { formatNumber } from '../../src/lib/format-number.ts';
import {
  clampToStep,
  estimateSummary,
  estimatorQuery,
  initialInputs,
  parseEstimatorQuery,
  quoteRequestHref,
} from '../../src/lib/estimate-query.ts';

describe('estimateCost', () => {
  // Expected values worked out by hand from the rates of src/content/prices.ts: base x (0.8 | 1.0 | 1.2).
  const table: [EstimatorServiceSlug, number, number, number, number][] = [
    ['crack-repair', 50, 0, 240, 640],
    ['crack-repair', 50, 50, 300, 800],
    ['crack-repair', 50, 100, 360, 960],
    ['crack-repair', 200, 0, 240, 640],
    ['crack-repair', 200, 50, 300, 800],
    ['crack-repair', 200, 100, 360, 960],
    ['crack-repair', 1000, 0, 240, 640],
    ['crack-repair', 1000, 50, 300, 800],
    ['crack-repair', 1000, 100, 360, 960],
    ['leveling', 50, 0, 200, 480],
    ['leveling', 50, 50, 250, 600],
    ['leveling', 50, 100, 300, 720],
    ['leveling', 200, 0, 800, 1920],
    ['leveling', 200, 50, 1000, 2400],
    ['leveling', 200, 100, 1200, 2880],
    ['leveling', 1000, 0, 4000, 9600],
    ['leveling', 1000, 50, 5000, 12000],
    ['leveling', 1000, 100, 6000, 14400],
    ['resurfacing', 50, 0, 120, 320],
    ['resurfacing', 50, 50, 150, 400],
    ['resurfacing', 50, 100, 180, 480],
    ['resurfacing', 200, 0, 480, 1280],
    ['resurfacing', 200, 50, 600, 1600],
    ['resurfacing', 200, 100, 720, 1920],
    ['resurfacing', 1000, 0, 2400, 6400],
    ['resurfacing', 1000, 50, 3000, 8000],
    ['resurfacing', 1000, 100, 3600, 9600],
    ['driveway-repair', 50, 0, 80, 240],
    ['driveway-repair', 50, 50, 100, 300],
    ['driveway-repair', 50, 100, 120, 360],
    ['driveway-repair', 200, 0, 320, 960],
    ['driveway-repair', 200, 50, 400, 1200],
    ['driveway-repair', 200, 100, 480, 1440],
    ['driveway-repair', 1000, 0, 1600, 4800],
    ['driveway-repair', 1000, 50, 2000, 6000],
    ['driveway-repair', 1000, 100, 2400, 7200],
  ];

  it.each(table)('%s, %i sq ft, %i%% -> $%i - $%i', (service, sqft, severity, low, high) => {
    expect(estimateCost({ service, sqft, severity })).toEqual({ low, high });
  });

  it('matches the three worked examples of the issue', () => {
    expect(formatEstimate(estimateCost({ service: 'leveling', sqft: 350, severity: 70 }))).toBe('$1,890 - $4,536');
    expect(formatEstimate(estimateCost({ service: 'crack-repair', sqft: 200, severity: 0 }))).toBe('$240 - $640');
    expect(formatEstimate(estimateCost({ service: 'driveway-repair', sqft: 1000, severity: 100 }))).toBe(
      '$2,400 - $7,200',
    );
  });

  it('rounds exact halves up where the naive float formula lands a hair below', () => {
    // 0.7 x 0.4 is 0.27999999999999997 in binary floating point.
    expect(0.7 * 0.4).not.toBe(0.28);
    // $5 x (0.8 + 0.55 x 0.4) x 25 sq ft is 127.49999999999999 in floats, so Math.round would say 127.
    expect(Math.round(5 * (0.8 + (55 / 100) * 0.4) * 25)).toBe(127);
    // Exactly: 25 sq ft x $5 x 1.02 = $127.50 -> $128; 25 x $12 x 1.02 = $306.
    expect(estimateCost({ service: 'leveling', sqft: 25, severity: 55 })).toEqual({ low: 128, high: 306 });
    expect(estimateCost({ service: 'leveling', sqft: 350, severity: 70 })).toEqual({ low: 1890, high: 4536 });
    // Every slider position gives an exact whole-dollar result for every service.
    for (const rate of estimatorRates) {
      for (let sqft = squareFootageRange.min; sqft <= squareFootageRange.max; sqft += squareFootageRange.step) {
        for (let severity = severityRange.min; severity <= severityRange.max; severity += severityRange.step) {
          const { low, high } = estimateCost({ service: rate.slug, sqft, severity });
          const size = rate.basis === 'flat' ? 1 : sqft;
          expect(low).toBe((rate.low * size * (200 + severity)) / 250);
          expect(high).toBe((rate.high * size * (200 + severity)) / 250);
        }
      }
    }
  });

  it('rounds fractional dollars to the nearest whole dollar, halves up', () => {
    // 1 sq ft of leveling at 25%: 5 x 0.9 = 4.5 -> 5; 12 x 0.9 = 10.8 -> 11.
    expect(estimateCost({ service: 'leveling', sqft: 1, severity: 25 })).toEqual({ low: 5, high: 11 });
    // 50 sq ft of driveway repair at 1%: 100 x 0.804 = 80.4 -> 80; 300 x 0.804 = 241.2 -> 241.
    expect(estimateCost({ service: 'driveway-repair', sqft: 50, severity: 1 })).toEqual({ low: 80, high: 241 });
  });

  it('prices crack repair per job, whatever the size', () => {
    expect(estimateCost({ service: 'crack-repair', sqft: 50, severity: 70 })).toEqual(
      estimateCost({ service: 'crack-repair', sqft: 1000, severity: 70 }),
    );
  });

  it('rejects an unknown service', () => {
    expect(() => estimateCost({ service: 'commercial' as EstimatorServiceSlug, sqft: 200, severity: 50 })).toThrow(
      RangeError,
    );
  });
});

describe('estimator data', () => {
  it('offers exactly the four spec services in order, labeled like their service pages', () => {
    expect(estimatorRates.map((r) => [r.slug, r.label])).toEqual([
      ['crack-repair', 'Crack Repair'],
      ['leveling', 'Concrete Leveling'],
      ['resurfacing', 'Concrete Resurfacing'],
      ['driveway-repair', 'Driveway Repair'],
    ]);
    for (const rate of estimatorRates) {
      expect(services.find((s) => s.slug === rate.slug)?.title).toBe(rate.label);
    }
  });

  it('uses the spec slider ranges and defaults', () => {
    expect(squareFootageRange).toEqual({ min: 50, max: 1000, step: 50, initial: 200 });
    expect(severityRange).toEqual({ min: 0, max: 100, step: 10, initial: 50 });
    expect(initialInputs).toEqual({ service: null, sqft: 200, severity: 50 });
  });
});

describe('formatting', () => {
  it('adds thousands separators and a dollar sign', () => {
    expect(formatNumber(50)).toBe('50');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(14400)).toBe('14,400');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(999)).toBe('$999');
    expect(formatDollars(9600)).toBe('$9,600');
    expect(formatEstimate({ low: 4000, high: 14400 })).toBe('$4,000 - $14,400');
  });
});

describe('clampToStep', () => {
  const squareFootage = [[9999, 1000], [1000, 1000], [1049, 1000], [-20, 50], [0, 50], [50, 50], [74, 50], [75, 100], [355, 350], [374.9, 350], [375, 400]];
  it.each(squareFootage)('square footage %d -> %d', (value, expected) => {
    expect(clampToStep(value, squareFootageRange)).toBe(expected);
  });

  it.each([[-5, 0], [0, 0], [4, 0], [5, 10], [73, 70], [100, 100], [250, 100]])('severity %d -> %d', (value, expected) => {
    expect(clampToStep(value, severityRange)).toBe(expected);
  });
});

describe('parseEstimatorQuery', () => {
  it('reads a valid query', () => {
    expect(parseEstimatorQuery('?service=leveling&sqft=350&severity=70')).toEqual({
      service: 'leveling',
      sqft: 350,
      severity: 70,
    });
    expect(parseEstimatorQuery(new URLSearchParams('service=crack-repair&sqft=50&severity=0'))).toEqual({
      service: 'crack-repair',
      sqft: 50,
      severity: 0,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parseEstimatorQuery('')).toEqual({ service: null, sqft: 200, severity: 50 });
  });

  it('clamps out-of-range numbers to the nearest valid step', () => {
    expect(parseEstimatorQuery('?service=leveling&sqft=9999&severity=-5')).toEqual({
      service: 'leveling',
      sqft: 1000,
      severity: 0,
    });
    expect(parseEstimatorQuery('?service=resurfacing&sqft=333&severity=101')).toEqual({
      service: 'resurfacing',
      sqft: 350,
      severity: 100,
    });
    expect(parseEstimatorQuery('?sqft=%20425.5%20&severity=+66')).toEqual({ service: null, sqft: 450, severity: 70 });
  });

  it('ignores an unknown service and malformed numbers', () => {
    for (const query of [
      '?service=commercial&sqft=abc&severity=',
      '?service=LEVELING&sqft=1e3&severity=0x10',
      '?service=&sqft=Infinity&severity=NaN',
      '?service=leveling%20&sqft=12px&severity=--5',
      '?service[]=leveling&sqft=.&severity=7,0',
    ]) {
      expect(parseEstimatorQuery(query)).toEqual({ service: null, sqft: 200, severity: 50 });
    }
  });

  it('takes the first of repeated parameters', () => {
    expect(parseEstimatorQuery('?service=leveling&service=resurfacing&sqft=100&sqft=900')).toMatchObject({
      service: 'leveling',
      sqft: 100,
    });
  });

  it('round-trips through estimatorQuery', () => {
    for (const rate of estimatorRates) {
      const input = { service: rate.slug, sqft: 750, severity: 30 };
      expect(parseEstimatorQuery(estimatorQuery(input))).toEqual(input);
    }
    expect(estimatorQuery({ service: 'leveling', sqft: 350, severity: 70 })).toBe(
      '?service=leveling&sqft=350&severity=70',
    );
  });

  it('recognizes only estimator services', () => {
    expect(isEstimatorService('driveway-repair')).toBe(true);
    expect(isEstimatorService('commercial')).toBe(false);
    expect(isEstimatorService('toString')).toBe(false);
    expect(isEstimatorService(null)).toBe(false);
  });
});

describe('quote hand-off', () => {
  const input = { service: 'leveling', sqft: 350, severity: 70 } as const;

  it('summarizes the estimate in one line', () => {
    expect(estimateSummary(input, estimateCost(input))).toBe(
      'Cost estimator: Concrete Leveling, 350 sq ft, 70% damage severity, estimate $1,890 - $4,536.',
    );
    expect(estimateSummary({ service: 'driveway-repair', sqft: 1000, severity: 100 }, estimateCost({ service: 'driveway-repair', sqft: 1000, severity: 100 }))).toBe(
      'Cost estimator: Driveway Repair, 1,000 sq ft, 100% damage severity, estimate $2,400 - $7,200.',
    );
  });

  it('builds /contact?service=<slug>&message=<url-encoded text>&from=<the estimator>', () => {
    const href = quoteRequestHref(input, estimateCost(input));
    expect(href).toBe(
      '/contact?service=leveling&message=Cost%20estimator%3A%20Concrete%20Leveling%2C%20350%20sq%20ft%2C%2070%25%20damage%20severity%2C%20estimate%20%241%2C890%20-%20%244%2C536.&from=/tools/cost-estimator#estimate-added',
    );
    const url = new URL(href, 'https://www.example.com');
    expect(url.pathname).toBe('/contact');
    expect(url.searchParams.get('service')).toBe('leveling');
    expect(url.searchParams.get('message')).toBe(estimateSummary(input, estimateCost(input)));
    expect(decodeURIComponent(url.search.split('message=')[1]?.split('&')[0] ?? '')).toBe(estimateSummary(input, estimateCost(input)));
    expect(url.searchParams.get('from')).toBe('/tools/cost-estimator');
  });
});
