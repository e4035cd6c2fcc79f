import { describe, expect, it } from 'vitest';
import { serviceAreaCities } from '../../src/config/business.ts';
import { servicePages } from '../../src/content/service-pages.ts';
import { services } from '../../src/content/services.ts';
import { businessId, howToJsonLd, serviceJsonLd } from '../../src/lib/jsonld.ts';
import { servicePageJsonLd } from '../../src/lib/service-jsonld.ts';
import { absoluteUrl } from '../../src/lib/url.ts';
import { sampleHowTo } from '../support/how-to.ts';

// schema-dts types are deep unions; the tests read the plain JSON the page will carry.
type Json = Record<string, any>;

const blocksFor = (slug: string) => {
  const service = services.find((s) => s.slug === slug)!;
  return servicePageJsonLd(service, servicePages[service.slug]) as Json[];
};

describe('serviceJsonLd', () => {
  const base = { name: 'Concrete Leveling', description: 'Lift slabs.', serviceType: 'Concrete leveling', path: '/services/leveling' };

  it('puts the price in an Offer with a USD PriceSpecification, never a priceRange', () => {
    const data = serviceJsonLd({ ...base, price: { min: 500, max: 2500, unit: 'per project' } }) as Json;
    expect(data.priceRange).toBeUndefined();
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'USD',
      priceSpecification: { '@type': 'PriceSpecification', minPrice: 500, maxPrice: 2500, priceCurrency: 'USD' },
    });
  });

  it('omits offers when no price is given', () => {
    expect((serviceJsonLd(base) as Json).offers).toBeUndefined();
  });

  it('names the business as provider by @id and serves the eight cities', () => {
    const data = serviceJsonLd(base) as Json;
    expect(data.provider['@id']).toBe(businessId);
    expect(data.areaServed.map((a: Json) => a.name)).toEqual(serviceAreaCities.map((city) => `${city}, NC`));
    expect(data.url).toBe(absoluteUrl('/services/leveling'));
  });
});

describe('howToJsonLd', () => {
  it('numbers the steps and points each at its #step-N anchor', () => {
    const data = howToJsonLd({ ...sampleHowTo, path: '/services/leveling' }) as Json;
    expect(data.totalTime).toBe('PT8H');
    expect(data.step.map((s: Json) => [s.position, s.url])).toEqual([
      [1, `${absoluteUrl('/services/leveling')}#step-1`],
      [2, `${absoluteUrl('/services/leveling')}#step-2`],
    ]);
  });
});

describe('service page structured data', () => {
  it.each(services.map((s) => s.slug))('%s carries a Service block built from its page data', (slug) => {
    const [service] = blocksFor(slug);
    const content = servicePages[slug];
    expect(service?.['@type']).toBe('Service');
    expect(service?.serviceType).toBe(content.serviceType);
    expect(service?.provider['@id']).toBe(businessId);
    expect(service?.areaServed).toHaveLength(8);
    if (content.price) {
      expect(service?.offers.priceSpecification).toMatchObject({ minPrice: content.price.min, maxPrice: content.price.max });
    } else {
      expect(service?.offers).toBeUndefined();
    }
  });

  it('commercial publishes no offer', () => {
    expect(blocksFor('commercial')[0]?.offers).toBeUndefined();
  });

  it('leveling adds a HowTo of 8 hours with the five visible steps; no other page has one', () => {
    const howTo = blocksFor('leveling').find((b) => b['@type'] === 'HowTo');
    expect(howTo?.totalTime).toBe('PT8H');
    expect(howTo?.step.map((s: Json) => s.name)).toEqual(['Assessment', 'Drilling', 'Injection', 'Monitoring', 'Cleanup']);
    for (const slug of ['driveway-repair', 'crack-repair', 'resurfacing', 'commercial']) {
      expect(blocksFor(slug).some((b) => b['@type'] === 'HowTo')).toBe(false);
    }
  });
});
