import { expect, type Cookie, type Page } from '@playwright/test';
import { e2eOwner } from './global-setup.ts';

/** Secure cookies and WebAuthn need a secure context: Chromium treats localhost as one, not 127.0.0.1. */
export const inboxOrigin = process.env.BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 4399}`;

/**
 * Signs an owner in with the password form: the e2e owner (created by the global setup) on the
 * shared server, unless a spec that runs a server of its own names its origin and owner.
 */
export async function signIn(page: Page, { origin, owner = e2eOwner }: { origin?: string; owner?: { email: string; password: string } } = {}) {
  await page.goto(`${origin ?? ''}/inbox/login`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${origin ?? inboxOrigin}/inbox`);
}

let ownerCookies: Promise<Cookie[]> | undefined;

/**
 * Opens the shared server's inbox as the e2e owner. The owner signs in with the password form
 * once per Playwright worker, in a context of its own, and each page after that starts with that
 * session's cookie, as a browser that stayed signed in does. Signing in itself is tested where it
 * is the subject (inbox.spec.ts, setup.spec.ts, and without script in insights.spec.ts); no spec
 * on the shared server signs this session out.
 */
export async function asOwner(page: Page) {
  ownerCookies ??= (async () => {
    const context = await page.context().browser()!.newContext({ baseURL: inboxOrigin });
    try {
      await signIn(await context.newPage());
      return await context.cookies();
    } finally {
      await context.close();
    }
  })().catch((error: unknown) => {
    ownerCookies = undefined;
    throw error;
  });
  await page.context().addCookies(await ownerCookies);
  await page.goto(`${inboxOrigin}/inbox`);
  await expect(page).toHaveURL(`${inboxOrigin}/inbox`);
}

/** Opens the inbox as the e2e owner and the request of the visitor with this name from the list. */
export async function openRequest(page: Page, name: string) {
  await asOwner(page);
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/inbox\/leads\/\d+$/);
}

/**
 * Headless Chromium names itself HeadlessChrome, which the counters rightly take for a robot;
 * visitors present the user agent of the same Chromium with a screen.
 */
export const person = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** The insights table's row for a page, found by its name and path ("Concrete Leveling", "/services/leveling"): its cells, by column heading. */
export async function pageRow(page: Page, name: string, path: string): Promise<Record<string, string>> {
  const table = page.getByRole('region', { name: 'Every page' }).getByRole('table');
  const headings = (await table.locator('thead th').allInnerTexts()).map((text) => text.replace(/[▲▼]/g, '').trim());
  const row = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: `${name} ${path}`, exact: true }) });
  if ((await row.count()) === 0) return {};
  const cells = await row.locator('th, td').allInnerTexts();
  return Object.fromEntries(headings.map((heading, i) => [heading, cells[i]!.trim()]));
}
