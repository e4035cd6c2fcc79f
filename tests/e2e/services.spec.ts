import { expect, test, type Page } from '@playwright/test';
import { servicePages } from '../../src/content/service-pages.ts';
import { services } from '../../src/content/services.ts';

type Json = Record<string, any>;

async function jsonLdBlocks(page: Page): Promise<Json[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Json);
}

test('/services -> each Learn More -> breadcrumb back to /services', async ({ page }) => {
  // Ten page loads in one test: allow for a loaded machine.
  test.setTimeout(120_000);
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concrete Repair Services');
  const learnMore = page.getByRole('link', { name: /^Learn More about / });
  await expect(learnMore).toHaveCount(services.length);

  for (const service of services) {
    await page.getByRole('link', { name: `Learn More about ${service.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${service.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicePages[service.slug].metaTitle);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(service.title);
    await breadcrumb.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
  }
});

test('each service card shows its five features, benefits and the alternating drawing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/services');
  const cards = page.locator('#all-services li[id]');
  await expect(cards).toHaveCount(5);
  const sides: number[] = [];
  for (const [index, service] of services.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title);
    for (const feature of service.features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
    await expect(card.getByText(service.benefits)).toBeVisible();
    const drawing = card.getByRole('img');
    const cardBox = await card.boundingBox();
    const drawingBox = await drawing.boundingBox();
    sides.push(drawingBox!.x - cardBox!.x < cardBox!.width / 2 ? 0 : 1);
  }
  expect(sides).toEqual([0, 1, 0, 1, 0]);
});

for (const service of services) {
  test(`${service.href}: structured data matches what the page shows`, async ({ page }) => {
    await page.goto(service.href);
    const blocks = await jsonLdBlocks(page);
    const types = blocks.map((b) => b['@type']);
    expect(types).toContain('Service');
    expect(types).toContain('BreadcrumbList');
    expect(types.filter((t) => t === 'FAQPage')).toHaveLength(1);

    const faq = blocks.find((b) => b['@type'] === 'FAQPage')!;
    const shownQuestions = await page.locator('#faq summary').allTextContents();
    expect(faq.mainEntity.map((q: Json) => q.name)).toEqual(shownQuestions.map((q) => q.replace(/\+$/, '').trim()));
    expect(shownQuestions.length).toBeGreaterThanOrEqual(3);

    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((i: Json) => i.name)).toEqual(['Home', 'Services', service.title]);

    // Content pages ship no JavaScript: the only scripts are JSON-LD.
    await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
    // Sidebar links to the four other services.
    const others = page.getByRole('navigation', { name: 'Other Services' }).getByRole('link');
    await expect(others).toHaveCount(5);
    await expect(page.getByRole('navigation', { name: 'Other Services' }).getByRole('link', { name: service.title })).toHaveCount(0);
  });
}

test('leveling: the HowTo steps are the five steps shown, each reachable by its #step-N url', async ({ page }) => {
  await page.goto('/services/leveling');
  const howTo = (await jsonLdBlocks(page)).find((b) => b['@type'] === 'HowTo')!;
  expect(howTo.totalTime).toBe('PT8H');
  expect(howTo.step).toHaveLength(5);
  for (const [index, step] of (howTo.step as Json[]).entries()) {
    const hash = new URL(step.url).hash;
    expect(hash).toBe(`#step-${index + 1}`);
    await expect(page.locator(hash).getByRole('heading', { level: 3 })).toContainText(step.name);
  }
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Hole size/ })).toContainText('5/8 inch');
  await expect(table.getByRole('row', { name: /Hole size/ })).toContainText('2 inch');
});

test('driveway repair links to four area pages and all areas', async ({ page }) => {
  await page.goto('/services/driveway-repair');
  const section = page.locator('#areas');
  for (const city of ['charlotte', 'matthews', 'concord', 'huntersville']) {
    await expect(section.locator(`a[href="/areas/${city}"]`)).toHaveCount(1);
  }
  await expect(section.getByRole('link', { name: 'View All Areas' })).toHaveAttribute('href', '/service-areas');
});
