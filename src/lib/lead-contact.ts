/**
 * How the owner reaches a visitor from a request's page, and how a request is named to both.
 * Every link is built here from stored, visitor-typed values, so each builder returns only a
 * tel:, sms:, mailto: or https: address, or null when the value cannot make a safe one.
 */

/** The number the visitor and the owner both quote for one request. */
export function leadReference(id: number): string {
  return `#${id}`;
}

/** A request id as it appears in a URL: a positive whole number SQLite can hold, else null. */
export function parseLeadId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** What the visitor reads after sending a request, toast and confirmation page alike. */
export function referenceSentence(reference: string): string {
  return `Your reference: ${reference}. Quote it if you call us.`;
}

/**
 * '+17045550188' from '(704) 555-0188', '704.555.0188' or '+1 704 555 0188'; null for anything
 * that is not a North American number (area code and exchange cannot start with 0 or 1).
 */
export function usPhoneE164(phone: string): string | null {
  if (!/^[\d\s().+-]+$/.test(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null;
}

/** Plain addresses only: anything a mail client could read as extra headers or recipients gets no link. */
const plainEmail = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/** True for an address a mailto: link may carry. */
export function isPlainEmail(email: string): boolean {
  return plainEmail.test(email);
}

export interface ContactLinks {
  call: string | null;
  text: string | null;
  email: string | null;
  map: string | null;
}

/**
 * The map link is Google's cross-platform Maps URL: one https address that opens the Google
 * Maps app on Android and on an iPhone that has it, and maps in the browser everywhere else.
 * Apple's maps.apple.com opens Apple Maps only on Apple devices, and geo: does nothing on iOS.
 */
export function contactLinks(lead: { id: number; phone: string; email: string; address: string }): ContactLinks {
  const e164 = usPhoneE164(lead.phone);
  const address = lead.address.trim();
  const subject = encodeURIComponent(`Your concrete repair quote request ${leadReference(lead.id)}`);
  return {
    call: e164 ? `tel:${e164}` : null,
    text: e164 ? `sms:${e164}` : null,
    email: isPlainEmail(lead.email) ? `mailto:${lead.email}?subject=${subject}` : null,
    map: address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : null,
  };
}
