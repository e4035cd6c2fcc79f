import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
const routes = ['/service-areas', ...['charlotte','matthews','concord','huntersville','gastonia','pineville','cornelius','kannapolis'].map((s) => `/areas/${s}`)];
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
for (const width of [375, 1280]) {
  test.describe(`axe ${width}`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of routes) {
      test(`${route}`, async ({ page }) => {
        await page.goto(route);
        const r = await new AxeBuilder({ page }).withTags(tags).analyze();
        expect(r.violations.map((v) => ({ id: v.id, t: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))).toEqual([]);
      });
    }
  });
}
