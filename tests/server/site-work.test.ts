import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readRows } from './helpers.ts';
import { signedInSuite } from './inbox-support.ts';
import { postMultipart, siteAndPhotoRows, type UploadFile } from './site-support.ts';
import { carriesExif, photo, textFile } from '../support/photos.ts';
import { fieldPayload } from '../support/xss-payloads.ts';

/**
 * Job photos in the Site editor (/inbox/site/work) against the real server and a real SQLite
 * file: who may post them, what is refused and that a refusal stores nothing. That a published
 * entry reaches /our-work with its photo files is checked on the shared publish in site-pages.test.ts.
 */
describe('job photos in the Site editor', () => {
  const suite = signedInSuite('203.0.113.78');
  const stored = () => siteAndPhotoRows(suite.inbox.db);
  const upload = (fields: Record<string, string>, files: Record<string, Buffer | UploadFile>, headers: Record<string, string> = {}) =>
    postMultipart(suite, '203.0.113.78', {
      path: '/inbox/site/work',
      fields,
      files: Object.fromEntries(Object.entries(files).map(([name, file]) => [name, Buffer.isBuffer(file) ? { bytes: file, name: `${name}.jpg`, type: 'image/jpeg' } : file])),
      headers,
    });
  const fields = (changes: Record<string, string> = {}) => ({
    version: '0',
    caption: 'Sunken driveway slab lifted level with the garage floor',
    service: 'leveling',
    town: 'Matthews',
    month: '2026-05',
    alt: 'Driveway slab level with the garage floor after foam leveling',
    beforeAlt: 'Driveway slab sunk two inches below the garage floor',
    ...changes,
  });


  it('answers no job photo page, photo or post without a session, refuses a cross-site post with 403, and stores nothing', async () => {
    const before = stored();
    for (const path of ['/inbox/site/work', '/inbox/site/work/photos/AAAAAAAAAAAAAAAAAAAAAA-480.webp']) {
      expect((await suite.owner().get(path)).status, path).toBe(303);
    }
    const anonymous = await fetch(`${suite.inbox.origin}/inbox/site/work`, { method: 'POST', body: new FormData(), redirect: 'manual', headers: { Origin: suite.inbox.origin } });
    expect(anonymous.status).toBe(401);
    const noSession = suite.cookie;
    suite.cookie = '';
    expect((await upload(fields(), { photo: await photo() })).status).toBe(401);
    suite.cookie = noSession;
    const attacks: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of attacks) {
      expect((await upload(fields(), { photo: await photo() }, headers)).status, JSON.stringify(headers)).toBe(403);
    }
    expect(stored()).toBe(before);
  });

  it('refuses a file that is not an image, an oversized upload and a missing photo, saying why, and stores no photo', async () => {
    const before = stored();
    const notImage = await upload(fields(), { photo: { bytes: textFile, name: 'list.jpg', type: 'image/jpeg' } });
    expect(notImage.status).toBe(422);
    expect(await notImage.text()).toContain('list.jpg');

    const tooLarge = await upload(fields(), { photo: { bytes: Buffer.alloc(41 * 1024 * 1024, 1), name: 'huge.jpg', type: 'image/jpeg' } });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain('too large');

    expect(await (await upload(fields(), { photo: { bytes: textFile, name: 'notes.jpg', type: 'image/jpeg' } })).text()).toContain('Choose the photos again');

    const noPhoto = await upload(fields(), {});
    expect(noPhoto.status).toBe(422);
    expect(await noPhoto.text()).toContain('Choose a photo of the finished job.');
    expect(stored()).toBe(before);
  });

  it('adds a before/after pair with metadata stripped and shows markup typed into it as text', async () => {
    const response = await upload(fields({ caption: `Leveling ${fieldPayload}`, alt: `After ${fieldPayload}` }), {
      photo: await photo({ width: 1600, height: 1200, gps: true }),
      beforePhoto: await photo({ width: 1600, height: 1200, gps: true, rotated: true }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/inbox\/site\/work\?saved=added&item=[a-z0-9-]+#saved$/);
    const [draft] = readRows<{ id: string; data: string }>(suite.inbox.db, `SELECT id, data FROM site_drafts WHERE kind = 'work'`);
    const shot = JSON.parse(draft!.data).shot;
    expect(shot.kind).toBe('before-after');

    const editor = await (await suite.owner().get('/inbox/site/work', suite.cookie)).text();
    expect(editor).not.toContain('<script>window.__xss');
    expect(editor).not.toContain('<img src=x');
    expect(editor).toContain('&lt;script&gt;window.__xss=2&lt;/script&gt;');

    const thumb = await suite.owner().get(`/inbox/site/work/photos/${shot.before.id}-480.webp`, suite.cookie);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await thumb.arrayBuffer());
    expect(carriesExif(bytes)).toBe(false);
    expect((await sharp(bytes).metadata()).width).toBe(480);

    // Path tricks in photo and entry ids find nothing.
    for (const path of [`/inbox/site/work/photos/..%2F..%2Fleads.sqlite`, `/inbox/site/work/photos/${shot.before.id}-480.png`, '/inbox/site/work/photos/%2e%2e-480.webp']) {
      expect((await suite.owner().get(path, suite.cookie)).status, path).toBe(404);
    }
    for (const path of ['/inbox/site/work/..%2Ffacts/delete', '/inbox/site/work/facts/delete', `/inbox/site/work/${'a'.repeat(65)}/visibility`]) {
      expect((await suite.owner().post(path, { version: '1' }, { Cookie: suite.cookie })).status, path).toBe(404);
    }

    // Moving asks for a direction and lands back on the entry.
    expect((await suite.owner().post(`/inbox/site/work/${draft!.id}/move`, { direction: 'sideways', version: '1' }, { Cookie: suite.cookie })).status).toBe(400);
    const moved = await suite.owner().post(`/inbox/site/work/${draft!.id}/move`, { direction: 'up', version: '1' }, { Cookie: suite.cookie });
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toBe(`/inbox/site/work#work-${draft!.id}`);
  });

  it('keeps a photo it accepted when another field is refused, names that field, and adds the entry with the kept photo on the next try', async () => {
    const kept = (html: string, name: string) => new RegExp(`<input type="hidden" name="${name}Kept" value="([A-Za-z0-9_-]{22})"`).exec(html)?.[1];
    // The before photo's alt text is too short: the problem names that field, and both photos stay.
    const pair = await upload(fields({ beforeAlt: 'Sunk' }), { photo: await photo(), beforePhoto: await photo() });
    expect(pair.status).toBe(422);
    const html = await pair.text();
    expect(html).toContain('The before photo&#x27;s alt text needs 10 to 200 characters; it has 4.');
    expect(html).toContain('href="#beforeAlt"');
    expect(html).toContain('The photos that were accepted are kept below');
    const photoId = kept(html, 'photo')!;
    const beforeId = kept(html, 'beforePhoto')!;
    expect(html).toContain(`src="/inbox/site/work/photos/${photoId}-480.webp"`);

    // The next try sends no file, only the kept ids: the entry is added with those photos.
    const again = await upload(fields({ caption: 'Kept photos: slab lifted level with the garage', photoKept: photoId, beforePhotoKept: beforeId }), {});
    expect(again.status).toBe(303);
    const entries = readRows<{ data: string }>(suite.inbox.db, `SELECT data FROM site_drafts WHERE kind = 'work'`).map((row) => JSON.parse(row.data));
    const added = entries.find((entry) => entry.caption === 'Kept photos: slab lifted level with the garage')!;
    expect([added.shot.before.id, added.shot.after.id]).toEqual([beforeId, photoId]);

    // A refused before photo keeps the accepted after photo, and the refusal is on the before photo's field.
    const halfway = await (await upload(fields(), { photo: await photo(), beforePhoto: { bytes: textFile, name: 'before.jpg', type: 'image/jpeg' } })).text();
    expect(halfway).toContain('href="#beforePhoto"');
    expect(kept(halfway, 'photo')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(kept(halfway, 'beforePhoto')).toBeUndefined();

    // A kept id that names no stored job photo is not a photo: the form asks for one.
    const forged = await upload(fields({ photoKept: 'AAAAAAAAAAAAAAAAAAAAAA' }), {});
    expect(forged.status).toBe(422);
    expect(await forged.text()).toContain('Choose a photo of the finished job.');
  });
});
