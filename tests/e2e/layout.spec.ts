import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from '../../scripts/lib/dist.ts';
import { business } from '../../src/config/business.ts';
import { mainNav } from '../../src/content/navigation.ts';
import { builtRoutes } from '../support/routes.ts';

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

/**
 * What sticks out sideways on the page in the browser: the page wider than the window, and any
 * element past the window's right edge that no sideways-scrolling box holds (cut off, or widening
 * the page). Past the left edge is where the quote form's trap field hides on purpose, and no
 * page scrolls that way. Runs in the page, so it names only what it can see.
 */
function sidewaysProblems(): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
  const describe = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.right <= width + 0.5) continue;
    let scroller: Element | null = el.parentElement;
    while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
    if (!scroller) problems.push(`${describe(el)} reaches ${Math.round(box.right)} px`);
  }
  return problems.slice(0, 5);
}

/**
 * The header's rule: one row of navigation where it shows, the phone number on one line, and
 * nothing outside the bar. `phone` is the number as the call button shows it.
 */
function headerProblems(phone: string): string[] {
  const header = document.querySelector('header');
  if (!header) return ['no header'];
  const bar = header.getBoundingClientRect();
  const problems: string[] = [];
  const links = [...header.querySelectorAll('nav a')].map((a) => a.getBoundingClientRect()).filter((box) => box.width > 0);
  const rows = new Set(links.map((box) => Math.round(box.top)));
  if (rows.size > 1) problems.push(`the navigation takes ${rows.size} rows`);
  const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(phone) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + phone.length);
    const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
    if (lines.size > 1) problems.push(`the phone number breaks over ${lines.size} lines`);
  }
  const describe = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  for (const el of header.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.left < bar.left - 0.5 || box.right > bar.right + 0.5 || box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5) {
      problems.push(`${describe(el)} is outside the bar (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)})`);
    }
  }
  return problems.slice(0, 5);
}

/** The address a route is opened at; the 500 page has none and is loaded as the server sends it. */
async function open(page: Page, route: string) {
  if (route === '/500') {
    await page.goto('/');
    await page.setContent(readFileSync(join(distDir, '500.html'), 'utf8'));
  } else {
    await page.goto(route === '/404' ? '/this-page-does-not-exist' : route);
  }
}

test.describe('layout on every page', () => {
  const routes = builtRoutes();
  // One page, one load per route and width: each check reads the laid-out page once.
  for (const width of [320, 375]) {
    test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 812 });
      const found: string[] = [];
      for (const route of routes) {
        await open(page, route);
        for (const problem of await page.evaluate(sidewaysProblems)) found.push(`${route}: ${problem}`);
      }
      expect(found).toEqual([]);
    });
  }

  test('at 1024 px every header keeps one row inside the bar, and no page scrolls sideways', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1024, height: 768 });
    const found: string[] = [];
    for (const route of routes) {
      await open(page, route);
      for (const problem of await page.evaluate(headerProblems, business.phone.display)) found.push(`${route}: header: ${problem}`);
      for (const problem of await page.evaluate(sidewaysProblems)) found.push(`${route}: ${problem}`);
    }
    expect(found).toEqual([]);
  });

  test('the header holds at every width from 320 to 1440 px', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 800 });
    // The longest navigation item is current here, the pill that was cut off when the row wrapped.
    await page.goto('/service-areas');
    const found: string[] = [];
    for (let width = 320; width <= 1440; width += 16) {
      await page.setViewportSize({ width, height: 800 });
      for (const problem of await page.evaluate(headerProblems, business.phone.display)) found.push(`${width} px: ${problem}`);
    }
    expect(found).toEqual([]);
  });
});
