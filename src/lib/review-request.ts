/**
 * "Ask for a review" on a request marked Won: a text message and an e-mail to the customer,
 * prefilled with one thank-you and the owner's review link. Every Won customer gets the same
 * words (Google forbids asking only the happy ones; docs/architecture.md section 10.1), and only sms: and
 * mailto: links carry them, so no third party sees who the customers are.
 */
import { isPlainEmail, usPhoneE164 } from './lead-contact.ts';

export type ReviewChannel = 'text' | 'email';

export const reviewChannels: readonly ReviewChannel[] = ['text', 'email'];

export function isReviewChannel(value: unknown): value is ReviewChannel {
  return value === 'text' || value === 'email';
}

/** The review link, if it is an https: address a customer can safely be sent to; else null. */
export function usableReviewLink(link: string): string | null {
  const trimmed = link.trim();
  if (!URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
}

/** The message, the same for every customer: a thank-you, the ask, and the link. */
export function reviewMessage(businessName: string, reviewLink: string): { subject: string; body: string } {
  return {
    subject: `Thank you from ${businessName}`,
    body:
      `Thank you for choosing ${businessName}. We hope you are happy with the work. ` +
      `If you have a minute, a short review helps your neighbors find a contractor they can trust: ${reviewLink}`,
  };
}

export interface ReviewRequestLinks {
  text: string | null;
  email: string | null;
}

/**
 * An sms: link with the message as its body (RFC 5724, which iOS and Android both read) and a
 * mailto: link with subject and body (RFC 6068); each null when the customer's phone or e-mail
 * cannot make a safe link.
 */
export function reviewRequestLinks(customer: { phone: string; email: string }, businessName: string, reviewLink: string): ReviewRequestLinks {
  const { subject, body } = reviewMessage(businessName, reviewLink);
  const e164 = usPhoneE164(customer.phone);
  return {
    text: e164 ? `sms:${e164}?body=${encodeURIComponent(body)}` : null,
    email: isPlainEmail(customer.email) ? `mailto:${customer.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}` : null,
  };
}

/** Where a tap on one of the links is reported (by the browser's ping), recording it in the request's history. */
export function reviewRequestPath(leadId: number, channel: ReviewChannel): string {
  return `/inbox/leads/${leadId}/review-request?via=${channel}`;
}
