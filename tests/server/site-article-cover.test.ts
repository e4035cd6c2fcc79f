import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRows } from './helpers.ts';
import { signedInSuite } from './inbox-support.ts';
import { publishDrafts, siteRows } from './site-support.ts';
import { photo } from '../support/photos.ts';

/**
 * An article's cover photo, chosen among the job photo uploads, against the real server, the
 * real build and a real SQLite file: a made-up or tricked id is refused, a chosen one is
 * published as a lazy <picture> whose files the build wrote.
 */
describe('an article cover photo from the job photos', () => {
  const suite = signedInSuite('203.0.113.80');
  let photoId: string;
  const alt = 'Driveway slab level with the garage floor after foam leveling';
  const fields = (changes: Record<string, string> = {}) => ({
    title: 'Why Charlotte Driveways Sink Near the Garage',
    slug: 'driveway-sinks-near-garage',
    excerpt: 'Why the slab next to a Charlotte garage sinks first, and how leveling it fixes the trip edge for good.',
    category: 'Maintenance',
    date: '2026-02-03',
    related: 'prevent-concrete-cracks',
    body: '## The soil under the apron\n\nThe soil dug out for the foundation was put back loose, and it settles for years. Rain from the gutters soaks it and the slab follows it down.\n\n## What to do about it\n\nPoint the downspouts away from the slab, then have the slab lifted level before the gap grows.',
    ...changes,
  });

  beforeAll(async () => {
    const form = new FormData();
    const work = { version: '0', caption: 'Sunken driveway slab lifted level with the garage floor', service: 'leveling', town: 'Matthews', month: '2026-05', alt };
    for (const [name, value] of Object.entries(work)) form.set(name, value);
    form.set('photo', new Blob([new Uint8Array(await photo({ width: 1600, height: 1200 }))], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${suite.inbox.origin}/inbox/site/work`, { method: 'POST', body: form, redirect: 'manual', headers: { Origin: suite.inbox.origin, Cookie: suite.cookie, 'X-Forwarded-For': '203.0.113.80' } });
    expect(uploaded.status).toBe(303);
    photoId = readRows<{ id: string }>(suite.inbox.db, 'SELECT id FROM work_photos')[0]!.id;
  });

  it('offers the uploaded photos with "No cover photo" chosen, and refuses an id that is not one of them', async () => {
    const form = await (await suite.owner().get('/inbox/site/articles/new', suite.cookie)).text();
    const radios = [...form.matchAll(/<input type="radio"[^>]*>/g)].map(([tag]) => tag);
    expect(radios).toHaveLength(2);
    expect(radios[0]).toMatch(/name="cover" checked="" value=""/);
    expect(radios[1]).toContain(`value="${photoId}"`);
    expect(radios[1]).not.toContain('checked');
    expect(form).toContain(alt);

    const before = siteRows(suite.inbox.db);
    for (const cover of ['AAAAAAAAAAAAAAAAAAAAAA', '../../leads.sqlite', `${photoId}/../x`]) {
      const refused = await suite.post('/inbox/site/articles', fields({ cover }));
      expect(refused.status, cover).toBe(422);
      expect(await refused.text()).toContain('That cover photo is not one of your job photos.');
    }
    expect(siteRows(suite.inbox.db)).toBe(before);
  });

  it('publishes the article with its cover as a lazy, sized <picture> whose files the build wrote', async () => {
    expect((await suite.post('/inbox/site/articles', fields({ cover: photoId }))).status).toBe(303);
    const draft = JSON.parse(readRows<{ data: string }>(suite.inbox.db, `SELECT data FROM site_drafts WHERE kind = 'article'`)[0]!.data);
    expect(draft.cover).toEqual({ id: photoId, width: 1440, height: 1080, alt });

    await publishDrafts(suite);

    const html = await (await fetch(`${suite.inbox.server.url}/blog/driveway-sinks-near-garage`)).text();
    const picture = html.match(/<picture>.*?<\/picture>/s)?.[0];
    expect(picture).toBeDefined();
    expect(picture).toMatch(new RegExp(`<source type="image/avif" srcset="/work/${photoId}-480.avif 480w, /work/${photoId}-960.avif 960w, /work/${photoId}-1440.avif 1440w" sizes="[^"]+"`, 'i'));
    const img = picture!.match(/<img [^>]*>/)![0];
    for (const attribute of [`src="/work/${photoId}-960.webp"`, `width="1440"`, `height="1080"`, `alt="${alt}"`, `loading="lazy"`]) expect(img).toContain(attribute);
    expect(img).toMatch(new RegExp(`srcset="/work/${photoId}-480.webp 480w, [^"]+ 1440w"`, 'i'));
    // After the article's first section, so text is the page's largest paint.
    expect(html.indexOf('<picture>')).toBeGreaterThan(html.indexOf('The soil dug out for the foundation'));
    expect(html.indexOf('<picture>')).toBeLessThan(html.indexOf('id="what-to-do-about-it"'));
    const urls = [...picture!.matchAll(/\/work\/[A-Za-z0-9_-]+-(\d+)\.(avif|webp)/g)];
    expect(urls.length).toBeGreaterThanOrEqual(6);
    for (const [url, width, format] of urls) {
      const file = await fetch(`${suite.inbox.server.url}${url}`);
      expect(file.status, url).toBe(200);
      const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([metadata.width, metadata.format === 'heif' ? 'avif' : metadata.format], url).toEqual([Number(width), format]);
    }
  }, 300_000);
});
