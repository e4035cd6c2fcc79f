import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { asOwner, inboxOrigin } from '../support/inbox.ts';
import { carriesExif, isUpright, photo } from '../support/photos.ts';
import { fillQuoteForm, openQuoteForm } from '../support/quote-form.ts';
import { wcagScan } from '../support/axe.ts';

/**
 * Photos with a quote request, end to end on a phone-sized screen: the visitor's browser
 * scales them, the upload shows its progress, the server stores them, and the owner sees
 * them upright in the inbox. Against the real server and its SQLite file (LEADS_DB).
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ viewport: { width: 375, height: 812 }, baseURL: inboxOrigin });

async function expectNoAxeViolations(page: Page) {
  const results = await wcagScan(page).analyze();
  expect(results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}

function database() {
  const file = process.env.LEADS_DB;
  if (!file) throw new Error('LEADS_DB is not set: the global setup must point it at the server database');
  return new Database(file, { readonly: true, fileMustExist: true });
}

function storedPhotos(email: string): { id: string; image: Buffer; thumb: Buffer }[] {
  const db = database();
  try {
    return db
      .prepare('SELECT p.id, p.image, p.thumb FROM lead_photos p JOIN leads l ON l.id = p.lead_id WHERE l.email = ? ORDER BY p.position')
      .all(email) as { id: string; image: Buffer; thumb: Buffer }[];
  } finally {
    db.close();
  }
}

/** With this spec's longer wait for a busy machine. */
const openForm = (page: Page) => openQuoteForm(page, '/contact', 20_000);

const fillLead = (page: Page, name: string, email: string) =>
  fillQuoteForm(page, { name, phone: '(704) 555-0177', email, service: 'leveling', message: 'The front walk dropped by the steps; photos attached.' });

/** Three phone photos: the first held upright, so its pixels lie sideways with EXIF orientation 6 and a GPS position. */
async function phonePhotos() {
  const options = { width: 1600, height: 1200, noise: true };
  return [
    { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await photo({ ...options, rotated: true, gps: true }) },
    { name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: await photo(options) },
    { name: 'Screenshot.png', mimeType: 'image/png', buffer: await photo({ ...options, format: 'png' }) },
  ];
}

test('a visitor on a phone sends three photos, watches the upload, and the owner sees them upright in the inbox', async ({ page }) => {
  const id = randomUUID().slice(0, 8);
  const name = `Photo Sender ${id}`;
  const email = `photos.${id}@example.com`;
  const files = await phonePhotos();
  expect(carriesExif(files[0]!.buffer)).toBe(true);
  expect((await sharp(files[0]!.buffer).metadata()).orientation).toBe(6);

  await openForm(page);
  const input = page.getByLabel('Photos of the damage (optional)');
  await expect(input).toHaveAttribute('type', 'file');
  await expect(input).toHaveAttribute('multiple', '');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await fillLead(page, name, email);
  await input.setInputFiles(files);

  const chosen = page.getByRole('list', { name: 'Chosen photos' });
  await expect(chosen.getByRole('img')).toHaveCount(3);
  await expect(page.getByText('3 of 6 photos chosen.')).toBeVisible();
  for (const [index, file] of files.entries()) {
    await expect(chosen.getByRole('button', { name: `Remove photo ${index + 1}: ${file.name}` })).toBeVisible();
  }
  // Each remove button: a target of at least 24 x 24 px in the thumbnail's top-right corner, leaving the photo visible.
  for (const tile of await chosen.getByRole('listitem').all()) {
    const box = (await tile.boundingBox())!;
    const button = (await tile.getByRole('button').boundingBox())!;
    expect(Math.min(button.width, button.height)).toBeGreaterThanOrEqual(24);
    expect((button.width * button.height) / (box.width * box.height)).toBeLessThan(0.12);
    expect(box.x + box.width - (button.x + button.width)).toBeLessThanOrEqual(8);
    expect(button.y - box.y).toBeLessThanOrEqual(8);
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'shots/photos-chosen-375.png', fullPage: true });

  // A slow phone connection, so the upload takes a few seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: -1, uploadThroughput: 250 * 1024 });
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('progress');
      if (bar) seen.push(Number(bar.getAttribute('value')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  });

  await page.getByRole('button', { name: 'Send Request' }).click();
  const bar = page.getByRole('progressbar', { name: /Sending your photos|Photos sent/ });
  await expect(bar).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: /Sending your photos: \d+%/ })).toHaveCount(1);
  await page.screenshot({ path: 'shots/photos-uploading-375.png' });
  await expectNoAxeViolations(page);

  await expect(page.getByRole('status').filter({ hasText: 'Message Sent!' })).toBeVisible({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
  expect(seen.every((value, index) => index === 0 || value >= seen[index - 1]!)).toBe(true);
  await expect(page.getByRole('list', { name: 'Chosen photos' })).toHaveCount(0);
  await expect(bar).toHaveCount(0);

  // Stored: three JPEGs, upright, with no EXIF block, no camera and no GPS position left.
  const stored = storedPhotos(email);
  expect(stored).toHaveLength(3);
  for (const row of stored) {
    for (const bytes of [row.image, row.thumb]) {
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(carriesExif(bytes)).toBe(false);
      expect(await isUpright(bytes)).toBe(true);
    }
    const meta = await sharp(row.image).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
  }

  // The owner: the list marks the request, its page shows three upright thumbnails.
  await asOwner(page);
  const link = page.getByRole('link', { name: new RegExp(`${name} \\(3 photos\\)$`) });
  await expect(link).toBeVisible();
  await link.click();
  const photos = page.getByRole('region', { name: 'Photos (3)' });
  const reference = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/#\d+/)![0];
  const thumbs = photos.getByRole('img');
  await expect(thumbs).toHaveCount(3);
  for (let n = 1; n <= 3; n += 1) {
    const thumb = photos.getByRole('img', { name: `Request ${reference}, photo ${n} of 3` });
    await thumb.scrollIntoViewIfNeeded();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const look = await thumb.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const at = (y: number) => Array.from(context.getImageData(Math.floor(canvas.width / 2), y, 1, 1).data.slice(0, 3));
      return { width: img.naturalWidth, height: img.naturalHeight, top: at(5), bottom: at(canvas.height - 5) };
    });
    expect(look.width).toBeGreaterThan(look.height);
    // Orange on top (the action color), gray below: the way the photo was taken.
    expect(look.top[0]!).toBeGreaterThan(150);
    expect(look.top[2]!).toBeLessThan(80);
    expect(Math.abs(look.bottom[0]! - look.bottom[2]!)).toBeLessThan(40);
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'shots/inbox-photos-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'shots/inbox-photos-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });

  // Full size opens from the thumbnail, as the JPEG it is, never cached.
  const full = await page.request.get(`/inbox/photos/${stored[0]!.id}`);
  expect(full.status()).toBe(200);
  expect(full.headers()['content-type']).toBe('image/jpeg');
  expect(full.headers()['x-content-type-options']).toBe('nosniff');
  expect(full.headers()['cache-control']).toBe('no-store');
  expect(Buffer.from(await full.body()).equals(stored[0]!.image)).toBe(true);

  // A thumbnail opens the photo's own page: fitted to the screen, numbered, with previous, next and the way back.
  const leadPath = new URL(page.url()).pathname;
  await thumbs.first().click();
  await expect(page).toHaveURL(new RegExp(`${leadPath}/photos/1#photo$`));
  await expectPhotoPage(page, reference, 1, 375);
  await expect(page.locator('script')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '← Previous photo' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'shots/inbox-photo-page-375.png' });
  // By keyboard: Tab reaches "Next photo", Enter follows it.
  const next = page.getByRole('link', { name: 'Next photo →' });
  for (let i = 0; i < 20 && !(await next.evaluate((link) => link === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPhotoPage(page, reference, 2, 375);
  await page.getByRole('link', { name: 'Next photo →' }).click();
  await expectPhotoPage(page, reference, 3, 375);
  await expect(page.getByRole('link', { name: 'Next photo →' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: '← Previous photo' }).click();
  await expectPhotoPage(page, reference, 2, 1280);
  await page.screenshot({ path: 'shots/inbox-photo-page-1280.png' });
  await page.getByRole('link', { name: new RegExp(`^← Request ${reference}: `) }).click();
  await expect(page).toHaveURL(new RegExp(`${leadPath}#photos$`));
  await page.setViewportSize({ width: 375, height: 812 });

  // The photo itself opens at full size from its page.
  await page.goto(`${leadPath}/photos/1`);
  await page.getByRole('img', { name: `Request ${reference}, photo 1 of 3` }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/photos/${stored[0]!.id}$`));
  // What a browser showing a bare image asks for: the site icon answers.
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
});

/** The photo page shows photo `n` of 3, whole, within the screen's width and height. */
async function expectPhotoPage(page: Page, reference: string, n: number, width: number) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Photo ${n} of 3`);
  const img = page.getByRole('img', { name: `Request ${reference}, photo ${n} of 3` });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  // The photo as drawn: object-contain fits it inside the image box, keeping its shape.
  const drawn = await img.evaluate((element: HTMLImageElement) => {
    const box = element.getBoundingClientRect();
    const scale = Math.min(box.width / element.naturalWidth, box.height / element.naturalHeight);
    const [width, height] = [element.naturalWidth * scale, element.naturalHeight * scale];
    return { left: box.left + (box.width - width) / 2, top: box.top + (box.height - height) / 2, width, height };
  });
  const viewport = page.viewportSize()!;
  expect(viewport.width).toBe(width);
  expect(drawn.left).toBeGreaterThanOrEqual(0);
  expect(drawn.top).toBeGreaterThanOrEqual(0);
  expect(drawn.left + drawn.width).toBeLessThanOrEqual(viewport.width);
  expect(drawn.top + drawn.height).toBeLessThanOrEqual(viewport.height);
  // Fitted, as large as the screen allows: the photo spans the page's width (less its side margins, at most 24 px each) or the height left for it.
  expect(drawn.width >= viewport.width - 2 * 24 - 1 || drawn.height >= viewport.height - 12.5 * 16 - 1).toBe(true);
  // The buttons to the next and previous photo are on screen with it.
  await expect(page.getByRole('navigation', { name: 'Photos' })).toBeInViewport({ ratio: 1 });
}

test('a failed upload keeps every field and every chosen photo', async ({ page }) => {
  await openForm(page);
  await page.route('**/api/quote', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  const id = randomUUID().slice(0, 8);
  await fillLead(page, `Kept Photos ${id}`, `kept.${id}@example.com`);
  const files = await phonePhotos();
  await page.getByLabel('Photos of the damage (optional)').setInputFiles(files.slice(0, 2));
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to send message. Please try calling us directly.' })).toBeVisible();
  await expect(page.getByLabel('Your Name')).toHaveValue(`Kept Photos ${id}`);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(2);
  await expect(page.getByRole('button', { name: `Remove photo 2: ${files[1]!.name}` })).toBeEnabled();
  expect(storedPhotos(`kept.${id}@example.com`)).toEqual([]);
});

test('the server names a photo it refuses next to the field, and the visitor can remove it and send', async ({ page }) => {
  await openForm(page);
  const id = randomUUID().slice(0, 8);
  const email = `refused.${id}@example.com`;
  await fillLead(page, `Refused Photo ${id}`, email);
  // Not a picture the browser can decode, so the original goes up and the server judges it.
  await page.getByLabel('Photos of the damage (optional)').setInputFiles([
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all '.repeat(40)) },
    { name: 'crack.jpg', mimeType: 'image/jpeg', buffer: await photo({ width: 800, height: 600 }) },
  ]);
  await page.getByRole('button', { name: 'Send Request' }).click();
  const message = 'notes.jpg is not a photo we can open. Send a JPEG, PNG, WebP or AVIF picture, the kind your phone camera takes.';
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
  await expect(page.getByLabel('Photos of the damage (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await summary.getByRole('link', { name: message }).click();
  await expect(page.getByLabel('Photos of the damage (optional)')).toBeFocused();

  await page.getByRole('button', { name: 'Remove photo 1: notes.jpg' }).click();
  await expect(page.getByLabel('Photos of the damage (optional)')).toBeFocused();
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent!' })).toBeVisible();
  expect(storedPhotos(email)).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same field uploads two original photos in a normal post, and both are stored', async ({ page }) => {
    await page.goto('/contact');
    const id = randomUUID().slice(0, 8);
    const email = `nojs.${id}@example.com`;
    await fillLead(page, `No Script ${id}`, email);
    const files = await phonePhotos();
    await page.getByLabel('Photos of the damage (optional)').setInputFiles(files.slice(0, 2));
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you\?ref=\d+&book=[A-Za-z0-9_-]{22}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request received');
    const stored = storedPhotos(email);
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(carriesExif(row.image)).toBe(false);
      expect(await isUpright(row.image)).toBe(true);
    }
  });
});
