// The inbox's service worker, scoped to /inbox/. It shows push alerts and opens the request an
// alert names. It has no fetch handler and uses no cache, so it never keeps a lead on the device:
// every inbox page still comes from the server, which asks for a session first.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Only a page of this inbox may be opened from an alert. */
function inboxUrl(url) {
  const target = new URL(typeof url === 'string' ? url : '/inbox', self.location.origin);
  const inside = target.origin === self.location.origin && (target.pathname === '/inbox' || target.pathname.startsWith('/inbox/'));
  return inside ? target.href : new URL('/inbox', self.location.origin).href;
}

/** The alert the server sent (server/alerts/push.ts), or a plain one when it cannot be read. */
function readAlert(data) {
  try {
    const alert = data ? data.json() : null;
    if (alert && typeof alert.title === 'string') return alert;
  } catch {
    // Not JSON: fall through to the plain alert.
  }
  return { title: 'New activity in your inbox', body: 'Tap to open your inbox.', url: '/inbox', tag: 'inbox' };
}

self.addEventListener('push', (event) => {
  const alert = readAlert(event.data);
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: typeof alert.body === 'string' ? alert.body : '',
      tag: typeof alert.tag === 'string' ? alert.tag : undefined,
      icon: '/inbox/icons/icon-192.png',
      data: { url: inboxUrl(alert.url) },
    }),
  );
});

/**
 * Opens the page in an inbox window that is already open (focused first, as a tap on the
 * alert lets it be), else in a new one.
 */
async function openFromAlert(url) {
  const target = inboxUrl(url);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname.startsWith('/inbox'));
  if (open) {
    const focused = await open.focus().catch(() => open);
    const shown = await focused.navigate(target).catch(() => null);
    if (shown) return shown;
  }
  return self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromAlert(event.notification.data && event.notification.data.url));
});
