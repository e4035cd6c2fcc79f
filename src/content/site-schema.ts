/**
 * What the owner edits from the inbox (/inbox/site), one zod schema per kind of content. The
 * editor (server/site) validates a save with these, and the build's content collections
 * (src/content.config.ts) validate the published snapshot with the same ones, so nothing the
 * editor accepts can break a build and nothing a build reads has skipped the editor's checks.
 *
 * Messages are written for the owner: each says what is wrong and what is accepted.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { articleInput } from '../lib/article.ts';
import { businessDay, businessYear } from '../lib/dates.ts';
import { articleSlug, blogFrontmatter } from './blog-schema.ts';
import { workEntry, workPhoto } from './work-schema.ts';

export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof weekDays)[number];

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 07:30.');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date such as 2026-03-14.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value), 'That date does not exist.');
const httpsUrl = z.url({ protocol: /^https$/, error: 'Enter a full https:// address, e.g. https://g.page/r/your-business.' });
/** Optional text fields are stored as '' when empty, so a form field maps to one value. */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);
const text = (label: string, max: number) =>
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
  licenceNumber: text('The licence number', 40),
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

export const review = z.object({
  name: text('The name', 60).min(1, 'Enter the name as the customer agreed to show it, e.g. Sarah M.'),
  town: text('The town', 60).min(1, 'Enter the town, e.g. Matthews, NC.'),
  rating: z
    .number({ error: 'The rating is a whole number from 1 to 5.' })
    .int('The rating is a whole number from 1 to 5.')
    .min(1, 'The rating is a whole number from 1 to 5.')
    .max(5, 'The rating is a whole number from 1 to 5.'),
  date: isoDate.refine((value) => value <= businessDay(new Date()), 'The review date cannot be in the future.'),
  text: z.string().trim().min(20, 'The review needs at least 20 characters.').max(1200, 'The review can be at most 1,200 characters.'),
  /** Google, Facebook, Nextdoor...; '' for a review given in person. */
  source: text('The source', 40),
  url: optional(httpsUrl),
  /** Hidden reviews stay in the editor and leave the site. */
  hidden: z.boolean(),
});
export type Review = z.infer<typeof review>;

/**
 * A finished job's photo or before/after pair as the owner keeps it: the public entry of
 * src/content/work-schema.ts (its id is the draft's id) and whether it is hidden.
 */
export const workItem = workEntry.omit({ id: true }).extend({ hidden: z.boolean() });
export type WorkItem = z.infer<typeof workItem>;

/**
 * A blog article written in the inbox (src/lib/article.ts: the blog schema's fields and the
 * Markdown body), whether it is on the site, and the addresses it had while published, each
 * of which answers 301 with the current one (src/content/article-renames.ts).
 */
export const article = articleInput.extend({
  // Like every article of the site: the page ends with one to three related articles.
  related: blogFrontmatter.shape.related,
  published: z.boolean(),
  previousSlugs: z.array(articleSlug).default([]),
  /** The repository article (src/content/blog/<slug>.md) this one replaces on the site while it is published. */
  overrides: articleSlug.optional(),
});
export type Article = z.infer<typeof article>;

/** Every kind of content the store keeps, by name: 'business' is one document, the others are lists. */
export const siteKinds = { business: businessFacts, review, work: workItem, article } as const;
export type SiteKind = keyof typeof siteKinds;
export type SiteData<K extends SiteKind> = z.infer<(typeof siteKinds)[K]>;

export function isSiteKind(value: string): value is SiteKind {
  return Object.hasOwn(siteKinds, value);
}

/** The published content of every kind: what a revision stores and a build reads. */
export interface SiteSnapshot {
  business: BusinessFacts;
  review: { id: string; data: Review }[];
  work: { id: string; data: WorkItem }[];
  article: { id: string; data: Article }[];
}

/** Validates a whole snapshot with the kinds' schemas; a build refuses one that fails. */
export const siteSnapshot = z.object({
  business: businessFacts,
  review: z.array(z.object({ id: z.string(), data: review })),
  work: z.array(z.object({ id: z.string(), data: workItem })),
  article: z.array(z.object({ id: z.string(), data: article })),
});

/** The owner's first message for a failed check: "Phone: ..." with the field named. */
export function describeIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
