import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { allSlots } from '../support/booking-strip.ts';
import { asOwner, inboxOrigin as origin } from '../support/inbox.ts';
import { wcagScan } from '../support/axe.ts';

test.use({ viewport: { width: 375, height: 812 }, baseURL: origin });
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const visitor = { withVisit: `Visit Card ${stamp}`, cancelled: `Cancelled Card ${stamp}` };

/** A quote request as the form's script sends it; returns its booking page. */
async function quote(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/quote', {
    headers: { Accept: 'application/json', Origin: origin },
    form: { name, phone: '(704) 555-0166', email: 'first.screen@example.com', address: '22 Oak St, Matthews, NC 28105', service: 'crack-repair', message: 'Crack across the driveway.' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { booking: string }).booking;
}

/** Books the request's visit as its customer does, a few open windows ahead along the day strip (clear of the change cutoff); returns the visit's page. */
async function book(request: APIRequestContext, booking: string, index: number): Promise<string> {
  const slots = await allSlots(async (path) => (await request.get(path)).text(), booking);
  const booked = await request.post(booking, { headers: { Origin: origin }, form: { slot: slots[index]! }, maxRedirects: 0 });
  expect(booked.status()).toBe(303);
  return booked.headers().location!.split('?')[0]!;
}

async function accessible(page: Page) {
  const axe = await wcagScan(page).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeAll(async ({ request }) => {
  await book(request, await quote(request, visitor.withVisit), 6);
  const visitPage = await book(request, await quote(request, visitor.cancelled), 7);
  expect((await request.post(`${visitPage}/cancel`, { headers: { Origin: origin }, maxRedirects: 0 })).status()).toBe(303);
});

for (const javaScriptEnabled of [true, false]) {
  test(`at 375 x 812 the first request starts on the first screen, and the cards show a visit and a customer's cancellation (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 812 }, baseURL: origin });
    const page = await context.newPage();
    await asOwner(page);
    const cards = page.getByRole('list', { name: 'Quote requests' }).getByRole('listitem');
    const first = (await cards.first().boundingBox())!;
    expect(first.y).toBeLessThan(812 - 100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const withVisit = cards.filter({ hasText: visitor.withVisit });
    await expect(withVisit).toContainText(/Visit (Mon|Tue|Wed|Thu|Fri), (Nov|Dec|Jan) \d{1,2}, \d{1,2}( AM| PM)?–\d{1,2}( AM| PM)/);
    await expect(withVisit).toContainText('Estimate scheduled');
    const cancelled = cards.filter({ hasText: visitor.cancelled });
    await expect(cancelled.getByText('Cancelled by the customer')).toBeVisible();
    await expect(cancelled).toContainText('New');

    // Filters wait behind one control; a filter in force keeps it open, and the list narrows.
    await expect(page.getByLabel('Search')).toBeHidden();
    await page.getByText('Filter and search').click();
    await page.getByLabel('Search').fill(visitor.cancelled);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByLabel('Search')).toBeVisible();
    await expect(page.locator('summary', { hasText: 'Filter and search:' })).toContainText(`“${visitor.cancelled}”`);
    await expect(cards).toHaveCount(1);
    if (!javaScriptEnabled) await page.screenshot({ path: 'shots/inbox-filtered-375.png' });

    // Sign-out lives in the Account menu, which opens without script.
    await page.locator('summary', { hasText: 'Account' }).click();
    await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    // axe runs as a script in the page: with the menu open, where script runs.
    if (javaScriptEnabled) await accessible(page);
    if (!javaScriptEnabled) await page.screenshot({ path: 'shots/inbox-account-menu-375.png' });
    await context.close();
  });
}

test('screenshots of the list, a request and the Schedule tab at 375, 1024 and 1280 px, each passing axe', async ({ page }) => {
  test.setTimeout(60_000);
  await asOwner(page);
  const request = await page.getByRole('link', { name: visitor.withVisit }).getAttribute('href');
  for (const [name, path] of [['inbox', '/inbox'], ['inbox-request', request!], ['inbox-schedule', '/inbox/schedule']] as const) {
    await page.goto(path);
    await accessible(page);
    for (const width of [375, 1024, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `shots/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 375, height: 812 });
  }
});

test('a move on the Schedule tab says where the visit went and who was told; the calendar link is whole, with Copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await asOwner(page);
  await page.goto('/inbox/schedule');
  const feed = page.locator('#feed-url');
  await expect(feed).toHaveText(/^http:\/\/localhost:\d+\/calendar\/[A-Za-z0-9_-]{22}\.ics$/);
  const box = (await feed.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await feed.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.getByRole('button', { name: 'Copy the address' }).click();
  await expect(page.getByText('Copied. Paste it into your calendar app.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await feed.innerText());

  const item = page.getByRole('listitem').filter({ hasText: visitor.withVisit });
  await item.getByText('Move, cancel or mark').click();
  const select = item.getByLabel('Move to');
  const target = (await select.locator('option').nth(3).innerText()).trim();
  await select.selectOption({ label: target });
  await item.getByRole('button', { name: 'Move visit' }).click();
  // The server's e2e run has no SMTP_URL: the customer could not be e-mailed, and the page says so.
  const notice = page.getByRole('status').filter({ hasText: 'Moved to' });
  await expect(notice).toHaveText(`Moved to ${target.replace(/^(\w{3}) /, '$1, ')}; the customer was not told: e-mail is not set up on this server.`);
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
});

test('a day off over a booked visit names the visit and asks first, without script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, baseURL: origin });
  const page = await context.newPage();
  const db = new Database(process.env.LEADS_DB!, { readonly: true });
  const { day } = db.prepare(`SELECT v.day FROM visits v JOIN leads l ON l.id = v.lead_id WHERE l.name = ? AND v.status = 'booked'`).get(visitor.withVisit) as { day: string };
  db.close();
  await asOwner(page);
  await page.goto('/inbox/schedule');
  await page.getByLabel('First day off').fill(day);
  await page.getByRole('button', { name: 'Add days off' }).click();
  const question = page.getByRole('region', { name: /1 booked visit on that day/ });
  await expect(question).toBeInViewport();
  await expect(question.getByRole('link', { name: new RegExp(visitor.withVisit) })).toBeVisible();
  await page.screenshot({ path: 'shots/inbox-schedule-day-off-375.png' });
  await expect(page.getByRole('region', { name: 'Days off' })).toContainText('No days off ahead.');
  await question.getByRole('button', { name: 'Add the days off anyway' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Days off saved.' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Days off' })).not.toContainText('No days off ahead.');
  await context.close();
});
