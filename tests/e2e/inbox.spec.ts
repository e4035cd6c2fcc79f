import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { e2eOwner } from '../support/global-setup.ts';

/** Secure cookies and WebAuthn need a secure context: Chromium treats localhost as one, not 127.0.0.1. */
const origin = process.env.BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 4399}`;
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(results.violations.map((v) => ({ id: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }))).toEqual([]);
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `shots/inbox-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

test.use({ viewport: { width: 375, height: 812 }, baseURL: origin });

test('the owner signs in on a phone, sees the requests, finds one by its phone number, adds a passkey, signs out and back in with it', async ({ page, request }) => {
  const name = `Inbox Tester ${Date.now()}`;
  const lead = await request.post('/api/quote', {
    headers: { Accept: 'application/json' },
    multipart: { name, phone: '(704) 555-0123', email: 'tester@example.com', address: '', service: 'leveling', message: 'Sunken patio slab by the back door.' },
  });
  expect(lead.status()).toBe(201);

  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) blocked.push(message.text());
  });

  await page.goto('/inbox');
  await expect(page).toHaveURL(`${origin}/inbox/login`);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'login');

  await page.getByLabel('Email').fill(e2eOwner.email);
  await page.getByLabel('Password').fill(e2eOwner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/inbox`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quote requests' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Concrete Leveling');
  await expect(row).toContainText('New');
  await expect(page.getByText(e2eOwner.email)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'list');

  // Found by its phone number as the owner would type it, submitted from the keyboard.
  await page.getByLabel('Search').fill('704-555-0123');
  await page.getByLabel('Search').press('Enter');
  await expect(page).toHaveURL(`${origin}/inbox?q=704-555-0123&status=&service=`);
  const found = page.getByRole('link', { name: new RegExp(name) });
  await expect(found).toHaveAttribute('href', /^\/inbox\/leads\/\d+$/);
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Concrete Leveling');

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await page.getByRole('link', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('button', { name: /Remove/ })).toBeVisible();
  await expect(page.getByText('passkey added')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'security');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/inbox/login`);
  await page.goto('/inbox');
  await expect(page).toHaveURL(`${origin}/inbox/login`);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${origin}/inbox`);
  await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  expect(blocked).toEqual([]);
});
