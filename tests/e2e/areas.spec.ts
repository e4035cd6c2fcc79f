import { expect, test } from '@playwright/test';

test('home area card -> area page -> nearby link -> breadcrumb back to the service areas', async ({ page }) => {
  await page.goto('/');
  await page.locator('#areas').getByRole('link', { name: /Matthews, NC/ }).click();
  await expect(page).toHaveURL(/\/areas\/matthews$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concrete Repair in Matthews, NC');
  await expect(page.getByText('28104, 28105').first()).toBeVisible();

  await page.locator('#nearby').getByRole('link', { name: 'Charlotte, NC' }).click();
  await expect(page).toHaveURL(/\/areas\/charlotte$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concrete Repair in Charlotte, NC');

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Charlotte');
  await breadcrumb.getByRole('link', { name: 'Service Areas' }).click();
  await expect(page).toHaveURL(/\/service-areas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concrete Repair Service Areas');
});

test('each city on the service-area map is a keyboard-reachable link to its page', async ({ page }) => {
  await page.goto('/service-areas');
  const map = page.locator('svg[aria-labelledby="area-map-title"]');
  const links = map.getByRole('link');
  await expect(links).toHaveCount(8);
  const kannapolis = map.getByRole('link', { name: 'Kannapolis, NC' });
  await kannapolis.focus();
  await expect(kannapolis).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/areas\/kannapolis$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concrete Repair in Kannapolis, NC');
});

test('the area FAQ opens to show its answer', async ({ page }) => {
  await page.goto('/areas/gastonia');
  const question = page.getByText('Can I book a Sunday appointment?');
  await question.click();
  await expect(page.getByText('Sunday appointments are available in Gastonia. Call during office hours')).toBeVisible();
});
