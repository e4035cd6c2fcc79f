import { expect, test } from '@playwright/test';
import { renderMarkdown } from '../../src/lib/markdown.ts';
import { xssPayloads } from '../support/xss-payloads.ts';

/**
 * Every payload rendered by the article renderer, loaded into a real Chromium page under the
 * site's own CSP-free conditions (the strictest test: nothing but the markup stops a script):
 * no script runs, no dialog opens, no request leaves, and the typed HTML reads as text.
 */
test('article Markdown with script, event-handler, javascript: and entity payloads renders as inert text in Chromium', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('about:') && !request.url().startsWith('data:')) requests.push(request.url());
  });
  const sections = Object.entries(xssPayloads)
    .map(([name, payload]) => `<section data-payload="${name}">${renderMarkdown(payload)}</section>`)
    .join('\n');
  await page.setContent(`<!doctype html><html><body><main>${sections}</main></body></html>`);

  // Follow every link the renderer produced, as a reader would.
  for (const link of await page.locator('a[href]').all()) await link.click({ modifiers: ['ControlOrMeta'] }).catch(() => undefined);
  await page.waitForTimeout(300);

  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(requests.filter((url) => !url.startsWith('http://127.0.0.1') && !url.startsWith('http://localhost'))).toEqual([]);
  await expect(page.locator('section[data-payload="script tag"]')).toHaveText('<script>window.__xss = “script”; alert(1)</script>');
  await expect(page.locator('section[data-payload="img onerror"]')).toContainText('onerror=');
  await expect(page.locator('script, iframe, svg, style, img:not([src^="/"])')).toHaveCount(0);
});
