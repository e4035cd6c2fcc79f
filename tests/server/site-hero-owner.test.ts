import { beforeAll, describe, expect, it } from 'vitest';
import { readRows } from './helpers.ts';
import { signedInSuite } from './inbox-support.ts';
import { businessFields, postMultipart, siteAndPhotoRows, type UploadFile } from './site-support.ts';
import { carriesExif, photo, svgFile, textFile } from '../support/photos.ts';
import { fieldPayload } from '../support/xss-payloads.ts';

/**
 * The owner's photos at the top of the site, against the real server and SQLite file: the job
 * photo ticked "Show at the top of the home page" (one at a time) and the owner's photo and
 * words on /inbox/site/business, through the job photo pipeline. How they look on the published
 * home page and /about is checked on the shared publish in site-pages.test.ts.
 */
describe("the hero photo and the owner's photo", () => {
  const suite = signedInSuite('203.0.113.79');
  const stored = () => siteAndPhotoRows(suite.inbox.db);
  const post = (path: string, fields: Record<string, string>, files: Record<string, UploadFile> = {}, headers: Record<string, string> = {}) =>
    postMultipart(suite, '203.0.113.79', { path, fields, files, headers });
  const jpeg = async (name = 'job.jpg') => ({ bytes: await photo({ width: 1600, height: 1200, gps: true }), name, type: 'image/jpeg' });
  const work = (caption: string, hero: boolean) => ({
    version: '0',
    caption,
    service: 'leveling',
    town: 'Matthews',
    month: '2026-05',
    alt: 'Driveway slab level with the garage floor after foam leveling',
    ...(hero ? { hero: 'on' } : {}),
  });
  const drafts = () => readRows<{ id: string; data: string; version: number }>(suite.inbox.db, `SELECT id, data, version FROM site_drafts WHERE kind = 'work' ORDER BY position, id`).map((row) => ({ ...row, data: JSON.parse(row.data) }));
  const business = () => JSON.parse(readRows<{ data: string }>(suite.inbox.db, `SELECT data FROM site_drafts WHERE kind = 'business'`)[0]!.data);
  const businessVersion = () => readRows<{ version: number }>(suite.inbox.db, `SELECT version FROM site_drafts WHERE kind = 'business'`)[0]!.version;

  beforeAll(async () => {
    // The business draft exists once the Site tab has been opened.
    expect((await suite.owner().get('/inbox/site/business', suite.cookie)).status).toBe(200);
  });

  it('offers the hero checkbox and the owner fields, labeled, and fills in this month for a new job photo', async () => {
    const workPage = await (await suite.owner().get('/inbox/site/work', suite.cookie)).text();
    expect(workPage).toContain('Show at the top of the home page');
    expect(workPage).toMatch(/<input[^>]*name="hero"/);
    expect(workPage).toMatch(/name="month"[^>]*value="\d{4}-\d{2}"/);
    // The legend and the field no longer say the same words.
    expect(workPage.match(/>Before photo</g) ?? []).toHaveLength(1);
    const businessPage = await (await suite.owner().get('/inbox/site/business', suite.cookie)).text();
    expect(businessPage).toContain('About the owner');
    expect(businessPage).toContain('Owner photo');
    expect(businessPage).toMatch(/enctype="multipart\/form-data"/i);
  });

  it('refuses the owner photo without a session, from another site, or when it is not a photo, and stores nothing', async () => {
    const before = stored();
    const fields = { ...businessFields(), version: String(businessVersion()), aboutOwner: 'I started pouring driveways in 2009.' };
    const anonymous = suite.cookie;
    suite.cookie = '';
    expect((await post('/inbox/site/business', fields, { ownerPhoto: await jpeg() })).status).toBe(401);
    suite.cookie = anonymous;
    const attacks: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of attacks) {
      expect((await post('/inbox/site/business', fields, { ownerPhoto: await jpeg() }, headers)).status, JSON.stringify(headers)).toBe(403);
    }
    for (const bad of [
      { bytes: textFile, name: 'me.jpg', type: 'image/jpeg' },
      { bytes: svgFile, name: 'me.svg', type: 'image/svg+xml' },
      { bytes: await photo({ width: 300, height: 200 }), name: 'tiny.jpg', type: 'image/jpeg' },
    ]) {
      const response = await post('/inbox/site/business', fields, { ownerPhoto: bad });
      expect(response.status, bad.name).toBe(422);
      const html = await response.text();
      expect(html, bad.name).toContain(bad.name);
      // The words typed come back in the form.
      expect(html).toContain('I started pouring driveways in 2009.');
    }
    const tooLarge = await post('/inbox/site/business', fields, { ownerPhoto: { bytes: Buffer.alloc(21 * 1024 * 1024, 1), name: 'huge.jpg', type: 'image/jpeg' } });
    expect(tooLarge.status).toBe(413);
    expect(stored()).toBe(before);
  });

  it('keeps one job photo at the top of the home page and stores the owner photo without metadata', async () => {
    expect((await post('/inbox/site/work', work('First slab lifted level in Matthews', true), { photo: await jpeg() })).status).toBe(303);
    expect((await post('/inbox/site/work', work('Second slab lifted level in Matthews', true), { photo: await jpeg() })).status).toBe(303);
    let list = drafts();
    expect(list.filter((draft) => draft.data.hero)).toHaveLength(1);
    const second = list.find((draft) => draft.data.caption.startsWith('Second'))!;
    const first = list.find((draft) => draft.data.caption.startsWith('First'))!;
    expect(second.data.hero).toBe(true);
    // Checking it on the first one again, by editing it, unchecks the second.
    const edit = await post(`/inbox/site/work/${first.id}`, { ...work(first.data.caption, true), version: String(first.version) });
    expect(edit.status).toBe(303);
    list = drafts();
    expect(list.filter((draft) => draft.data.hero).map((draft) => draft.id)).toEqual([first.id]);

    const about = `I poured my first driveway in 2009.\n\nEvery job still gets my own eyes on it. ${fieldPayload}`;
    const saved = await post('/inbox/site/business', { ...businessFields(), version: String(businessVersion()), ownerName: 'Dana Reyes', aboutOwner: about }, { ownerPhoto: await jpeg('dana.jpg') });
    expect(saved.status).toBe(303);
    const facts = business();
    expect(facts).toMatchObject({ ownerName: 'Dana Reyes', aboutOwner: about, ownerPhoto: { alt: 'Dana Reyes, owner of Queen City Slab Works' } });
    const thumb = await suite.owner().get(`/inbox/site/work/photos/${facts.ownerPhoto.id}-480.webp`, suite.cookie);
    expect(thumb.status).toBe(200);
    expect(carriesExif(Buffer.from(await thumb.arrayBuffer()))).toBe(false);
    // Saving the facts again without a file keeps the photo.
    expect((await post('/inbox/site/business', { ...businessFields(), version: String(businessVersion()), ownerName: 'Dana Reyes', aboutOwner: about })).status).toBe(303);
    expect(business().ownerPhoto.id).toBe(facts.ownerPhoto.id);
  });
});
