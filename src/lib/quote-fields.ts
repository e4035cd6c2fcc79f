/**
 * Plain data about the free-quote form, shared by the form, the zod schema and the server.
 * Kept free of zod so the browser island can import it without shipping a validator:
 * the client relies on native constraints and the server's 422 messages.
 */

export const serviceOptions = [
  { value: 'driveway-repair', label: 'Driveway Repair' },
  { value: 'crack-repair', label: 'Crack Repair & Sealing' },
  { value: 'resurfacing', label: 'Concrete Resurfacing' },
  { value: 'leveling', label: 'Concrete Leveling' },
  { value: 'commercial', label: 'Commercial Concrete' },
  { value: 'other', label: 'Other' },
] as const;

export type ServiceSlug = (typeof serviceOptions)[number]['value'];

export const serviceSlugs = serviceOptions.map((option) => option.value) as [ServiceSlug, ...ServiceSlug[]];

export function isServiceSlug(value: unknown): value is ServiceSlug {
  return typeof value === 'string' && (serviceSlugs as readonly string[]).includes(value);
}

export function serviceLabel(value: string): string {
  return serviceOptions.find((option) => option.value === value)?.label ?? value;
}

/** Maximum lengths, in characters; the inputs' maxLength uses the same numbers. */
export const quoteLimits = {
  name: 100,
  phone: 30,
  email: 254,
  address: 200,
  message: 5000,
} as const;

export const quoteFieldNames = ['name', 'phone', 'email', 'address', 'service', 'message'] as const;
export type QuoteField = (typeof quoteFieldNames)[number];

export type QuoteValues = Record<QuoteField, string>;

export const emptyQuote: QuoteValues = { name: '', phone: '', email: '', address: '', service: '', message: '' };

/** Visible labels, exactly as the specification words them. */
export const quoteLabels: Record<QuoteField, string> = {
  name: 'Your Name',
  phone: 'Phone Number',
  email: 'Email Address',
  address: 'Property Address',
  service: 'Service Needed',
  message: 'Project Details',
};

/** Hidden field that people never see; bots that fill every input give themselves away. */
export const honeypotField = 'company_website';
/** Form field carrying the idempotency key when a client cannot send the header. */
export const idempotencyField = 'idempotency_key';

/** Where the no-JavaScript post lands after a lead is stored. */
export const confirmationPath = '/contact/thank-you';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * The home page's short form (docs/architecture.md section 10.5): a phone number is enough to call back,
 * so it asks for no e-mail. It posts to the same endpoint with `quoteFormField` set to
 * `shortQuoteForm`, and the server checks it with its own schema (shortQuoteSchema).
 */
export const quoteFormField = 'quote_form';
export const shortQuoteForm = 'short';

export const shortQuoteFieldNames = ['name', 'phone', 'service', 'zip', 'message'] as const;
export type ShortQuoteField = (typeof shortQuoteFieldNames)[number];
export type ShortQuoteValues = Record<ShortQuoteField, string>;

export const shortQuoteLabels: Record<ShortQuoteField, string> = {
  name: 'Name',
  phone: 'Phone',
  service: 'Service',
  zip: 'ZIP',
  message: 'What needs fixing?',
};

/** The short form's one line of details is a sentence, not a project description. */
export const shortQuoteLimits = { name: quoteLimits.name, phone: quoteLimits.phone, zip: 10, message: 500 } as const;
