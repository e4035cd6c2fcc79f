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

export const dayHours = z
  .object({
    day: z.enum(weekDays),
    /** Both times or neither: a day without times is closed. */
    opens: optional(time),
    closes: optional(time),
    /** Shown beside the day, e.g. "By appointment in Gastonia". */
    note: text('The note', 60),
  })
  .superRefine((row, ctx) => {
    if ((row.opens === '') !== (row.closes === '')) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: `${row.day}: enter both the opening and the closing time, or neither for a closed day.` });
    } else if (row.opens && row.closes && row.opens >= row.closes) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: `${row.day}: the opening time (${row.opens}) must be before the closing time (${row.closes}).` });
    }
  });
export type DayHours = z.infer<typeof dayHours>;

export const businessFacts = z.object({
  name: text('The business name', 60).min(1, 'Enter the business name.'),
  phone: phoneNumber,
  email: z.email('Enter an e-mail address such as info@yourcompany.com.').max(120),
  streetAddress: text('The street address', 100),
  city: text('The city', 40).min(1, 'Enter the city, e.g. Charlotte.'),
  postalCode: z.string().regex(/^\d{5}$/, 'Enter the 5-digit ZIP code, e.g. 28202.'),
  hours: z
    .array(dayHours)
    .length(7, 'Enter the hours of all seven days.')
    .refine((rows) => rows.every((row, index) => row.day === weekDays[index]), 'The days must run from Monday to Sunday.'),
  yearFounded: z
    .number({ error: 'Enter the year the business was founded, e.g. 2014.' })
    .int('Enter the year the business was founded, e.g. 2014.')
    .min(1900, 'Enter a year from 1900 on.')
    .superRefine((year, ctx) => {
      const thisYear = businessYear(new Date());
      if (year > thisYear) ctx.addIssue({ code: 'custom', message: `The year founded cannot be after ${thisYear}.` });
    }),
  licenceNumber: text('The license number', 40),
  rating: z.object({
    value: z.number({ error: 'Enter the rating as a number such as 4.9.' }).min(1, 'The rating is a number from 1 to 5.').max(5, 'The rating is a number from 1 to 5.'),
    count: z.number({ error: 'Enter how many reviews the rating is from.' }).int('Enter a whole number of reviews.').min(1, 'The rating needs at least one review.').max(100000),
    /** Where the rating comes from, e.g. Google; '' while not stated. */
    source: text('The rating source', 40),
    profileUrl: optional(httpsUrl),
    /** The day the figure was read off the profile; '' while not stated. */
    asOf: optional(isoDate),
  }),
  /** Where "Ask for a review" sends a customer, e.g. the Google review link. */
  reviewUrl: optional(httpsUrl),
  /** The owner in their own words on /about and as the founder in its JSON-LD; '' and none while not set. */
  ownerName: text("The owner's name", 60).default(''),
  aboutOwner: z
    .string()
    .trim()
    .max(1200, 'About the owner can be at most 1,200 characters.')
    .refine((value) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(value), 'About the owner can hold text and line breaks only.')
    .default(''),
  ownerPhoto: workPhoto.optional(),
});
export type BusinessFacts = z.infer<typeof businessFacts>;
