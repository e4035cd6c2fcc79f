/**
 * The browser half of "Alert me on this phone": asks for permission on the owner's tap,
 * registers the inbox's service worker, subscribes with the server's VAPID key and stores
 * the subscription. Browsers that cannot subscribe get the page's explanation instead.
 */

function canSubscribe(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && window.isSecureContext;
}

/** The server's key as the bytes pushManager.subscribe takes everywhere (some browsers refuse the string). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch('/inbox/alerts/key', { credentials: 'same-origin' });
  // Without a session the inbox sends every page to the sign-in page.
  if (response.redirected) throw new Error('your session has ended. Sign in again, then turn alerts on.');
  if (!response.ok) throw new Error(`the server answered ${response.status}.`);
  return keyBytes(await response.text());
}

async function turnOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new Error("notifications are blocked for this site. Allow them in the browser's settings for this site, then try again.");
  if (permission !== 'granted') throw new Error('notifications were not allowed.');
  await navigator.serviceWorker.register('/inbox/sw.js', { scope: '/inbox/' });
  const registration = await navigator.serviceWorker.ready;
  const key = await serverKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  const saved = await fetch('/inbox/alerts/subscriptions', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(subscription),
  });
  if (!saved.ok) {
    const detail = (await saved.json().catch(() => null)) as { error?: string } | null;
    throw new Error(detail?.error ?? `the server answered ${saved.status}.`);
  }
}

/** Shows the button where it can work, or the page's explanation where it cannot. */
export function enhanceAlerts(): void {
  const area = document.querySelector<HTMLElement>('[data-alerts-area]');
  const button = area?.querySelector<HTMLButtonElement>('[data-alerts-on]');
  const status = area?.querySelector<HTMLElement>('[data-alerts-status]');
  const unsupported = document.querySelector<HTMLElement>('[data-alerts-unsupported]');
  if (!area || !button || !status || !unsupported) return;
  if (!canSubscribe()) {
    unsupported.hidden = false;
    return;
  }
  area.hidden = false;
  void navigator.serviceWorker
    .getRegistration('/inbox/')
    .then((registration) => registration?.pushManager.getSubscription())
    .then((subscription) => {
      if (subscription && !status.textContent) status.textContent = 'This phone gets alerts. Tap the button again if they stopped coming.';
    });
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = 'Turning alerts on…';
    try {
      await turnOn();
      window.location.assign('/inbox/alerts?saved=on');
    } catch (error) {
      status.textContent = `Alerts are not on: ${error instanceof Error ? error.message : String(error)}`;
      button.disabled = false;
    }
  });
}
