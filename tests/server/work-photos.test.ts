import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsDb, type LeadsDb } from '../../server/db/open.ts';
import { PhotoRejected } from '../../server/photos/images.ts';
import { encodeWorkPhoto, parseWorkPhotoId, workPhotoStore, writeSiteWorkPhotos, writeWorkPhotoFiles, type WorkPhotoStore } from '../../server/site/work-photos.ts';
import { workPhotoSrcset } from '../../src/lib/work-photos.ts';
import { carriesExif, heicFile, isUpright, photo, pixelBomb, svgFile, textFile } from '../support/photos.ts';
import { scratch } from './helpers.ts';

/** Job photos from upload to the built site's files, on a real SQLite file and real sharp. */
describe('job photo pipeline', () => {
  const dir = scratch('ccr-work-');
  let db: LeadsDb;
  let store: WorkPhotoStore;

  beforeAll(() => {
    db = openLeadsDb(dir.db);
    store = workPhotoStore(db);
  });
  afterAll(() => {
    db.close();
    dir.remove();
  });

  const refused = async (bytes: Buffer, name: string) => {
    const error = await encodeWorkPhoto(bytes, name).catch((caught: unknown) => caught);
    expect(error, name).toBeInstanceOf(PhotoRejected);
    return (error as Error).message;
  };

  it('turns a phone photo upright and stores AVIF and WebP copies at each width, with no EXIF, GPS or camera left', async () => {
    // Stored turned a quarter with an orientation flag, GPS of Uptown Charlotte and a camera make.
    const original = await photo({ width: 2000, height: 1500, rotated: true, gps: true });
    expect(carriesExif(original)).toBe(true);
    expect((await sharp(original).metadata()).orientation).toBe(6);

    const encoded = await encodeWorkPhoto(original, 'IMG_2041.jpg');
    expect([encoded.width, encoded.height]).toEqual([1440, 1080]);
    expect(encoded.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ['avif', 480, 360],
      ['webp', 480, 360],
      ['avif', 960, 720],
      ['webp', 960, 720],
      ['avif', 1440, 1080],
      ['webp', 1440, 1080],
    ]);
    for (const variant of encoded.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(variant.format);
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.exif, `${variant.format} ${variant.width}`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc === undefined || !meta.icc.includes(Buffer.from('TestCam'))).toBe(true);
      expect(meta.orientation ?? 1).toBe(1);
      expect(carriesExif(variant.bytes)).toBe(false);
      expect(await isUpright(await sharp(variant.bytes).png().toBuffer())).toBe(true);
    }

    const stored = store.add(encoded, new Date());
    expect(parseWorkPhotoId(stored.id)).toBe(stored.id);
    expect(store.info(stored.id)).toEqual(stored);
    expect(store.variants(stored.id)).toHaveLength(6);
  });

  it('keeps a narrow photo at its own width and a portrait one upright and tall', async () => {
    const narrow = await encodeWorkPhoto(await photo({ width: 800, height: 600 }), 'small.jpg');
    expect(narrow.variants.filter((v) => v.format === 'avif').map((v) => v.width)).toEqual([480, 800]);
    const portrait = await encodeWorkPhoto(await photo({ width: 1500, height: 2000, format: 'png' }), 'portrait.png');
    expect([portrait.width, portrait.height]).toEqual([1440, 1920]);
  });

  it('refuses HEIC, SVG, text, damaged, oversized, pixel-bomb and tiny uploads with a sentence saying what to do', async () => {
    expect(await refused(heicFile(), 'IMG_0001.HEIC')).toMatch(/IMG_0001\.HEIC is an iPhone HEIC photo, which we cannot open\. Set the camera to Most Compatible/);
    expect(await refused(svgFile, 'logo.jpg')).toMatch(/logo\.jpg is an SVG drawing, which we do not accept because it can carry hidden code/);
    expect(await refused(textFile, 'driveway.jpg')).toMatch(/driveway\.jpg is not a photo we can open\. Send a JPEG, PNG, WebP or AVIF picture/);
    const jpeg = await photo();
    expect(await refused(jpeg.subarray(0, 600), 'cut.jpg')).toMatch(/cut\.jpg is damaged or incomplete/);
    expect(await refused(pixelBomb(), 'bomb.png')).toMatch(/bomb\.png is 30,000 x 30,000 pixels, too large to open/);
    expect(await refused(Buffer.concat([jpeg, Buffer.alloc(21 * 1024 * 1024)]), 'huge.jpg')).toMatch(/huge\.jpg is larger than 20 MB/);
    expect(await refused(Buffer.alloc(0), 'empty.jpg')).toMatch(/empty\.jpg is empty/);
    expect(await refused(await photo({ width: 400, height: 300 }), 'thumb.jpg')).toBe(
      "thumb.jpg is only 400 x 300 pixels; a job photo needs at least 640 pixels on its long side to look sharp. Choose the original photo from your phone's camera roll.",
    );
  });

  it('writes the referenced photos into the built site as /work/<id>-<width>.<format>, the files the srcset names', async () => {
    const one = store.add(await encodeWorkPhoto(await photo({ width: 1600, height: 1200 }), 'a.jpg'), new Date());
    const two = store.add(await encodeWorkPhoto(await photo({ width: 900, height: 1200 }), 'b.jpg'), new Date());
    const unused = store.add(await encodeWorkPhoto(await photo({ width: 1000, height: 800 }), 'c.jpg'), new Date());
    expect(writeWorkPhotoFiles(store, [one.id, two.id, one.id], dir.dist)).toBe(6 + 4);
    const files = readdirSync(join(dir.dist, 'work')).sort();
    expect(files).toEqual(
      [`${one.id}-480.avif`, `${one.id}-480.webp`, `${one.id}-960.avif`, `${one.id}-960.webp`, `${one.id}-1440.avif`, `${one.id}-1440.webp`, `${two.id}-480.avif`, `${two.id}-480.webp`, `${two.id}-900.avif`, `${two.id}-900.webp`].sort(),
    );
    expect(files.some((file) => file.startsWith(unused.id))).toBe(false);
    for (const format of ['avif', 'webp'] as const) {
      for (const candidate of workPhotoSrcset(two, format).split(', ')) {
        expect(existsSync(join(dir.dist, candidate.split(' ')[0]!)), candidate).toBe(true);
      }
    }
    const stored = store.variants(one.id).find((v) => v.width === 960 && v.format === 'webp')!;
    expect(readFileSync(join(dir.dist, 'work', `${one.id}-960.webp`)).equals(stored.bytes)).toBe(true);
  });

  it('refuses path tricks and unknown ids in photo ids: nothing is read or written outside the folder', async () => {
    for (const trick of ['../../etc/passwd', '..%2F..%2Fleads', 'AAAAAAAAAAAAAAAAAAAAA/', 'AAAAAAAAAAAAAAAAAAAA..', '', 'a'.repeat(23), 'AAAAAAAAAAAAAAAAAAAA\0x', 'AAAAAAAAAAAAAAAAAAAAA\n']) {
      expect(parseWorkPhotoId(trick), JSON.stringify(trick)).toBeNull();
      expect(store.info(trick)).toBeUndefined();
      expect(store.variants(trick)).toEqual([]);
      expect(store.remove(trick)).toBe(false);
      expect(() => writeWorkPhotoFiles(store, [trick], dir.dist), trick).toThrow(/is not a photo id/);
    }
    expect(() => writeWorkPhotoFiles(store, ['AAAAAAAAAAAAAAAAAAAAAA'], dir.dist)).toThrow('The site content names the job photo AAAAAAAAAAAAAAAAAAAAAA, which is not stored in the database.');
    expect(existsSync(join(dir.dir, 'etc'))).toBe(false);
  });

  it('removes a photo with all its copies', async () => {
    const gone = store.add(await encodeWorkPhoto(await photo({ width: 700, height: 700 }), 'd.jpg'), new Date());
    expect(store.remove(gone.id)).toBe(true);
    expect(store.info(gone.id)).toBeUndefined();
    expect(store.variants(gone.id)).toEqual([]);
    expect(db.prepare('SELECT count(*) AS n FROM work_photo_files WHERE photo_id = ?').get(gone.id)).toEqual({ n: 0 });
  });
});

describe('the build step for job photos', () => {
  it('needs no database when the site shows no job photos, and names the problem when the database cannot give them', () => {
    const dir = scratch('ccr-work-build-');
    try {
      expect(writeSiteWorkPhotos([], join(dir.dir, 'missing.sqlite'), dir.dist)).toBe(0);
      const entry = {
        id: 'job',
        caption: 'Sunken driveway slab lifted level',
        service: 'leveling',
        town: 'Matthews',
        month: '2026-05',
        shot: { kind: 'single', photo: { id: 'AAAAAAAAAAAAAAAAAAAAAA', width: 1440, height: 1080, alt: 'A level driveway slab by a garage' } },
      };
      expect(() => writeSiteWorkPhotos([entry], join(dir.dir, 'missing.sqlite'), dir.dist)).toThrow(/The site shows 1 job photo\(s\), stored in .*missing\.sqlite, which cannot be opened/);
      const old = new Database(join(dir.dir, 'old.sqlite'));
      old.exec('CREATE TABLE leads (id INTEGER PRIMARY KEY)');
      old.close();
      expect(() => writeSiteWorkPhotos([entry], join(dir.dir, 'old.sqlite'), dir.dist)).toThrow(/has none stored: start the server once on it/);
      expect(() => writeSiteWorkPhotos([{ ...entry, caption: 'short' }], join(dir.dir, 'old.sqlite'), dir.dist)).toThrow(/The caption needs 10 to 160 characters; it has 5/);
    } finally {
      dir.remove();
    }
  });
});
