import { describe, expect, it } from 'vitest';
import { areaPages } from '../../src/content/area-pages/index.ts';
import { areas, type AreaSlug } from '../../src/content/areas.ts';

/** ZIP codes and neighborhoods exactly as the spec's "Area pages" and "Home" sections list them. */
const specZips: Record<AreaSlug, string[]> = {
  charlotte: ['28202', '28203', '28204', '28205', '28206', '28207', '28208', '28209', '28210', '28211'],
  matthews: ['28104', '28105'],
  concord: ['28025', '28027'],
  huntersville: ['28070', '28078'],
  gastonia: ['28052', '28053', '28054', '28056'],
  pineville: ['28134', '28226'],
  cornelius: ['28031'],
  kannapolis: ['28081', '28083'],
};

const specHomeNeighborhoods: Record<AreaSlug, string[]> = {
  charlotte: ['Uptown', 'South End', 'NoDa', 'Plaza Midwood', 'Dilworth', 'Myers Park'],
  matthews: ['Downtown Matthews', 'Sardis Woods', 'Coulwood', 'Plantation Estates'],
  concord: ['Downtown Concord', 'Afton Village', 'Highland Creek', 'Christenbury'],
  huntersville: ['Birkdale', 'Vermillion', 'Northstone', 'Peninsula'],
  gastonia: ['Downtown Gastonia', 'Cramerton', 'Belmont', 'Mount Holly'],
  pineville: ['Carolina Place', 'Park Road Shopping Center'],
  cornelius: ['Jetton Park', 'Peninsula', 'Lake Norman Waterfront'],
  kannapolis: ['Downtown', 'Village Park', 'Fieldcrest Village'],
};

const zipsOf = (slug: AreaSlug) => areas.find((a) => a.slug === slug)!;
const pageNeighborhoods = (slug: AreaSlug) => zipsOf(slug).areaNeighborhoods;

describe('areas data', () => {
  it('lists the eight areas in the spec order, each with its /areas/{slug} page', () => {
    expect(areas.map((a) => a.slug)).toEqual(Object.keys(specZips));
    for (const area of areas) expect(area.href).toBe(`/areas/${area.city.toLowerCase()}`);
  });

  it.each(areas.map((a) => [a.slug, a] as const))('%s: ZIP codes match the spec, as text and as a list', (slug, area) => {
    expect(area.zipCodes).toEqual(specZips[slug]);
    expect(area.zip).toBe(specZips[slug].join(', '));
  });

  it.each(areas.map((a) => [a.slug, a] as const))('%s: home-page neighborhoods are exactly the spec list', (slug, area) => {
    expect(area.neighborhoods).toEqual(specHomeNeighborhoods[slug]);
  });

  it.each(areas.map((a) => [a.slug, a] as const))('%s: every area-page neighborhood ZIP is one of the area ZIPs', (_slug, area) => {
    expect(area.areaNeighborhoods.length).toBeGreaterThan(0);
    for (const n of area.areaNeighborhoods) for (const zip of n.zips) expect(area.zipCodes).toContain(zip);
  });

  it('Charlotte: every ZIP from 28202 to 28211 is given to a neighborhood', () => {
    const assigned = new Set(pageNeighborhoods('charlotte').flatMap((n) => n.zips));
    expect([...assigned].sort()).toEqual(specZips.charlotte);
    expect(pageNeighborhoods('charlotte').find((n) => n.name === 'Uptown')?.zips).toEqual(['28202']);
    expect(pageNeighborhoods('charlotte').find((n) => n.name === 'Dilworth')?.zips).toEqual(['28203']);
    expect(pageNeighborhoods('charlotte').find((n) => n.name === 'Myers Park')?.zips).toEqual(['28207']);
  });

  it('Cornelius: Peninsula Club, Antiquity, Lake Norman Waterfront and Downtown Cornelius, all 28031', () => {
    expect(pageNeighborhoods('cornelius')).toEqual([
      { name: 'Peninsula Club', zips: ['28031'] },
      { name: 'Antiquity', zips: ['28031'] },
      { name: 'Lake Norman Waterfront', zips: ['28031'] },
      { name: 'Downtown Cornelius', zips: ['28031'] },
    ]);
  });

  it('Kannapolis: the eight neighborhoods the spec names', () => {
    expect(pageNeighborhoods('kannapolis').map((n) => n.name)).toEqual([
      'Downtown Kannapolis',
      'Brookwood',
      'Kannapolis City Center',
      'Midland',
      'Village Park',
      'Trinity',
      'Jackson Park',
      'Dale Earnhardt Plaza area',
    ]);
  });

  it('nearby links point to other served areas, with the spec lists for Cornelius, Kannapolis and Pineville', () => {
    for (const area of areas) {
      expect(area.nearby).not.toContain(area.slug);
      for (const slug of area.nearby) expect(Object.keys(specZips)).toContain(slug);
    }
    expect(zipsOf('cornelius').nearby).toEqual(['huntersville', 'charlotte', 'kannapolis']);
    expect(areaPages.cornelius.nearby.extraLinks?.map((l) => l.href)).toEqual(['/services']);
    expect(zipsOf('kannapolis').nearby).toEqual(['concord', 'huntersville', 'charlotte']);
    expect(zipsOf('pineville').nearby).toEqual(['charlotte', 'matthews']);
  });

  it('coordinates lie in the Charlotte metro', () => {
    for (const { coordinates } of areas) {
      expect(coordinates.latitude).toBeGreaterThan(35);
      expect(coordinates.latitude).toBeLessThan(35.6);
      expect(coordinates.longitude).toBeGreaterThan(-81.3);
      expect(coordinates.longitude).toBeLessThan(-80.5);
    }
  });
});

describe('area page content', () => {
  it('has four FAQs on Pineville, Cornelius and Kannapolis, and at least three everywhere', () => {
    for (const slug of ['pineville', 'cornelius', 'kannapolis'] as const) expect(areaPages[slug].faqs).toHaveLength(4);
    for (const page of Object.values(areaPages)) expect(page.faqs.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the per-area sidebar promises of the spec', () => {
    expect(areaPages.pineville.sidebar.quoteLabel).toBe('Online Quote Request');
    expect(areaPages.pineville.sidebar.box.items).toEqual([
      '5-year workmanship warranty',
      'Free re-inspection within 1 year',
      'Licensed & insured',
    ]);
    expect(areaPages.cornelius.sidebar.showHours).toBe(true);
    expect(areaPages.cornelius.sidebar.box.title).toBe('100% Satisfaction Guarantee');
    expect(areaPages.kannapolis.sidebar.title).toBe('Request Free Estimate');
    expect(areaPages.kannapolis.sidebar.quoteLabel).toBe('Get Online Quote');
    expect(areaPages.kannapolis.sidebar.box.items).toEqual([
      'Clear communication',
      'Clean job sites',
      'Courteous service',
      'Work on schedule',
    ]);
    expect(areaPages.gastonia.heroNote).toBe('Sunday appointments available in Gastonia.');
  });

  it('quotes only the area price claims the decisions allow', () => {
    const text = (slug: AreaSlug) => JSON.stringify(areaPages[slug]);
    expect(text('huntersville')).toContain('$350–$2,800');
    expect(text('gastonia')).toContain('$300–$2,500');
    expect(text('gastonia')).not.toContain('$350–$2,800');
    expect(text('pineville')).toContain('$350–$2,800');
    expect(text('kannapolis')).toContain('$300–$2,500');
    expect(text('matthews')).toContain('within 24 hours');
    expect(text('huntersville')).toContain('3-5 business days');
    for (const slug of Object.keys(areaPages) as AreaSlug[]) {
      expect(text(slug)).not.toMatch(/two decades|20\+ years|\$2[-–]\$?8/i);
    }
  });
});
