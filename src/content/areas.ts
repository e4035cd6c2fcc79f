import type { ServiceAreaCity } from '../config/business';

export type AreaSlug = Lowercase<ServiceAreaCity>;

export interface ServiceArea {
  city: ServiceAreaCity;
  slug: AreaSlug;
  href: `/areas/${AreaSlug}`;
  /** ZIP codes as comma-separated text, as the overview cards show them. */
  zip: string;
  /** Neighbourhoods listed on the home page card. */
  neighborhoods: readonly string[];
  description: string;
  /** Real city-centre coordinates, for the service-area map. */
  coordinates: { latitude: number; longitude: number };
}

export const areas: readonly ServiceArea[] = [
  {
    city: 'Charlotte',
    slug: 'charlotte',
    href: '/areas/charlotte',
    zip: '28202, 28203, 28204, 28205, 28206, 28207, 28208, 28209, 28210, 28211',
    neighborhoods: ['Uptown', 'South End', 'NoDa', 'Plaza Midwood', 'Dilworth', 'Myers Park'],
    description:
      'From historic Dilworth bungalows to South End townhomes, we repair driveways, walks and slabs across the Queen City.',
    coordinates: { latitude: 35.2271, longitude: -80.8431 },
  },
  {
    city: 'Matthews',
    slug: 'matthews',
    href: '/areas/matthews',
    zip: '28104, 28105',
    neighborhoods: ['Downtown Matthews', 'Sardis Woods', 'Coulwood', 'Plantation Estates'],
    description: 'Driveway, patio and sidewalk repair for Matthews homes, with estimates within 24 hours.',
    coordinates: { latitude: 35.1168, longitude: -80.7237 },
  },
  {
    city: 'Concord',
    slug: 'concord',
    href: '/areas/concord',
    zip: '28025, 28027',
    neighborhoods: ['Downtown Concord', 'Afton Village', 'Highland Creek', 'Christenbury'],
    description: 'Crack repair, leveling and resurfacing for Concord neighbourhoods old and new.',
    coordinates: { latitude: 35.4088, longitude: -80.5795 },
  },
  {
    city: 'Huntersville',
    slug: 'huntersville',
    href: '/areas/huntersville',
    zip: '28070, 28078',
    neighborhoods: ['Birkdale', 'Vermillion', 'Northstone', 'Peninsula'],
    description: 'Concrete repair for Huntersville homes and HOAs, scheduled within 3-5 business days.',
    coordinates: { latitude: 35.4107, longitude: -80.8429 },
  },
  {
    city: 'Gastonia',
    slug: 'gastonia',
    href: '/areas/gastonia',
    zip: '28052, 28053, 28054, 28056',
    neighborhoods: ['Downtown Gastonia', 'Cramerton', 'Belmont', 'Mount Holly'],
    description: 'Serving Gaston County west of the Catawba, with Sunday appointments available in Gastonia.',
    coordinates: { latitude: 35.2621, longitude: -81.1873 },
  },
  {
    city: 'Pineville',
    slug: 'pineville',
    href: '/areas/pineville',
    zip: '28134, 28226',
    neighborhoods: ['Carolina Place', 'Park Road Shopping Center'],
    description: 'Residential and commercial concrete repair around Pineville and its busy retail corridor.',
    coordinates: { latitude: 35.0832, longitude: -80.8923 },
  },
  {
    city: 'Cornelius',
    slug: 'cornelius',
    href: '/areas/cornelius',
    zip: '28031',
    neighborhoods: ['Jetton Park', 'Peninsula', 'Lake Norman Waterfront'],
    description: 'Lake Norman concrete repair: seawall-side patios, pool decks and lakefront driveways.',
    coordinates: { latitude: 35.4868, longitude: -80.86 },
  },
  {
    city: 'Kannapolis',
    slug: 'kannapolis',
    href: '/areas/kannapolis',
    zip: '28081, 28083',
    neighborhoods: ['Downtown', 'Village Park', 'Fieldcrest Village'],
    description: 'Driveway and slab repair for Kannapolis, from mill-village homes to new downtown builds.',
    coordinates: { latitude: 35.4874, longitude: -80.6217 },
  },
];

export function areaBySlug(slug: AreaSlug): ServiceArea {
  const area = areas.find((a) => a.slug === slug);
  if (!area) throw new Error(`Unknown area: ${slug}`);
  return area;
}
