import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from '../../scripts/lib/dist.ts';
import { builtRoutes } from '../support/routes.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const routes = builtRoutes();

test('the build has pages to scan', () => {
  expect(routes).toContain('/');
  expect(routes).toContain('/404');
});

for (const width of [375, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of routes) {
      test(`${route} has no WCAG A/AA violations`, async ({ page }) => {
        if (route === '/500' || route === '/503') {
          // The error pages have no address: the server sends them in place of an answer.
          await page.goto('/');
          await page.setContent(readFileSync(join(distDir, `${route.slice(1)}.html`), 'utf8'));
        } else {
          await page.goto(route === '/404' ? '/this-page-does-not-exist' : route);
        }
        const results = await new AxeBuilder({ page }).withTags(tags).analyze();
        const summary = results.violations.map((v) => ({
          id: v.id,
          help: v.help,
          targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        }));
        expect(summary).toEqual([]);
      });
    }
  });
}
