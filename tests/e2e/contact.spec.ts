import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Browser, type Page, type Request } from '@playwright/test';
import Database from 'better-sqlite3';
import { fillQuoteForm, openQuoteForm, quoteFormFields } from '../support/quote-form.ts';
import type { LeadDetail } from '../../src/lib/lead-view.ts';
import { wcagScan } from '../support/axe.ts';

/**
 * The free-quote form against the real server and its real SQLite file (LEADS_DB, set by the
 * global setup). Only the network itself is ever simulated: a slow answer, a 500 or a dropped
 * connection for one request.
 */


// Each test runs axe up to three times and waits out the form's retry back-off (2 s); a busy
// CI machine needs more than the default 5 s for a notice after a slow round trip.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

async function expectNoAxeViolations(page: Page) {
  const results = await wcagScan(page).analyze();
  expect(results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}

/** axe needs JavaScript: scan what a no-JavaScript page shows in a second, scripted page. */
async function expectNoAxeViolationsWithoutScript(page: Page, browser: Browser) {
  const html = await page.content();
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() ?? undefined });
  try {
    const scanner = await context.newPage();
    await scanner.setContent(html);
    await expectNoAxeViolations(scanner);
  } finally {
    await context.close();
  }
}

/** A visitor's request, with the service's label the inbox and the e-mail show for it. */
type Lead = Pick<LeadDetail, 'name' | 'phone' | 'email' | 'address' | 'service' | 'serviceLabel' | 'message'>;

function newLead(overrides: Partial<Lead> = {}): Lead {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Jordan Pike ${id}`,
    phone: '(704) 555-0164',
    email: `jordan.${id}@example.com`,
    address: '4410 Park Rd, Charlotte, NC 28209',
    service: 'crack-repair',
    serviceLabel: 'Crack Repair & Sealing',
    message: `Long crack across the garage floor, about 12 ft, ref ${id}.`,
    ...overrides,
  };
}

function rowsFor(email: string): Record<string, string>[] {
  const file = process.env.LEADS_DB;
  if (!file) throw new Error('LEADS_DB is not set: the global setup (or you, with BASE_URL) must point it at the server database');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM leads WHERE email = ?').all(email) as Record<string, string>[];
  } finally {
    db.close();
  }
}

async function expectKept(page: Page, lead: Lead) {
  const f = quoteFormFields(page);
  await expect(f.name).toHaveValue(lead.name);
  await expect(f.phone).toHaveValue(lead.phone);
  await expect(f.email).toHaveValue(lead.email);
  await expect(f.address).toHaveValue(lead.address);
  await expect(f.service).toHaveValue(lead.service);
  await expect(f.message).toHaveValue(lead.message);
}

/** With this spec's longer wait for a busy machine. */
const openForm = (page: Page, query = '') => openQuoteForm(page, `/contact${query}`, 15_000);

const quotePosts = (page: Page) => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/quote') seen.push(request);
  });
  return seen;
};

const sendButton = (page: Page) => page.getByRole('button', { name: /Send Request|Sending/ });
const successNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Message Sent!' });
const errorNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Failed to send message. Please try calling us directly.' });

for (const width of [375, 1280]) {
  test.describe(`quote form at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the page has the fields of the spec, the contact cards and the emergency call', async ({ page }) => {
      await openForm(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Contact');
      const f = quoteFormFields(page);
      for (const control of [f.name, f.phone, f.email, f.service, f.message]) await expect(control).toHaveAttribute('required', '');
      await expect(f.address).not.toHaveAttribute('required', '');
      await expect(f.phone).toHaveAttribute('type', 'tel');
      await expect(f.phone).toHaveAttribute('autocomplete', 'tel');
      await expect(f.email).toHaveAttribute('type', 'email');
      await expect(f.service.locator('option')).toHaveText([
        'Select a service',
        'Driveway Repair',
        'Crack Repair & Sealing',
        'Concrete Resurfacing',
        'Concrete Leveling',
        'Commercial Concrete',
        'Other',
      ]);
      await expect(f.service.locator('option').first()).toHaveAttribute('value', '');
      await expect(page.getByRole('status')).toBeEmpty();
      await expect(page.getByRole('alert')).toBeEmpty();
      await expect(page.getByRole('heading', { name: 'Concrete Emergency?' })).toBeVisible();
      await expect(page.locator('a[href^="tel:"]').last()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a successful request shows the sending state, then Message Sent!, clears the form and is stored', async ({ page }) => {
      await openForm(page);
      const posts = quotePosts(page);
      // Hold the request back, as a slow network would, until the sending state has been checked.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/quote', async (route) => {
        await released;
        await route.continue();
      });
      const lead = newLead();
      await fillQuoteForm(page, lead);
      await sendButton(page).click();
      await expect(sendButton(page)).toHaveText('Sending...');
      await expect(sendButton(page)).toBeDisabled();
      await expectNoAxeViolations(page);
      release();

      await expect(successNotice(page)).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.");
      // Hovering holds the notice open (it hides itself after a few seconds) while axe looks at it.
      await successNotice(page).hover();
      await expect(sendButton(page)).toHaveText('Send Request');
      await expect(sendButton(page)).toBeEnabled();
      for (const control of Object.values(quoteFormFields(page))) await expect(control).toHaveValue('');
      await expectNoAxeViolations(page);
      await expect(successNotice(page)).toBeVisible();

      expect(posts).toHaveLength(1);
      const request = posts[0]!;
      expect(request.headers()['accept']).toBe('application/json');
      expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

      const rows = rowsFor(lead.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: lead.name,
        phone: lead.phone,
        address: lead.address,
        service: lead.service,
        message: lead.message,
        idempotency_key: request.headers()['idempotency-key'],
      });
      expect(rows[0]!.user_agent).toContain('Chrome');
      await expect(successNotice(page)).toContainText(`Your reference: #${rows[0]!.id}. Quote it if you call us.`);
      await page.screenshot({ path: 'shots/confirmation-toast-reference.png' });

      await page.getByRole('button', { name: 'Dismiss notice: Message Sent!' }).click();
      await expect(page.getByRole('status')).toBeEmpty();
    });

    test('a 500 is retried twice with the same key, then the Error notice shows and every field is kept', async ({ page }) => {
      await openForm(page);
      const posts = quotePosts(page);
      await page.route('**/api/quote', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
      const lead = newLead({ service: 'leveling', serviceLabel: 'Concrete Leveling' });
      await fillQuoteForm(page, lead);
      await sendButton(page).click();

      await expect(errorNotice(page)).toBeVisible();
      await expect(errorNotice(page).getByText('Error', { exact: true })).toBeVisible();
      expect(posts).toHaveLength(3);
      expect(new Set(posts.map((r) => r.headers()['idempotency-key'])).size).toBe(1);
      await expectKept(page, lead);
      await expect(sendButton(page)).toBeEnabled();
      await expectNoAxeViolations(page);
      expect(rowsFor(lead.email)).toHaveLength(0);

      await page.getByRole('button', { name: 'Dismiss notice: Error' }).click();
      await expect(page.getByRole('alert')).toBeEmpty();
    });

    test('a dropped connection is retried, then shows the Error notice with every field kept', async ({ page }) => {
      await openForm(page);
      const posts = quotePosts(page);
      await page.route('**/api/quote', (route) => route.abort('connectionreset'));
      const lead = newLead();
      await fillQuoteForm(page, lead);
      await sendButton(page).click();
      await expect(errorNotice(page)).toBeVisible();
      expect(posts).toHaveLength(3);
      await expectKept(page, lead);
      expect(rowsFor(lead.email)).toHaveLength(0);
    });

    test('a retry after a lost answer stores the lead once', async ({ page }) => {
      await openForm(page);
      const posts = quotePosts(page);
      let first = true;
      // The server stores the first attempt but its answer never arrives; the retry must not add a second lead.
      await page.route('**/api/quote', async (route) => {
        if (!first) return route.continue();
        first = false;
        await route.fetch();
        await route.fulfill({ status: 502, body: 'Bad Gateway' });
      });
      const lead = newLead();
      await fillQuoteForm(page, lead);
      await sendButton(page).click();
      await expect(successNotice(page)).toBeVisible();
      expect(posts).toHaveLength(2);
      expect(rowsFor(lead.email)).toHaveLength(1);
    });

    test('fields the browser requires block submission: no request is sent', async ({ page }) => {
      await openForm(page);
      const posts = quotePosts(page);
      await sendButton(page).click();
      await expect(quoteFormFields(page).name).toBeFocused();
      const lead = newLead();
      await fillQuoteForm(page, lead);
      await quoteFormFields(page).service.selectOption('');
      await sendButton(page).click();
      await expect(quoteFormFields(page).service).toBeFocused();
      await quoteFormFields(page).service.selectOption(lead.service);
      await quoteFormFields(page).email.fill('not-an-email');
      await sendButton(page).click();
      await expect(quoteFormFields(page).email).toBeFocused();
      expect(await quoteFormFields(page).email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
      await page.waitForTimeout(300);
      expect(posts).toHaveLength(0);
      await expect(page.getByRole('status')).toBeEmpty();
      await expect(page.getByRole('alert')).toBeEmpty();
    });

    test('errors the server finds appear next to the fields with a focused summary', async ({ page }) => {
      await openForm(page);
      const posts = quotePosts(page);
      const lead = newLead({ phone: '555-0164' });
      await fillQuoteForm(page, lead);
      await sendButton(page).click();

      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
      await expect(summary).toBeVisible();
      const message = 'Enter a phone number with 10 or 11 digits, including the area code';
      await expect(page.locator(':focus')).toContainText('There is a problem');
      await expect(page).toHaveTitle(/^Error: /);
      const phone = quoteFormFields(page).phone;
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await phone.getAttribute('aria-describedby'))!;
      await expect(page.locator(`#${describedBy}`)).toHaveText(`Error: ${message}`);
      await expect(quoteFormFields(page).name).not.toHaveAttribute('aria-invalid', 'true');
      await expectKept(page, lead);
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to send message' })).toHaveCount(0);
      expect(posts).toHaveLength(1);
      expect(rowsFor(lead.email)).toHaveLength(0);
      await expectNoAxeViolations(page);

      await summary.getByRole('link', { name: message }).click();
      await expect(phone).toBeFocused();

      await phone.fill('704 555 0164');
      await sendButton(page).click();
      await expect(successNotice(page)).toBeVisible();
      await expect(summary).toHaveCount(0);
      await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page).not.toHaveTitle(/^Error: /);
      expect(rowsFor(lead.email)).toHaveLength(1);
    });

    test('the cost estimator can prefill the service and project details', async ({ page }) => {
      const message = 'Estimate: Concrete Leveling, 300 sq ft, severity 60%: $1,440 - $3,456';
      await openForm(page, `?service=leveling&message=${encodeURIComponent(message)}`);
      await expect(quoteFormFields(page).service).toHaveValue('leveling');
      await expect(quoteFormFields(page).message).toHaveValue(message);
      await expect(quoteFormFields(page).name).toHaveValue('');
      await expectNoAxeViolations(page);

      await openForm(page, '?service=roofing&message=');
      await expect(quoteFormFields(page).service).toHaveValue('');
      await expect(quoteFormFields(page).message).toHaveValue('');
    });
  });
}

test.describe('notices', () => {
  test('a success notice with the booking link stays until dismissed, one without it hides itself after a few seconds; an error stays', async ({ page }) => {
    await openForm(page);
    await page.clock.install();
    await fillQuoteForm(page, newLead());
    await sendButton(page).click();
    await expect(successNotice(page)).toBeVisible();
    // The link to book the estimate visit is a next step: it does not vanish while the visitor reads.
    await expect(successNotice(page).getByRole('link', { name: 'Pick a time for your free estimate' })).toHaveAttribute('href', /^\/book\/[A-Za-z0-9_-]{22}$/);
    await page.clock.fastForward(7000);
    await expect(successNotice(page)).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss notice: Message Sent!' }).click();

    // A success without a booking link (booking online turned off, or a form service's answer) hides itself.
    await page.route('**/api/quote', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true,"reference":"#9"}' }));
    await fillQuoteForm(page, newLead());
    await sendButton(page).click();
    await expect(successNotice(page)).toBeVisible();
    await page.clock.fastForward(7000);
    await expect(page.getByRole('status')).toBeEmpty();
    await page.unroute('**/api/quote');

    // A 4xx other than 422 is not retried: the error shows at once.
    await page.route('**/api/quote', (route) => route.fulfill({ status: 429, headers: { 'Retry-After': '60' }, body: '' }));
    await fillQuoteForm(page, newLead());
    await sendButton(page).click();
    await expect(errorNotice(page)).toBeVisible();
    await page.clock.fastForward(60_000);
    await expect(errorNotice(page)).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts normally and lands on the confirmation page; the lead is stored', async ({ page, browser }) => {
    await page.goto('/contact');
    const lead = newLead({ service: 'resurfacing', serviceLabel: 'Concrete Resurfacing' });
    await fillQuoteForm(page, lead);
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/contact\/thank-you\?ref=\d+&book=[A-Za-z0-9_-]{22}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request received');
    await expect(page.getByRole('link', { name: 'Pick a time for your free estimate' })).toHaveAttribute('href', /^\/book\/[A-Za-z0-9_-]{22}$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Request Received');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const rows = rowsFor(lead.email);
    expect(rows).toHaveLength(1);
    await expect(page.getByText(`Your reference: #${rows[0]!.id}.`)).toBeVisible();
    await page.screenshot({ path: `shots/confirmation-page-reference-${page.viewportSize()!.width}.png`, fullPage: true });
    expect(rows[0]).toMatchObject({ name: lead.name, service: 'resurfacing', idempotency_key: null });
    await expectNoAxeViolationsWithoutScript(page, browser);
  });

  test('an invalid post comes back as the filled-in form with the problem listed', async ({ page, browser }) => {
    await page.goto('/contact');
    const lead = newLead({ phone: '555-0164' });
    await fillQuoteForm(page, lead);
    await sendButton(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your quote request');
    await expect(page.getByRole('link', { name: 'Enter a phone number with 10 or 11 digits, including the area code' })).toBeVisible();
    await expectKept(page, lead);
    expect(rowsFor(lead.email)).toHaveLength(0);
    await expectNoAxeViolationsWithoutScript(page, browser);

    await quoteFormFields(page).phone.fill('704-555-0164');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you\?ref=\d+&book=[A-Za-z0-9_-]{22}$/);
    expect(rowsFor(lead.email)).toHaveLength(1);
  });
});
