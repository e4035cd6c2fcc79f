import { expect, test } from '@playwright/test';
import { e2eReviewLink } from '../support/global-setup.ts';
import { inboxOrigin, openRequest } from '../support/inbox.ts';
import { postQuote } from '../support/quote-form.ts';
import { wcagScan } from '../support/axe.ts';

test.use({ baseURL: inboxOrigin, viewport: { width: 375, height: 812 } });

test('on a phone, a request marked Won offers "Ask for a review"; one tap opens the prefilled text, the history records it and the offer becomes "Review requested on"', async ({ page, request }) => {
  const name = `Review Tester ${Date.now()}`;
  await postQuote(request, { name, phone: '(704) 555-0166', email: 'review.tester@example.com', address: '88 Elm St, Matthews, NC 28105', service: 'crack-repair', message: 'Driveway crack by the garage.' });
  await openRequest(page, name);
  const review = page.getByRole('region', { name: 'Ask for a review' });
  await expect(review).toHaveCount(0);

  await page.getByLabel('Status').selectOption('Won');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('status')).toHaveText('Status saved.');
  await expect(review).toBeVisible();
  await expect(review).toContainText(e2eReviewLink);
  const text = review.getByRole('link', { name: 'Ask for a review by text' });
  await expect(text).toHaveAttribute('href', /^sms:\+17045550166\?body=Thank%20you%20for%20choosing%20/);
  expect(decodeURIComponent((await text.getAttribute('href'))!)).toContain(e2eReviewLink);
  await expect(review.getByRole('link', { name: 'Ask for a review by e-mail' })).toHaveAttribute('href', /^mailto:review\.tester@example\.com\?subject=Thank%20you%20from%20/);
  // The long review link wraps instead of widening the page past the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'shots/review-request-offer-375.png', fullPage: true });

  // The sms: link hands the message to the phone's Messages app; the browser's ping records it.
  const pinged = page.waitForRequest((sent) => sent.url().includes('/review-request?via=text'));
  await text.click();
  const ping = await pinged;
  expect(ping.method()).toBe('POST');
  expect((await ping.response())?.status()).toBe(204);

  // Headless Chromium keeps the tab that handed off an sms: link waiting on the handler, so the
  // owner comes back to the request in a fresh tab, as after switching back from Messages.
  const back = await page.context().newPage();
  await back.goto(page.url().replace(/\?.*$/, ''));
  const asked = back.getByRole('region', { name: 'Ask for a review' });
  await expect(asked).toContainText(/Review requested on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
  await expect(asked.getByRole('link', { name: 'Ask for a review by text' })).toBeHidden();
  await expect(back.getByRole('region', { name: 'History' })).toContainText('Asked for a review by text message');
  // Asking again is deliberate: it opens behind "Ask again".
  await asked.getByText('Ask again').click();
  await expect(asked.getByRole('link', { name: 'Ask for a review by text' })).toBeVisible();
  await back.screenshot({ path: 'shots/review-request-asked-375.png', fullPage: true });
  const axe = await wcagScan(back).include('section[aria-labelledby="review"]').analyze();
  expect(axe.passes.length).toBeGreaterThan(0);
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});
