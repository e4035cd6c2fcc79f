/**
 * The business facts the owner edits on /inbox/site/business, as one zod schema: the editor
 * validates a save with it, the build's `business` collection validates the published facts
 * with it, and the repository's defaults (business-defaults.ts) are typed by it. It lives with
 * the configuration because everything above reads these facts and nothing here reads anything above.
 *
 * Messages are written for the owner: each says what is wrong and what is accepted.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { businessYear } from './business-calendar.ts';
import { editableFields, fieldRules } from './editable-fields.ts';
import { workPhoto } from './stored-photo.ts';

export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof weekDays)[number];

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 07:30.');
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date such as 2026-03-14.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value), 'That date does not exist.');
export const httpsUrl = z.url({ protocol: /^https$/, error: 'Enter a full https:// address, e.g. https://g.page/r/your-business.' });
/** Optional text fields are stored as '' when empty, so a form field maps to one value. */
export const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);
export const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    // Line breaks and control characters have no place in a one-line field and could split a header or a log line.
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), `${label} must be on one line.`);

/**
 * A phone number in any common format, kept in both forms the site needs: E.164 for tel: links
 * and structured data (+17045550123), and the display form ((704) 555-0123 for a US number,
 * international format for any other). A stored value ({ display, e164 }) checks again as itself.
 */
export const phoneNumber = z
  .union([z.string(), z.object({ e164: z.string() }).transform((stored) => stored.e164)])
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value.trim(), 'US');
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: 'custom', message: `"${value.trim()}" is not a phone number. Enter 10 digits, e.g. (704) 555-0123.` });
      return z.NEVER;
    }
    return { display: parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational(), e164: parsed.number as string };
  });

/** A day's row of the opening hours; each field's form name is `<key>-<day>`, e.g. opens-Monday. */
export const dayFields = editableFields({
  /** Both times or neither: a day without times is closed. */
  opens: { control: { type: 'time', label: 'Opens' }, rule: optional(time), read: 'trim', blank: '' },
  closes: { control: { type: 'time', label: 'Closes' }, rule: optional(time), read: 'trim', blank: '' },
  /** Shown beside the day, e.g. "By appointment in Gastonia". */
  note: { control: { type: 'text', label: 'Note', optional: true }, rule: text('The note', 60), read: 'text', blank: '' },
});

export const dayHours = z
  .object({ day: z.enum(weekDays), ...fieldRules(dayFields) })
  .superRefine((row, ctx) => {
    if ((row.opens === '') !== (row.closes === '')) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: `${row.day}: enter both the opening and the closing time, or neither for a closed day.` });
    } else if (row.opens && row.closes && row.opens >= row.closes) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: `${row.day}: the opening time (${row.opens}) must be before the closing time (${row.closes}).` });
    }
  });
export type DayHours = z.infer<typeof dayHours>;

const foundedRule = 'Enter the year the business was founded, e.g. 2014.';

/**
 * The business facts the owner edits (/inbox/site/business), declared once for the form, the
 * server and the build; the hours (dayFields) and the rating (ratingFields) are theirs apart.
 */
export const businessFields = editableFields({
  name: { control: { type: 'text', label: 'Business name', autoComplete: 'organization' }, rule: text('The business name', 60).min(1, 'Enter the business name.'), read: 'text', blank: '' },
  phone: {
    control: { type: 'tel', label: 'Phone', autoComplete: 'tel', hint: 'Any format, e.g. 704-555-0123. The site shows (704) 555-0123.' },
    rule: phoneNumber,
    read: 'text',
    blank: '',
  },
  email: { control: { type: 'email', label: 'Email', autoComplete: 'email' }, rule: z.email('Enter an e-mail address such as info@yourcompany.com.').max(120), read: 'trim', blank: '' },
  streetAddress: { control: { type: 'text', label: 'Street address', optional: true, autoComplete: 'street-address' }, rule: text('The street address', 100), read: 'text', blank: '' },
  city: { control: { type: 'text', label: 'City', autoComplete: 'address-level2' }, rule: text('The city', 40).min(1, 'Enter the city, e.g. Charlotte.'), read: 'text', blank: '' },
  postalCode: {
    control: { type: 'text', label: 'ZIP code', inputMode: 'numeric', autoComplete: 'postal-code' },
    rule: z.string().regex(/^\d{5}$/, 'Enter the 5-digit ZIP code, e.g. 28202.'),
    read: 'trim',
    blank: '',
  },
  /** The form's hint states the years in business once the year is one. */
  yearFounded: {
    control: { type: 'text', label: 'Year founded', inputMode: 'numeric', hint: 'The site states the years in business from it.' },
    rule: z
      .number({ error: foundedRule })
      .int(foundedRule)
      .min(1900, 'Enter a year from 1900 on.')
      .superRefine((year, ctx) => {
        const thisYear = businessYear(new Date());
        if (year > thisYear) ctx.addIssue({ code: 'custom', message: `The year founded cannot be after ${thisYear}.` });
      }),
    read: 'number',
    blank: '',
  },
  licenceNumber: {
    control: { type: 'text', label: 'NC license number', optional: true, hint: "Shown under the home page's heading and in the footer when filled in." },
    rule: text('The license number', 40),
    read: 'text',
    blank: '',
  },
  /** Where "Ask for a review" sends a customer, e.g. the Google review link. */
  reviewUrl: {
    control: { type: 'url', label: 'Link for asking a customer for a review', optional: true, hint: 'Your Google "Ask for reviews" link; "Ask for a review" on a won request sends it.' },
    rule: optional(httpsUrl),
    read: 'trim',
    blank: '',
  },
  /** The owner in their own words on /about and as the founder in its JSON-LD; '' and none while not set. */
  ownerName: {
    control: { type: 'text', label: "Owner's name", optional: true, autoComplete: 'name', hint: 'e.g. Dana Reyes. Search engines read it as the founder.' },
    rule: text("The owner's name", 60).default(''),
    read: 'text',
    blank: '',
  },
  aboutOwner: {
    control: { type: 'textarea', label: 'About the owner', optional: true, rows: 6, hint: 'A few sentences in your own words: who you are, how you started, what you care about on a job.' },
    rule: z
      .string()
      .trim()
      .max(1200, 'About the owner can be at most 1,200 characters.')
      .refine((value) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(value), 'About the owner can hold text and line breaks only.')
      .default(''),
    read: 'text',
    blank: '',
  },
});

/** The rating the site states; each field's form name is rating<Key>, e.g. ratingValue. */
export const ratingFields = editableFields(
  {
    value: {
      control: { type: 'text', label: 'Rating', inputMode: 'decimal', hint: 'The figure on your review profile, e.g. 4.9.' },
      rule: z.number({ error: 'Enter the rating as a number such as 4.9.' }).min(1, 'The rating is a number from 1 to 5.').max(5, 'The rating is a number from 1 to 5.'),
      read: 'number',
      blank: '',
    },
    count: {
      control: { type: 'text', label: 'Number of reviews', inputMode: 'numeric' },
      rule: z.number({ error: 'Enter how many reviews the rating is from.' }).int('Enter a whole number of reviews.').min(1, 'The rating needs at least one review.').max(100000),
      read: 'number',
      blank: '',
    },
    /** Where the rating comes from, e.g. Google; '' while not stated. */
    source: { control: { type: 'text', label: 'Rating from', optional: true, hint: 'e.g. Google. Shown beside the rating.' }, rule: text('The rating source', 40), read: 'text', blank: '' },
    profileUrl: { control: { type: 'url', label: 'Review profile link', optional: true }, rule: optional(httpsUrl), read: 'trim', blank: '' },
    /** The day the figure was read off the profile; '' while not stated. The form's hint shows it in words once it is a date. */
    asOf: { control: { type: 'date', label: 'Rating as of', optional: true, hint: 'The day you read the figure.' }, rule: optional(isoDate), read: 'trim', blank: '' },
  },
  (key) => `rating${key[0]!.toUpperCase()}${key.slice(1)}`,
);

export const businessFacts = z.object({
  name: businessFields.name.rule,
  phone: businessFields.phone.rule,
  email: businessFields.email.rule,
  streetAddress: businessFields.streetAddress.rule,
  city: businessFields.city.rule,
  postalCode: businessFields.postalCode.rule,
  hours: z
    .array(dayHours)
    .length(7, 'Enter the hours of all seven days.')
    .refine((rows) => rows.every((row, index) => row.day === weekDays[index]), 'The days must run from Monday to Sunday.'),
  yearFounded: businessFields.yearFounded.rule,
  licenceNumber: businessFields.licenceNumber.rule,
  rating: z.object(fieldRules(ratingFields)),
  reviewUrl: businessFields.reviewUrl.rule,
  ownerName: businessFields.ownerName.rule,
  aboutOwner: businessFields.aboutOwner.rule,
  ownerPhoto: workPhoto.optional(),
});
export type BusinessFacts = z.infer<typeof businessFacts>;
