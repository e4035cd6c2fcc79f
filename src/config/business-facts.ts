import { businessYear } from './business-calendar.ts';
import type { BusinessFacts, WeekDay } from './business-schema.ts';

export interface OpeningHours {
  /** Human label, e.g. 'Monday - Friday'. */
  days: string;
  /** schema.org day names covered by this row. */
  dayOfWeek: readonly WeekDay[];
  /** 24-hour 'HH:MM', or null when closed. */
  opens: string | null;
  closes: string | null;
  /** The owner's note for these days, e.g. 'By appointment in Gastonia'; '' when none. */
  note: string;
}

/** Consecutive days with the same times and note share a row: 'Monday - Friday'. */
export function groupHours(facts: BusinessFacts): OpeningHours[] {
  const rows: OpeningHours[] = [];
  for (const day of facts.hours) {
    const last = rows.at(-1);
    const opens = day.opens || null;
    const closes = day.closes || null;
    if (last && last.opens === opens && last.closes === closes && last.note === day.note) {
      (last.dayOfWeek as WeekDay[]).push(day.day);
    } else {
      rows.push({ days: day.day, dayOfWeek: [day.day], opens, closes, note: day.note });
    }
  }
  for (const row of rows) {
    if (row.dayOfWeek.length > 1) row.days = `${row.dayOfWeek[0]} - ${row.dayOfWeek.at(-1)}`;
  }
  return rows;
}

/** '10+' for 12 years, '20+' for 27, the plain count below ten: never more than is true. */
export function yearsSince(yearFounded: number, now = new Date()): string {
  const years = businessYear(now) - yearFounded;
  return years >= 10 ? `${Math.floor(years / 10) * 10}+` : String(Math.max(years, 1));
}

/** 'March 2026' from '2026-03-14'. */
export function monthInWords(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Everything the site states about the business, derived from the facts the owner edits. */
export function businessFrom(facts: BusinessFacts, siteUrl: string) {
  return {
    name: facts.name,
    legalName: facts.name,
    tagline: 'Concrete repair for Charlotte and the surrounding metro',
    phone: facts.phone,
    email: facts.email,
    url: siteUrl,
    address: {
      street: facts.streetAddress,
      locality: facts.city,
      region: 'NC',
      regionName: 'North Carolina',
      postalCode: facts.postalCode,
      country: 'US',
    },
    /** Uptown Charlotte, the center of the service area. */
    geo: { latitude: 35.2271, longitude: -80.8431 },
    hours: groupHours(facts),
    yearFounded: facts.yearFounded,
    yearsInBusiness: yearsSince(facts.yearFounded),
    licenceNumber: facts.licenceNumber,
    rating: {
      value: facts.rating.value,
      count: facts.rating.count,
      best: 5,
      source: facts.rating.source,
      profileUrl: facts.rating.profileUrl,
      asOf: facts.rating.asOf,
    },
    reviewUrl: facts.reviewUrl,
    owner: { name: facts.ownerName, about: facts.aboutOwner, photo: facts.ownerPhoto ?? null },
    priceRange: '$$',
    /** Promised reply time for quote requests. */
    responseTime: '24 hours',
    warranty: { workmanshipYears: 5, reinspectionYears: 1 },
    /** Most jobs are finished within this span. */
    typicalJobDuration: '1-2 days',
    serviceRegion: 'Charlotte Metro Area',
  } as const;
}

export type Business = ReturnType<typeof businessFrom>;

/** tel:, sms: and mailto: links of the business, as the pages write them. */
export function contactHrefs(business: Pick<Business, 'phone' | 'email'>) {
  return { tel: `tel:${business.phone.e164}`, sms: `sms:${business.phone.e164}`, mailto: `mailto:${business.email}` };
}

/** '7:00 AM' from '07:00'. */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** 'Monday - Friday: 7:00 AM - 6:00 PM' style lines for display; a note follows the time. */
export function hoursLinesOf(business: Pick<Business, 'hours'>): { days: string; time: string }[] {
  return business.hours.map((row) => {
    const time = row.opens && row.closes ? `${formatTime(row.opens)} - ${formatTime(row.closes)}` : 'Closed';
    return { days: row.days, time: row.note ? (row.opens ? `${time} (${row.note})` : row.note) : time };
  });
}

/** The rating as the site states it: '4.9 out of 5 on Google from 127 reviews'. */
export function ratingInWords(rating: Business['rating']): string {
  const source = rating.source ? ` on ${rating.source}` : '';
  return `${rating.value.toFixed(1)} out of ${rating.best}${source} from ${rating.count} reviews`;
}

/** The rating as the hero states it: '4.9 on Google, 127 reviews' ('4.9 out of 5, 127 reviews' without a source). */
export function ratingShort(rating: Business['rating']): string {
  const reviews = `${rating.count} review${rating.count === 1 ? '' : 's'}`;
  return `${rating.value.toFixed(1)} ${rating.source ? `on ${rating.source}` : `out of ${rating.best}`}, ${reviews}`;
}

/** 'Licensed & insured, NC license 12345', the number only once the owner has entered it. */
export function licensedLine(business: Pick<Business, 'licenceNumber'>): string {
  return `Licensed & insured${business.licenceNumber ? `, NC license ${business.licenceNumber}` : ''}`;
}

/** The owner photo's alt text, from the facts: 'Dana Reyes, owner of Queen City Slab Works'. */
export function ownerPhotoAlt(ownerName: string, businessName: string): string {
  return `${ownerName.trim() || 'The owner'}${ownerName.trim() ? ', owner' : ''} of ${businessName.trim()}`.slice(0, 200);
}
