/**
 * Every business fact the site states lives here. Pages, the footer, structured data,
 * notices and the server read it from this module; nothing else hard-codes a phone
 * number, address, hour or count. Placeholder values are reserved, fictional ones
 * until the owner sets real values.
 */

export interface OpeningHours {
  /** Human label, e.g. 'Monday - Friday'. */
  days: string;
  /** schema.org day names covered by this row. */
  dayOfWeek: readonly ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
  /** 24-hour 'HH:MM', or null when closed. */
  opens: string | null;
  closes: string | null;
}

// Read at build time and by the Node server; islands in the browser never need it.
const envSiteUrl = typeof process === 'undefined' ? undefined : process.env.SITE_URL;
const siteUrl = (envSiteUrl || 'https://www.example.com').replace(/\/+$/, '');

export const business = {
  name: 'Charlotte Concrete Repair',
  legalName: 'Charlotte Concrete Repair',
  tagline: 'Concrete repair for Charlotte and the surrounding metro',
  phone: {
    display: '(704) 555-0123',
    e164: '+17045550123',
  },
  email: 'info@example.com',
  url: siteUrl,
  address: {
    locality: 'Charlotte',
    region: 'NC',
    regionName: 'North Carolina',
    postalCode: '28202',
    country: 'US',
  },
  /** Uptown Charlotte, the centre of the service area. */
  geo: { latitude: 35.2271, longitude: -80.8431 },
  hours: [
    { days: 'Monday - Friday', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '18:00' },
    { days: 'Saturday', dayOfWeek: ['Saturday'], opens: '08:00', closes: '16:00' },
    { days: 'Sunday', dayOfWeek: ['Sunday'], opens: null, closes: null },
  ] satisfies OpeningHours[],
  yearsInBusiness: '10+',
  rating: { value: 4.9, count: 127, best: 5 },
  priceRange: '$$',
  /** Promised reply time for quote requests. */
  responseTime: '24 hours',
  warranty: { workmanshipYears: 5, reinspectionYears: 1 },
  /** Most jobs are finished within this span. */
  typicalJobDuration: '1-2 days',
  serviceRegion: 'Charlotte Metro Area',
  /**
   * Where a customer leaves a review, e.g. the "Ask for reviews" link of the Google Business
   * Profile. The inbox's "Ask for a review" sends it to every job marked Won; empty until set.
   */
  reviewLink: '' as string,
} as const;

export type Business = typeof business;

/** The eight served cities, in the order the site lists them. */
export const serviceAreaCities = [
  'Charlotte',
  'Matthews',
  'Concord',
  'Huntersville',
  'Gastonia',
  'Pineville',
  'Cornelius',
  'Kannapolis',
] as const;

export type ServiceAreaCity = (typeof serviceAreaCities)[number];

export const telHref = `tel:${business.phone.e164}`;
export const smsHref = `sms:${business.phone.e164}`;
export const mailtoHref = `mailto:${business.email}`;

/** '7:00 AM' from '07:00'. */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** 'Monday - Friday: 7:00 AM - 6:00 PM' style lines for display. */
export function hoursLines(): { days: string; time: string }[] {
  return business.hours.map((row) => ({
    days: row.days,
    time: row.opens && row.closes ? `${formatTime(row.opens)} - ${formatTime(row.closes)}` : 'Closed',
  }));
}
