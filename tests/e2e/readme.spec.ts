import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/server-process.ts';
import { freshClone, npm, unconfiguredEnv, type NpmRun } from '../support/fresh-clone.ts';
import { pageRow, person, signIn } from '../support/inbox.ts';
import { photo } from '../support/photos.ts';
import { fillQuoteForm, openQuoteForm } from '../support/quote-form.ts';

/**
 * A new owner follows the README on a fresh clone, setting nothing: no SITE_URL, no .env, a
 * fresh database. `npm start`, then `npm run owner -- add`, then sign in at
 * http://localhost:<PORT>/inbox/login in Chromium, open a request and look at its photos.
 * (`npm ci` is the one step left out: the clone links the installed node_modules.)
 */

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const owner = { email: 'you@example.com', password: 'copper mallet harbor quiet' };

let clone: ReturnType<typeof freshClone>;
let started: NpmRun;
let origin: string;

test.beforeAll(async () => {
  // A whole build runs in here: on a busy 2-core machine it takes longer than a test's default 30 s.
  test.setTimeout(240_000);
  clone = freshClone();
  expect(existsSync(join(clone.dir, '.env'))).toBe(false);
  const port = await freePort();
  // The README's address is localhost on the port the server listens on (PORT, 4321 unless set).
  origin = `http://localhost:${port}`;
  const env = unconfiguredEnv({ PORT: String(port) });
  started = npm(['start'], clone.dir, env);
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`npm start ended early:\n${started.output()}`);
    const up = await fetch(`${origin}/healthz`).then((response) => response.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`npm start did not answer on ${origin}:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const added = npm(['run', 'owner', '--', 'add', owner.email], clone.dir, env, `${owner.password}\n`);
  expect(await added.exited, added.output()).toBe(0);
});

test.afterAll(async () => {
  await started?.stop();
  clone?.remove();
});

test('npm start warns once that SITE_URL is unset: the build for the pages, the server for sign-in', () => {
  const output = started.output();
  const port = new URL(origin).port;
  expect(output.match(/SITE_URL is not set/g)).toHaveLength(2);
  expect(output).toContain(`SITE_URL is not set: canonical links, sitemap.xml, social images and the ping of contact links point to http://localhost:${port}`);
  expect(output).toContain(`SITE_URL is not set: the inbox accepts sign-in and passkeys at http://localhost:${port} only`);
});

test('npm start prints the one-time setup link for the first account, as the README says', () => {
  expect(started.output()).toMatch(new RegExp(`${origin.replace(/[.:/]/g, '\\$&')}/inbox/setup\\?token=[A-Za-z0-9_-]{22}\\b`));
});

test('a visitor sends a request with two photos; the owner signs in, opens it and steps through its photos', async ({ browser }) => {
  const visitor = await browser.newPage({ userAgent: person, viewport: { width: 375, height: 812 } });
  await openQuoteForm(visitor, `${origin}/contact`);
  await fillQuoteForm(visitor, { name: 'Reese Follower', phone: '(704) 555-0131', email: 'reese@example.com', service: 'crack-repair', message: 'Two cracks across the garage slab, photos attached.' });
  await visitor.getByLabel('Photos of the damage (optional)').setInputFiles([
    { name: 'garage-1.jpg', mimeType: 'image/jpeg', buffer: await photo({ width: 1600, height: 1200 }) },
    { name: 'garage-2.jpg', mimeType: 'image/jpeg', buffer: await photo({ width: 1200, height: 1600 }) },
  ]);
  await visitor.getByRole('button', { name: 'Send Request' }).click();
  const sent = visitor.getByRole('status').filter({ hasText: 'Message Sent!' });
  await expect(sent).toContainText('Your reference: #1.', { timeout: 60_000 });
  await visitor.close();

  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signIn(page, { origin, owner });
  await page.getByRole('link', { name: /Reese Follower/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request #1: Reese Follower');
  const photos = page.getByRole('region', { name: 'Photos (2)' });
  await photos.getByRole('link').first().click();

  await expect(page).toHaveURL(`${origin}/inbox/leads/1/photos/1#photo`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photo 1 of 2');
  const shown = page.getByRole('img', { name: 'Request #1, photo 1 of 2' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  await page.getByRole('link', { name: 'Next photo →' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photo 2 of 2');
  await expect(page.getByRole('link', { name: 'Next photo →' })).toHaveCount(0);
  await page.getByRole('link', { name: '← Request #1: Reese Follower' }).click();
  await expect(page).toHaveURL(`${origin}/inbox/leads/1#photos`);
  await page.close();
});

test('a tap on the header call button pings the server, and the call shows for that page in the insights table', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: person, viewport: { width: 1280, height: 900 } });
  const visitor = await context.newPage();
  await visitor.goto(`${origin}/services/leveling`);
  const call = visitor.getByRole('banner').getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ });
  // Absolute, from the build's SITE_URL: here the README's localhost address.
  await expect(call).toHaveAttribute('ping', `${origin}/api/ping`);
  const pinged = visitor.waitForRequest((request) => request.url() === `${origin}/api/ping`);
  // A tel: link hands the number to the phone app; the page itself stays where it is.
  await call.click();
  const request = await pinged;
  expect(request.method()).toBe('POST');
  expect(await request.headerValue('ping-from')).toBe(`${origin}/services/leveling`);
  expect(await request.headerValue('ping-to')).toMatch(/^tel:\+1\d{10}$/);
  expect((await request.response())?.status()).toBe(204);
  await context.close();

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, { origin, owner });
  await page.goto(`${origin}/inbox/insights?days=7`);
  expect(await pageRow(page, 'Concrete Leveling', '/services/leveling')).toMatchObject({ Page: 'Concrete Leveling\n/services/leveling', Calls: '1' });
  await page.close();
});

test('a sign-in sent from another site finds the page that explains the refusal', async ({ browser }) => {
  // Another site: a page of its own server, whose form posts to the inbox's sign-in.
  const attacker = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>Win a patio</title><form method="post" action="${origin}/inbox/login">` +
        `<input name="email" value="${owner.email}"><input name="password" value="guessing"><button>Claim</button></form>`,
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => attacker.listen(port, '127.0.0.1', resolve));
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByRole('button', { name: 'Claim' }).click();
    await expect(page).toHaveURL(`${origin}/inbox/login`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request refused');
    await expect(page.getByRole('main')).toContainText(
      `This form was sent from http://127.0.0.1:${port}, not from the inbox at ${origin}, so nothing was sent or changed.`,
    );
    await page.close();
  } finally {
    attacker.close();
  }
});
