/**
 * Every business fact the site states, read from here by pages, the footer, structured data,
 * notices and the server; nothing else hard-codes a phone number, address, hour or count.
 * The values come from the owner's published edits (/inbox/site/business) when a build has
 * them, otherwise from the repository defaults in business-defaults.ts. The Node server reads
 * the live published facts from the content store instead (server/site/facts.ts).
 */
import { businessFrom, contactHrefs, formatTime, hoursLinesOf, type Business, type OpeningHours } from './business-facts.ts';
import { businessDefaults } from './business-defaults.ts';
import { publishedFacts } from './published-business.ts';
import { siteUrlFrom } from './site-url.ts';

// Read at build time and by the Node server; islands in the browser never need it.
export const siteUrl = siteUrlFrom(typeof process === 'undefined' ? {} : process.env).url;

export const business: Business = businessFrom(publishedFacts ?? businessDefaults, siteUrl);

export type { Business, OpeningHours };
export { formatTime };

export { serviceAreaCities, type ServiceAreaCity } from './service-area-cities.ts';

export const { tel: telHref, sms: smsHref, mailto: mailtoHref } = contactHrefs(business);

/** 'Monday - Friday: 7:00 AM - 6:00 PM' style lines for display. */
export function hoursLines(): { days: string; time: string }[] {
  return hoursLinesOf(business);
}
