import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { addDays, businessDay } from '../../src/lib/dates.ts';
import { e2eOwner } from '../support/global-setup.ts';
import { signIn } from '../support/inbox.ts';
import { quoteFormFields } from '../support/quote-form.ts';
import { ownServerWithPushService } from '../support/own-server.ts';
import { wcagScan } from '../support/axe.ts';

/**
 * The written quote from end to end, on phones with JavaScript off, against a server of its own
 * (alerts allowed to a local push service whose CA the server trusts, so the owner's alert is
 * real): a request, the estimate visit, a quote with an optional line, sent; the customer opens
 * the link, ticks the option, updates the total, approves with a name and downloads the signed
 * PDF; the owner then sees Won, the signature record and the alert.
 */
test.describe.configure({ mode: 'serial' });

const phone = { viewport: { width: 375, height: 812 }, javaScriptEnabled: false };

const server = ownServerWithPushService(e2eOwner);

const noWiderThanThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

/** WCAG 2.2 A and AA, as every other page is checked (tests/e2e/a11y.spec.ts). */
async function accessible(page: Page) {
  const axe = await wcagScan(page).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('without JavaScript at 375 px: request, visit, a quote with an optional line sent, approved and signed by the customer, the signed PDF; the owner sees Won, the signature and the alert', async ({
  browser,
}) => {
  const { origin, push } = server;
  // About 13 s on its own; four browsers and three servers' worth of work share two cores in a full run.
  test.setTimeout(60_000);
  // The visitor asks for a quote with the plain form.
  const visitor = await browser.newContext(phone);
  const form = await visitor.newPage();
  await form.goto(`${origin}/contact`);
  const field = quoteFormFields(form);
  await field.name.fill('Dana Whitfield');
  await field.phone.fill('(704) 555-0188');
  await field.email.fill('dana@example.com');
  await field.address.fill('118 Trade St, Matthews, NC 28105');
  await field.service.selectOption('leveling');
  await field.message.fill('Patio slab sank by the back door.');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form).toHaveURL(/\/contact\/thank-you\?ref=\d+/);

  // The owner, on a phone: alerts on for this device, then the request and its estimate visit.
  const ownerContext = await browser.newContext(phone);
  const owner = await ownerContext.newPage();
  await signIn(owner, { origin });
  const device = push.subscribe();
  expect((await owner.request.post(`${origin}/inbox/alerts/subscriptions`, { data: device.json, headers: { Origin: origin } })).status()).toBe(201);
  await owner.getByRole('link', { name: 'Dana Whitfield' }).click();
  await expect(owner).toHaveURL(/\/inbox\/leads\/\d+$/);
  const requestPage = owner.url();
  await owner.getByLabel('Set the estimate visit').fill(`${addDays(businessDay(new Date()), 2)}T10:00`);
  await owner.getByRole('button', { name: 'Set visit' }).click();
  await expect(owner.locator('h1 + p')).toContainText('Estimate scheduled');
  // The quote follows the visit's outcome: the form says so, and the visit is marked done on the Schedule tab.
  await owner.getByRole('button', { name: 'Write a quote' }).click();
  await expect(owner.getByText('The estimate visit is still booked')).toBeVisible();
  await owner.getByRole('link', { name: 'Schedule tab' }).click();
  await owner.getByText('Move, cancel or mark').click();
  await owner.getByRole('button', { name: 'Done', exact: true }).click();
  await owner.goto(requestPage);

  // The quote: a required line typed, a line added by the form's own button and marked Optional.
  await owner.getByRole('button', { name: 'Write a quote' }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Quote for Dana Whitfield');
  await owner.getByLabel('Description').fill('Lift the sunken patio slab');
  await owner.getByLabel('Quantity').fill('120');
  await owner.getByLabel('Unit', { exact: true }).fill('sq ft');
  await owner.getByLabel('Unit price').fill('9');
  await owner.getByRole('button', { name: 'Add line' }).click();
  await owner.getByLabel('Description').nth(1).fill('Seal the joints');
  await owner.getByLabel('Unit price').nth(1).fill('350');
  await owner.getByLabel('Optional', { exact: true }).nth(1).check();
  await owner.getByLabel('Sales tax rate').fill('7.25');
  await owner.getByLabel('Deposit', { exact: true }).selectOption('percent');
  await owner.getByLabel('Deposit percent or amount').fill('25');
  await owner.getByLabel('Payment instructions').fill('Check to the crew on the first day.');
  await noWiderThanThePhone(owner);
  await owner.getByRole('button', { name: 'Send quote' }).click();

  await expect(owner.locator('h1 + p')).toContainText('Quoted');
  await expect(owner.getByRole('heading', { name: 'Version 1 sent: the request is Quoted' })).toBeVisible();
  const link = (await owner.locator('#quote-link').innerText()).trim();
  expect(link).toMatch(new RegExp(`^${origin}/quote/[A-Za-z0-9_-]{22}$`));
  await expect(owner.getByRole('link', { name: 'Text the link' })).toHaveAttribute('href', /^sms:\+17045550188\?body=/);
  await noWiderThanThePhone(owner);

  // The customer, on their phone: the option ticked, the total updated, approved with a name.
  const customerContext = await browser.newContext({ ...phone, acceptDownloads: true });
  const customer = await customerContext.newPage();
  await customer.goto(link);
  expect(await customer.locator('script').count()).toBe(0);
  await customer.getByRole('checkbox', { name: /Seal the joints/ }).check();
  await customer.getByRole('button', { name: 'Update total' }).click();
  await expect(customer.getByRole('checkbox', { name: /Seal the joints/ })).toBeChecked();
  // $1,080 + $350 = $1,430.00, tax 7.25% = $103.675, rounded half up to $103.68.
  await expect(customer.getByText('$1,533.68').filter({ visible: true }).first()).toBeVisible();
  await customer.getByLabel('Full name').fill('Dana Whitfield');
  await customer.getByRole('checkbox', { name: /^I agree/ }).check();
  await customer.getByRole('button', { name: 'Approve quote' }).click();
  await expect(customer.getByText('Approved', { exact: false }).first()).toBeVisible();
  await noWiderThanThePhone(customer);
  const download = customer.waitForEvent('download');
  await customer.getByRole('link', { name: 'Download signed PDF' }).click();
  const pdf = readFileSync((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  expect(text).toContain('$1,533.68');
  expect(text).toContain('Dana Whitfield');

  // The owner: Won, the signature record, the deposit to mark, the signed PDF, and the alert.
  await owner.goto(requestPage);
  await expect(owner.locator('h1 + p')).toContainText('Won');
  const signature = owner.getByRole('region', { name: 'Signature record' });
  await expect(signature).toContainText('Dana Whitfield');
  await expect(signature).toContainText('$1,533.68');
  await expect(signature).toContainText('Seal the joints');
  await expect(owner.getByText('Deposit: $383.42')).toBeVisible();
  await owner.getByRole('button', { name: 'Mark deposit received' }).click();
  await expect(owner.getByRole('status')).toHaveText('Deposit marked received.');
  const ownerPdf = await owner.request.get(`${requestPage}/quote.pdf`);
  expect(ownerPdf.headers()['content-type']).toBe('application/pdf');
  expect(ownerPdf.headers()['content-disposition']).toMatch(/^attachment; filename="quote-\d+-v1-signed\.pdf"$/);
  expect(Buffer.from(await ownerPdf.body()).equals(pdf)).toBe(true);
  await expect.poll(() => push.received.map((received) => received.payload.title)).toContain('Quote approved: $1,533.68, Matthews');
  await owner.reload();
  await expect(owner.getByRole('region', { name: 'Notifications' })).toContainText('Alert to');
  await expect(owner.getByRole('list', { name: "The quote's history" })).toContainText('Approved (version 1)');
  await noWiderThanThePhone(owner);

  // axe runs in the page, so the owner's pages are checked again in a browser with JavaScript on,
  // signed in as the same owner: the form, the request's page with a link just made, Insights.
  const checker = await (await browser.newContext({ viewport: phone.viewport, storageState: await ownerContext.storageState() })).newPage();
  await checker.goto(`${requestPage}/quote`);
  await expect(checker.getByRole('heading', { name: 'This quote is approved' })).toBeVisible();
  await accessible(checker);
  await checker.goto(requestPage);
  await checker.getByRole('button', { name: 'New link' }).click();
  await expect(checker.getByRole('heading', { name: 'New link made' })).toBeVisible();
  await expect(checker.getByRole('button', { name: 'Copy the link' })).toBeVisible();
  await accessible(checker);
  await checker.goto(`${origin}/inbox/insights`);
  await expect(checker.getByRole('region', { name: 'Quotes and paying jobs' })).toContainText('$1,533.68');
  await accessible(checker);

  await visitor.close();
  await customerContext.close();
  await ownerContext.close();
  await checker.context().close();
});
