import { describe, expect, it } from 'vitest';
import { readRows } from './helpers.ts';
import { signedInSuite } from './inbox-support.ts';
import { siteRows } from './site-support.ts';
import { fieldPayload } from '../support/xss-payloads.ts';

/**
 * Articles in the Site editor (/inbox/site/articles) against the real server and a real SQLite
 * file: sessions, cross-site posts, schema messages and the preview. The publish into the blog,
 * RSS and sitemap.xml, the 301 a rename leaves and the 404 of an article taken off the site are
 * checked on the shared publish in site-pages.test.ts.
 */
describe('articles in the Site editor', () => {
  const suite = signedInSuite('203.0.113.79');
  const fields = (changes: Record<string, string> = {}) => ({
    title: `Winter Salt and Your Driveway ${fieldPayload}`,
    slug: 'winter-salt-driveway',
    excerpt: `Why de-icing salt pits Charlotte driveways, and what to use instead this winter. ${fieldPayload}`.slice(0, 200),
    category: 'Maintenance',
    date: '2026-01-12',
    related: 'prevent-concrete-cracks',
    body: `## Salt and freeze-thaw\n\nRock salt draws water into the surface, and every freeze pops a little more of it off. ${fieldPayload}\n\n- Use sand for grip\n- Rinse the slab in spring`,
    ...changes,
  });

  it('answers no article page or post without a session, refuses a cross-site post with 403, and changes nothing', async () => {
    const before = siteRows(suite.inbox.db);
    for (const path of ['/inbox/site/articles', '/inbox/site/articles/new']) expect((await suite.owner().get(path)).status, path).toBe(303);
    expect((await suite.owner().post('/inbox/site/articles', fields())).status).toBe(401);
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }] as Record<string, string>[]) {
      expect((await suite.post('/inbox/site/articles', fields(), headers)).status, JSON.stringify(headers)).toBe(403);
    }
    expect(siteRows(suite.inbox.db)).toBe(before);
  });

  it('refuses a short excerpt, a path trick in the address and an unknown related article, saying why, and saves nothing', async () => {
    const before = siteRows(suite.inbox.db);
    const short = await suite.post('/inbox/site/articles', fields({ excerpt: 'Salt is bad for concrete, sadly.' }));
    expect(short.status).toBe(422);
    expect(await short.text()).toContain('The excerpt needs 50 to 200 characters; it has 32.');
    for (const slug of ['../../inbox', 'blog/../x', '%2e%2e']) {
      const trick = await suite.post('/inbox/site/articles', fields({ slug }));
      expect(trick.status, slug).toBe(422);
      expect(await trick.text()).toContain('The address may use only lowercase letters, digits and single hyphens');
    }
    const unknown = await suite.post('/inbox/site/articles', fields({ related: 'no-such-article' }));
    expect(await unknown.text()).toContain('There is no article &quot;no-such-article&quot; to relate to.');
    expect(siteRows(suite.inbox.db)).toBe(before);
  });

  it('previews without saving, shows markup as text in the preview and the list, and lists a saved article as a Draft', async () => {
    const before = siteRows(suite.inbox.db);
    const preview = await suite.post('/inbox/site/articles', { ...fields(), action: 'preview' });
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(previewHtml).toContain('Preview, not saved');
    // The page's answer takes focus, so a phone shows the preview instead of the top of the form.
    expect(previewHtml).toMatch(/<section id="preview" tabindex="-1" autofocus/);
    expect(previewHtml).toContain('<h2 id="salt-and-freeze-thaw">Salt and freeze-thaw</h2>');
    expect(previewHtml).not.toMatch(/<script>window.__xss|<img src=x/);
    expect(siteRows(suite.inbox.db)).toBe(before);

    const saved = await suite.post('/inbox/site/articles', fields());
    expect(saved.status).toBe(303);
    const list = await (await suite.owner().get('/inbox/site/articles', suite.cookie)).text();
    expect(list).toContain('Winter Salt and Your Driveway &lt;img src=x');
    expect(list).not.toMatch(/<script>window.__xss|<img src=x/);
    const id = readRows<{ id: string }>(suite.inbox.db, `SELECT id FROM site_drafts WHERE kind = 'article'`)[0]!.id;
    // Never published, it is a Draft, with nothing to take off the site.
    const row = list.slice(list.indexOf(`id="article-${id}"`), list.indexOf('</li>', list.indexOf(`id="article-${id}"`)));
    expect(row).toContain('>Draft</span>');
    expect(row).not.toContain('Take off the site');
  });
});
