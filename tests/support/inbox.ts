import { expect, type Page } from '@playwright/test';
import { e2eOwner } from './global-setup.ts';

/** Secure cookies and WebAuthn need a secure context: Chromium treats localhost as one, not 127.0.0.1. */
export const inboxOrigin = process.env.BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 4399}`;

/** Signs the e2e owner (created by the global setup) in with the password form. */
export async function signIn(page: Page) {
  await page.goto('/inbox/login');
  await page.getByLabel('Email').fill(e2eOwner.email);
  await page.getByLabel('Password').fill(e2eOwner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${inboxOrigin}/inbox`);
}

/**
 * Headless Chromium names itself HeadlessChrome, which the counters rightly take for a robot;
 * visitors present the user agent of the same Chromium with a screen.
 */
export const person = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** The insights table's row for a page: its cells, by column heading. */
export async function pageRow(page: Page, path: string): Promise<Record<string, string>> {
  const table = page.getByRole('region', { name: 'Every page' }).getByRole('table');
  const headings = (await table.locator('thead th').allInnerTexts()).map((text) => text.replace(/[▲▼]/g, '').trim());
  const row = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: path, exact: true }) });
  if ((await row.count()) === 0) return {};
  const cells = await row.locator('th, td').allInnerTexts();
  return Object.fromEntries(headings.map((heading, i) => [heading, cells[i]!.trim()]));
}
