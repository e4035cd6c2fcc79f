/**
 * Job photos ("Recent work") from the owner's phone to the public site. An upload goes through
 * the quote photos' checks (server/photos/images.ts: type from the content, HEIC and SVG
 * refused, pixel limit), is turned upright and decoded once, and is stored as the AVIF and WebP
 * copies a page's srcset names, with no metadata at all: these are customers' homes, and the
 * EXIF block of a phone photo holds its GPS position. The build writes the copies that
 * published content references into the site (writeWorkPhotoFiles).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { minWorkPhotoEdge, photoIdPattern } from '../../src/config/stored-photo.ts';
import { maxPhotoBytes, photoMessages } from '../../src/lib/photo-fields.ts';
import { largestWorkPhotoWidth, variantWidths, workPhotoFolder, workPhotoFormats, workPhotoSrc, type WorkPhotoFormat } from '../../src/lib/work-photos.ts';
import { entryPhotos, workEntry } from '../../src/content/work-schema.ts';
import { openLeadsDb, type LeadsDb } from '../db/open.ts';
import { checkUpload, decodeOptions, inTurn, PhotoRejected } from '../photos/images.ts';
import { newPhotoId } from '../photos/store.ts';

export interface WorkPhotoVariant {
  width: number;
  height: number;
  format: WorkPhotoFormat;
  bytes: Buffer;
}

export interface EncodedWorkPhoto {
  /** Size of the largest copy, as a page's width and height attributes state it. */
  width: number;
  height: number;
  variants: WorkPhotoVariant[];
}

/** A stored job photo as content refers to it. */
export interface WorkPhotoInfo {
  id: string;
  width: number;
  height: number;
}

// Quality that keeps concrete texture without blocking artifacts in flat sky or walls.
const encoders: Record<WorkPhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 2: an eighth of effort 4's time on a 2-core server (1 s against 8 s for a 1440 px copy) for files within 1% of its size.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The owner's sentence for a photo too small to show well. */
export function tooSmallMessage(fileName: string, width: number, height: number): string {
  return `${fileName.trim() || 'This photo'} is only ${width} x ${height} pixels; a job photo needs at least ${minWorkPhotoEdge} pixels on its long side to look sharp. Choose the original photo from your phone's camera roll.`;
}

/** Checks an upload and encodes its copies; throws PhotoRejected with a sentence the owner understands. */
export function encodeWorkPhoto(bytes: Buffer, fileName: string): Promise<EncodedWorkPhoto> {
  return inTurn(() => encode(bytes, fileName));
}

async function encode(bytes: Buffer, fileName: string): Promise<EncodedWorkPhoto> {
  if (bytes.length === 0) throw new PhotoRejected(photoMessages.empty(fileName));
  if (bytes.length > maxPhotoBytes) {
    throw new PhotoRejected(`${fileName.trim() || 'This photo'} is larger than ${megabytes(maxPhotoBytes)}. Choose a smaller copy of it, or a screenshot of the photo.`);
  }
  await checkUpload(bytes, fileName);
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, turned upright by its EXIF flag and flattened onto white; every copy is
    // encoded from these pixels, so none carries a byte of the original's metadata.
    upright = await sharp(bytes, decodeOptions)
      .resize(largestWorkPhotoWidth, undefined, { withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRejected(photoMessages.damaged(fileName));
  }
  const { width, height } = upright.info;
  if (Math.max(width, height) < minWorkPhotoEdge) throw new PhotoRejected(tooSmallMessage(fileName, width, height));
  const raw = { width, height, channels: upright.info.channels };
  const variants: WorkPhotoVariant[] = [];
  for (const variantWidth of variantWidths(width)) {
    for (const format of workPhotoFormats) {
      const { data, info } = await encoders[format](sharp(upright.data, { raw }).resize(variantWidth)).toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, format, bytes: data });
    }
  }
  return { width, height, variants };
}

/** A photo id as content or a URL names it: 22 base64url characters, else null. Nothing else reaches a path or a query. */
export function parseWorkPhotoId(raw: unknown): string | null {
  return typeof raw === 'string' && photoIdPattern.test(raw) ? raw : null;
}

/** Storing, reading and removing job photos in the LEADS_DB database. */
export function workPhotoStore(db: LeadsDb) {
  const insertPhoto = db.prepare(`INSERT INTO work_photos (id, uploaded_at, width, height) VALUES (?, ?, ?, ?)`);
  const insertFile = db.prepare(`INSERT INTO work_photo_files (photo_id, width, height, format, bytes) VALUES (?, ?, ?, ?, ?)`);
  const photo = db.prepare(`SELECT id, width, height FROM work_photos WHERE id = ?`);
  const files = db.prepare(`SELECT width, height, format, bytes FROM work_photo_files WHERE photo_id = ? ORDER BY width, format`);
  const remove = db.prepare(`DELETE FROM work_photos WHERE id = ?`);
  return {
    /** Stores a photo and all its copies in one transaction; returns what content refers to. */
    add: db.transaction((encoded: EncodedWorkPhoto, now: Date): WorkPhotoInfo => {
      const id = newPhotoId();
      insertPhoto.run(id, now.toISOString(), encoded.width, encoded.height);
      for (const variant of encoded.variants) insertFile.run(id, variant.width, variant.height, variant.format, variant.bytes);
      return { id, width: encoded.width, height: encoded.height };
    }),
    info: (id: string): WorkPhotoInfo | undefined => (parseWorkPhotoId(id) ? (photo.get(id) as WorkPhotoInfo | undefined) : undefined),
    variants: (id: string): WorkPhotoVariant[] => (parseWorkPhotoId(id) ? (files.all(id) as WorkPhotoVariant[]) : []),
    /** Deletes a photo and its copies; false when there was none. */
    remove: (id: string): boolean => parseWorkPhotoId(id) !== null && remove.run(id).changes === 1,
  };
}

export type WorkPhotoStore = ReturnType<typeof workPhotoStore>;

/**
 * The build step: writes every copy of each photo the published content references into
 * `<distDir>/work/<id>-<width>.<format>`. An id that is malformed or not stored stops the build
 * with a sentence naming it, so a page never links an image that is not there.
 */
export function writeWorkPhotoFiles(store: WorkPhotoStore, ids: Iterable<string>, distDir: string): number {
  const folder = join(distDir, workPhotoFolder);
  let written = 0;
  for (const id of new Set(ids)) {
    if (!parseWorkPhotoId(id)) throw new Error(`The site content names a job photo ${JSON.stringify(id)}, which is not a photo id (22 letters, digits, - or _).`);
    const variants = store.variants(id);
    if (variants.length === 0) throw new Error(`The site content names the job photo ${id}, which is not stored in the database. Upload it again, or remove it from the content.`);
    mkdirSync(folder, { recursive: true });
    for (const variant of variants) {
      writeFileSync(join(distDir, workPhotoSrc(id, variant.width, variant.format)), variant.bytes);
      written += 1;
    }
  }
  return written;
}

/**
 * The build's step for job photos (scripts/postbuild.ts): the photos the site's entries show
 * and the published articles' covers (`coverIds`),
 * from the database at `dbPath`, opened read-only and only when there are any, so a build
 * without job photos (a static host, a fresh checkout) needs no database.
 */
export function writeSiteWorkPhotos(entries: readonly unknown[], dbPath: string, distDir: string, coverIds: readonly string[] = []): number {
  const ids = [
    ...workEntry
      .array()
      .parse(entries)
      .flatMap((entry) => entryPhotos(entry).map((photo) => photo.id)),
    ...coverIds,
  ];
  if (ids.length === 0) return 0;
  let db: LeadsDb;
  try {
    db = openLeadsDb(dbPath, { readonly: true });
  } catch (error) {
    throw new Error(`The site shows ${ids.length} job photo(s), stored in ${dbPath}, which cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    // Read-only opening applies no migrations: a database the server has not opened since job photos came has no such table.
    if (!db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'work_photo_files'`).get()) {
      throw new Error(`The site shows job photos, but ${dbPath} has none stored: start the server once on it (npm run serve) to update it, or check LEADS_DB.`);
    }
    return writeWorkPhotoFiles(workPhotoStore(db), ids, distDir);
  } finally {
    db.close();
  }
}
