import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort, startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { wcagScan } from '../support/axe.ts';


async function expectNoAxeViolations(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await wcagScan(page).analyze();
    expect(results.violations.map((v) => ({ id: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }))).toEqual([]);
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

/**
 * A new install, as its owner meets it: no account, the sign-in page says where the setup
 * link is, the link from the log opens the form, a weak password is refused with the reason,
 * then the account is made, signed in, and the welcome page adds a passkey and lists what is
 * left to set up. Its own server, because the shared one already has an owner.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let server: StartedServer;
let origin: string;
let dir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ccr-setup-e2e-'));
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startServer({ LEADS_DB: join(dir, 'leads.sqlite'), SITE_URL: origin, SMTP_URL: '', LEADS_WEBHOOK_URL: '' }, port);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('the first owner is made in the browser with the link from the log, then adds a passkey', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${origin}/inbox`);
  await expect(page).toHaveURL(`${origin}/inbox/login`);
  await expect(page.getByRole('heading', { level: 1, name: "Create the owner's account first" })).toBeVisible();
  await expect(page.getByText('docker compose logs app')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const link = /(http:\/\/localhost:\d+\/inbox\/setup\?token=[A-Za-z0-9_-]{22})/.exec(server.stdout())?.[1];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: "Create the owner's account" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password').fill('password1234');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('too common or too easy to guess');
  await expect(page.getByLabel('Email')).toHaveValue('owner@example.com');
  await expectNoAxeViolations(page);

  await page.getByLabel('Password').fill('gravel trowel sunrise ledger');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${origin}/inbox/welcome`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finish setting up your site' })).toBeVisible();
  await expect(page.locator('main h2').first()).toHaveText('1. Get new requests on your phone');
  await expect(page.getByRole('button', { name: 'Alert me on this phone' })).toBeVisible();
  await page.screenshot({ path: 'shots/inbox-welcome.png', fullPage: true });
  await expectNoAxeViolations(page);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('button', { name: /Remove/ })).toBeVisible();

  await page.getByRole('link', { name: 'Open your inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote requests' })).toBeVisible();

  // The link is spent: opened again, it points to the sign-in page, which is the usual one now.
  await page.goto(link!);
  await expect(page).toHaveURL(`${origin}/inbox/login`);
});

test('without a link, /inbox/setup explains where to find it and shows no form', async ({ page }) => {
  const fresh = mkdtempSync(join(tmpdir(), 'ccr-setup-e2e-'));
  const port = await freePort();
  const other = await startServer({ LEADS_DB: join(fresh, 'leads.sqlite'), SITE_URL: `http://localhost:${port}`, SMTP_URL: '', LEADS_WEBHOOK_URL: '' }, port);
  try {
    await page.goto(`http://localhost:${port}/inbox/setup`);
    await expect(page.getByRole('heading', { level: 2, name: 'Where to find the setup link' })).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto(`http://localhost:${port}/inbox/setup?token=${'A'.repeat(22)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This setup link does not work' })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await other.stop();
    rmSync(fresh, { recursive: true, force: true });
  }
});
