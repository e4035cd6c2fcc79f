import { describe, expect, it } from 'vitest';
import { pageNamer } from '../../src/lib/page-names.ts';
import { areas } from '../../src/content/areas.ts';
import { services } from '../../src/content/services.ts';

describe('pageNamer', () => {
  const name = pageNamer([
    { slug: 'concrete-leveling-cost-charlotte', title: 'What Concrete Leveling Costs in Charlotte' },
    { slug: 'sealing-cracks', title: 'Sealing Cracks Before Winter' },
  ]);

  it('names pages from the navigation, services, areas, categories and articles', () => {
    expect(name('/')).toBe('Home page');
    expect(name('/contact')).toBe('Contact');
    expect(name('/about')).toBe('About');
    expect(name('/services/leveling')).toBe('Concrete Leveling');
    expect(name('/areas/matthews')).toBe('Concrete repair in Matthews');
    expect(name('/blog/category/cost-guides')).toBe('Blog: Cost Guides');
    expect(name('/blog/sealing-cracks')).toBe('Sealing Cracks Before Winter');
    expect(name('/tools/cost-estimator')).toBe('Cost Calculator');
  });

  it('reads a path with a query, a fragment or a trailing slash as the page, and leaves a path nothing names as it is', () => {
    expect(name('/contact?from=/')).toBe('Contact');
    expect(name('/services/leveling/')).toBe('Concrete Leveling');
    expect(name('/areas/matthews#map')).toBe('Concrete repair in Matthews');
    expect(name('/old-page')).toBe('/old-page');
    expect(name('/blog/unknown-article')).toBe('/blog/unknown-article');
  });

  it('names every service and area page from its own data', () => {
    for (const service of services) expect(name(service.href)).toBe(service.title);
    for (const area of areas) expect(name(area.href)).toBe(`Concrete repair in ${area.city}`);
  });
});
