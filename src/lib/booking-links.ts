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
 * (`/book/:token`, `/visit/:token/cancel`, `/calendar/:secret.ics`), and the thank-you page's
 * `book=` too, wherever the text comes from (a request line, an error's message or stack).
 */
export function withoutSecrets(text: string): string {
  return text
    .replace(/\/(book|visit)\/[^/\s"'?#.\\]+/g, '/$1/:token')
    .replace(/\/calendar\/[^/\s"'?#.\\]+/g, '/calendar/:secret')
    .replace(/([?&]book=)[^&\s"'#\\]+/g, '$1:token');
}

/** Where a form sent without JavaScript lands: the request's number, and its booking link when booking is open. */
export function confirmationAddress(id: number, token?: string): string {
  return `${confirmationPath}?ref=${id}${token ? `&book=${token}` : ''}`;
}

/** The booking page a JSON answer names, or undefined when it names none or something else. */
export function bookingLinkOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const token = /^\/book\/(.+)$/.exec(value)?.[1];
  return token && bookingTokenPattern.test(token) ? value : undefined;
}
