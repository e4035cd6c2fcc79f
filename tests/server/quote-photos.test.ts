import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { photoMessages } from '../../src/lib/photo-fields.ts';
import { carriesExif, heicFile, isUpright, photo, pixelBomb, svgFile, textFile } from '../support/photos.ts';
import { formAgain, readRows, scratch, testApp, validLead, type TestApp } from './helpers.ts';

/**
 * Photos with a quote request, against the real endpoint and a real SQLite file. Every bad
 * photo gets its exact status and sentence, and leaves nothing stored.
 */

const json = { Accept: 'application/json' };

let dir: ReturnType<typeof scratch>;
let app: TestApp;

beforeEach(() => {
  dir = scratch('ccr-photos-');
  app = testApp(dir.dist, { dbPath: dir.db, rateLimit: 100 });
});

afterEach(async () => {
  await app.close();
  dir.remove();
});

type Part = [field: string, bytes: Buffer | string, fileName: string, type?: string];

/** The form as a browser sends it: the text fields, then each file part in order. */
function form(files: Part[], fields: Record<string, string> = validLead): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [field, bytes, fileName, type = 'image/jpeg'] of files) data.append(field, new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], fileName, { type }));
  return data;
}

const post = (body: FormData, headers: Record<string, string> = json) => app.request('/api/quote', { method: 'POST', body, headers });

type PhotoRow = { id: string; lead_id: number; position: number; width: number; height: number; image: Buffer; thumb: Buffer };
const photoRows = () => readRows<PhotoRow>(dir.db, 'SELECT * FROM lead_photos ORDER BY lead_id, position');
const leadCount = () => readRows(dir.db).length;

async function expectRefused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ errors: [{ field: 'photos', message }] });
  expect(leadCount()).toBe(0);
  expect(photoRows()).toEqual([]);
}

describe('POST /api/quote with photos: accepted', () => {
  it('stores JPEG, PNG, WebP and AVIF photos re-encoded as upright JPEGs without EXIF, with thumbnails, in the order sent', async () => {
    const phone = await photo({ rotated: true, gps: true });
    expect(carriesExif(phone)).toBe(true);
    expect((await sharp(phone).metadata()).orientation).toBe(6);
    const files: Part[] = [
      ['photos', phone, 'IMG_0042.jpg'],
      ['photos', await photo({ format: 'png', width: 3000, height: 1000 }), 'screenshot.png', 'image/png'],
      ['photos', await photo({ format: 'webp' }), 'crack.webp', 'image/webp'],
      ['photos', await photo({ format: 'avif', width: 640, height: 480 }), 'slab.avif', 'image/avif'],
    ];
    const response = await post(form(files));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, reference: '#1', booking: expect.stringMatching(/^\/book\/[A-Za-z0-9_-]{22}$/) });

    const rows = photoRows();
    expect(rows.map((row) => [row.lead_id, row.position, row.width, row.height])).toEqual([
      [1, 1, 1200, 900],
      [1, 2, 2048, 683],
      [1, 3, 1200, 900],
      [1, 4, 640, 480],
    ]);
    for (const row of rows) {
      expect(row.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      for (const bytes of [row.image, row.thumb]) {
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe('jpeg');
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(carriesExif(bytes)).toBe(false);
        expect(await isUpright(bytes)).toBe(true);
      }
      const thumb = await sharp(row.thumb).metadata();
      expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(480);
    }
    // The original bytes are nowhere in the database.
    expect(rows.some((row) => row.image.equals(phone))).toBe(false);
  });

  it('treats the empty, nameless part a browser sends for an unused file input as no photo', async () => {
    const response = await post(form([['photos', Buffer.alloc(0), '', 'application/octet-stream']]));
    expect(response.status).toBe(201);
    expect(leadCount()).toBe(1);
    expect(photoRows()).toEqual([]);
  });

  it('stores the two photos of a no-JavaScript post and redirects to the confirmation page', async () => {
    const files: Part[] = [
      ['photos', await photo(), 'driveway.jpg'],
      ['photos', await photo({ format: 'png' }), 'close-up.png', 'image/png'],
    ];
    const response = await post(form(files), {});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/contact\/thank-you\?ref=\d+&book=[A-Za-z0-9_-]{22}$/);
    expect(photoRows().map((row) => row.position)).toEqual([1, 2]);
  });

  it('stores a retried request and its photos once', async () => {
    const headers = { ...json, 'Idempotency-Key': 'photo-retry-0001' };
    const files: Part[] = [['photos', await photo(), 'a.jpg']];
    expect((await post(form(files), headers)).status).toBe(201);
    expect((await post(form(files), headers)).status).toBe(200);
    expect(leadCount()).toBe(1);
    expect(photoRows()).toHaveLength(1);
  });

  it('takes six photos', async () => {
    const one = await photo({ width: 320, height: 240 });
    const response = await post(form(Array.from({ length: 6 }, (_, i): Part => ['photos', one, `p${i + 1}.jpg`])));
    expect(response.status).toBe(201);
    expect(photoRows()).toHaveLength(6);
  });
});

describe('POST /api/quote with photos: bad input gets a clear 4xx and stores nothing', () => {
  it('refuses a text file renamed .jpg', async () => {
    await expectRefused(await post(form([['photos', textFile, 'notes.jpg']])), 422, photoMessages.notImage('notes.jpg'));
    expect(photoMessages.notImage('notes.jpg')).toBe(
      'notes.jpg is not a photo we can open. Send a JPEG, PNG, WebP or AVIF picture, the kind your phone camera takes.',
    );
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await photo({ noise: true });
    await expectRefused(await post(form([['photos', whole.subarray(0, whole.length / 2), 'cut.jpg']])), 422, photoMessages.damaged('cut.jpg'));
    expect(photoMessages.damaged('cut.jpg')).toBe('cut.jpg is damaged or incomplete and cannot be opened. Take or choose the photo again.');
  });

  it('refuses a corrupt JPEG whose header is garbage', async () => {
    const whole = await photo();
    const corrupt = Buffer.concat([whole.subarray(0, 4), Buffer.alloc(200, 0xee), whole.subarray(204)]);
    await expectRefused(await post(form([['photos', corrupt, 'garbled.jpg']])), 422, photoMessages.damaged('garbled.jpg'));
  });

  it('refuses an image of 30,000 x 30,000 pixels in a small file without decoding it', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    await expectRefused(await post(form([['photos', bomb, 'huge.png', 'image/png']])), 422, photoMessages.tooManyPixels('huge.png', 30_000, 30_000));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(photoMessages.tooManyPixels('huge.png', 30_000, 30_000)).toBe(
      'huge.png is 30,000 x 30,000 pixels, too large to open. Send a smaller copy of it, or a screenshot of the photo.',
    );
  });

  it('refuses a 7th photo', async () => {
    const one = await photo({ width: 320, height: 240 });
    const files = Array.from({ length: 7 }, (_, i): Part => ['photos', one, `p${i + 1}.jpg`]);
    await expectRefused(await post(form(files)), 422, photoMessages.tooMany());
    expect(photoMessages.tooMany()).toBe('You can send up to 6 photos. Choose 6 or fewer and send your request again.');
  });

  it('refuses a 25 MB file', async () => {
    const big = Buffer.concat([await photo(), Buffer.alloc(25 * 1024 * 1024)]);
    await expectRefused(await post(form([['photos', big, 'IMG_9001.jpg']])), 413, photoMessages.tooBig('IMG_9001.jpg'));
    expect(photoMessages.tooBig('IMG_9001.jpg')).toBe(
      'IMG_9001.jpg is larger than 20 MB. Send a smaller copy of it, or a screenshot of the photo.',
    );
  });

  it('refuses photos adding up to more than 60 MB, each under 20 MB', async () => {
    const heavy = Buffer.concat([await photo(), Buffer.alloc(16 * 1024 * 1024)]);
    const files = Array.from({ length: 4 }, (_, i): Part => ['photos', heavy, `p${i + 1}.jpg`]);
    await expectRefused(await post(form(files)), 413, photoMessages.tooMuch());
    expect(photoMessages.tooMuch()).toBe('Your photos add up to more than 60 MB. Send fewer photos, or smaller copies of them.');
  });

  it('refuses a named zero-byte file', async () => {
    await expectRefused(await post(form([['photos', Buffer.alloc(0), 'IMG_0001.jpg']])), 422, photoMessages.empty('IMG_0001.jpg'));
    expect(photoMessages.empty('IMG_0001.jpg')).toBe('IMG_0001.jpg is empty. Choose the photo again, or leave it out.');
  });

  it.each(['message', 'attachment', 'photo'])('refuses a photo sent in the %s field', async (field) => {
    await expectRefused(await post(form([[field, await photo(), 'crack.jpg']])), 422, photoMessages.wrongField());
    expect(photoMessages.wrongField()).toBe('Photos can only be sent with the "Photos of the damage" field. Choose them there and send your request again.');
  });

  it('refuses an SVG, which can carry script, whatever it is called', async () => {
    await expectRefused(await post(form([['photos', svgFile, 'drawing.svg', 'image/svg+xml']])), 422, photoMessages.svg('drawing.svg'));
    await expectRefused(await post(form([['photos', svgFile, 'photo.jpg']])), 422, photoMessages.svg('photo.jpg'));
    expect(photoMessages.svg('drawing.svg')).toBe(
      'drawing.svg is an SVG drawing, which we do not accept because it can carry hidden code. Send a photo instead.',
    );
  });

  it('refuses an iPhone HEIC photo with what to do instead', async () => {
    await expectRefused(await post(form([['photos', heicFile(), 'IMG_4410.HEIC', 'image/heic']])), 422, photoMessages.heic('IMG_4410.HEIC'));
    expect(photoMessages.heic('IMG_4410.HEIC')).toBe(
      'IMG_4410.HEIC is an iPhone HEIC photo, which we cannot open. Set the camera to Most Compatible (Settings > Camera > Formats), or take a screenshot of the photo and send that.',
    );
  });

  it('stores nothing when one photo of several is bad', async () => {
    const files: Part[] = [
      ['photos', await photo(), 'good.jpg'],
      ['photos', textFile, 'bad.jpg'],
    ];
    await expectRefused(await post(form(files)), 422, photoMessages.notImage('bad.jpg'));
  });

  it('reports a bad photo together with the text fields that need fixing', async () => {
    const response = await post(form([['photos', textFile, 'notes.jpg']], { ...validLead, phone: '555-0188' }));
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: { field: string }[] };
    expect(errors.map((error) => error.field)).toEqual(['phone', 'photos']);
    expect(leadCount()).toBe(0);
  });

  it('keeps the 64 KB limit for a request without photos, counting every byte of the body', async () => {
    const parts = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`extra_${'x'.repeat(2000)}_${i}`, '']));
    const response = await post(form([['photos', Buffer.alloc(0), '', 'application/octet-stream']], { ...validLead, ...parts }));
    expect(response.status).toBe(413);
    expect(leadCount()).toBe(0);
  });

  it('keeps the 64 KB limit on the text of a request that carries photos', async () => {
    const response = await post(form([['photos', await photo(), 'a.jpg']], { ...validLead, message: 'x'.repeat(70 * 1024) }));
    expect(response.status).toBe(413);
    expect(leadCount()).toBe(0);
  });

  it('answers a no-JavaScript post with a bad photo with the form again: fields kept, the photo named, multipart again', async () => {
    const html = await formAgain(await post(form([['photos', heicFile(), 'IMG_4410.HEIC', 'image/heic']], { ...validLead, name: 'Dana <b>W</b>' }), {}), 'photos');
    expect(html).toContain('Set the camera to Most Compatible');
    expect(html).toContain('value="Dana &#60;b&#62;W&#60;/b&#62;"');
    expect(html).toContain(validLead.message);
    expect(html).toContain('enctype="multipart/form-data"');
    expect(html).toMatch(/<input [^>]*type="file"[^>]*name="photos"[^>]*multiple[^>]*accept="image\/\*"/);
    expect(leadCount()).toBe(0);
  });

  it('answers 503 with Retry-After, storing nothing, while other uploads fill the memory budget', async () => {
    await app.close();
    app = testApp(dir.dist, { dbPath: dir.db, rateLimit: 100, uploadBudgetBytes: 100_000 });
    const big = await photo({ noise: true });
    expect(big.length).toBeGreaterThan(100_000);
    const response = await post(form([['photos', big, 'big.jpg']]));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.json()).toEqual({ error: photoMessages.busy() });
    expect(leadCount()).toBe(0);
    // The budget is given back: a smaller request goes through.
    expect((await post(form([['photos', await photo({ width: 200, height: 150 }), 'small.jpg']]))).status).toBe(201);
  });
});
