/**
 * The one validation schema for a quote request. The server enforces it; it is written with
 * `zod/mini` so a client could import it without blowing the island's JavaScript budget.
 */
import * as z from 'zod/mini';
import {
  quoteLimits,
  serviceSlugs,
  shortQuoteFieldNames,
  shortQuoteLimits,
  type FieldError,
  type QuoteField,
  type QuoteValues,
  type ShortQuoteValues,
} from './quote-fields.ts';
import { formatNumber } from './format-number.ts';
import { cleanLine, cleanText } from './clean-text.ts';

export * from './quote-fields.ts';

/** Digits of a phone number once spaces, dashes, dots, brackets and a leading + are removed. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** A US number: 10 digits, or 11 starting with the country code 1, written with common punctuation and plain spaces only (no tab, VT or FF). */
export function isValidPhone(phone: string): boolean {
  if (!/^[\d ().+-]+$/.test(phone)) return false;
  const digits = phoneDigits(phone);
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/**
 * Control characters are cleaned out first (clean-text.ts: a one-line field loses its line breaks
 * too, a multi-line one keeps them), then surrounding whitespace; a required field must keep at
 * least one character.
 */
function text(field: string, required: string | null, max: number, clean: (value: string) => string = cleanLine) {
  const tooLong = z.maxLength(max, `${field} must be ${formatNumber(max)} characters or fewer`);
  const checks = required ? [z.overwrite(clean), z.trim(), z.minLength(1, required), tooLong] : [z.overwrite(clean), z.trim(), tooLong];
  return z.string({ error: required ?? `${field} must be text` }).check(...checks);
}

const name = text('Name', 'Enter your name', quoteLimits.name);
// Checked as typed, so a control character in a phone number is refused rather than cleaned into a valid-looking one.
const phone = text('Phone number', 'Enter your phone number', quoteLimits.phone, (value) => value).check(
  z.refine((value) => value === '' || isValidPhone(value), 'Enter a phone number with 10 or 11 digits, including the area code'),
);
const service = z.enum(serviceSlugs, { error: 'Select the service you need' });

export const quoteSchema = z.object({
  name,
  phone,
  email: text('Email address', 'Enter your email address', quoteLimits.email).check(
    z.refine(
      (value) => value === '' || z.safeParse(z.email(), value).success,
      'Enter an email address in the correct format, like name@example.com',
    ),
  ),
  address: z._default(text('Property address', null, quoteLimits.address), ''),
  service,
  message: text('Project details', 'Tell us about your project', quoteLimits.message, cleanText),
});

/** The home page's short form: what it takes to call back and price the trip, nothing more. */
export const shortQuoteSchema = z.object({
  name,
  phone,
  service,
  zip: text('ZIP', 'Enter your ZIP code', shortQuoteLimits.zip).check(z.regex(/^(\d{5}(-\d{4})?)?$/, 'Enter a 5-digit ZIP code, like 28205')),
  message: z._default(text('What needs fixing', null, shortQuoteLimits.message, cleanText), ''),
});

export type QuoteRequest = z.infer<typeof quoteSchema>;

export type ShortQuoteRequest = z.infer<typeof shortQuoteSchema>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] };
export type QuoteValidation = Validation<QuoteRequest>;

/** At most one message per field, in the form's order. */
function validate<T>(schema: z.ZodMiniType<T>, input: unknown, order: readonly string[]): Validation<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
  return { ok: false, errors };
}

/** Validates raw form values of the /contact form. */
export function validateQuote(input: Partial<Record<QuoteField, unknown>> | Partial<QuoteValues>): QuoteValidation {
  return validate(quoteSchema, input, ['name', 'phone', 'email', 'address', 'service', 'message']);
}

/** Validates raw form values of the home page's short form. */
export function validateShortQuote(input: Partial<ShortQuoteValues>): Validation<ShortQuoteRequest> {
  return validate(shortQuoteSchema, input, shortQuoteFieldNames);
}
