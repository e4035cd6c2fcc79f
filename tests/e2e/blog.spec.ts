import { expect, test } from '@playwright/test';

test('a reader filters the blog by category, opens an article and follows a related link', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Featured', { exact: true })).toBeVisible();

  const categories = page.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('link', { name: /^Cost Guides/ }).click();
  await expect(page).toHaveURL(/\/blog\/category\/cost-guides$/);
  await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^Cost Guides/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText([/Home/, /Blog/, /Cost Guides/]);

  const list = page.getByRole('region', { name: 'Cost Guides Articles' });
  const articles = list.getByRole('article');
  expect(await articles.count()).toBeGreaterThan(0);
  for (const text of await articles.allInnerTexts()) expect(text).toContain('Cost Guides');

  const first = articles.first().getByRole('heading', { level: 3 }).getByRole('link');
  const title = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('main').locator('section').first().getByText(/^\d+ min read$/)).toBeVisible();

  const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('heading', { level: 3 }).getByRole('link').first();
  const relatedTitle = (await related.innerText()).trim();
  const relatedHref = await related.getAttribute('href');
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${relatedHref}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle);

  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveCount(3);
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(trail.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await expect(trail.getByRole('listitem').last().getByRole('link')).toHaveCount(0);
  await trail.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the contractor guide shows its breadcrumb, date and read time', async ({ page }) => {
  await page.goto('/blog/charlotte-concrete-contractor-guide');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([/Home/, /Blog/, /Contractor Guide/]);
  // innerText is the text a visitor copies: the date and the read time must not run together.
  const meta = page.getByRole('main').locator('section').first().locator('p', { has: page.locator('time') });
  await expect(meta).toContainText('January 28, 2025 · 9 min read', { useInnerText: true });
  await expect(meta.locator('time')).toHaveAttribute('datetime', '2025-01-28');
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
});
