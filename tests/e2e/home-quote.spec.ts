import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { asOwner, inboxOrigin } from '../support/inbox.ts';
import { wcagScan } from '../support/axe.ts';

/**
 * The short quote form in the home page's hero, as a homeowner on a laptop sends it with
 * JavaScript off, against the real server and its SQLite file: above the fold in the right
 * half, a problem answered on the home page's filled-in form, then the thank-you page with the reference,
 * and the request in the owner's inbox credited to the home page.
 */
function leadRow(name: string) {
  const file = process.env.LEADS_DB;
  if (!file) throw new Error('LEADS_DB is not set: the global setup must point it at the server database');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT id, phone, email, address, service, message, source FROM leads WHERE name = ?').all(name) as Record<string, string | number | null>[];
  } finally {
    db.close();
  }
}

/**
 * A problem comes back on the home page itself, header to footer: the hero form filled in again,
 * the message at its field, and the summary above the form focused and in view.
 */
async function expectProblemOnHomePage(page: Page, name: string) {
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional Concrete Repair in Charlotte, NC');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const form = page.locator('form[action="/api/quote"]');
  const summary = page.locator('[autofocus]');
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole('link', { name: 'Enter a phone number with 10 or 11 digits, including the area code' })).toHaveAttribute('href', '#hero-phone');
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await expect(form.getByLabel('Phone')).toHaveValue('704-555-01');
  await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Error: Enter a phone number with 10 or 11 digits, including the area code');
  await expect(form.getByLabel('Service')).toHaveValue('crack-repair');
  await expect(form.getByLabel('ZIP')).toHaveValue('28209');
}

test.describe('the hero quote form with JavaScript on', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('answers a problem on the home page, as without JavaScript, and sends the corrected request', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('form[action="/api/quote"]');
    const name = `Jordan Hale ${randomUUID().slice(0, 8)}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone').fill('704-555-01');
    await form.getByLabel('Service').selectOption('crack-repair');
    await form.getByLabel('ZIP').fill('28209');
    await form.getByRole('button', { name: 'Get my free quote' }).click();
    await expectProblemOnHomePage(page, name);
    expect(leadRow(name)).toHaveLength(0);
    const axe = await wcagScan(page).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await form.getByLabel('Phone').fill('704-555-0199');
    await form.getByRole('button', { name: 'Get my free quote' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you\?ref=\d+/);
    expect(leadRow(name)).toHaveLength(1);
  });
});

test.describe('the hero quote form without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('sits in the right half above the fold, answers a problem on the filled-in form, and lands on the thank-you page; the inbox credits /', async ({ page, browser }) => {
    await page.goto('/');
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    const form = hero.locator('form');
    await expect(form).toHaveCount(1);
    const box = (await form.boundingBox())!;
    expect(box.x, 'form starts in the right half').toBeGreaterThanOrEqual(640);
    expect(box.y + box.height, 'form ends above the fold').toBeLessThanOrEqual(800);
    await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);

    const name = `Casey Rowe ${randomUUID().slice(0, 8)}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone').fill('704-555-01');
    await form.getByLabel('Service').selectOption('crack-repair');
    await form.getByLabel('ZIP').fill('28209');
    await form.getByLabel('What needs fixing?').fill('Crack across the garage floor');
    await expect(page.getByRole('link', { name: 'Add photos or more details' })).toHaveAttribute('href', '/contact?from=/');
    await form.getByRole('button', { name: 'Get my free quote' }).click();

    await expectProblemOnHomePage(page, name);
    expect(leadRow(name)).toHaveLength(0);

    await form.getByLabel('Phone').fill('704-555-0199');
    await form.getByRole('button', { name: 'Get my free quote' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you\?ref=\d+&book=[A-Za-z0-9_-]{22}$/);
    await expect(page.getByRole('link', { name: 'Pick a time for your free estimate' })).toBeVisible();
    const rows = leadRow(name);
    expect(rows).toHaveLength(1);
    await expect(page.getByText(`Your reference: #${rows[0]!.id}.`)).toBeVisible();
    expect(rows[0]).toMatchObject({ phone: '704-555-0199', email: '', address: '28209', service: 'crack-repair', message: 'Crack across the garage floor', source: '/' });

    const owner = await browser.newContext({ javaScriptEnabled: true, baseURL: inboxOrigin });
    try {
      const inbox = await owner.newPage();
      await asOwner(inbox);
      await inbox.goto(`/inbox/leads/${rows[0]!.id}`);
      const cameFrom = inbox.locator('div').filter({ has: inbox.locator('dt', { hasText: /^Came from$/ }) }).last();
      await expect(cameFrom.locator('dd')).toHaveText('Home page');
      await expect(inbox.locator('div').filter({ has: inbox.locator('dt', { hasText: /^E-mail$/ }) }).last().locator('dd')).toHaveText('Not given');
    } finally {
      await owner.close();
    }
  });
});

test.describe('the home page as it paints', () => {
  for (const viewport of [{ width: 375, height: 667 }, { width: 1280, height: 800 }]) {
    test(`shifts nothing at ${viewport.width} px and states the rating, the license and the warranty in the first screen`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const shift = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => done(total), 1000);
          }),
      );
      expect(shift).toBe(0);
      for (const text of [/^4\.9 (on \w+|out of 5), \d+ reviews$/, /^Licensed & insured/, /^5-year workmanship warranty$/]) {
        const box = (await page.getByText(text).boundingBox())!;
        expect(box.y + box.height, String(text)).toBeLessThanOrEqual(viewport.height);
      }
      // On a phone the call is the first action, before the form that follows the hero.
      const call = (await page.locator('main').getByRole('link', { name: /^Call / }).first().boundingBox())!;
      const form = (await page.getByRole('button', { name: 'Get my free quote' }).boundingBox())!;
      expect(call.y).toBeLessThan(form.y);
    });
  }
});
