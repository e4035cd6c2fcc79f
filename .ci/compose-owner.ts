/**
 * The owner's steps in .ci/compose-test (and .ci/container-test), in the system Chromium against the running
 * server: `setup <link>` creates the account from the log's setup link;
 * `publish <phone>` signs in, saves the phone on the Site tab and presses Publish, then waits
 * until the Site tab says "Published". SITE_ORIGIN is https://SITE_DOMAIN; CADDY_ADDRESS is the
 * host:port where Caddy's HTTPS listens, to which Chromium sends SITE_DOMAIN's requests (unset:
 * SITE_ORIGIN is asked directly, as .ci/container-test does).
 * Exits non-zero, with what the page said, when a step fails.
 */
import { chromium, type Page } from 'playwright';

const [command, value] = process.argv.slice(2);
const origin = process.env.SITE_ORIGIN!;
const email = process.env.OWNER_EMAIL!;
const password = process.env.OWNER_PASSWORD!;
const host = new URL(origin).hostname;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: process.env.CADDY_ADDRESS ? [`--host-resolver-rules=MAP ${host} ${process.env.CADDY_ADDRESS}`] : [],
});
// Caddy's certificate comes from its own local authority in the test (local_certs).
const page = await browser.newPage({ ignoreHTTPSErrors: true, viewport: { width: 375, height: 812 } });
page.setDefaultTimeout(30_000);

async function expectText(where: Page, text: string) {
  await where.getByText(text).first().waitFor({ state: 'visible' });
}

try {
  if (command === 'setup') {
    await page.goto(value!);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${origin}/inbox/welcome`);
    await expectText(page, 'Your account is ready');
  } else if (command === 'publish') {
    await page.goto(`${origin}/inbox/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${origin}/inbox`);
    await page.goto(`${origin}/inbox/site/business`);
    await page.getByLabel('Phone').fill(value!);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Saved. Press Publish to put it on the site.');
    await page.goto(`${origin}/inbox/site`);
    const started = Date.now();
    await page.getByRole('button', { name: 'Publish' }).click();
    // The Site tab reloads itself every 5 s while the build runs. The saved phone made the
    // drafts differ from the live site, so "Everything ... is on the site" means this publish went live.
    for (;;) {
      const status = await page.getByRole('status').filter({ hasText: /Publish/ }).first().innerText().catch(() => '');
      if (status.includes('did not go live')) throw new Error(`the publish failed: ${status}`);
      if (/^Published /.test(status) && status.includes('Everything you have saved is on the site.')) break;
      if (Date.now() - started > 300_000) throw new Error(`not published after 300 s: ${status}`);
      await page.waitForTimeout(1000);
    }
    console.log(`compose-owner: published in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } else {
    throw new Error(`unknown command ${command}; use setup <link> or publish <phone>`);
  }
} catch (error) {
  const text = await page.locator('main').innerText().catch(() => '(no page)');
  console.error(`compose-owner ${command} failed at ${page.url()}: ${(error as Error).message}\nThe page said:\n${text.slice(0, 1500)}`);
  process.exitCode = 1;
} finally {
  await browser.close();
}
