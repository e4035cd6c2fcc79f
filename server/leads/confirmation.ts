import { leadReference, referenceSentence } from '../../src/lib/lead-contact.ts';
import { parseLeadId } from '../inbox/lead-detail.ts';

/** The hidden reference line the static confirmation page carries (src/components/contact/ThankYou.tsx). */
const hiddenLine = /<p data-reference="" hidden=""([^>]*)><\/p>/;

/**
 * The confirmation page a form sent without JavaScript lands on, `/contact/thank-you?ref=<id>`,
 * with its reference line shown. Only a whole number is ever written into the page; anything
 * else leaves the page as built. The number reveals nothing: the page holds no other detail.
 */
export function confirmationWithReference(html: string, ref: string | null): string | undefined {
  const id = parseLeadId(ref ?? undefined);
  if (id === null || !hiddenLine.test(html)) return undefined;
  return html.replace(hiddenLine, (_line, attributes: string) => `<p data-reference=""${attributes}>${referenceSentence(leadReference(id))}</p>`);
}
