import type { ServiceAreaCity } from '../config/business.ts';

export type AreaSlug = Lowercase<ServiceAreaCity>;

export interface ServiceArea {
  city: ServiceAreaCity;
  slug: AreaSlug;
  href: `/areas/${AreaSlug}`;
  /** ZIP codes as comma-separated text, as the overview cards show them. */
  zip: string;
  /** Neighborhoods listed on the home page card. */
  neighborhoods: readonly string[];
  description: string;
  /** Real city-center coordinates, for the service-area map. */
  coordinates: { latitude: number; longitude: number };
  /** The same ZIP codes as `zip`, one per entry. */
  zipCodes: readonly string[];
  /**
   * Neighborhoods listed on the area page, each with the ZIP codes it falls in. Separate from
   * `neighborhoods`, whose wording the home page fixes. `zips` is empty where a neighborhood has
   * no single ZIP we can vouch for; the page then shows the area's ZIPs once.
   */
  areaNeighborhoods: readonly AreaNeighborhood[];
  county: string;
  /** True neighbors linked from the area page, nearest first. */
  nearby: readonly AreaSlug[];
}

export interface AreaNeighborhood {
  name: string;
  zips: readonly string[];
}

/** An area's slug, page address and ZIP text follow from its city and its ZIP codes. */
function area(facts: Omit<ServiceArea, 'slug' | 'href' | 'zip'>): ServiceArea {
  const { city, ...rest } = facts;
  const slug = city.toLowerCase() as AreaSlug;
  return { city, slug, href: `/areas/${slug}`, zip: facts.zipCodes.join(', '), ...rest };
}

export const areas: readonly ServiceArea[] = [
  area({
    city: 'Charlotte',
    neighborhoods: ['Uptown', 'South End', 'NoDa', 'Plaza Midwood', 'Dilworth', 'Myers Park'],
    description:
      'From historic Dilworth bungalows to South End townhomes, we repair driveways, walks and slabs across the Queen City.',
    coordinates: { latitude: 35.2271, longitude: -80.8431 },
    zipCodes: ['28202', '28203', '28204', '28205', '28206', '28207', '28208', '28209', '28210', '28211'],
    areaNeighborhoods: [
      { name: 'Uptown', zips: ['28202'] },
      { name: 'Dilworth', zips: ['28203'] },
      { name: 'South End', zips: ['28203', '28209'] },
      { name: 'Elizabeth', zips: ['28204'] },
      { name: 'Midtown', zips: ['28204'] },
      { name: 'Plaza Midwood', zips: ['28205'] },
      { name: 'NoDa', zips: ['28205'] },
      { name: 'Optimist Park and North End', zips: ['28206'] },
      { name: 'Myers Park', zips: ['28207'] },
      { name: 'Wesley Heights and West Charlotte', zips: ['28208'] },
      { name: 'Madison Park and Montford', zips: ['28209'] },
      { name: 'SouthPark', zips: ['28210', '28211'] },
      { name: 'Quail Hollow', zips: ['28210'] },
      { name: 'Cotswold', zips: ['28211'] },
    ],
    county: 'Mecklenburg County',
    nearby: ['pineville', 'matthews', 'huntersville', 'concord'],
  }),
  area({
    city: 'Matthews',
    neighborhoods: ['Downtown Matthews', 'Sardis Woods', 'Coulwood', 'Plantation Estates'],
    description: 'Driveway, patio and sidewalk repair for Matthews homes, with estimates within 24 hours.',
    coordinates: { latitude: 35.1168, longitude: -80.7237 },
    zipCodes: ['28104', '28105'],
    areaNeighborhoods: [
      { name: 'Downtown Matthews', zips: ['28105'] },
      { name: 'Plantation Estates', zips: ['28105'] },
      { name: 'Stallings', zips: ['28104'] },
      { name: 'Weddington Road corridor', zips: ['28104'] },
    ],
    county: 'Mecklenburg County',
    nearby: ['charlotte', 'pineville'],
  }),
  area({
    city: 'Concord',
    neighborhoods: ['Downtown Concord', 'Afton Village', 'Highland Creek', 'Christenbury'],
    description: 'Crack repair, leveling and resurfacing for Concord neighborhoods old and new.',
    coordinates: { latitude: 35.4088, longitude: -80.5795 },
    zipCodes: ['28025', '28027'],
    areaNeighborhoods: [
      { name: 'Downtown Concord', zips: ['28025'] },
      { name: 'North Union Street Historic District', zips: ['28025'] },
      { name: 'Afton Village', zips: ['28027'] },
      { name: 'Highland Creek (Cabarrus side)', zips: ['28027'] },
      { name: 'Christenbury', zips: ['28027'] },
      { name: 'Concord Mills and Speedway area', zips: ['28027'] },
    ],
    county: 'Cabarrus County',
    nearby: ['kannapolis', 'huntersville', 'charlotte'],
  }),
  area({
    city: 'Huntersville',
    neighborhoods: ['Birkdale', 'Vermillion', 'Northstone', 'Peninsula'],
    description: 'Concrete repair for Huntersville homes and HOAs, scheduled within 3-5 business days.',
    coordinates: { latitude: 35.4107, longitude: -80.8429 },
    zipCodes: ['28070', '28078'],
    areaNeighborhoods: [
      { name: 'Birkdale', zips: ['28078'] },
      { name: 'Vermillion', zips: ['28078'] },
      { name: 'Northstone', zips: ['28078'] },
      { name: 'Skybrook', zips: ['28078'] },
      { name: 'Monteith Park', zips: ['28078'] },
      { name: 'Downtown Huntersville', zips: ['28078'] },
    ],
    county: 'Mecklenburg County',
    nearby: ['cornelius', 'charlotte', 'concord', 'kannapolis'],
  }),
  area({
    city: 'Gastonia',
    neighborhoods: ['Downtown Gastonia', 'Cramerton', 'Belmont', 'Mount Holly'],
    description: 'Serving Gaston County west of the Catawba, with Sunday appointments available in Gastonia.',
    coordinates: { latitude: 35.2621, longitude: -81.1873 },
    zipCodes: ['28052', '28053', '28054', '28056'],
    areaNeighborhoods: [
      { name: 'Downtown Gastonia', zips: ['28052'] },
      { name: 'Loray Mill Village', zips: ['28052'] },
      { name: 'York-Chester', zips: ['28052'] },
      { name: 'East Gastonia', zips: ['28054'] },
      { name: 'South New Hope Road area', zips: ['28056'] },
    ],
    county: 'Gaston County',
    nearby: ['charlotte', 'pineville'],
  }),
  area({
    city: 'Pineville',
    neighborhoods: ['Carolina Place', 'Park Road Shopping Center'],
    description: 'Residential and commercial concrete repair around Pineville and its busy retail corridor.',
    coordinates: { latitude: 35.0832, longitude: -80.8923 },
    zipCodes: ['28134', '28226'],
    areaNeighborhoods: [
      { name: 'Downtown Pineville', zips: ['28134'] },
      { name: 'Carolina Place', zips: ['28134'] },
      { name: 'Pineville-Matthews Road corridor', zips: ['28134'] },
      { name: 'Carmel', zips: ['28226'] },
      { name: 'Olde Providence', zips: ['28226'] },
    ],
    county: 'Mecklenburg County',
    nearby: ['charlotte', 'matthews'],
  }),
  area({
    city: 'Cornelius',
    neighborhoods: ['Jetton Park', 'Peninsula', 'Lake Norman Waterfront'],
    description: 'Lake Norman concrete repair: seawall-side patios, pool decks and lakefront driveways.',
    coordinates: { latitude: 35.4868, longitude: -80.86 },
    zipCodes: ['28031'],
    areaNeighborhoods: [
      { name: 'Peninsula Club', zips: ['28031'] },
      { name: 'Antiquity', zips: ['28031'] },
      { name: 'Lake Norman Waterfront', zips: ['28031'] },
      { name: 'Downtown Cornelius', zips: ['28031'] },
    ],
    county: 'Mecklenburg County',
    nearby: ['huntersville', 'charlotte', 'kannapolis'],
  }),
  area({
    city: 'Kannapolis',
    neighborhoods: ['Downtown', 'Village Park', 'Fieldcrest Village'],
    description: 'Driveway and slab repair for Kannapolis, from mill-village homes to new downtown builds.',
    coordinates: { latitude: 35.4874, longitude: -80.6217 },
    zipCodes: ['28081', '28083'],
    areaNeighborhoods: [
      { name: 'Downtown Kannapolis', zips: ['28081'] },
      { name: 'Brookwood', zips: [] },
      { name: 'Kannapolis City Center', zips: ['28081'] },
      { name: 'Midland', zips: [] },
      { name: 'Village Park', zips: ['28081'] },
      { name: 'Trinity', zips: [] },
      { name: 'Jackson Park', zips: ['28083'] },
      { name: 'Dale Earnhardt Plaza area', zips: ['28081'] },
    ],
    county: 'Cabarrus and Rowan counties',
    nearby: ['concord', 'huntersville', 'charlotte'],
  }),
];

export function areaBySlug(slug: AreaSlug): ServiceArea {
  const area = areas.find((a) => a.slug === slug);
  if (!area) throw new Error(`Unknown area: ${slug}`);
  return area;
}
