/**
 * Every business fact the site states, read from here by pages, the footer, structured data,
 * notices and the server; nothing else hard-codes a phone number, address, hour or count.
 * The values come from the owner's published edits (/inbox/site/business) when a build has
 * them, otherwise from the repository defaults in business-defaults.ts. The Node server reads
 * the live published facts from the content store instead (server/site/facts.ts) and hands them
 * to the pages it renders on demand (useLiveBusiness).
 */
import { businessFrom, contactHrefs, formatTime, hoursLinesOf, type Business, type OpeningHours } from './business-facts.ts';
import { businessDefaults } from './business-defaults.ts';
import { publishedFacts } from './published-business.ts';
import { siteUrlFrom } from './site-url.ts';

// Read at build time and by the Node server; islands in the browser never need it.
export const siteUrl = siteUrlFrom(typeof process === 'undefined' ? {} : process.env).url;

/** Live bindings: a page rendered on demand states the facts published now (useLiveBusiness). */
export let business: Business = businessFrom(publishedFacts ?? businessDefaults, siteUrl);

export type { Business, OpeningHours };
export { formatTime };

export { serviceAreaCities, type ServiceAreaCity } from './service-area-cities.ts';

export let { tel: telHref, sms: smsHref, mailto: mailtoHref } = contactHrefs(business);

/**
 * Makes the pages the server renders on demand (inbox, booking and visit pages, the 503 page)
 * state the facts the owner published last, which the server reads from its database and hands
 * each render (src/middleware.ts): those pages were built with the facts of their build's time.
 * Prerendered pages never call it; each build states its own revision.
 */
export function useLiveBusiness(live: Business): void {
  if (live === business) return;
  business = live;
  ({ tel: telHref, sms: smsHref, mailto: mailtoHref } = contactHrefs(live));
}

/** 'Monday - Friday: 7:00 AM - 6:00 PM' style lines for display. */
export function hoursLines(): { days: string; time: string }[] {
  return hoursLinesOf(business);
}
