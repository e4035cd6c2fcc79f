import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { asOwner, inboxOrigin } from '../support/inbox.ts';
import { fillQuoteForm, openQuoteForm } from '../support/quote-form.ts';
import { wcagScan } from '../support/axe.ts';

test.use({ baseURL: inboxOrigin, viewport: { width: 375, height: 812 } });

/** The strip of open days: one link per day. */
const days = (page: Page) => page.getByRole('list', { name: 'Pick a day' }).getByRole('link');

const noWiderThanThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

/** WCAG 2.2 A and AA, as every other page is checked (tests/e2e/a11y.spec.ts). */
async function accessible(page: Page) {
  const axe = await wcagScan(page).analyze();
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
  // A few days ahead, so the 12-hour cutoff never stands in the way whatever the hour of the run.
  await days(page).nth(2).click();
  const firstDay = await page.locator('fieldset legend').innerText();
  const firstChoice = page.getByRole('radio').first();
  const firstWindow = (await firstChoice.locator('xpath=..').innerText()).trim();
  await firstChoice.check();
  await page.getByRole('button', { name: 'Book this time' }).click();

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Booked: ${firstDay.replace('Arrival windows on ', '')}, ${firstWindow}`);
  expect(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']).toContain(firstDay.replace('Arrival windows on ', '').split(',')[0]);
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
  await asOwner(owner);
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
  await days(page).nth(3).click();
  const secondChoice = page.getByRole('radio').nth(1);
  const secondWindow = (await secondChoice.locator('xpath=..').innerText()).trim();
  await secondChoice.check();
  await page.getByRole('button', { name: 'Change time' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`New time: `);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(secondWindow);
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
  await expect(page.getByRole('button', { name: 'Pick another time' })).toBeVisible();
  await noWiderThanThePhone(page);
  await accessible(page);

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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a compact booking: a day from the strip, a window, Book; the confirmation and ways to keep the link; a cancel offers its .ics and another time', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/contact');
    await fillQuoteForm(page, { name: 'No Script Booker', phone: '(704) 555-0166', email: 'noscript.booker@example.com', address: '12 Oak Ln, Concord, NC 28025', service: 'crack-repair', message: 'Cracks across the garage slab.' });
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you\?ref=\d+&book=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request received');
    await expect(page.getByText('Message Sent!')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'You pick a time' })).toBeVisible();
    await expect(page.getByText('set a time for a free on-site estimate')).toBeHidden();
    const reference = /#\d+/.exec(await page.getByText(/Your reference: #\d+/).innerText())![0];
    await page.getByRole('link', { name: 'Pick a time for your free estimate' }).click();

    // The strip: open days only, each a link; only the chosen day's windows show.
    const strip = days(page);
    expect(await strip.count()).toBeGreaterThan(4);
    await expect(strip.first()).toHaveAttribute('aria-current', 'date');
    const wanted = (await strip.nth(2).getAttribute('href'))!;
    const day = /\?day=(\d{4}-\d{2}-\d{2})/.exec(wanted)![1]!;
    await strip.nth(2).click();
    await expect(page).toHaveURL(new RegExp(`\\?day=${day}#pick$`));
    await expect(strip.nth(2)).toHaveAttribute('aria-current', 'date');
    const windows = page.getByRole('radio');
    const count = await windows.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    for (let i = 0; i < count; i += 1) expect(await windows.nth(i).getAttribute('value')).toMatch(new RegExp(`^${day}@`));
    // Large targets, and "Book this time" within one screen of the first window, with the request's summary beside it.
    const labels = page.locator('fieldset label');
    for (let i = 0; i < count; i += 1) expect((await labels.nth(i).boundingBox())!.height).toBeGreaterThanOrEqual(48);
    const book = page.getByRole('button', { name: 'Book this time' });
    const firstTop = (await labels.first().boundingBox())!.y;
    const button = (await book.boundingBox())!;
    expect(button.y + button.height - firstTop).toBeLessThanOrEqual(812);
    await expect(page.getByText(`Crack Repair & Sealing in Concord · request ${reference}`)).toBeVisible();
    await expect(page.getByText('At 12 Oak Ln, Concord, NC 28025')).toBeVisible();
    await expect(page.getByLabel('Property address')).toHaveCount(0);
    await noWiderThanThePhone(page);

    const dayName = (await page.locator('fieldset legend').innerText()).replace('Arrival windows on ', '');
    const window = (await labels.nth(count - 1).innerText()).trim();
    await windows.nth(count - 1).check();
    await book.click();

    // One heading with the day and window; the address, service and reference below it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Booked: ${dayName}, ${window}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const facts = page.locator('main dl');
    await expect(facts).toContainText('12 Oak Ln, Concord, NC 28025');
    await expect(facts).toContainText('Crack Repair & Sealing');
    await expect(facts).toContainText(reference);
    await expect(page.getByText('only way to change')).toHaveCount(0);
    // E-mail is not set up on this server: no "E-mail me this link"; the text to oneself is there.
    await expect(page.getByRole('button', { name: 'E-mail me this link' })).toHaveCount(0);
    const visitUrl = page.url().split('?')[0]!;
    const sms = (await page.getByRole('link', { name: 'Text me this link' }).getAttribute('href'))!;
    expect(sms.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(sms.slice('sms:?&body='.length))).toBe(`Free estimate visit, ${dayName}, ${window} (Charlotte time). To change or cancel: ${visitUrl}`);
    await noWiderThanThePhone(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    const ics = readFileSync((await (await download).path())!, 'utf8').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('LOCATION:12 Oak Ln\\, Concord\\, NC 28025');
    expect(ics).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\n[\s\S]*TRIGGER:-P1D\r\n[\s\S]*END:VALARM/);
    const uid = /UID:(.+)\r\n/.exec(ics)![1]!;

    // Cancel: the page offers the cancelling .ics and another time.
    await page.getByRole('link', { name: 'Change or cancel' }).click();
    await page.getByRole('button', { name: 'Cancel visit' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visit cancelled');
    await expect(page.getByText('You cancelled this visit.')).toBeVisible();
    await expect(page.getByText('call us to pick another time', { exact: false })).toHaveCount(0);
    await noWiderThanThePhone(page);
    const cancelDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Remove from my calendar' }).click();
    const cancel = readFileSync((await (await cancelDownload).path())!, 'utf8');
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain(`UID:${uid}`);
    expect(cancel).toContain('SEQUENCE:1');
    await page.getByRole('button', { name: 'Pick another time' }).click();
    await expect(page).toHaveURL(/\/book\/[A-Za-z0-9_-]{22}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pick a time for your free estimate');
    await expect(days(page).first()).toBeVisible();
  });

  test('a request from outside the service area is offered the call, never booking', async ({ page, browser }) => {
    await page.goto('/contact');
    await fillQuoteForm(page, { name: 'Rock Hill Caller', phone: '(704) 555-0165', email: 'rockhill@example.com', address: '100 Main St, Rock Hill, SC 29730', service: 'driveway-repair', message: 'Driveway cracked near the street.' });
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you\?ref=\d+&area=outside$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request received');
    await expect(page.getByRole('link', { name: 'Pick a time for your free estimate' })).toBeHidden();
    const offer = page.getByRole('heading', { name: 'Your address is outside our usual area' });
    await expect(offer).toBeVisible();
    await expect(page.locator('[data-outside]').getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(page.getByRole('heading', { name: 'We contact you within 24 hours' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You pick a time' })).toBeHidden();
    await noWiderThanThePhone(page);
    // axe runs in the page, so the same page is checked with script on.
    const checker = await browser.newContext({ baseURL: inboxOrigin, viewport: { width: 375, height: 812 }, javaScriptEnabled: true });
    const checked = await checker.newPage();
    await checked.goto(page.url());
    await accessible(checked);
    await checker.close();
  });
});
