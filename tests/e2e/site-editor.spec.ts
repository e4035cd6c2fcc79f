import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addOwner, freePort, startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { e2eOwner } from '../support/global-setup.ts';
import { photo } from '../support/photos.ts';
import { wcagScan } from '../support/axe.ts';

/**
 * The owner edits the site from a phone and publishes it. Publishing changes what every page
 * says, so this runs its own server and database instead of the one the other specs share.
 */
let server: StartedServer;
let origin: string;
let dir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ccr-e2e-site-'));
  const db = join(dir, 'leads.sqlite');
  addOwner(db, e2eOwner);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startServer({ LEADS_DB: db, SMTP_URL: '', LEADS_WEBHOOK_URL: '', SITE_URL: origin }, port);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test.use({ viewport: { width: 375, height: 812 } });

async function expectNoAxeViolations(page: Page) {
  const results = await wcagScan(page).analyze();
  expect(results.violations.map((v) => ({ id: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }))).toEqual([]);
}

/** Full-page screenshots at 375 and 1280 px into shots/, for looking at; the page is checked with axe first. */
async function shoot(page: Page, name: string) {
  await expectNoAxeViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `shots/site-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

async function publishAndWait(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(`${origin}/inbox/site#publish`);
  await expect(page.getByRole('status').filter({ hasText: /Publishing|Published/ })).toBeVisible();
  // The page reloads itself every 5 s while the build runs.
  await expect(page.getByText(/^Published [A-Z][a-z]{2} \d/)).toBeVisible({ timeout: 150_000 });
}

test('the owner sets the name, phone and hours, adds a review, a before/after job photo and an article, publishes from a phone, and sees it on the site', async ({ page }) => {
  test.setTimeout(240_000);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  await page.goto(`${origin}/inbox/login`);
  await page.getByLabel('Email').fill(e2eOwner.email);
  await page.getByLabel('Password').fill(e2eOwner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/inbox`);

  await page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: 'Site' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finish setting up your site' })).toBeVisible();
  await shoot(page, 'overview-first-run');

  // Business facts, with markup in the name: it must stay text everywhere.
  await page.getByRole('link', { name: 'Enter your phone number' }).click();
  await expect(page).toHaveURL(`${origin}/inbox/site/business#phone`);
  const name = 'Lake Norman <img src=x onerror=alert(1)> Concrete';
  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('Phone').fill('704 342 1234');
  await page.getByLabel('Email').fill('office@lknconcrete.test');
  await page.locator('#opens-Saturday').fill('09:00');
  await page.locator('#closes-Saturday').fill('13:00');
  await page.locator('#note-Sunday').fill('By appointment in Gastonia');
  await page.getByLabel('Year founded').fill('2012');
  // Every other text field gets markup too; none of it may become an element anywhere.
  const payload = (n: number) => `<img src=x onerror=alert(${n})>`;
  await page.getByLabel('Street address').fill(`12 Main St ${payload(10)}`);
  await page.getByLabel('NC license number').fill(payload(11));
  await page.getByLabel('Rating from').fill(`Go${payload(12)}`);
  await page.locator('#note-Saturday').fill(payload(13));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Press Publish to put it on the site.')).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('(704) 342-1234');
  await shoot(page, 'business');

  // A phone that is not one comes back with the problem named and the typed values kept.
  await page.getByLabel('Phone').fill('not a phone');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('"not a phone" is not a phone number');
  await expect(page.getByLabel('Business name')).toHaveValue(name);
  await page.goto(`${origin}/inbox/site/business`);
  await expect(page.getByLabel('Phone')).toHaveValue('(704) 342-1234');

  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Reviews' }).click();
  const reviewText = 'They lifted our sunken driveway slab in Cornelius in one morning. <script>alert(2)</script> Fair price.';
  await page.getByLabel('Name', { exact: true }).fill('Jordan <b>K.</b>');
  await page.getByLabel('Town').fill(`Cornelius ${payload(14)}`);
  await page.getByLabel('Rating').fill('5');
  await page.getByLabel('Date').fill('2026-02-10');
  await page.getByLabel('Review', { exact: true }).fill(reviewText);
  await page.getByLabel('Source').fill(`Nextdoor ${payload(15)}`);
  await page.getByRole('button', { name: 'Add review' }).click();
  await expect(page.getByText('Review added.')).toBeVisible();
  await expect(page.getByText(`Jordan <b>K.</b>, Cornelius ${payload(14)}`)).toBeVisible();
  expect(await page.locator('img[src="x"], b').count()).toBe(0);
  await shoot(page, 'reviews');

  // A before/after pair of job photos, straight from the phone, with markup in its words.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Job photos' }).click();
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await photo({ width: 1600, height: 1200, gps: true }) });
  await page.getByLabel('Alt text', { exact: true }).fill(`Driveway slab level with the garage floor ${payload(16)}`);
  await page.getByLabel('Caption').fill(`Sunken driveway slab lifted with foam ${payload(17)}`);
  await page.getByLabel('Service').selectOption('leveling');
  await page.getByLabel('Town').selectOption('Matthews');
  await page.getByLabel('Month').fill('2026-05');
  await page.locator('#beforePhoto').setInputFiles({ name: 'IMG_2040.jpg', mimeType: 'image/jpeg', buffer: await photo({ width: 1600, height: 1200, rotated: true }) });
  await page.getByLabel('Before photo alt text').fill('Driveway slab sunk two inches below the garage floor');
  await page.getByRole('button', { name: 'Add photo' }).click();
  await expect(page.getByText('Job photo added.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('paragraph').filter({ hasText: `Sunken driveway slab lifted with foam ${payload(17)}` })).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  await shoot(page, 'work');

  // An article, previewed first (a form post, no script), then saved.
  await page.goto(`${origin}/inbox/site/articles/new`);
  await page.getByLabel('Title').fill(`Winter Salt and Your Driveway ${payload(18)}`);
  await page.getByLabel('Address').fill('winter-salt-driveway');
  await page.getByLabel('Excerpt').fill('Why de-icing salt pits Charlotte driveways each winter, and what to spread on the slab instead.');
  await page.getByLabel('Category').selectOption('Maintenance');
  await page.getByLabel('Body').fill(`## Salt and freeze-thaw\n\nRock salt draws water into the surface, and every freeze pops a little more of it off. ${payload(19)} <script>alert(20)</script>\n\n- Use sand for grip\n- Rinse the slab in spring`);
  await page.locator('input[name="related"][value="prevent-concrete-cracks"]').check();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.locator('#preview');
  await expect(preview.getByRole('heading', { name: 'Salt and freeze-thaw' })).toBeVisible();
  await expect(preview.getByText(`${payload(19)} <script>alert(20)</script>`, { exact: false })).toBeVisible();
  expect(await page.locator('img[src="x"], #preview script').count()).toBe(0);
  expect(await page.locator('script', { hasText: 'alert(20)' }).count()).toBe(0);
  await shoot(page, 'article-preview');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Article saved.')).toBeVisible();
  await shoot(page, 'articles');

  await publishAndWait(page);
  await shoot(page, 'overview-published');

  // The public site, as a visitor sees it.
  await page.goto(`${origin}/`);
  await expect(page.getByRole('contentinfo')).toContainText(name);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /\(704\) 342-1234/ })).toHaveAttribute('href', 'tel:+17043421234');
  await expect(page.getByText(reviewText)).toBeVisible();
  await expect(page.getByText('Jordan <b>K.</b>')).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'GeneralContractor');
  expect(business).toMatchObject({ name, telephone: '+17043421234' });
  expect(business.review.map((review: { reviewBody: string }) => review.reviewBody)).toContain(reviewText);
  expect(business.openingHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' });
  // The license number is in the hero's trust line and in the footer, as text.
  await expect(page.getByRole('main').getByText(`Licensed & insured, NC license ${payload(11)}`)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(`NC license ${payload(11)}`)).toBeVisible();
  await expect(page.getByText(`on Nextdoor ${payload(15)}`)).toBeVisible();
  expect(await page.locator('img[src="x"], main b').count()).toBe(0);
  await expect(page.getByRole('heading', { name: 'Recent work' })).toBeVisible();
  // A phone sees the job within its first three screens, under the trust line, loaded lazily.
  const phoneWork = page.getByRole('region', { name: 'A job we finished' }).getByAltText(`Driveway slab level with the garage floor ${payload(16)}`);
  await expect(phoneWork).toHaveAttribute('loading', 'lazy');
  const trustLine = (await page.getByText(/^Licensed & insured/).first().boundingBox())!;
  const photoBox = (await phoneWork.boundingBox())!;
  expect(photoBox.y).toBeGreaterThan(trustLine.y);
  expect(photoBox.y + photoBox.height).toBeLessThanOrEqual(3 * 812);
  await phoneWork.scrollIntoViewIfNeeded();
  await expect.poll(() => phoneWork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await shoot(page, 'home-published');
  await page.goto(`${origin}/contact`);
  await expect(page.getByText('By appointment in Gastonia').first()).toBeVisible();
  await expect(page.getByText(payload(13)).first()).toBeVisible();
  await page.goto(`${origin}/privacy-policy`);
  await expect(page.getByText(`12 Main St ${payload(10)}`)).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  await page.goto(`${origin}/inbox/site/reviews`);
  expect(await page.locator('img[src="x"], main b').count()).toBe(0);

  await page.goto(`${origin}/our-work`);
  await expect(page.getByText(`Sunken driveway slab lifted with foam ${payload(17)}`).first()).toBeVisible();
  await expect(page.getByAltText(`Driveway slab level with the garage floor ${payload(16)}`)).toHaveCount(1);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  await shoot(page, 'our-work');
  await page.goto(`${origin}/blog/winter-salt-driveway`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Winter Salt and Your Driveway ${payload(18)}`);
  await expect(page.getByText(`${payload(19)} <script>alert(20)</script>`, { exact: false })).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('script', { hasText: 'alert(20)' }).count()).toBe(0);
  const sitemap = await page.request.get(`${origin}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  const sitemapText = await sitemap.text();
  expect(sitemapText).toContain(`<loc>${origin}/</loc>`);
  expect(sitemapText).toContain(`<loc>${origin}/our-work</loc>`);
  expect(sitemapText).toContain(`<loc>${origin}/blog/winter-salt-driveway</loc>`);

  // The published revision is listed with its summary; restoring one, renaming a published
  // article and a second publish are checked without a browser on builds of their own
  // (tests/server/site-publish.test.ts, tests/server/site-pages.test.ts).
  await page.goto(`${origin}/inbox/site/revisions`);
  await expect(page.getByRole('heading', { name: /^Revision \d+$/ })).toHaveCount(1);
  await shoot(page, 'revisions');

  expect(dialogs).toEqual([]);
});

test('the owner finds every price on Prices, each with its reference, and a price that is no price comes back with the reason beside its field', async ({ page }) => {
  await page.goto(`${origin}/inbox/login`);
  await page.getByLabel('Email').fill(e2eOwner.email);
  await page.getByLabel('Password').fill(e2eOwner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/inbox`);

  await page.goto(`${origin}/inbox/site`);
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Prices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  const resurfacing = page.locator('#price-resurfacing');
  await expect(resurfacing).toContainText('$3–$8 per sq ft');
  await expect(resurfacing).toContainText('{price:resurfacing}');
  await expect(resurfacing.getByText('Delete')).toHaveCount(0);
  await shoot(page, 'prices');

  await resurfacing.getByRole('link', { name: /^Edit Resurfacing/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit: Resurfacing' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Resurfacing');
  await expect(page.getByLabel('Unit')).toHaveValue('sqft');
  await page.getByLabel('Low').fill('9');
  await page.getByLabel('High').fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('High')).toHaveAccessibleDescription(/High must be at least Low\./);
  await expect(page.getByLabel('Low')).toHaveValue('9');
  await shoot(page, 'price-refused');
});
