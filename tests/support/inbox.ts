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
