import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from '../../scripts/lib/dist.ts';
import { builtRoutes, oneRoutePerTemplate } from '../support/routes.ts';
import { wcagScan } from '../support/axe.ts';

const routes = builtRoutes();
/**
 * Every route at 375 px, where most visitors are and where the pages' words reflow most; at
 * 1280 px one route per template, since what changes with the width is the template's layout.
 */
const scans = { 375: routes, 1280: oneRoutePerTemplate(routes) };

test('the build has pages to scan, and each template is scanned at 1280 px', () => {
  expect(routes).toContain('/');
  expect(routes).toContain('/404');
  expect(scans[1280]).toEqual(expect.arrayContaining(['/', '/404', '/500', '/about', '/blog', '/contact', '/tools/cost-estimator']));
  for (const template of ['/areas/', '/services/', '/blog/category/']) {
    expect(scans[1280].filter((route) => route.startsWith(template)), template).toHaveLength(1);
  }
  expect(scans[1280].filter((route) => /^\/blog\/[^/]+$/.test(route))).toHaveLength(1);
});

for (const [width, scanned] of Object.entries(scans)) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width: Number(width), height: 900 } });
    for (const route of scanned) {
      test(`${route} has no WCAG A/AA violations`, async ({ page }) => {
        if (route === '/500') {
          // The error page has no address: the server sends it in place of a failed answer.
          await page.goto('/');
          await page.setContent(readFileSync(join(distDir, '500.html'), 'utf8'));
        } else {
          await page.goto(route === '/404' ? '/this-page-does-not-exist' : route);
        }
        const results = await wcagScan(page).analyze();
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
