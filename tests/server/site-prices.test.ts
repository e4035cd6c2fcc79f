import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readRows } from './helpers.ts';
import { signedInSuite } from './inbox-support.ts';
import { siteRows } from './site-support.ts';

/**
 * The price list against the real server and a real SQLite file: the Prices page and what it
 * refuses. A publish that changes every page, the estimator and the structured data, undone by
 * restoring the revision before it, is checked in site-publish.test.ts's restore.
 */
describe('the price list', () => {
  const suite = signedInSuite('203.0.113.81');
  const page = async (path: string) => {
    const response = await suite.owner().get(path, suite.cookie);
    return { status: response.status, html: await response.text() };
  };
  const priceVersion = (id: string) => String(readRows<{ version: number }>(suite.inbox.db, `SELECT version FROM site_drafts WHERE kind = 'price' AND id = '${id}'`)[0]!.version);
  const resurfacing = (changes: Record<string, string> = {}) => ({ service: 'resurfacing', name: 'Resurfacing', unit: 'sqft', low: '3', high: '8', role: 'both', version: priceVersion('resurfacing'), ...changes });

  it('lists every price on /inbox/site/prices with its reference, and edits one in a form labeled Name, Unit, Low and High', async () => {
    const { status, html } = await page('/inbox/site/prices');
    expect(status).toBe(200);
    const $ = load(html);
    expect($('h1').text()).toBe('Prices');
    expect($('#price-resurfacing').text()).toContain('$3–$8 per sq ft');
    expect($('#price-resurfacing').text()).toContain('{price:resurfacing}');
    // The pages name the repository's entries: those can be changed, not deleted.
    expect($('#price-resurfacing').text()).not.toContain('Delete');
    const form = load((await page('/inbox/site/prices?edit=resurfacing')).html);
    for (const label of ['Name', 'Unit', 'Low', 'High']) expect(form(`label:contains("${label}")`).length, label).toBeGreaterThan(0);
    expect(form('#low').val()).toBe('3');
    expect(form('#high').val()).toBe('8');
    expect(form('#unit').val()).toBe('sqft');
  });

  it('refuses in clear words a price that is no price, an estimator left without a rate, and a deletion the pages forbid, and writes nothing', async () => {
    const before = siteRows(suite.inbox.db);
    const refusals: [Record<string, string>, string][] = [
      [{ low: '9', high: '4' }, 'High must be at least Low.'],
      [{ low: '3.50' }, 'Low is a whole number of dollars, without cents.'],
      [{ high: '250000' }, 'High can be at most $100,000.'],
      [{ low: 'cheap' }, 'Low is a whole number of dollars, such as 300.'],
      [{ unit: 'lft' }, 'The estimator multiplies a rate by square feet or charges it per job: choose per sq ft or per job.'],
      [{ role: 'quotes' }, "The estimator needs a rate for Concrete Resurfacing: show one of its prices as the estimator's rate."],
    ];
    for (const [changes, message] of refusals) {
      const response = await suite.post('/inbox/site/prices/resurfacing', resurfacing(changes));
      expect(response.status, JSON.stringify(changes)).toBe(422);
      expect(load(await response.text())('#edit').text(), JSON.stringify(changes)).toContain(message);
    }
    const deletion = await suite.post('/inbox/site/prices/resurfacing/delete', { version: priceVersion('resurfacing') });
    expect(deletion.status).toBe(409);
    expect(await deletion.text()).toContain('change its figures instead of deleting it');
    expect(siteRows(suite.inbox.db)).toEqual(before);
  });

  it('adds a price of its own, per linear foot, and deletes it again', async () => {
    const added = await suite.post('/inbox/site/prices', { service: 'driveway-repair', name: 'Joint sealing', unit: 'lft', low: '4', high: '12', role: 'quotes', version: '0' });
    expect(added.status).toBe(303);
    const id = /^\/inbox\/site\/prices\?saved=added&item=([a-z0-9-]+)#saved$/.exec(added.headers.get('location') ?? '')?.[1];
    expect(id).toBeDefined();
    const row = load((await page('/inbox/site/prices')).html)(`#price-${id}`);
    expect(row.text()).toContain('$4–$12 per linear ft');
    expect(row.text()).toContain(`{price:${id}}`);
    expect(row.find('summary').text()).toContain('Delete');
    const deleted = await suite.post(`/inbox/site/prices/${id}/delete`, { version: priceVersion(id!) });
    expect(deleted.status).toBe(303);
    expect(readRows(suite.inbox.db, `SELECT 1 FROM site_drafts WHERE kind = 'price' AND id = '${id}'`)).toEqual([]);
  });

  it("lets the owner's articles name a price by its reference, shows it in the preview, and refuses one that names no price", async () => {
    const before = siteRows(suite.inbox.db);
    const article = (body: string, action?: string) => ({
      title: 'What Resurfacing Costs in Charlotte',
      slug: 'resurfacing-cost-charlotte',
      excerpt: 'What a new top layer costs per square foot in Charlotte, and what moves the price up or down.',
      category: 'Cost Guides',
      date: '2026-01-12',
      related: 'prevent-concrete-cracks',
      body,
      ...(action ? { action } : {}),
    });
    const preview = await suite.post('/inbox/site/articles', article('## Cost\n\nResurfacing runs {price:resurfacing}, from {price:resurfacing.low} a square foot.', 'preview'));
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('Resurfacing runs $3–$8 per sq ft, from $3 a square foot.');
    const refused = await suite.post('/inbox/site/articles', article('## Cost\n\nStamped overlays run {price:stamped-overlay}.'));
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('{price:stamped-overlay} names no entry of the price list.');
    expect(siteRows(suite.inbox.db)).toEqual(before);
  });
});
