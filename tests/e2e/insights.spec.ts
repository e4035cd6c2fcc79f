import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import Database from 'better-sqlite3';
import { builtPages } from '../../scripts/lib/dist.ts';
import { insertSampleCounts } from '../../scripts/lib/sample-counts.ts';
import { insertLeads, sampleLeads } from '../../scripts/lib/sample-leads.ts';
import { addOwner, freePort, startServer } from '../../scripts/lib/server-process.ts';
import { e2eOwner } from '../support/global-setup.ts';
import { asOwner, inboxOrigin, person } from '../support/inbox.ts';
import { fillQuoteForm } from '../support/quote-form.ts';
import { wcagScan } from '../support/axe.ts';


test.use({ baseURL: inboxOrigin, userAgent: person });

async function requestQuoteFromGastonia(browser: Browser, javaScriptEnabled: boolean, name: string) {
  const context = await browser.newContext({ userAgent: person, baseURL: inboxOrigin, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto('/areas/gastonia');
  await page.getByRole('main').getByRole('link', { name: 'Get Free Quote' }).first().click();
  await expect(page).toHaveURL(`${inboxOrigin}/contact?from=/areas/gastonia`);
  if (javaScriptEnabled) await expect(page.locator('input[name="source_page"]')).toHaveValue('/areas/gastonia');
  await fillQuoteForm(page, { name, phone: '(704) 555-0177', email: 'gastonia.e2e@example.com', address: '215 W Main Ave, Gastonia, NC 28052', service: 'leveling', message: 'Sunken porch slab pulling away from the steps.' });
  await page.getByRole('button', { name: 'Send Request' }).click();
  if (javaScriptEnabled) await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();
  else await expect(page).toHaveURL(new RegExp(`^${inboxOrigin}/contact/thank-you\\?ref=\\d+&book=[A-Za-z0-9_-]{22}$`));
  await context.close();
}

function leadId(name: string): number {
  const db = new Database(process.env.LEADS_DB!, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT id FROM leads WHERE name = ?').get(name) as { id: number }).id;
  } finally {
    db.close();
  }
}

for (const javaScriptEnabled of [true, false]) {
  test(`a quote request sent from a link on /areas/gastonia shows that page as its source in the inbox (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser, page }) => {
    const name = `Gastonia Source ${javaScriptEnabled ? 'Script' : 'Plain'} ${Date.now()}`;
    await requestQuoteFromGastonia(browser, javaScriptEnabled, name);
    await asOwner(page);
    await page.goto(`/inbox/leads/${leadId(name)}`);
    await expect(page.getByRole('region', { name: 'Details' }).locator('dt:text-is("Came from") + dd')).toHaveText('Concrete repair in Gastonia');
  });
}

test('the dashboard with a year of synthetic data reads at 375 and 1280 px, passes axe, and sorts without JavaScript', async ({ browser }) => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(join(tmpdir(), 'ccr-e2e-insights-'));
  const db = join(dir, 'leads.sqlite');
  addOwner(db, e2eOwner);
  insertLeads(db, sampleLeads(2000));
  insertSampleCounts(db, builtPages().map((page) => page.route).filter((route) => route !== '/404'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await startServer({ LEADS_DB: db, SITE_URL: origin, SMTP_URL: '', LEADS_WEBHOOK_URL: '', LOG_LEVEL: 'warn' }, port);
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  try {
    const page = await context.newPage();
    await page.goto('/inbox/login');
    await page.getByLabel('Email').fill(e2eOwner.email);
    await page.getByLabel('Password').fill(e2eOwner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: 'Insights' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which pages bring work');
    await page.getByRole('link', { name: 'Last 90 days' }).click();
    await expect(page).toHaveURL(`${origin}/inbox/insights?days=90`);
    const table = page.getByRole('region', { name: 'Every page' }).getByRole('table');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.screenshot({ path: `shots/inbox-insights-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `nothing scrolls sideways at ${width} px`).toBe(width);
      // One drawing of the chart shows at a time, its labels at a readable size for the width.
      const chart = page.getByRole('img', { name: /^Quote requests and calls started per week/ });
      await expect(chart).toHaveCount(1);
      const labelSize = await chart.evaluate((svg: SVGSVGElement) => {
        const label = svg.querySelector('text')!;
        return (Number(label.getAttribute('font-size')) * svg.getBoundingClientRect().width) / svg.viewBox.baseVal.width;
      });
      expect(labelSize, `chart labels at ${width} px`).toBeGreaterThanOrEqual(12);
      expect(labelSize, `chart labels at ${width} px`).toBeLessThanOrEqual(16);
      // Laid out as blocks on a phone, it is still a table with its headings to a screen reader.
      await expect(table.getByRole('columnheader', { name: 'Quote requests' })).toBeVisible();
      // The labels a phone shows in each cell are not read out again after the column heading,
      // and there the page's name has a line of its own.
      const leveling = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Concrete Leveling /services/leveling', exact: true }) });
      await expect(leveling.getByRole('cell').first()).toHaveAccessibleName(/^[\d,]+$/);
      expect(await table.getByRole('rowheader', { name: 'Concrete Leveling /services/leveling', exact: true }).evaluate((th) => th.getBoundingClientRect().width)).toBeGreaterThan(width === 375 ? 250 : 100);
    }
    // Sorting from the phone layout, where the headings are a row of links.
    await table.getByRole('link', { name: 'Quote requests' }).click();
    await expect(page).toHaveURL(`${origin}/inbox/insights?days=90&sort=requests`);
    const requests = (await page.getByRole('region', { name: 'Every page' }).locator('tbody tr td:nth-of-type(4)').allInnerTexts()).map((text) => Number(text.replace(/,/g, '')));
    expect(requests.length).toBeGreaterThan(20);
    expect(requests).toEqual([...requests].sort((a, b) => b - a));
    await expect(page.getByRole('heading', { name: 'Bringing the most work' })).toBeVisible();

    // axe needs JavaScript: scan the same page in a scripted context with the same session.
    const scripted = await browser.newContext({ baseURL: origin });
    await scripted.addCookies(await context.cookies());
    const scanner = await scripted.newPage();
    for (const width of [375, 1280]) {
      await scanner.setViewportSize({ width, height: 900 });
      await scanner.goto('/inbox/insights?days=90&sort=requests');
      const results = await wcagScan(scanner).analyze();
      expect(results.violations.map((v) => ({ width, id: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }))).toEqual([]);
    }
    await scripted.close();
  } finally {
    await context.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
