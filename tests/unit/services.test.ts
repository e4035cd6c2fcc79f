import { describe, expect, it } from 'vitest';
import { estimatorRates, priceList, typicalPrice } from '../../src/content/price-list.ts';
import { formatPrice } from '../../src/lib/prices.ts';
import { servicePages, servicesOverview, type ServicePageContent } from '../../src/content/service-pages.ts';
import { services, type ServiceSlug } from '../../src/content/services.ts';

const slugs: ServiceSlug[] = ['driveway-repair', 'crack-repair', 'resurfacing', 'leveling', 'commercial'];

/** Every dollar figure a page states, as numbers: '$1,000–$3,000' gives 1000 and 3000. */
function dollarFigures(content: ServicePageContent): number[] {
  const text = JSON.stringify(content);
  return [...text.matchAll(/\$(\d[\d,]*)(?:[-–]\$?(\d[\d,]*))?/g)].flatMap((m) =>
    [m[1], m[2]].filter((v): v is string => Boolean(v)).map((v) => Number(v.replace(/,/g, ''))),
  );
}

function sectionOf<K extends ServicePageContent['sections'][number]['kind']>(content: ServicePageContent, kind: K) {
  return content.sections.filter((s): s is Extract<ServicePageContent['sections'][number], { kind: K }> => s.kind === kind);
}

describe('services data', () => {
  it('lists the five services with the spec slugs, in order, each linking to /services/{slug}', () => {
    expect(services.map((s) => s.slug)).toEqual(slugs);
    for (const service of services) expect(service.href).toBe(`/services/${service.slug}`);
  });

  it('gives every service a title, description, benefits text and five distinct features', () => {
    for (const service of services) {
      expect(service.title.length).toBeGreaterThan(0);
      expect(service.description.length).toBeGreaterThan(40);
      expect(service.benefits.length).toBeGreaterThan(40);
      expect(service.features).toHaveLength(5);
      expect(new Set(service.features).size).toBe(5);
    }
  });

  it('has page content for every service, each with at least three FAQs', () => {
    expect(Object.keys(servicePages).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) {
      const page = servicePages[slug];
      expect(page.slug).toBe(slug);
      expect(page.faqs.length).toBeGreaterThanOrEqual(3);
      for (const faq of page.faqs) {
        expect(faq.question).toMatch(/\?$/);
        expect(faq.answer.length).toBeGreaterThan(40);
      }
      expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    }
    expect(servicesOverview.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it('keeps section ids unique on each page', () => {
    for (const slug of slugs) {
      const ids = servicePages[slug].sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain('faq');
    }
  });

  it('gives driveway repair the four problems, a 4-step process, three FAQs and four area links', () => {
    const page = servicePages['driveway-repair'];
    const problems = sectionOf(page, 'tiles').find((s) => s.id === 'problems');
    expect(problems?.tiles.map((t) => t.title)).toEqual(['Cracks and Chips', 'Sunken Slabs', 'Surface Damage', 'Joint Separation']);
    expect(sectionOf(page, 'steps')[0]?.steps).toHaveLength(4);
    expect(page.faqs).toHaveLength(3);
    expect(sectionOf(page, 'areas')[0]?.areas).toEqual(['charlotte', 'matthews', 'concord', 'huntersville']);
  });

  it('gives crack repair the four crack types and four repair methods', () => {
    const page = servicePages['crack-repair'];
    const types = sectionOf(page, 'crackTypes')[0]?.types ?? [];
    expect(types.map((t) => t.pattern)).toEqual(['hairline', 'settlement', 'structural', 'expansion']);
    expect(types[0]?.size).toContain('1/16 inch');
    expect(types[1]?.size.toLowerCase()).toContain('diagonal');
    expect(types[2]?.size.toLowerCase()).toContain('wide');
    expect(sectionOf(page, 'methods')[0]?.methods.map((m) => m.name)).toEqual([
      'Epoxy Injection',
      'Polyurethane Foam',
      'Caulking and Sealing',
      'Stitching',
    ]);
    expect(sectionOf(page, 'inspection')).toHaveLength(1);
  });

  it('gives leveling the five named steps, an 8-hour HowTo and the foam vs mudjacking figures', () => {
    const page = servicePages.leveling;
    const steps = sectionOf(page, 'steps')[0];
    expect(steps?.steps.map((s) => s.title)).toEqual(['Assessment', 'Drilling', 'Injection', 'Monitoring', 'Cleanup']);
    expect(steps?.howTo?.totalTime).toBe('PT8H');
    const rows = Object.fromEntries((sectionOf(page, 'comparison')[0]?.rows ?? []).map((r) => [r.label, r.values]));
    expect(rows['Hole size']).toEqual(['5/8 inch', '2 inch']);
    expect(rows['Ready to use']?.[0]).toContain('15 minutes');
    expect(rows['Ready to use']?.[1]).toBe('24-48 hours');
  });

  it('gives resurfacing decorative options, benefits and applications, and commercial its three sections', () => {
    expect(servicePages.resurfacing.sections.map((s) => s.id)).toEqual(['decorative-options', 'benefits', 'applications']);
    expect(servicePages.commercial.sections.map((s) => s.id)).toEqual(['commercial-services', 'industries', 'why-choose']);
  });
});

describe('service prices follow the price list', () => {
  const figuresOf = (slug: ServiceSlug) => priceList.filter((item) => item.data.service === slug).flatMap((item) => [item.data.low, item.data.high]);

  it.each(slugs)('%s states only figures of its own price entries', (slug) => {
    for (const value of dollarFigures(servicePages[slug])) expect(figuresOf(slug)).toContain(value);
  });

  it("publishes each priced service's typical range as its offer, and none for commercial", () => {
    for (const slug of ['driveway-repair', 'crack-repair', 'resurfacing', 'leveling'] as const) {
      const typical = typicalPrice(slug)!;
      expect(servicePages[slug].price).toMatchObject({ min: typical.low, max: typical.high });
    }
    expect(servicePages.resurfacing.price).toEqual({ min: 3, max: 8, unit: 'per square foot' });
    expect(servicePages.commercial.price).toBeUndefined();
  });

  it.each(estimatorRates.map((rate) => [rate.slug, rate] as const))('%s quotes the estimator range where it gives one', (slug, rate) => {
    const text = JSON.stringify(servicePages[slug]);
    expect(text).toContain(formatPrice({ low: rate.low, high: rate.high, unit: rate.basis === 'flat' ? 'job' : 'sqft' }));
  });

  it('uses the spec durations', () => {
    const text = (slug: ServiceSlug) => JSON.stringify(servicePages[slug]);
    expect(text('crack-repair')).toContain('2-4 hours');
    expect(text('crack-repair')).toContain('24-48 hours');
    expect(text('resurfacing')).toMatch(/50–75% less/);
    expect(text('resurfacing')).toContain('1-3 days');
    expect(text('resurfacing')).toContain('3-7 days');
    expect(text('leveling')).toMatch(/50–70% less/);
    expect(text('leveling')).toContain('About 4 hours');
    expect(text('driveway-repair')).toContain('5-10 years');
    expect(text('driveway-repair')).toContain('30%');
  });
});
