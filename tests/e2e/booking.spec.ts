import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { inboxOrigin, signIn } from '../support/inbox.ts';
import { fillQuoteForm, openQuoteForm } from '../support/quote-form.ts';

test.use({ baseURL: inboxOrigin, viewport: { width: 375, height: 812 } });

const noWiderThanThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

/** WCAG 2.2 A and AA, as every other page is checked (tests/e2e/a11y.spec.ts). */
async function accessible(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('on a phone: send a request, pick a time, see Booked, download the .ics, change the time, cancel; the owner sees each step', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const name = `Booking Tester ${Date.now()}`;
  // Hydrated: the request goes through the form's script and its "Message Sent!" notice.
  await openQuoteForm(page);
  await fillQuoteForm(page, { name, phone: '(704) 555-0177', email: 'booking.tester@example.com', address: '410 Trade St, Matthews, NC 28105', service: 'leveling', message: 'Patio slab sank by the back door.' });
  await page.getByRole('button', { name: 'Send Request' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Message Sent!' });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Pick a time for your free estimate' }).click();

  await expect(page).toHaveURL(/\/book\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pick a time for your free estimate');
  await noWiderThanThePhone(page);
  expect(await page.locator('script').count()).toBe(0);
  await accessible(page);
  const radios = page.getByRole('radio');
  expect(await radios.count()).toBeGreaterThan(8);
  // A few days ahead, so the 12-hour cutoff never stands in the way whatever the hour of the run.
  const firstChoice = radios.nth(8);
  const firstDay = (await firstChoice.locator('xpath=ancestor::fieldset/legend').innerText()).trim();
  const firstWindow = (await firstChoice.locator('xpath=..').innerText()).trim();
  await firstChoice.check();
  await page.getByRole('button', { name: 'Book this time' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booked');
  const [weekday, monthDay] = firstDay.split(', ');
  const booked = page.locator('main p.text-2xl');
  await expect(booked).toContainText(`${monthDay!.replace(/^(\w{3})/, '')}`);
  await expect(booked).toContainText(firstWindow);
  expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(weekday);
  await noWiderThanThePhone(page);
  await accessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const ics = readFileSync((await (await download).path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('METHOD:PUBLISH');
  expect(ics).toContain('SEQUENCE:0');
  const uid = /UID:(.+)\r\n/.exec(ics)![1]!;

  // The owner, on another phone, sees the booking.
  const ownerContext = await browser.newContext({ baseURL: inboxOrigin, viewport: { width: 375, height: 812 } });
  const owner = await ownerContext.newPage();
  await signIn(owner);
  await owner.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: 'Schedule', exact: true }).click();
  await expect(owner).toHaveURL(`${inboxOrigin}/inbox/schedule`);
  const listed = owner.getByRole('listitem').filter({ hasText: name });
  await expect(listed).toContainText(firstWindow);
  await expect(listed).toContainText('Matthews');
  await accessible(owner);
  await expect(listed.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+17045550177');
  await listed.getByRole('link', { name }).click();
  await expect(owner.getByLabel('Status')).toHaveValue('Estimate scheduled');
  await expect(owner.getByText(firstWindow).first()).toBeVisible();
  await expect(owner.getByRole('list', { name: 'History' })).toContainText('Estimate visit booked:');

  // The customer changes the time.
  await page.getByRole('link', { name: 'Change or cancel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your free estimate visit');
  await noWiderThanThePhone(page);
  await accessible(page);
  const secondChoice = page.getByRole('radio').nth(10);
  const secondWindow = (await secondChoice.locator('xpath=..').innerText()).trim();
  await secondChoice.check();
  await page.getByRole('button', { name: 'Change time' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booked');
  await expect(page.getByText('New time saved')).toBeVisible();
  const changed = await (await page.request.get((await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!)).text();
  expect(changed).toContain(`UID:${uid}`);
  expect(changed).toContain('SEQUENCE:1');

  await owner.reload();
  await expect(owner.getByRole('list', { name: 'History' })).toContainText('Estimate visit moved from');
  await expect(owner.getByText(secondWindow).first()).toBeVisible();

  // And cancels.
  await page.getByRole('link', { name: 'Change or cancel' }).click();
  await page.getByRole('button', { name: 'Cancel visit' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visit cancelled');

  await owner.reload();
  await expect(owner.getByLabel('Status')).toHaveValue('New');
  const history = owner.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Estimate visit cancelled');
  await expect(history).toContainText('customer');

  // The owner's calendar feed carries the visit, cancelled, under the same UID.
  await owner.goto('/inbox/schedule');
  const feedUrl = (await owner.locator('#feed-url').innerText()).trim();
  expect(feedUrl).toMatch(/^http:\/\/localhost:\d+\/calendar\/[A-Za-z0-9_-]{22}\.ics$/);
  const feed = await (await owner.request.get(feedUrl)).text();
  const event = feed.replace(/\r\n[ \t]/g, '').split('BEGIN:VEVENT').find((part) => part.includes(`UID:${uid}`))!;
  expect(event).toContain('STATUS:CANCELLED');
  expect(event).toContain(`SUMMARY:Cancelled: Estimate: ${name}\\, Matthews`);
  expect(event).toContain('Phone: (704) 555-0177');
  expect(event).not.toContain('Patio slab');
  await ownerContext.close();
});
