import { describe, expect, it } from 'vitest';
import { estimatorRates, priceList, typicalPrice } from '../../src/content/price-list.ts';
import { estimateCost, formatEstimate } from '../../src/lib/estimate.ts';
import { formatPrice, unitSuffix } from '../../src/lib/prices.ts';
import { squareFootageRange } from '../../src/content/estimator.ts';
import { jsonLdBlocks, loadBuiltPages, normalize } from '../support/html.ts';

/**
 * Every price the built site states against the price list it was built from (the repository's,
 * or the published revision's under `npm run test:site:edited`): no page types a figure of its
 * own, so after any edit no page can state a price the list does not hold.
 */
const pages = loadBuiltPages();

/** What a page states to a reader or a search engine: its text, its meta tags and its JSON-LD, without styles or scripts. */
function statedText(page: (typeof pages)[number]): string {
  const $ = page.$;
  const meta = $('meta[content]')
    .toArray()
    .map((element) => $(element).attr('content'))
    .join(' ');
  const jsonLd = $('script[type="application/ld+json"]').text();
  const body = $.root().clone();
  body.find('script, style, template').remove();
  return normalize(`${$('title').text()} ${meta} ${jsonLd} ${body.text()}`);
}

const figures = new Set(priceList.flatMap(({ data }) => (data.unit === 'percent' ? [] : [`$${data.low.toLocaleString('en-US')}`, `$${data.high.toLocaleString('en-US')}`])));

/** Every way the list lets a page write a range: an entry as it is, and a per-unit entry for a size the estimator offers. */
const ranges = new Set(
  priceList.flatMap(({ data }) => {
    const sizes: number[] = [];
    if (data.unit === 'sqft' || data.unit === 'lft') for (let size = squareFootageRange.min; size <= squareFootageRange.max; size += squareFootageRange.step) sizes.push(size);
    return [formatPrice(data), ...sizes.map((size) => formatPrice({ low: data.low * size, high: data.high * size, unit: 'job' }))];
  }),
);

/** Figures that are not prices of ours: the state's license threshold, then and now. */
const notPrices = new Set(['$30,000', '$40,000']);

describe('prices on the built pages follow the price list', () => {
  it('leaves no price reference unwritten', () => {
    for (const page of pages) expect(page.html, page.route).not.toMatch(/\{price:/);
  });

  it('types no price: a range is written by the one formatter, with an en dash', () => {
    for (const page of pages) {
      const text = statedText(page);
      expect(text, page.route).not.toMatch(/\$\d[\d,]*-\$?\d/);
      expect(text, page.route).not.toMatch(/\d+-\d+% less/);
    }
  });

  it('states only the ranges and figures the list holds', () => {
    const suffix = Object.values(unitSuffix).filter(Boolean).join('|');
    const amount = '\\$\\d{1,3}(?:,\\d{3})*';
    const rangePattern = new RegExp(`${amount}–${amount}(?:${suffix})?`, 'g');
    for (const page of pages) {
      const text = statedText(page);
      for (const [range] of text.matchAll(rangePattern)) {
        const unitless = range.replace(new RegExp(`(${suffix})$`), '');
        expect(ranges.has(range) || ranges.has(unitless), `${page.route} states ${range}`).toBe(true);
      }
      for (const [percent] of text.matchAll(/\d+–\d+%/g)) {
        expect(ranges.has(percent), `${page.route} states ${percent}`).toBe(true);
      }
      // A figure alone ("from $300") is an entry's low or high; the estimator's worked example is the formula's own.
      const alone = text.replace(rangePattern, '').replace(new RegExp(`${amount} - ${amount}`, 'g'), '');
      for (const [figure] of alone.matchAll(new RegExp(`${amount}(?! million)`, 'g'))) {
        expect(figures.has(figure) || notPrices.has(figure), `${page.route} states ${figure}`).toBe(true);
      }
    }
  });

  it("states on a service's page only that service's own prices", () => {
    for (const slug of ['driveway-repair', 'crack-repair', 'resurfacing', 'leveling', 'commercial'] as const) {
      const page = pages.find((candidate) => candidate.route === `/services/${slug}`)!;
      const main = normalize(page.$('main').text());
      const own = priceList.filter(({ data }) => data.service === slug || data.service === 'general').map(({ data }) => formatPrice(data));
      const others = priceList.filter(({ data }) => data.service !== slug && data.service !== 'general' && !own.includes(formatPrice(data)));
      for (const { id, data } of others) expect(main, `${slug} states ${id}`).not.toContain(formatPrice(data));
    }
  });

  it("gives each priced service page its typical range, in words and in its offer", () => {
    for (const slug of ['driveway-repair', 'crack-repair', 'resurfacing', 'leveling'] as const) {
      const page = pages.find((candidate) => candidate.route === `/services/${slug}`)!;
      const typical = typicalPrice(slug)!;
      expect(statedText(page), slug).toContain(formatPrice(typical));
      const service = jsonLdBlocks(page).find((block) => block['@type'] === 'Service') as { offers: { priceSpecification: { minPrice: number; maxPrice: number } } };
      expect(service.offers.priceSpecification, slug).toMatchObject({ minPrice: typical.low, maxPrice: typical.high });
    }
  });

  it("hands the estimator the list's rates, shows them in the no-JS table, and works its example with them", () => {
    const page = pages.find((candidate) => candidate.route === '/tools/cost-estimator')!;
    const table = normalize(page.$('#rates table').text());
    for (const rate of estimatorRates) {
      expect(table, rate.slug).toContain(`${formatPrice({ low: rate.low, high: rate.high, unit: 'job' })} ${rate.basis === 'flat' ? 'per job' : 'per sq ft'}`);
      expect(page.$('astro-island').attr('props'), rate.slug).toMatch(new RegExp(`"slug":\\[0,"${rate.slug}"\\][^}]*"low":\\[0,${rate.low}\\],"high":\\[0,${rate.high}\\]`));
    }
    expect(statedText(page)).toContain(formatEstimate(estimateCost({ service: 'leveling', sqft: 350, severity: 70 }, estimatorRates)));
  });
});
