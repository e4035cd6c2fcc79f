import { describe, expect, it } from 'vitest';
import { pageNamer } from '../../src/lib/page-names.ts';
import { areas } from '../../src/content/areas.ts';
import { services } from '../../src/content/services.ts';
import { expectReturns } from '../support/returns.ts';

describe('pageNamer', () => {
  const name = pageNamer([
    { slug: 'concrete-leveling-cost-charlotte', title: 'What Concrete Leveling Costs in Charlotte' },
    { slug: 'sealing-cracks', title: 'Sealing Cracks Before Winter' },
  ]);

  it('names pages from the navigation, services, areas, categories and articles', () => {
    expectReturns(name, { '/': 'Home page', '/contact': 'Contact', '/about': 'About', '/tools/cost-estimator': 'Cost Calculator' });
    expectReturns(name, { '/services/leveling': 'Concrete Leveling', '/areas/matthews': 'Concrete repair in Matthews' });
    expectReturns(name, { '/blog/category/cost-guides': 'Blog: Cost Guides', '/blog/sealing-cracks': 'Sealing Cracks Before Winter' });
  });

  it('reads a path with a query, a fragment or a trailing slash as the page, and leaves a path nothing names as it is', () => {
    expectReturns(name, { '/contact?from=/': 'Contact', '/services/leveling/': 'Concrete Leveling', '/areas/matthews#map': 'Concrete repair in Matthews' });
    expectReturns(name, { '/old-page': '/old-page', '/blog/unknown-article': '/blog/unknown-article' });
  });

  it('names every service and area page from its own data', () => {
    for (const service of services) expect(name(service.href)).toBe(service.title);
    for (const area of areas) expect(name(area.href)).toBe(`Concrete repair in ${area.city}`);
  });
});
