/**
 * A "Recent work" entry: one job shown on /our-work and in the strips on the home, service and
 * area pages. Either one photo or a before/after pair, each with its own alt text, and the
 * photo's id with the size of its largest stored copy (server/site/work-photos.ts). The owner's
 * editor, the content loader and the build validate with this one schema.
 */
import { z } from 'astro/zod';
import { serviceAreaCities } from '../config/service-area-cities.ts';
import { businessMonth } from '../lib/dates.ts';
import { textOfLength } from '../config/field-messages.ts';
import { workPhoto } from '../config/stored-photo.ts';
import { services, type ServiceSlug } from './services.ts';
import { editableFields } from '../config/editable-fields.ts';

const serviceSlugs = services.map((service) => service.slug) as [ServiceSlug, ...ServiceSlug[]];

/** 'May 2026' from '2026-05'. */
export function formatWorkMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year!, number! - 1, 1));
}


/**
 * A job photo's fields as the owner edits them (/inbox/site/work), declared once for the form, the
 * server and the build. The photos are uploads, not fields; their alt texts are each photo's rule
 * (src/config/stored-photo.ts), which the entry checks inside its shot.
 */
export const workFields = editableFields({
  alt: {
    control: { type: 'text', label: 'Alt text', hint: 'What the photo shows, for someone who cannot see it, e.g. Driveway slab lifted level with the garage floor.' },
    rule: workPhoto.shape.alt,
    read: 'text',
    blank: '',
  },
  caption: {
    control: { type: 'text', label: 'Caption', hint: '10 to 160 characters, e.g. Sunken driveway slab lifted with foam in Matthews.' },
    rule: textOfLength('caption', 10, 160),
    read: 'text',
    blank: '',
  },
  service: {
    control: { type: 'select', label: 'Service', options: services.map((service) => ({ value: service.slug, label: service.title })) },
    rule: z.enum(serviceSlugs, { error: `Choose the service: ${serviceSlugs.join(', ')}.` }),
    read: 'trim',
    blank: '',
  },
  town: {
    control: { type: 'select', label: 'Town', options: serviceAreaCities.map((town) => ({ value: town, label: town })) },
    rule: z.enum(serviceAreaCities, { error: `Choose the town: ${serviceAreaCities.join(', ')}.` }),
    read: 'trim',
    blank: '',
  },
  /** When the job was finished: a new entry's is this month in Charlotte, where the owner adds it the evening of the job. */
  month: {
    control: { type: 'month', label: 'Month', hint: 'When the job was finished: this month unless you change it.', narrow: true },
    rule: z
      .string()
      .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, { message: 'Give the month the job was finished, such as 2026-05.', abort: true })
      .refine((month) => month <= businessMonth(new Date()), 'The month the job was finished cannot be in the future.'),
    read: 'trim',
    blank: businessMonth,
  },
  beforeAlt: {
    control: { type: 'text', label: 'Before photo alt text', hint: 'What the before photo shows, e.g. Driveway slab sunk two inches below the garage floor.' },
    rule: workPhoto.shape.alt,
    read: 'text',
    blank: '',
  },
  /** Shown at the top of the home page, behind the hero (one entry at most: the editor keeps it so). */
  hero: {
    control: {
      type: 'checkbox',
      label: 'Show at the top of the home page',
      hint: 'Behind the heading and the quote form, darkened so the words stay readable. One photo at a time: checking it here unchecks the one before.',
    },
    rule: z.boolean().optional(),
    read: 'checkbox',
    blank: '',
  },
});

export const workEntry = z
  .object({
    /** Stable key of the entry, given by the editor. */
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'An entry id is 1 to 64 letters, digits, - or _.'),
    caption: workFields.caption.rule,
    service: workFields.service.rule,
    town: workFields.town.rule,
    month: workFields.month.rule,
    hero: workFields.hero.rule,
    shot: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('single'), photo: workPhoto }).strict(),
      z.object({ kind: z.literal('before-after'), before: workPhoto, after: workPhoto }).strict(),
    ]),
  })
  .strict();

export type WorkEntry = z.infer<typeof workEntry>;
export type WorkPhoto = z.infer<typeof workPhoto>;

/** Every photo of an entry, in the order shown: the before photo first. */
export function entryPhotos(entry: Pick<WorkEntry, 'shot'>): WorkPhoto[] {
  return entry.shot.kind === 'single' ? [entry.shot.photo] : [entry.shot.before, entry.shot.after];
}
