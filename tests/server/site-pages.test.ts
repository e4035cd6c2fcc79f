import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRows } from './helpers.ts';
import { signedInSuite } from './inbox-support.ts';
import { businessFields, livePage, postMultipart, publishDrafts, type UploadFile } from './site-support.ts';
import { recordLiveRevision } from '../support/site-revisions.ts';
import { carriesExif, photo } from '../support/photos.ts';
import { fieldPayload } from '../support/xss-payloads.ts';

/** A build takes 10 to 40 s on the 2-core machine while other tests run. */
const buildMs = 150_000;
const address = '203.0.113.84';

/** The document with every quoted attribute value emptied: what is left is markup. */
const outsideAttributes = (html: string) => html.replace(/="[^"]*"/g, '=""');

const jobAlt = 'Driveway slab level with the garage floor after foam leveling';
const ownerAbout = `I poured my first driveway in 2009.\n\nEvery job still gets my own eyes on it. ${fieldPayload}`;
const repoOriginal = 'Every concrete slab cracks eventually. Concrete shrinks as it cures';
const repoEdited = 'Our crews in Matthews saw more cracked driveways after the dry summer of 2025 than in any year before';
/** Words of the repository articles that are edited and then taken off the site or deleted. */
const takenOffOriginal = 'Your driveway has cracks, a sunken section by the garage, or a top that is flaking away.';
const deletedOriginal = 'Concrete in the Charlotte area lives a hard life.';

const jpeg = async (name = 'job.jpg'): Promise<UploadFile> => ({ bytes: await photo({ width: 1600, height: 1200, gps: true }), name, type: 'image/jpeg' });
const jobPhoto = (caption: string, changes: Record<string, string> = {}) => ({ version: '0', caption, service: 'leveling', town: 'Matthews', month: '2026-05', alt: jobAlt, ...changes });
const article = (changes: Record<string, string>) => ({ category: 'Maintenance', date: '2026-01-12', related: 'charlotte-concrete-contractor-guide', ...changes });
const ownArticle = (changes: Record<string, string> = {}) =>
  article({
    title: `Winter Salt and Your Driveway ${fieldPayload}`,
    slug: 'winter-salt-driveway',
    excerpt: `Why de-icing salt pits Charlotte driveways, and what to use instead this winter. ${fieldPayload}`.slice(0, 200),
    body: `## Salt and freeze-thaw\n\nRock salt draws water into the surface, and every freeze pops a little more of it off. ${fieldPayload}\n\n- Use sand for grip\n- Rinse the slab in spring`,
    ...changes,
  });
const repoEdit = (overrides: string, changes: Record<string, string> = {}) =>
  article({
    overrides,
    title: 'How to Prevent Concrete Cracks: A Maintenance Routine for Charlotte Homes',
    slug: overrides,
    excerpt: 'Concrete will crack, but you can keep cracks small and water out. Drainage, sealing, joints, heavy loads, tree roots and de-icing, for Charlotte homeowners.',
    date: '2025-01-16',
    related: 'charlotte-concrete-contractor-guide',
    body: `## What we saw this year\n\n${repoEdited}. Clay that dries out shrinks away from the slab, and the slab settles into the gap.`,
    ...changes,
  });

/**
 * What the Site editor's edits look like on the published site: one real publish of drafts
 * entered through the editor's own forms (job photos, the hero and owner photos, articles with
 * a cover, renames, an article taken off the site, repository articles edited, taken off and
 * deleted), then each editor test's page checks against that one build. The editor's refusals,
 * sessions and stored rows are tested without a build in site-work, site-hero-owner,
 * site-article-cover, site-articles and site-article-repo.test.ts; docs/testing-moves.md lists
 * which check moved here from where.
 */
describe('the published site after the Site editor’s edits, from one publish', () => {
  const suite = signedInSuite(address);
  const publicPage = (path: string) => livePage(suite.inbox, path);
  const post = (path: string, fields: Record<string, string>, files: Record<string, UploadFile> = {}) => postMultipart(suite, address, { path, fields, files });
  const drafts = (kind: string) => readRows<{ id: string; data: string; version: number }>(suite.inbox.db, `SELECT id, data, version FROM site_drafts WHERE kind = '${kind}' ORDER BY position, id`).map((row) => ({ ...row, data: JSON.parse(row.data) }));
  const draftWhere = (kind: string, match: (data: Record<string, unknown>) => boolean) => drafts(kind).find((draft) => match(draft.data))!;
  const articleBySlug = (slug: string) => draftWhere('article', (data) => data.slug === slug);
  const seeded = {} as { pair: { before: { id: string }; after: { id: string } }; heroPhoto: { id: string; width: number; height: number }; ownerPhotoId: string; coverId: string; ownArticleId: string };

  beforeAll(async () => {
    // The owner's photo and words, and the business facts (site-hero-owner.test.ts).
    expect((await suite.owner().get('/inbox/site/business', suite.cookie)).status).toBe(200);
    const businessVersion = String(drafts('business')[0]!.version);
    expect((await post('/inbox/site/business', { ...businessFields(), version: businessVersion, ownerName: 'Dana Reyes', aboutOwner: ownerAbout }, { ownerPhoto: await jpeg('dana.jpg') })).status).toBe(303);
    seeded.ownerPhotoId = drafts('business')[0]!.data.ownerPhoto.id;

    // Two single job photos, the first one at the top of the home page (site-hero-owner.test.ts).
    expect((await post('/inbox/site/work', jobPhoto('First slab lifted level in Matthews', { hero: 'on' }), { photo: await jpeg() })).status).toBe(303);
    expect((await post('/inbox/site/work', jobPhoto('Second slab lifted level in Matthews'), { photo: await jpeg() })).status).toBe(303);
    const first = draftWhere('work', (data) => String(data.caption).startsWith('First'));
    expect(first.data.hero).toBe(true);
    seeded.heroPhoto = first.data.shot.photo;
    // The second one's photo is an article's cover (site-article-cover.test.ts).
    seeded.coverId = draftWhere('work', (data) => String(data.caption).startsWith('Second')).data.shot.photo.id;

    // A before/after pair with markup in its words (site-work.test.ts); the newest job, so the
    // home page's one row of three columns has room for its two.
    const pair = await post('/inbox/site/work', jobPhoto(`Leveling ${fieldPayload}`, { month: '2026-06', alt: `After ${fieldPayload}`, beforeAlt: 'Driveway slab sunk two inches below the garage floor' }), {
      photo: await jpeg(),
      beforePhoto: { bytes: await photo({ width: 1600, height: 1200, gps: true, rotated: true }), name: 'before.jpg', type: 'image/jpeg' },
    });
    expect(pair.status).toBe(303);
    seeded.pair = draftWhere('work', (data) => String(data.caption).startsWith('Leveling')).data.shot;

    // An article with that cover (site-article-cover.test.ts).
    const covered = article({
      title: 'Why Charlotte Driveways Sink Near the Garage',
      slug: 'driveway-sinks-near-garage',
      excerpt: 'Why the slab next to a Charlotte garage sinks first, and how leveling it fixes the trip edge for good.',
      date: '2026-02-03',
      body: '## The soil under the apron\n\nThe soil dug out for the foundation was put back loose, and it settles for years. Rain from the gutters soaks it and the slab follows it down.\n\n## What to do about it\n\nPoint the downspouts away from the slab, then have the slab lifted level before the gap grows.',
      cover: seeded.coverId,
    });
    expect((await suite.post('/inbox/site/articles', covered)).status).toBe(303);

    // The owner's article, on the site, then renamed (site-articles.test.ts): the live revision
    // is recorded without a build, so the rename is one of an article that was live.
    expect((await suite.post('/inbox/site/articles', ownArticle())).status).toBe(303);
    const own = articleBySlug('winter-salt-driveway');
    seeded.ownArticleId = own.id;
    recordLiveRevision(suite.inbox.db);
    expect((await suite.post(`/inbox/site/articles/${own.id}`, { ...ownArticle({ slug: 'winter-salt-and-concrete' }), version: String(own.version) })).status).toBe(303);
    // A second article of the owner's, taken off the site before the publish.
    expect((await suite.post('/inbox/site/articles', ownArticle({ title: 'Salt-Free Ways to Keep Your Steps Safe', slug: 'salt-free-steps' }))).status).toBe(303);
    const offSite = articleBySlug('salt-free-steps');
    expect((await suite.post(`/inbox/site/articles/${offSite.id}/visibility`, { version: String(offSite.version), published: 'false' })).status).toBe(303);

    // Repository articles (site-article-repo.test.ts): one edited, one edited and renamed, one
    // edited and taken off the site, one edited, renamed and deleted.
    expect((await suite.post('/inbox/site/articles', repoEdit('prevent-concrete-cracks'))).status).toBe(303);
    expect((await suite.post('/inbox/site/articles', repoEdit('concrete-leveling-cost-charlotte', { slug: 'concrete-leveling-cost-nc' }))).status).toBe(303);
    expect((await suite.post('/inbox/site/articles', repoEdit('driveway-repair-vs-replacement'))).status).toBe(303);
    const takenOff = draftWhere('article', (data) => data.overrides === 'driveway-repair-vs-replacement');
    expect((await suite.post(`/inbox/site/articles/${takenOff.id}/visibility`, { version: String(takenOff.version), published: 'false' })).status).toBe(303);
    expect((await suite.post('/inbox/site/articles', repoEdit('concrete-repair-guide-charlotte', { slug: 'concrete-repair-guide-nc' }))).status).toBe(303);
    const deleted = draftWhere('article', (data) => data.overrides === 'concrete-repair-guide-charlotte');
    expect((await suite.post(`/inbox/site/articles/${deleted.id}/delete`, { version: String(deleted.version) })).status).toBe(303);

    await publishDrafts(suite, buildMs);
  }, buildMs * 2);

  describe('job photos (from site-work.test.ts)', () => {
    it('publishes a before/after pair to /our-work and the home page with its files, metadata stripped and markup as text', async () => {
      const html = (await publicPage('/our-work')).html;
      expect(html).toContain(`/work/${seeded.pair.after.id}-480.avif`);
      expect(html).toContain('Leveling &lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;');
      expect(html).not.toContain('<script>window.__xss');
      const file = await fetch(`${suite.inbox.server.url}/work/${seeded.pair.before.id}-960.avif`);
      expect(file.status).toBe(200);
      expect(carriesExif(Buffer.from(await file.arrayBuffer()))).toBe(false);
      expect((await publicPage('/')).html).toContain(`/work/${seeded.pair.after.id}-480.avif`);
    });
  });

  describe('the hero photo and the owner’s photo (from site-hero-owner.test.ts)', () => {
    it('publishes the hero job photo as the home page’s one eager, sized picture, and the owner’s photo and words on /about', async () => {
      const home = (await publicPage('/')).html;
      const heroPhoto = seeded.heroPhoto;
      // From lg only, AVIF then WebP, every stored width; the one eager image, sized.
      const picture = /<picture>(?:(?!<\/picture>).)*fetchpriority="high"(?:(?!<\/picture>).)*<\/picture>/is.exec(home)?.[0] ?? '';
      expect(picture.toLowerCase()).toContain(`<source media="(min-width: 64rem)" type="image/avif" srcset="/work/${heroPhoto.id}-480.avif 480w`.toLowerCase());
      expect(picture.toLowerCase()).toContain(`type="image/webp" srcset="/work/${heroPhoto.id}-480.webp 480w`.toLowerCase());
      expect(picture).toContain(`width="${heroPhoto.width}" height="${heroPhoto.height}"`);
      expect(picture).not.toMatch(/loading=/i);
      expect(home.match(/fetchpriority="high"/gi)).toHaveLength(1);

      const aboutPage = (await publicPage('/about')).html;
      expect(aboutPage).toContain('Meet Dana Reyes');
      expect(aboutPage).toContain(`/work/${seeded.ownerPhotoId}-480.avif`);
      expect(aboutPage).toContain('&lt;script&gt;window.__xss=2&lt;/script&gt;');
      expect(aboutPage).not.toContain('<script>window.__xss');
      const jsonLd = [...aboutPage.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
      const founder = jsonLd.find((node) => node.founder)?.founder;
      expect(founder).toMatchObject({ '@type': 'Person', name: 'Dana Reyes', description: ownerAbout });
      expect(founder.image).toMatch(new RegExp(`/work/${seeded.ownerPhotoId}-\\d+\\.webp$`));
      const file = await fetch(`${suite.inbox.server.url}/work/${seeded.ownerPhotoId}-480.avif`);
      expect(file.status).toBe(200);
    });
  });

  describe('an article cover photo (from site-article-cover.test.ts)', () => {
    it('publishes the article with its cover as a lazy, sized <picture> whose files the build wrote', async () => {
      const photoId = seeded.coverId;
      const html = (await publicPage('/blog/driveway-sinks-near-garage')).html;
      const picture = html.match(/<picture>.*?<\/picture>/s)?.[0];
      expect(picture).toBeDefined();
      expect(picture).toMatch(new RegExp(`<source type="image/avif" srcset="/work/${photoId}-480.avif 480w, /work/${photoId}-960.avif 960w, /work/${photoId}-1440.avif 1440w" sizes="[^"]+"`, 'i'));
      const img = picture!.match(/<img [^>]*>/)![0];
      for (const attribute of [`src="/work/${photoId}-960.webp"`, `width="1440"`, `height="1080"`, `alt="${jobAlt}"`, `loading="lazy"`]) expect(img).toContain(attribute);
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
    });
  });

  describe('the owner’s articles (from site-articles.test.ts)', () => {
    it('lists the published article as live, with "Take off the site"', async () => {
      const id = seeded.ownArticleId;
      const live = await (await suite.owner().get('/inbox/site/articles', suite.cookie)).text();
      const liveRow = live.slice(live.indexOf(`id="article-${id}"`), live.indexOf('</li>', live.indexOf(`id="article-${id}"`)));
      expect(liveRow).not.toContain('>Draft</span>');
      expect(liveRow).toContain('Take off the site');
    });

    it('publishes the article into the blog, RSS and sitemap.xml with markup as text, and its old address answers 301', async () => {
      const renamed = await publicPage('/blog/winter-salt-and-concrete');
      expect(renamed.status).toBe(200);
      expect(renamed.html).toContain('Rock salt draws water into the surface');
      expect(renamed.html).toContain('&lt;script&gt;window.__xss=2&lt;/script&gt;');
      // Inside a quoted attribute (the meta description, og:title) a < is text; nowhere else may a tag appear.
      expect(outsideAttributes(renamed.html)).not.toMatch(/<script>window.__xss|<img src=x/);
      expect(renamed.html).toContain('"@type":"BlogPosting"');
      for (const path of ['/blog', '/blog/category/maintenance', '/sitemap', '/rss.xml', '/sitemap.xml']) {
        expect((await publicPage(path)).html, path).toContain('/blog/winter-salt-and-concrete');
      }
      const old = await publicPage('/blog/winter-salt-driveway');
      expect(old.status).toBe(301);
      expect(old.location).toBe('/blog/winter-salt-and-concrete');
      expect((await publicPage('/sitemap.xml')).html).not.toContain('/blog/winter-salt-driveway<');
    });

    it('leaves an article taken off the site out: its address answers 404', async () => {
      expect((await publicPage('/blog/salt-free-steps')).status).toBe(404);
      expect((await publicPage('/sitemap.xml')).html).not.toContain('/blog/salt-free-steps<');
    });
  });

  describe('repository articles edited in the Site editor (from site-article-repo.test.ts)', () => {
    it('publishes the edit over the original and keeps its steps and search title', async () => {
      const page = await publicPage('/blog/prevent-concrete-cracks');
      expect(page.status).toBe(200);
      expect(page.html).toContain(repoEdited);
      expect(page.html).not.toContain(repoOriginal);
      // The form has no fields for the file's steps and search title: they stay.
      expect(page.html).toContain('"@type":"HowTo"');
      expect(page.html).toContain('<title>How to Prevent Concrete Cracks in Charlotte |');
      expect((await publicPage('/blog')).html).toContain('href="/blog/prevent-concrete-cracks"');
    });

    it('answers the original address of a renamed edit with a 301 to the new one, which shows the edit', async () => {
      const old = await publicPage('/blog/concrete-leveling-cost-charlotte');
      expect(old.status).toBe(301);
      expect(old.location).toBe('/blog/concrete-leveling-cost-nc');
      expect((await publicPage('/blog/concrete-leveling-cost-nc')).html).toContain(repoEdited);
    });

    it('brings the original back when the edit is taken off the site or deleted, and the deleted edit’s address answers 404', async () => {
      const offSite = await publicPage('/blog/driveway-repair-vs-replacement');
      expect(offSite.status).toBe(200);
      expect(offSite.html).toContain(takenOffOriginal);
      expect(offSite.html).not.toContain(repoEdited);
      const back = await publicPage('/blog/concrete-repair-guide-charlotte');
      expect(back.status).toBe(200);
      expect(back.html).toContain(deletedOriginal);
      expect(back.html).not.toContain(repoEdited);
      expect((await publicPage('/blog/concrete-repair-guide-nc')).status).toBe(404);
    });
  });
});
