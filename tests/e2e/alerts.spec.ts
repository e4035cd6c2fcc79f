import { expect, test, type BrowserContext } from '@playwright/test';
import { e2eOwner } from '../support/global-setup.ts';
import { signIn } from '../support/inbox.ts';
import { fillQuoteForm, openQuoteForm, postQuote } from '../support/quote-form.ts';
import { ownServerWithPushService } from '../support/own-server.ts';
import type { TestSubscription } from '../support/push-service.ts';
import { wcagScan } from '../support/axe.ts';

/**
 * Alerts in Chromium against their own server: ALERTS_ALLOW_LOCAL_ENDPOINTS=1 and a local
 * HTTPS push service whose CA the server trusts. Chromium cannot reach a real push service
 * here, so the page's pushManager.subscribe() hands back a subscription on the local service
 * (the only stand-in); permission, the service worker, the page script, the server, the
 * outbox and the encryption are all real. Pushes reach the service worker through the
 * DevTools protocol.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 812 } });

const server = ownServerWithPushService(e2eOwner);

/** Stands in for the browser's push service: subscribe() returns the local service's subscription. */
async function useLocalPushService(context: BrowserContext, subscription: TestSubscription) {
  await context.addInitScript((json) => {
    // A browser keeps its subscription across pages: so does this stand-in, for the tab's life.
    const subscription = { endpoint: json.endpoint, expirationTime: null, toJSON: () => json } as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => (sessionStorage.getItem('subscribed') ? subscription : null);
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      if (!options?.userVisibleOnly || !(options.applicationServerKey instanceof Uint8Array) || options.applicationServerKey.length !== 65) {
        throw new DOMException('The page did not pass a VAPID key', 'InvalidAccessError');
      }
      sessionStorage.setItem('subscribed', '1');
      return subscription;
    };
  }, subscription.json);
}

test('an owner turns on alerts at 375 px, a visitor sends a request, one encrypted push arrives within 2 s; the service worker shows it and a tap opens the request', async ({ browser }) => {
  const { origin, push } = server;
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.grantPermissions(['notifications'], { origin });
  const device = push.subscribe();
  await useLocalPushService(context, device);
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) blocked.push(message.text());
  });
  await signIn(page, { origin });

  await page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: 'Alerts' }).click();
  await expect(page).toHaveURL(`${origin}/inbox/alerts`);
  await expect(page.getByText('No device gets alerts yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Alert me on this phone' }).click();
  await expect(page).toHaveURL(`${origin}/inbox/alerts?saved=on`);
  await expect(page.getByRole('status').first()).toHaveText('Alerts are on for this phone. Send a test alert to see one.');
  const devices = page.getByRole('region', { name: 'Devices that get alerts' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('listitem')).toContainText('Chrome on Linux');
  await expect(devices.getByRole('button', { name: /^Send a test alert/ })).toBeVisible();
  await expect(devices.getByRole('button', { name: /^Stop alerts/ })).toBeVisible();
  const axe = await wcagScan(page).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // A visitor, in a browser of their own, sends a request through the form.
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await openQuoteForm(form, `${origin}/contact`);
  await fillQuoteForm(form, { name: 'Dana Whitfield', phone: '(704) 555-0188', email: 'dana@example.com', address: '118 Trade St, Matthews, NC 28105', service: 'leveling', message: 'Front walk slab dropped about an inch near the steps.' });
  const before = push.received.length;
  const sent = Date.now();
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Message Sent!' })).toBeVisible();
  await expect.poll(() => push.received.length - before, { timeout: 2_000 }).toBe(1);
  const [received] = push.received.slice(before);
  expect(received!.at - sent).toBeLessThan(2_000);
  expect(push.problems).toEqual([]);
  expect(received!.payload.title).toBe('New request: Concrete Leveling in Matthews, from Dana');
  const leadUrl = received!.payload.url;
  expect(leadUrl).toMatch(/^\/inbox\/leads\/\d+$/);
  await visitor.close();

  // The same push, delivered to the service worker through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL === `${origin}/inbox/` && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data: JSON.stringify(received!.payload) });
  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data })));
  await expect.poll(shown).toEqual([{ title: 'New request: Concrete Leveling in Matthews, from Dana', body: 'Tap to open it in your inbox.', data: { url: `${origin}${leadUrl}` } }]);

  // A tap: the worker's click handler, given the notification shown, opens the request in the open inbox window.
  const worker = context.serviceWorkers().find((w) => w.url() === `${origin}/inbox/sw.js`) ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const [notification] = await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications();
    notification!.close();
    await (self as unknown as { openFromAlert: (url: string) => Promise<unknown> }).openFromAlert(notification!.data.url);
  });
  await expect(page).toHaveURL(`${origin}${leadUrl}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dana Whitfield');
  await expect(page.getByText('Alert to Chrome on Linux')).toBeVisible();

  expect(blocked).toEqual([]);
  await page.goto(`${origin}/inbox/alerts`);
  await expect(page.getByRole('region', { name: 'This phone' }).getByRole('status')).toHaveText('This phone gets alerts. Tap the button again if they stopped coming.');

  // Nothing was cached: signed out and offline, the request's page is gone with the session.
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
  await page.locator('summary', { hasText: 'Account' }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/inbox/login`);
  await context.setOffline(true);
  await expect(page.goto(`${origin}${leadUrl}`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.close();
});

test('a browser that cannot subscribe gets the Home Screen explanation instead of the button', async ({ browser }) => {
  const { origin } = server;
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  const page = await context.newPage();
  await signIn(page, { origin });
  await page.goto(`${origin}/inbox/alerts`);
  await expect(page.getByText('This browser cannot show alerts from the inbox.')).toBeVisible();
  await expect(page.getByText(/tap Share, then "Add to Home Screen"/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alert me on this phone' })).toBeHidden();
  await context.close();
});

test('public pages register no service worker and load no script', async ({ page }) => {
  const { origin } = server;
  await page.goto(`${origin}/`);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.locator('script[src], link[rel=manifest]').count()).toBe(0);
});

test('a tap on Call in the inbox is reported by the browser\'s ping and answers the request; the list stops counting its wait', async ({ browser, request }) => {
  const { origin } = server;
  const name = `Ping Tester ${Date.now()}`;
  await postQuote(request, { name, phone: '(704) 555-0177', email: 'ping@example.com', service: 'crack-repair', message: 'Crack across the garage floor.' }, `${origin}/api/quote`);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(page, { origin });
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(/Waiting (under 1|\d+) min/);
  await row.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/\/inbox\/leads\/\d+$/);

  const call = page.getByRole('link', { name: 'Call (704) 555-0177' });
  const leadPath = new URL(page.url()).pathname;
  await expect(call).toHaveAttribute('ping', `${leadPath}/contacted`);
  const pinged = page.waitForRequest((r) => r.url().endsWith(`${leadPath}/contacted`));
  // A tel: link hands the number to the phone app; the page stays where it is.
  await call.click();
  const ping = await pinged;
  expect(await ping.headerValue('content-type')).toBe('text/ping');
  expect((await ping.response())?.status()).toBe(204);

  await page.reload();
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Call button tapped');
  await page.goto(`${origin}/inbox`);
  await expect(page.getByRole('listitem').filter({ hasText: name })).not.toContainText('Waiting');
  await context.close();
});
