/**
 * A photo the site stores and shows (a job photo, the owner's photo): its id, its size and its
 * alt text, checked the same way by the editor and the build. The rules live here, at the ground
 * floor, because the business facts name the owner's photo too.
 */
import { z } from 'astro/zod';
import { textOfLength } from './field-messages.ts';

/** A stored photo's id: 128 random bits in base64url (server/photos/store.ts), its only address. */
export const photoIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** Shorter than this on the long edge, a photo looks soft even on a phone. */
export const minWorkPhotoEdge = 640;

const pixels = z.number().int().min(1).max(20_000);

export const workPhoto = z
  .object({
    id: z.string().regex(photoIdPattern, 'This is not a stored photo: upload the photo again.'),
    width: pixels,
    height: pixels,
    /** What the photo shows, for people who cannot see it, e.g. "Driveway slab lifted level with the garage floor". */
    alt: textOfLength('alt text', 10, 200),
  })
  .strict()
  .refine((photo) => Math.max(photo.width, photo.height) >= minWorkPhotoEdge, 'This photo is too small to show: upload the original.');
