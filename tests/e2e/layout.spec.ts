import { expect, test } from '@playwright/test';
import { business } from '../../src/config/business.ts';
import { mainNav } from '../../src/content/navigation.ts';

test.describe('header navigation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every nav link leads to its page, which is marked as current', async ({ page }) => {
    for (const item of mainNav) {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: item.name, exact: true }).click();
      // Links into /contact carry ?from=<page>; the page reached is what counts here.
      await expect(page).toHaveURL((url) => url.pathname === item.href);
      const current = page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(item.name);
    }
  });

  test('a page inside a section highlights its section', async ({ page }) => {
    await page.goto('/services/leveling');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('a[aria-current="page"]')).toHaveCount(0);
  });

  test('the header call button dials the business phone and shows the number', async ({ page }) => {
    await page.goto('/');
    const call = page.getByRole('banner').getByRole('link', { name: `Call ${business.phone.display}` }).first();
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:${business.phone.e164}`);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the phone icon stays visible and the links hide behind the toggle', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: `Call ${business.phone.display}` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeHidden();
  });

  test('opens and closes by click, and a link tap navigates with the menu closed', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#site-menu');
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('#site-menu')).toBeHidden();
  });

  test('opens with the keyboard and closes with Escape, returning focus to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#site-menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('works with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await context.close();
  });
});

test.describe('404 page', () => {
  test('answers 404 with the spec text and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/no-such-page/here');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Page Not Found | ${business.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Page Not Found/);
    await expect(page.getByText('Sorry, the page you are looking for does not exist or has been moved.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const quick = page.getByRole('navigation', { name: 'Quick Links' });
    for (const name of ['Home', 'Our Services', 'Service Areas', 'Contact Us']) {
      await expect(quick.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const popular = page.getByRole('navigation', { name: 'Popular Services' });
    for (const name of ['Driveway Repair', 'Crack Repair', 'Concrete Resurfacing', 'Concrete Leveling']) {
      await expect(popular.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Homepage' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: `Call ${business.phone.display}` })).toBeVisible();
    expect(errors.some((text) => text.includes('/no-such-page/here'))).toBe(true);
  });
});

test.describe('breadcrumbs', () => {
  test('start with Home and end with the current page as plain text', async ({ page }) => {
    await page.goto('/services/leveling');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    const items = trail.getByRole('listitem');
    await expect(items.first()).toHaveText('Home');
    await expect(items.first().getByRole('link')).toHaveAttribute('href', '/');
    await expect(items.last().getByRole('link')).toHaveCount(0);
    await expect(items.last().locator('[aria-current="page"]')).toHaveCount(1);
    await trail.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('server', () => {
  test('sends security headers, redirects trailing slashes and caches hashed assets', async ({ request }) => {
    const home = await request.get('/');
    const headers = home.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain("'unsafe-inline' 'sha");
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
    expect(headers['strict-transport-security']).toContain('max-age=');

    const slashed = await request.get('/services/?a=1', { maxRedirects: 0 });
    expect(slashed.status()).toBe(301);
    expect(slashed.headers().location).toBe('/services?a=1');

    const missing = await request.get('/nope');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-security-policy']).toBeTruthy();

    const html = await home.text();
    const asset = /\/_astro\/[^"')\s]+/.exec(html)?.[0];
    if (asset) {
      const response = await request.get(asset);
      expect(response.headers()['cache-control']).toContain('immutable');
    }
  });

  test('serves precompressed files to clients that accept them', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(await response.text()).toContain('<h1');
  });
});

test.describe('island pages', () => {
  for (const route of ['/contact', '/tools/cost-estimator']) {
    test(`${route} fetches its island's scripts only after the first contentful paint`, async ({ page }) => {
      await page.goto(route);
      await page.waitForFunction(() => document.querySelector('astro-island:not([ssr])') !== null);
      const { fcp, scripts } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(scripts.length).toBeGreaterThan(0);
      for (const start of scripts) expect(start).toBeGreaterThan(fcp);
    });
  }
});
