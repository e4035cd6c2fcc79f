import { describe, expect, it } from 'vitest';
import { signedInSuite } from './inbox-support.ts';
import { siteRows } from './site-support.ts';

const original = 'Every concrete slab cracks eventually. Concrete shrinks as it cures';

/**
 * Editing an article that came with the site (src/content/blog) against the real server and a
 * real SQLite file: the form opens with the file's text and one edit per article is kept. That
 * the published edit replaces the original, a rename leaves a 301, and taking the edit off the
 * site or deleting it brings the original back is checked on the shared publish in
 * site-pages.test.ts.
 */
describe('editing a repository article in the Site editor', () => {
  const suite = signedInSuite('203.0.113.81');
  const fields = (changes: Record<string, string> = {}) => ({
    overrides: 'prevent-concrete-cracks',
    title: 'How to Prevent Concrete Cracks: A Maintenance Routine for Charlotte Homes',
    slug: 'prevent-concrete-cracks',
    excerpt: 'Concrete will crack, but you can keep cracks small and water out. Drainage, sealing, joints, heavy loads, tree roots and de-icing, for Charlotte homeowners.',
    category: 'Maintenance',
    date: '2025-01-16',
    related: 'concrete-repair-guide-charlotte',
    body: `## What we saw this year\n\nOur crews in Matthews saw more cracked driveways after the dry summer of 2025 than in any year before. Clay that dries out shrinks away from the slab, and the slab settles into the gap.`,
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

  it('saves one edit of a repository article and refuses a second, saying why', async () => {
    expect((await suite.post('/inbox/site/articles', fields())).status).toBe(303);
    const again = await suite.post('/inbox/site/articles', fields());
    expect(again.status).toBe(422);
    expect(await again.text()).toContain('You are already editing this article');
  });
});
