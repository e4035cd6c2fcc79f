import { bookingPath, bookingTokenPattern } from '../../src/lib/booking-links.ts';
import { leadReference, parseLeadId, referenceSentence } from '../../src/lib/lead-contact.ts';

/** The hidden reference line the static confirmation page carries (src/components/contact/ThankYou.tsx). */
const hiddenLine = /<p data-reference="" hidden=""([^>]*)><\/p>/;
/** The hidden booking link beside it, whose address is a placeholder until a token fills it in. */
const hiddenBooking = /<p data-booking="" hidden=""([^>]*)><a href="[^"]*"/;

/** The steps for setting the time by phone, shown as built, and those for booking online, hidden as built. */
const callSteps = /<ol data-steps="call"/;
const bookSteps = /<ol data-steps="book" hidden=""/;
/** The offer of a call for an address outside our towns. */
const hiddenOutside = /<div data-outside="" hidden=""/;

/**
 * The confirmation page a form sent without JavaScript lands on, `/contact/thank-you?ref=<id>`,
 * with its reference line shown, and with `&book=<token>` its booking link. Only a whole number
 * and a token of the right shape are ever written into the page; anything else leaves the page
 * as built. The number reveals nothing: the page holds no other detail. Any form that posts to
 * the quote endpoint lands here, so the page needs nothing of the form that sent it. With the
 * booking link the steps say the customer picks the time; with `&area=outside` the page offers a call.
 */
export function confirmationWithReference(html: string, ref: string | null, { book = null, outside = false }: { book?: string | null; outside?: boolean } = {}): string | undefined {
  const id = parseLeadId(ref ?? undefined);
  if (id === null || !hiddenLine.test(html)) return undefined;
  const page = html.replace(hiddenLine, (_line, attributes: string) => `<p data-reference=""${attributes}>${referenceSentence(leadReference(id))}</p>`);
  if (book !== null && bookingTokenPattern.test(book)) {
    return page
      .replace(hiddenBooking, (_line, attributes: string) => `<p data-booking=""${attributes}><a href="${bookingPath(book)}"`)
      .replace(callSteps, '<ol data-steps="call" hidden=""')
      .replace(bookSteps, '<ol data-steps="book"');
  }
  return outside ? page.replace(hiddenOutside, '<div data-outside=""') : page;
}
