/**
 * The addresses of booking the estimate visit (server/schedule), shared by the quote endpoint,
 * the form's notice, the thank-you page and the server's routes.
 */
import { confirmationPath } from './quote-fields.ts';

/** The words of the link that leads from a sent request to its booking page. */
export const bookingLinkLabel = 'Pick a time for your free estimate';

/** A customer's token as it may appear in an address: 128 random bits in base64url. */
export const bookingTokenPattern = /^[A-Za-z0-9_-]{22}$/;

export const bookingPath = (token: string) => `/book/${token}`;
export const visitPath = (token: string) => `/visit/${token}`;
export const visitCalendarPath = (token: string) => `/visit/${token}.ics`;
export const feedPath = (token: string) => `/calendar/${token}.ics`;

/**
 * Addresses that carry a customer's token or the feed's secret hold the key itself: whoever reads
 * one can cancel a visit or read every customer's address. Log lines name them by their route
 * (`/book/:token`, `/visit/:token/cancel`, `/visit/:token/email-link`, `/calendar/:secret.ics`), and the thank-you page's
 * `book=` too, wherever the text comes from (a request line, an error's message or stack).
 */
export function withoutSecrets(text: string): string {
  return text
    .replace(/\/(book|visit|quote)\/[^/\s"'?#.\\]+/g, '/$1/:token')
    .replace(/\/calendar\/[^/\s"'?#.\\]+/g, '/calendar/:secret')
    .replace(/([?&]book=)[^&\s"'#\\]+/g, '$1:token');
}

/**
 * An `sms:` link that opens the phone's messages with this text and no recipient, so the
 * customer texts the visit's link to themselves (the `?&body=` form iOS and Android both read).
 */
export const selfTextHref = (body: string) => `sms:?&body=${encodeURIComponent(body)}`;

/** The thank-you page's mark for a request whose address is outside our towns: it offers a call instead of booking. */
export const outsideMark = 'area=outside';

/**
 * Where a form sent without JavaScript lands: the request's number, and its booking link when
 * booking is open, or the mark that the address is outside our towns.
 */
export function confirmationAddress(id: number, { token, outside = false }: { token?: string; outside?: boolean } = {}): string {
  return `${confirmationPath}?ref=${id}${token ? `&book=${token}` : ''}${outside ? `&${outsideMark}` : ''}`;
}

/** The booking page a JSON answer names, or undefined when it names none or something else. */
export function bookingLinkOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const token = /^\/book\/(.+)$/.exec(value)?.[1];
  return token && bookingTokenPattern.test(token) ? value : undefined;
}
