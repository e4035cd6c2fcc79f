import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childrenOf, startServer } from '../../scripts/lib/server-process.ts';
import { areas } from '../../src/content/areas.ts';
import type { EstimatorRate } from '../../src/content/estimator.ts';
import { estimateCost, formatEstimate } from '../../src/lib/estimate.ts';
import type { SMTPServer } from 'smtp-server';
import { freePort, multipart, readRows, startSmtp, validLead, waitFor, type ReceivedMail } from './helpers.ts';
import { client, ownerPassword, sessionCookie, startInboxProcess, startInboxServer, type InboxServer } from './inbox-support.ts';
import { businessFields, livePage } from './site-support.ts';
import { recordLiveRevision } from '../support/site-revisions.ts';

/** A build takes 10 to 40 s on the 2-core machine while other tests run. */
const buildMs = 150_000;

/** The articles that ship with the site and state the resurfacing price. */
const resurfacingArticles = ['/blog/driveway-repair-vs-replacement', '/blog/concrete-repair-guide-charlotte', '/blog/prevent-concrete-cracks', '/blog/concrete-leveling-cost-charlotte'];
const resurfacingPages = ['/services/resurfacing', ...areas.map((area) => `/areas/${area.slug}`), ...resurfacingArticles];

/** Astro's serialized island props ([0, value] for a value, [1, [...]] for an array) back to plain data. */
function islandValue(encoded: unknown): unknown {
  const [type, value] = encoded as [number, unknown];
  if (type === 1) return (value as unknown[]).map(islandValue);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, islandValue(item)]));
  return value;
}

/** The estimator's rates as the live page hands them to its island. */
function estimatorRatesOf(html: string): EstimatorRate[] {
  const props = load(html)('astro-island').attr('props');
  expect(props).toBeDefined();
  return (islandValue([0, JSON.parse(props!)]) as { rates: EstimatorRate[] }).rates;
}

/** The offer of a service page's Service block. */
function offerOf(html: string): { minPrice: number; maxPrice: number } {
  const $ = load(html);
  const blocks = $('script[type="application/ld+json"]').toArray().map((element) => JSON.parse($(element).text()) as Record<string, unknown>);
  const service = blocks.find((block) => block['@type'] === 'Service') as { offers: { priceSpecification: { minPrice: number; maxPrice: number } } };
  return service.offers.priceSpecification;
}

function harness(getInbox: () => InboxServer<{ url: string }>) {
  let cookie = '';
  const owner = () => client(getInbox().origin, '203.0.113.90');
  return {
    async signIn() {
      cookie = sessionCookie(await owner().signIn('owner@example.com', ownerPassword))!;
      expect(cookie).toBeDefined();
    },
    post: (path: string, body: Record<string, string> = {}) => owner().post(path, body, { Cookie: cookie }),
    page: async (path: string) => (await owner().get(path, cookie)).text(),
    publicPage: async (path: string) => {
      const response = await fetch(`${getInbox().server.url}${path}`);
      return { status: response.status, html: await response.text() };
    },
    version: () => String(readRows<{ version: number }>(getInbox().db, `SELECT version FROM site_drafts WHERE kind = 'business'`)[0]!.version),
    revisions: () => readRows<{ id: number; status: string; error: string | null; summary: string }>(getInbox().db, 'SELECT id, status, error, summary FROM site_revisions ORDER BY id'),
    /** Waits until no revision is building and answers the newest. */
    settled: async () => {
      await waitFor(() => !readRows(getInbox().db, `SELECT 1 FROM site_revisions WHERE status = 'building'`).length, buildMs, 'the publish to finish');
      return readRows<{ id: number; status: string; error: string | null }>(getInbox().db, 'SELECT id, status, error FROM site_revisions ORDER BY id DESC LIMIT 1')[0]!;
    },
  };
}

describe('publishing the site', () => {
  let inbox: InboxServer;
  let smtp: SMTPServer;
  const mail: ReceivedMail[] = [];
  const h = harness(() => inbox);

  beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, mail);
    inbox = await startInboxServer(['owner@example.com'], { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_EMAIL_FROM: 'Site <site@example.com>' });
    await h.signIn();
  });
  afterAll(async () => {
    await inbox?.remove();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  /** The revision published before the one these tests build: recorded without a build of its own. */
  let first: number;
  const slab = 'Slab <script>alert(1)</script> & Sons';
  const slabEscaped = 'Slab &lt;script&gt;alert(1)&lt;/script&gt; &amp; Sons';
  const review = {
    name: '<img src=x onerror=alert(2)>',
    town: 'Gastonia, NC',
    rating: '5',
    date: '2026-01-15',
    text: 'Our "stamped" patio </script><script>alert(3)</script> was level again the same day.',
    source: 'Google',
    url: '',
    version: '0',
  };

  /** The home page's business block, and proof that markup typed into a field made no element. */
  function homeBusiness(html: string) {
    // Markup typed into a field is text: no element came from it (attribute values may hold a bare '<', which is inert).
    const $ = load(html);
    expect($('script:not([type="application/ld+json"])').filter((_, el) => $(el).text().includes('alert(')).length).toBe(0);
    expect($('[onerror]').length).toBe(0);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    return jsonLd.find((data) => data['@type'] === 'GeneralContractor');
  }

  it(
    'rebuilds into a new folder while the old site and the quote form keep answering, then serves the new content everywhere, a new price included on every page, the estimator and the structured data',
    async () => {
      // The earlier revision the restore goes back to: the business, with markup in its name, and a
      // review with markup in it, as a publish records them (its build is the restore's, below).
      expect((await h.post('/inbox/site/business', { ...businessFields({ name: slab }), version: h.version() })).status).toBe(303);
      expect((await h.post('/inbox/site/reviews', review)).status).toBe(303);
      first = recordLiveRevision(inbox.db);

      // This revision: a new name and a new resurfacing price.
      const priceVersion = String(readRows<{ version: number }>(inbox.db, `SELECT version FROM site_drafts WHERE kind = 'price' AND id = 'resurfacing'`)[0]!.version);
      const saved = await h.post('/inbox/site/prices/resurfacing', { service: 'resurfacing', name: 'Resurfacing', unit: 'sqft', low: '4', high: '9', role: 'both', version: priceVersion });
      expect(saved.status).toBe(303);
      expect(saved.headers.get('location')).toBe('/inbox/site/prices?saved=price&item=resurfacing#saved');
      const name = 'Renamed Concrete Co';
      expect((await h.post('/inbox/site/business', { ...businessFields({ name }), version: h.version() })).status).toBe(303);

      const published = await h.post('/inbox/site/publish');
      expect(published.status).toBe(303);
      // A second press while the build runs starts nothing.
      const again = await h.post('/inbox/site/publish');
      expect(again.headers.get('location')).toBe('/inbox/site?publish=building#publish');
      expect(await h.page('/inbox/site')).toContain('Publishing');

      // Meanwhile the old site answers and quote requests are stored.
      const during = await h.publicPage('/');
      expect(during.status).toBe(200);
      expect(during.html).toContain('Charlotte Concrete Repair');
      const lead = await fetch(`${inbox.server.url}/api/quote`, { method: 'POST', body: multipart(validLead), headers: { Accept: 'application/json', 'X-Forwarded-For': '198.51.100.7' } });
      expect(lead.status).toBe(201);

      const revision = await h.settled();
      expect(revision).toMatchObject({ status: 'live', error: null });
      expect(h.revisions().map((row) => row.id)).toEqual([first, revision.id]);
      expect(h.revisions().at(-1)!.summary).toBe('Business facts: name. Prices: 1 changed.');
      const overview = await h.page('/inbox/site');
      expect(overview).toMatch(/Published [A-Z][a-z]{2} \d{1,2}, \d{4}/);

      const home = await h.publicPage('/');
      expect(home.html).toContain(name);
      const businessLd = homeBusiness(home.html);
      expect(home.html).toContain('&lt;img src=x onerror=alert(2)&gt;');
      expect(home.html).toContain('(704) 342-1234');
      expect(home.html).toContain('href="tel:+17043421234"');
      expect(home.html).toContain('Rated 4.8 out of 5 on Google from 212 reviews');
      expect(businessLd).toMatchObject({ name, telephone: '+17043421234', email: 'office@queencityslab.test' });
      expect(businessLd.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 212 });
      expect(businessLd.review[0]).toMatchObject({ author: { name: review.name }, reviewBody: review.text, publisher: { name: 'Google' } });
      expect(businessLd.address).toMatchObject({ streetAddress: '2100 South Blvd', postalCode: '28203' });

      const contact = await h.publicPage('/contact');
      expect(contact.html).toContain('By appointment in Gastonia');
      expect(contact.html).toContain('7:30 AM - 5:30 PM');
      const about = await h.publicPage('/about');
      expect(about.html).toContain('10+ years');
      const sitemap = await h.publicPage('/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.html).toContain('<loc>');

      // The no-JavaScript answer pages and the contact-link counter know the new phone too.
      const ping = await fetch(`${inbox.server.url}/api/ping`, {
        method: 'POST',
        body: 'PING',
        headers: { 'Content-Type': 'text/ping', 'Ping-From': `${inbox.origin}/contact`, 'Ping-To': 'tel:+17043421234', 'X-Forwarded-For': '198.51.100.8' },
      });
      expect(ping.status).toBe(204);

      // The customer's confirmation states the published phone, hours and name.
      const after = await fetch(`${inbox.server.url}/api/quote`, {
        method: 'POST',
        body: multipart({ ...validLead, email: 'after-publish@example.com' }),
        headers: { Accept: 'application/json', 'X-Forwarded-For': '198.51.100.9' },
      });
      expect(after.status).toBe(201);
      const confirmation = await waitFor(() => mail.find((message) => message.to.includes('after-publish@example.com')), 15_000, 'the confirmation e-mail');
      const body = confirmation.raw.replace(/=\r?\n/g, '');
      expect(body).toContain('Call (704) 342-1234');
      expect(body).toContain('By appointment in Gastonia');
      expect(body).toContain('Reply-To: office@queencityslab.test');
      // The customer's booking page, rendered on demand from the build the server started with, states the published phone.
      const { booking } = (await after.json()) as { booking: string };
      const bookingPage = await h.publicPage(booking);
      expect(bookingPage.status).toBe(200);
      expect(bookingPage.html).toContain('(704) 342-1234');
      expect(bookingPage.html).toContain('href="tel:+17043421234"');
      expect(bookingPage.html).not.toContain('(704) 555-0123');
      // So does the installable inbox's manifest.
      expect(JSON.parse((await h.publicPage('/inbox/manifest.webmanifest')).html).name).toBe(`${name} inbox`);
      // The inbox's own header names the live business, though its pages were built before.
      expect(await h.page('/inbox/site')).toContain(name);

      // Only the static site was rebuilt: the inbox still renders from the build the server started with.
      expect((await h.page('/inbox')).length).toBeGreaterThan(1000);
      const releases = readdirSync(join(dirname(inbox.db), 'site')).filter((entry) => entry.startsWith('r'));
      expect(releases).toHaveLength(1);
      expect(existsSync(join(dirname(inbox.db), 'site', releases[0]!, 'index.html'))).toBe(true);

      // The revisions page lists both, and offers Restore on the earlier one (once in tests/e2e/site-editor.spec.ts).
      const revisionsPage = load(await h.page('/inbox/site/revisions'));
      expect(revisionsPage('h2').filter((_, heading) => /^Revision \d+$/.test(revisionsPage(heading).text())).length).toBe(2);
      const restoreForm = revisionsPage(`form[action="/inbox/site/revisions/${first}/restore"]`);
      expect(restoreForm.find('button').text()).toBe(`Restore revision ${first}`);

      // The new price is on every page that states it, in the estimator and in the structured data.
      const estimator = await livePage(inbox, '/tools/cost-estimator');
      const rates = estimatorRatesOf(estimator.html);
      expect(rates.find((rate) => rate.slug === 'resurfacing')).toMatchObject({ basis: 'per-sqft', low: 4, high: 9 });
      expect(formatEstimate(estimateCost({ service: 'resurfacing', sqft: 200, severity: 50 }, rates))).toBe('$800 - $1,800');
      expect(load(estimator.html)('#rates').text()).toMatch(/\$4–\$9\s+per sq ft/);
      for (const path of resurfacingPages) {
        const { status, html } = await livePage(inbox, path);
        expect(status, path).toBe(200);
        expect(html, path).toContain('$4–$9');
        expect(html, path).not.toContain('$3–$8');
      }
      expect(offerOf((await livePage(inbox, '/services/resurfacing')).html)).toMatchObject({ minPrice: 4, maxPrice: 9 });
    },
    buildMs * 2,
  );

  it(
    'restores an earlier revision through the same publish path and makes the drafts equal to it, its name with markup in it as text and its price on every page, the estimator and the structured data',
    async () => {
      expect((await h.post(`/inbox/site/revisions/${first}/restore`)).status).toBe(303);
      const restored = await h.settled();
      expect(restored.status).toBe('live');
      expect(h.revisions().at(-1)!.summary).toMatch(new RegExp(`^Restored revision ${first}\\. Business facts: name\\.`));
      const home = await h.publicPage('/');
      expect(home.html).toContain(slabEscaped);
      expect(home.html).not.toContain('Renamed Concrete Co');
      expect(homeBusiness(home.html)).toMatchObject({ name: slab, telephone: '+17043421234' });
      expect(JSON.parse((await h.publicPage('/inbox/manifest.webmanifest')).html).name).toBe(`${slab} inbox`);
      expect(await h.page('/inbox/site')).toContain(slabEscaped);
      const draft = JSON.parse(readRows<{ data: string }>(inbox.db, `SELECT data FROM site_drafts WHERE kind = 'business'`)[0]!.data);
      expect(draft.name).toBe(slab);
      expect(load(await h.page('/inbox/site/business'))('input[name="name"]').val()).toBe(slab);
      const afterRestore = load(await h.page('/inbox/site/revisions'));
      expect(afterRestore('h2').filter((_, heading) => /^Revision \d+$/.test(afterRestore(heading).text())).length).toBe(3);

      // The restore brings the old price back everywhere, and into the drafts: the form shows the old figures.
      for (const path of [...resurfacingPages, '/tools/cost-estimator']) {
        const { html } = await livePage(inbox, path);
        expect(html, path).toContain('$3–$8');
        expect(html, path).not.toContain('$4–$9');
      }
      expect(offerOf((await livePage(inbox, '/services/resurfacing')).html)).toMatchObject({ minPrice: 3, maxPrice: 8 });
      expect(estimatorRatesOf((await livePage(inbox, '/tools/cost-estimator')).html).find((rate) => rate.slug === 'resurfacing')).toMatchObject({ low: 3, high: 8 });
      expect(load(await h.page('/inbox/site/prices?edit=resurfacing'))('#low').val()).toBe('3');
    },
    buildMs * 2,
  );
});

describe('a publish that does not finish', () => {
  it(
    'keeps the live site when the build fails, and tells the owner why in words',
    async () => {
      // An events endpoint that is neither a path nor a URL stops every build (src/lib/contact-ping.ts).
      const inbox = await startInboxServer(['owner@example.com'], { PUBLIC_EVENTS_ENDPOINT: 'javascript:alert(1)' });
      const h = harness(() => inbox);
      try {
        await h.signIn();
        expect((await h.post('/inbox/site/business', { ...businessFields(), version: h.version() })).status).toBe(303);
        const drafts = readRows(inbox.db, 'SELECT * FROM site_drafts ORDER BY kind, id');
        expect((await h.post('/inbox/site/publish')).status).toBe(303);
        const revision = await h.settled();
        expect(revision.status).toBe('failed');
        expect(revision.error).toContain('The site was not changed');
        expect(revision.error).toContain('PUBLIC_EVENTS_ENDPOINT');
        expect(await h.page('/inbox/site')).toContain('did not go live');
        expect((await h.publicPage('/')).html).toContain('Charlotte Concrete Repair');
        expect(readRows(inbox.db, 'SELECT * FROM site_drafts ORDER BY kind, id')).toEqual(drafts);
        expect(readdirSync(join(dirname(inbox.db), 'site')).filter((entry) => /^r\d|\.partial$/.test(entry))).toEqual([]);
      } finally {
        await inbox.remove();
      }
    },
    buildMs * 2,
  );

  it(
    'keeps the old site serving when the build or the server is killed with SIGKILL, also after a restart, with the draft intact',
    async () => {
      const inbox = await startInboxProcess();
      const h = harness(() => inbox);
      let restarted: Awaited<ReturnType<typeof startServer>> | undefined;
      try {
        await h.signIn();
        expect((await h.post('/inbox/site/business', { ...businessFields({ name: 'Killed Build Concrete' }), version: h.version() })).status).toBe(303);
        const drafts = readRows(inbox.db, 'SELECT * FROM site_drafts ORDER BY kind, id');

        // The build dies.
        expect((await h.post('/inbox/site/publish')).status).toBe(303);
        const build = await waitFor(() => childrenOf(inbox.server.child.pid!)[0], 10_000, 'the build process');
        process.kill(build, 'SIGKILL');
        const killed = await h.settled();
        expect(killed.status).toBe('failed');
        expect(killed.error).toContain('SIGKILL');
        expect((await h.publicPage('/')).html).toContain('Charlotte Concrete Repair');

        // The server dies mid-build.
        expect((await h.post('/inbox/site/publish')).status).toBe(303);
        await waitFor(() => childrenOf(inbox.server.child.pid!)[0], 10_000, 'the build process');
        const orphans = childrenOf(inbox.server.child.pid!);
        process.kill(inbox.server.child.pid!, 'SIGKILL');
        await inbox.server.exited;
        for (const pid of orphans) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // already gone with its parent
          }
        }
        const port = await freePort();
        restarted = await startServer({ LEADS_DB: inbox.db, SITE_URL: inbox.origin, TRUST_PROXY: '1', LEADS_RATE_LIMIT: 'off', SMTP_URL: '', LEADS_WEBHOOK_URL: '' }, port);
        const home = await (await fetch(`${restarted.url}/`)).text();
        expect(home).toContain('Charlotte Concrete Repair');
        expect(home).not.toContain('Killed Build Concrete');
        const rows = h.revisions();
        expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
        expect(rows[1]!.error).toContain('The server stopped while this version was being built');
        expect(readRows(inbox.db, 'SELECT * FROM site_drafts ORDER BY kind, id')).toEqual(drafts);
        expect(readdirSync(join(dirname(inbox.db), 'site')).filter((entry) => /^r\d|\.partial$/.test(entry))).toEqual([]);
      } finally {
        await restarted?.stop();
        await inbox.remove();
      }
    },
    buildMs * 2,
  );
});
