import { expect, test } from '@playwright/test';
import { insertLeads, sampleLeads } from '../../scripts/lib/sample-leads.ts';
import { asOwner, inboxOrigin as origin } from '../support/inbox.ts';
import { wcagScan } from '../support/axe.ts';


const marker = 'xss-e2e';
const payload = {
  name: `<script>alert(1)</script>"><img src=x onerror=alert(1)> ${marker}`,
  phone: '"><img src=x onerror=alert(1)>',
  email: `"><img src=x onerror=alert(1)>@${marker}.example`,
  address: 'javascript:alert(1)',
  message: '<script>alert(1)</script><a href="javascript:alert(1)">x</a>',
};


test.use({ viewport: { width: 375, height: 812 }, baseURL: origin });
test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  const file = process.env.LEADS_DB;
  if (!file) throw new Error('LEADS_DB is not set: the global setup (or you, with BASE_URL) must point it at the server database');
  const now = new Date(Date.now() - 60_000);
  insertLeads(file, [...sampleLeads(30, { now, days: 21 }), { ...sampleLeads(1)[0]!, ...payload, received_at: new Date(0).toISOString() }]);
});

test('stored script and HTML in every field of a request stay text in the list', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await asOwner(page);
  await page.goto(`/inbox?q=${marker}`);
  const row = page.getByRole('listitem').filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link')).toHaveText(payload.name);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('every status filter fits on the screen at 320 and 375 px: the row wraps, nothing hides past the edge', async ({ page }) => {
  await asOwner(page);
  await page.getByText('Filter and search').click();
  const filters = page.getByRole('navigation', { name: 'Requests by status' });
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 812 });
    const links = filters.getByRole('link');
    await expect(links).toHaveCount(8);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(width);
    }
    expect(await filters.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);
    await filters.screenshot({ path: `shots/inbox-status-filters-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await filters.screenshot({ path: 'shots/inbox-status-filters-1280.png' });
});

test('the list of 30 requests reads at 375 and 1280 px, passes axe and shows keyboard focus', async ({ page }) => {
  await asOwner(page);
  const results = await wcagScan(page).analyze();
  expect(results.violations.map((v) => ({ id: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }))).toEqual([]);
  await expect(page).toHaveTitle(/^\(\d+\) Quote requests \| Inbox \| /);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `shots/inbox-requests-${width}.png`, fullPage: true });
  }
  await page.getByText('Filter and search').click();
  await page.getByLabel('Search').focus();
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.closest('ul[aria-label="Quote requests"]') !== null)) break;
  }
  const focused = page.locator('ul[aria-label="Quote requests"] > li:has(a:focus-visible)');
  await expect(focused).toHaveCount(1);
  await expect(focused).toHaveCSS('outline-style', 'solid');
  await page.goto('/inbox?status=New&service=leveling');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'shots/inbox-requests-filtered-375.png', fullPage: true });
  const filteredResults = await wcagScan(page).analyze();
  expect(filteredResults.violations).toEqual([]);
});
