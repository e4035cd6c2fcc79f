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

const serviceSlugs = services.map((service) => service.slug) as [ServiceSlug, ...ServiceSlug[]];

/** 'May 2026' from '2026-05'. */
export function formatWorkMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year!, number! - 1, 1));
}


export const workEntry = z
  .object({
    /** Stable key of the entry, given by the editor. */
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'An entry id is 1 to 64 letters, digits, - or _.'),
    caption: textOfLength('caption', 10, 160),
    service: z.enum(serviceSlugs, { error: `Choose the service: ${serviceSlugs.join(', ')}.` }),
    town: z.enum(serviceAreaCities, { error: `Choose the town: ${serviceAreaCities.join(', ')}.` }),
    /** When the job was finished. */
    month: z
      .string()
      .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, { message: 'Give the month the job was finished, such as 2026-05.', abort: true })
      .refine((month) => month <= businessMonth(new Date()), 'The month the job was finished cannot be in the future.'),
    /** Shown at the top of the home page, behind the hero (one entry at most: the editor keeps it so). */
    hero: z.boolean().optional(),
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
