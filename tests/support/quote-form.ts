import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LeadDetail } from '../../src/lib/lead-view.ts';

/** What a visitor types into the free-quote form; the address is the one field they may leave out. */
export type QuoteEntry = Pick<LeadDetail, 'name' | 'phone' | 'email' | 'service' | 'message'> & { address?: string };

/** The quote form's fields, found by their labels as a screen reader announces them. */
export const quoteFormFields = (page: Page) => ({
  name: page.getByLabel('Your Name'),
  phone: page.getByLabel('Phone Number'),
  email: page.getByLabel('Email Address'),
  address: page.getByLabel('Property Address'),
  service: page.getByLabel('Service Needed'),
  message: page.getByLabel('Project Details'),
});

/**
 * Opens the quote form and waits until its island has hydrated, so a submit goes through
 * JavaScript. `timeout` is for specs that allow a busy machine longer than the default.
 */
export async function openQuoteForm(page: Page, url = '/contact', timeout?: number) {
  await page.goto(url);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout });
}

/** Types the entry into the form, field by field as a visitor would; an address left out stays untouched. */
export async function fillQuoteForm(page: Page, entry: QuoteEntry) {
  const field = quoteFormFields(page);
  await field.name.fill(entry.name);
  await field.phone.fill(entry.phone);
  await field.email.fill(entry.email);
  if (entry.address !== undefined) await field.address.fill(entry.address);
  await field.service.selectOption(entry.service);
  await field.message.fill(entry.message);
}

/**
 * Stores a quote request through the API, as the form's script posts it, and checks it was
 * accepted. `url` is for specs that run a server of their own.
 */
export async function postQuote(request: APIRequestContext, entry: QuoteEntry, url = '/api/quote'): Promise<{ reference: string }> {
  const { name, phone, email, address = '', service, message } = entry;
  const response = await request.post(url, {
    headers: { Accept: 'application/json' },
    multipart: { name, phone, email, address, service, message },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { reference: string };
}
