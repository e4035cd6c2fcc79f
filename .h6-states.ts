import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium';
const base = 'http://127.0.0.1:4405';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const open = async () => { await page.goto(`${base}/contact`); await page.waitForSelector('astro-island:not([ssr])'); await page.locator('#quote-form').scrollIntoViewIfNeeded(); };
  const fill = async (phone = '(704) 555-0164') => {
    await page.getByLabel('Your Name').fill('Jordan Pike');
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByLabel('Email Address').fill('jordan@example.com');
    await page.getByLabel('Service Needed').selectOption('leveling');
    await page.getByLabel('Project Details').fill('Front walk slab dropped about an inch near the steps.');
  };
  const shot = async (name: string) => { await page.screenshot({ path: `/tmp/h6-shots/${name}-${width}.png` }); console.log(name, width); };
  // sending
  await open(); await fill();
  let release = () => {}; const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/quote', async (route) => { await held; await route.continue(); });
  await page.getByRole('button', { name: 'Send Request' }).click();
  await page.getByRole('button', { name: 'Sending...' }).waitFor();
  await page.getByRole('button', { name: 'Sending...' }).scrollIntoViewIfNeeded();
  await shot('sending'); release();
  await page.getByText('Message Sent!', { exact: true }).waitFor(); await page.getByText('Message Sent!', { exact: true }).hover(); await shot('success');
  await page.unrouteAll();
  // error
  await open(); await fill();
  await page.route('**/api/quote', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Send Request' }).click();
  await page.getByText('Failed to send message. Please try calling us directly.').waitFor({ timeout: 30000 }); await shot('error');
  await page.unrouteAll();
  // field errors
  await open(); await fill('555-0164');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await page.getByText('There is a problem', { exact: true }).waitFor(); await page.waitForTimeout(300); await shot('field-errors');
  await page.screenshot({ path: `/tmp/h6-shots/field-errors-full-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
