import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { photoIdPattern } from '../../src/config/stored-photo.ts';
import type { EncodedPhoto } from './images.ts';
import type { PhotoInfo } from '../../src/lib/lead-view.ts';

export { photoIdPattern };

/** 128 random bits, URL-safe: the only way to address a photo. */
export function newPhotoId(): string {
  return randomBytes(16).toString('base64url');
}

/** Every stored photo is a JPEG (server/photos/images.ts). */
export const photoType = 'image/jpeg';

/** The name a photo is saved under when the owner downloads it or finds it attached to an e-mail. */
export function photoFileName(leadId: number, number: number, size: 'full' | 'thumb' = 'full'): string {
  return `request-${leadId}-photo-${number}${size === 'thumb' ? '-small' : ''}.jpg`;
}

/** Inserts a lead's photos; called inside the transaction that inserts the lead. */
export function photoWriter(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO lead_photos (id, lead_id, position, width, height, image, thumb) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  return (leadId: number, photos: readonly EncodedPhoto[]) =>
    photos.forEach((photo, index) => insert.run(newPhotoId(), leadId, index + 1, photo.width, photo.height, photo.image, photo.thumb));
}

export interface PhotoFile {
  leadId: number;
  number: number;
  bytes: Buffer;
}

/** Read access to stored photos, for the inbox and the owner's e-mail. */
export function photoReader(db: Database.Database) {
  const list = db.prepare(`SELECT id, position AS number, width, height FROM lead_photos WHERE lead_id = ? ORDER BY position`);
  const full = db.prepare(`SELECT lead_id AS leadId, position AS number, image AS bytes FROM lead_photos WHERE id = ?`);
  const small = db.prepare(`SELECT lead_id AS leadId, position AS number, thumb AS bytes FROM lead_photos WHERE id = ?`);
  const images = db.prepare(`SELECT image FROM lead_photos WHERE lead_id = ? ORDER BY position`).pluck();
  const counts = db.prepare(`SELECT lead_id AS id, count(*) AS n FROM lead_photos WHERE lead_id IN (SELECT value FROM json_each(?)) GROUP BY lead_id`);
  return {
    /** How many photos each of these requests has, for those that have any. */
    counts: (leadIds: readonly number[]) => new Map((counts.all(JSON.stringify(leadIds)) as { id: number; n: number }[]).map((row) => [row.id, row.n])),
    forLead: (leadId: number) => list.all(leadId) as PhotoInfo[],
    /** One photo by its id, full size or its thumbnail; undefined for an id that is not stored. */
    file: (id: string, size: 'full' | 'thumb') =>
      photoIdPattern.test(id) ? ((size === 'full' ? full : small).get(id) as PhotoFile | undefined) : undefined,
    images: (leadId: number) => images.all(leadId) as Buffer[],
  };
}

export type PhotoReader = ReturnType<typeof photoReader>;
