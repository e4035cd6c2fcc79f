import { describe, expect, it } from 'vitest';
import { readRows } from './helpers.ts';
import { signedInSuite } from './inbox-support.ts';
import { livePage, publishDrafts, siteRows } from './site-support.ts';

const original = 'Every concrete slab cracks eventually. Concrete shrinks as it cures';
const edited = 'Our crews in Matthews saw more cracked driveways after the dry summer of 2025 than in any year before';

/**
 * Editing an article that came with the site (src/content/blog) against the real server, the
 * real build and a real SQLite file: the form opens with the file's text, the published edit
 * replaces the original, a rename leaves a 301, and taking the edit off the site or deleting
 * it brings the original back.
 */
describe('editing a repository article in the Site editor', () => {
  const suite = signedInSuite('203.0.113.81');
  const publicPage = (path: string) => livePage(suite.inbox, path);
  const publish = () => publishDrafts(suite);
  const draft = () => readRows<{ id: string; version: number }>(suite.inbox.db, `SELECT id, version FROM site_drafts WHERE kind = 'article'`)[0]!;
  const fields = (changes: Record<string, string> = {}) => ({
    overrides: 'prevent-concrete-cracks',
    title: 'How to Prevent Concrete Cracks: A Maintenance Routine for Charlotte Homes',
    slug: 'prevent-concrete-cracks',
    excerpt: 'Concrete will crack, but you can keep cracks small and water out. Drainage, sealing, joints, heavy loads, tree roots and de-icing, for Charlotte homeowners.',
    category: 'Maintenance',
    date: '2025-01-16',
    related: 'concrete-repair-guide-charlotte',
    body: `## What we saw this year\n\n${edited}. Clay that dries out shrinks away from the slab, and the slab settles into the gap.`,
    ...changes,
  });


  it('offers "Edit" on each article that came with the site and opens the form with the file\'s front matter and Markdown', async () => {
    const list = await (await suite.owner().get('/inbox/site/articles', suite.cookie)).text();
    for (const slug of ['charlotte-concrete-contractor-guide', 'concrete-leveling-cost-charlotte', 'concrete-repair-guide-charlotte', 'driveway-repair-vs-replacement', 'prevent-concrete-cracks']) {
      expect(list).toContain(`href="/inbox/site/articles/new?repo=${slug}"`);
    }
    expect(list).toContain('Take your version off the site or delete it to bring the original back.');
    const form = await (await suite.owner().get('/inbox/site/articles/new?repo=prevent-concrete-cracks', suite.cookie)).text();
    expect(form).toContain('<input type="hidden" name="overrides" value="prevent-concrete-cracks"/>');
    expect(form).toContain('value="How to Prevent Concrete Cracks: A Maintenance Routine for Charlotte Homes"');
    expect(form).toContain('value="2025-01-16"');
    expect(form).toContain(original);
    expect(form).toMatch(/<option value="Maintenance" selected="">/);
    expect((await suite.owner().get('/inbox/site/articles/new?repo=..%2F..%2Finbox', suite.cookie)).status).toBe(404);
  });

  it('refuses to replace an article that did not come with the site, saying why, and saves nothing', async () => {
    const before = siteRows(suite.inbox.db);
    for (const overrides of ['no-such-article', '../blog/x']) {
      const refused = await suite.post('/inbox/site/articles', fields({ overrides, slug: 'some-new-address' }));
      expect(refused.status, overrides).toBe(422);
      expect(await refused.text()).toContain('that came with the site to edit.');
    }
    expect(siteRows(suite.inbox.db)).toBe(before);
  });

  it('publishes the edit over the original, keeps its steps, leaves a 301 on a rename, and brings the original back when the edit is taken off the site or deleted', async () => {
    expect((await suite.post('/inbox/site/articles', fields())).status).toBe(303);
    const again = await suite.post('/inbox/site/articles', fields());
    expect(again.status).toBe(422);
    expect(await again.text()).toContain('You are already editing this article');

    await publish();
    const page = await publicPage('/blog/prevent-concrete-cracks');
    expect(page.status).toBe(200);
    expect(page.html).toContain(edited);
    expect(page.html).not.toContain(original);
    // The form has no fields for the file's steps and search title: they stay.
    expect(page.html).toContain('"@type":"HowTo"');
    expect(page.html).toContain('<title>How to Prevent Concrete Cracks in Charlotte |');
    expect((await publicPage('/blog')).html).toContain('href="/blog/prevent-concrete-cracks"');

    expect((await suite.post(`/inbox/site/articles/${draft().id}`, { ...fields({ slug: 'prevent-concrete-cracks-charlotte' }), version: String(draft().version) })).status).toBe(303);
    await publish();
    const old = await publicPage('/blog/prevent-concrete-cracks');
    expect(old.status).toBe(301);
    expect(old.location).toBe('/blog/prevent-concrete-cracks-charlotte');
    expect((await publicPage('/blog/prevent-concrete-cracks-charlotte')).html).toContain(edited);

    expect((await suite.post(`/inbox/site/articles/${draft().id}/visibility`, { version: String(draft().version), published: 'false' })).status).toBe(303);
    await publish();
    const offSite = await publicPage('/blog/prevent-concrete-cracks');
    expect(offSite.status).toBe(200);
    expect(offSite.html).toContain(original);

    expect((await suite.post(`/inbox/site/articles/${draft().id}/delete`, { version: String(draft().version) })).status).toBe(303);
    await publish();
    const back = await publicPage('/blog/prevent-concrete-cracks');
    expect(back.status).toBe(200);
    expect(back.html).toContain(original);
    expect(back.html).not.toContain(edited);
    expect((await publicPage('/blog/prevent-concrete-cracks-charlotte')).status).toBe(404);
  }, 300_000);
});
