/**
 * The `ping` attribute of our tel:, sms: and mailto: links: where the browser reports a click
 * to one of them (server/insights/ping.ts counts it per page), chosen at build time. Our own
 * server takes pings at /api/ping whenever the quote form posts to it; a site built for a
 * static host pings only when PUBLIC_EVENTS_ENDPOINT names a receiver, else the links carry none.
 * Written absolute against SITE_URL, as the HTML standard's validators require of `ping`.
 */
import { business } from '../config/business.ts';
import { isSameOrigin } from './quote-client.ts';

/** The ping endpoint of a build, or undefined for none; throws on a setting the build cannot use. */
export function pingEndpoint(eventsEndpoint: string | undefined, quoteEndpoint: string | undefined, siteUrl: string): string | undefined {
  const events = eventsEndpoint?.trim();
  if (events) {
    const path = events.startsWith('/') && !events.startsWith('//');
    if (!path && !(/^https?:\/\//.test(events) && URL.canParse(events))) {
      throw new Error(`PUBLIC_EVENTS_ENDPOINT=${JSON.stringify(events)} is invalid; accepted: a path of this site such as /api/ping, or an http:// or https:// URL`);
    }
    return new URL(events, siteUrl).href;
  }
  return isSameOrigin(quoteEndpoint?.trim() || '/api/quote', siteUrl) ? new URL('/api/ping', siteUrl).href : undefined;
}

export const contactPing = pingEndpoint(import.meta.env.PUBLIC_EVENTS_ENDPOINT, import.meta.env.PUBLIC_QUOTE_ENDPOINT, business.url);
