import { beforeAll, describe, expect, it } from 'vitest';
import { readRows } from './helpers.ts';
import { signedInSuite } from './inbox-support.ts';
import { siteRows } from './site-support.ts';
import { photo } from '../support/photos.ts';

/**
 * An article's cover photo, chosen among the job photo uploads, against the real server and a
 * real SQLite file: a made-up or tricked id is refused, a chosen one is saved with the draft.
 * That it is published as a lazy <picture> whose files the build wrote is checked on the shared
 * publish in site-pages.test.ts.
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

  it('saves the chosen cover with the size of its largest file and its alt text', async () => {
    expect((await suite.post('/inbox/site/articles', fields({ cover: photoId }))).status).toBe(303);
    const draft = JSON.parse(readRows<{ data: string }>(suite.inbox.db, `SELECT data FROM site_drafts WHERE kind = 'article'`)[0]!.data);
    expect(draft.cover).toEqual({ id: photoId, width: 1440, height: 1080, alt });
  });
});
