import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, readRows, validLead, waitFor } from './helpers.ts';
import { client, ownerCli, ownerPassword, sessionCookie, startInboxServer, type InboxServer } from './inbox-support.ts';
import { startTrustedPushService, type PushService, type TestSubscription } from '../support/push-service.ts';

/**
 * Push alerts end to end on the real server process: owners turn alerts on over HTTP, a
 * visitor's request goes out through the outbox, and a local HTTPS push service checks the
 * VAPID signature and decrypts every push with the device's own keys.
 */
describe('alerts on the owner\'s phone', () => {
  let inbox: InboxServer;
  let push: PushService;
  const cookies = new Map<string, string>();
  let address = 0;
  const as = () => client(inbox.origin, `198.51.100.${(address += 1)}`);

  const signIn = async (email: string) => {
    const cookie = sessionCookie(await as().signIn(email, ownerPassword));
    if (!cookie) throw new Error(`${email} could not sign in`);
    cookies.set(email, cookie);
    return cookie;
  };

  const subscribe = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${inbox.origin}/inbox/alerts/subscriptions`, {
      method: 'POST',
      redirect: 'manual',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Origin: inbox.origin, 'X-Forwarded-For': '198.51.100.200', ...(cookie ? { Cookie: cookie } : {}), ...headers },
    });

  const turnOn = async (email: string, userAgent: string): Promise<TestSubscription & { id: number }> => {
    const device = push.subscribe();
    const response = await subscribe(cookies.get(email), device.json, { 'User-Agent': userAgent });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    return { ...device, id };
  };

  const sendLead = async (fields: Record<string, string> = validLead) => {
    const response = await fetch(`${inbox.server.url}/api/quote`, { method: 'POST', body: multipart(fields), headers: { Accept: 'application/json' } });
    expect(response.status).toBe(201);
    return readRows<{ id: number }>(inbox.db, 'SELECT max(id) AS id FROM leads')[0]!.id;
  };

  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

  beforeAll(async () => {
    push = await startTrustedPushService();
    inbox = await startInboxServer(['owner@example.com', 'partner@example.com'], { ALERTS_ALLOW_LOCAL_ENDPOINTS: '1' });
    await signIn('owner@example.com');
    await signIn('partner@example.com');
  }, 60_000);

  afterAll(async () => {
    await inbox?.remove();
    await push?.close();
  });

  it('serves the VAPID public key to a signed-in owner only', async () => {
    const anonymous = await as().get('/inbox/alerts/key');
    expect([anonymous.status, anonymous.headers.get('location')]).toEqual([303, '/inbox/login']);
    const response = await as().get('/inbox/alerts/key', cookies.get('owner@example.com'));
    expect(response.status).toBe(200);
    const key = Buffer.from(await response.text(), 'base64url');
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
  });

  it('sends a new request to every device of every owner within 2 seconds, encrypted, naming service, town and first name only', async () => {
    const phone = await turnOn('owner@example.com', android);
    const tablet = await turnOn('owner@example.com', iphone);
    const partner = await turnOn('partner@example.com', android);
    const devices = readRows<{ device: string }>(inbox.db, 'SELECT device FROM push_subscriptions ORDER BY id').map((row) => row.device);
    expect(devices).toEqual(['Chrome on Android', 'Safari on iPhone', 'Chrome on Android']);

    const before = push.received.length;
    const sentAt = Date.now();
    const id = await sendLead({ ...validLead, address: '118 Trade St, Matthews, NC 28105' });
    await waitFor(() => push.received.length - before >= 3, 5_000, 'three pushes');
    const pushes = push.received.slice(before);
    expect(push.problems).toEqual([]);
    expect(new Set(pushes.map((p) => p.subscription))).toEqual(new Set([phone, tablet, partner].map((d) => push.idOf(d))));
    for (const received of pushes) {
      expect(received.at - sentAt).toBeLessThan(2_000);
      expect(received.payload).toEqual({
        title: 'New request: Concrete Leveling in Matthews, from Dana',
        body: 'Tap to open it in your inbox.',
        url: `/inbox/leads/${id}`,
        tag: `lead-${id}`,
      });
      const text = JSON.stringify(received.payload);
      for (const secret of [validLead.phone, validLead.email, validLead.message, 'Whitfield']) expect(text).not.toContain(secret);
      expect(received.headers.urgency).toBe('high');
      expect(received.vapid.sub).toBe('mailto:info@example.com');
    }
    const key = await (await as().get('/inbox/alerts/key', cookies.get('owner@example.com'))).text();
    expect(pushes[0]!.vapid.publicKey).toBe(key);

    // The request's page says where each alert went.
    await waitFor(() => readRows(inbox.db, `SELECT 1 FROM outbox WHERE lead_id = ${id} AND channel = 'push' AND status = 'sent'`).length === 3, 5_000, 'jobs marked sent');
    const page = await (await as().get(`/inbox/leads/${id}`, cookies.get('owner@example.com'))).text();
    expect(page).toContain('Alert to Safari on iPhone');
    expect(page.match(/Alert to Chrome on Android/g)).toHaveLength(2);

    for (const device of [phone, tablet, partner]) {
      await as().post(`/inbox/alerts/subscriptions/${device.id}/stop`, {}, { Cookie: cookies.get(device === partner ? 'partner@example.com' : 'owner@example.com')! });
    }
    expect(readRows(inbox.db, 'SELECT * FROM push_subscriptions')).toEqual([]);
  });

  it('removes a device its push service answers 410 or 404 for, and still alerts the others', async () => {
    const gone = await turnOn('owner@example.com', android);
    const missing = await turnOn('owner@example.com', iphone);
    const kept = await turnOn('partner@example.com', android);
    gone.answer(410);
    missing.answer(404);
    const before = push.received.length;
    const id = await sendLead();
    await waitFor(() => push.received.length > before, 5_000, 'the kept device\'s push');
    await waitFor(() => readRows(inbox.db, `SELECT 1 FROM outbox WHERE lead_id = ${id} AND status = 'pending'`).length === 0, 5_000, 'jobs settled');
    expect(push.received.slice(before).map((p) => p.subscription)).toEqual([push.idOf(kept)]);
    expect(readRows<{ id: number }>(inbox.db, 'SELECT id FROM push_subscriptions').map((row) => row.id)).toEqual([kept.id]);
    const jobs = readRows<{ status: string; attempts: number; last_error: string | null; subscription_id: number | null }>(
      inbox.db,
      `SELECT status, attempts, last_error, subscription_id FROM outbox WHERE lead_id = ${id} AND channel = 'push' ORDER BY id`,
    );
    expect(jobs.map((job) => [job.status, job.attempts, job.subscription_id])).toEqual([
      ['failed', 1, null],
      ['failed', 1, null],
      ['sent', 1, kept.id],
    ]);
    expect(jobs[0]!.last_error).toContain('no longer subscribed (410)');
    expect(jobs[1]!.last_error).toContain('no longer subscribed (404)');
    const page = await (await as().get(`/inbox/leads/${id}`, cookies.get('owner@example.com'))).text();
    expect(page).toContain('no longer subscribed (410)');
    await as().post(`/inbox/alerts/subscriptions/${kept.id}/stop`, {}, { Cookie: cookies.get('partner@example.com')! });
  });

  it('sends a test alert to one of the owner\'s devices, and stops alerts on it', async () => {
    const cookie = cookies.get('owner@example.com')!;
    const device = await turnOn('owner@example.com', android);
    const partnerDevice = await turnOn('partner@example.com', android);
    const page = await (await as().get('/inbox/alerts', cookie)).text();
    expect(page).toContain('Chrome on Android');
    expect(page).toContain('Send a test alert');
    expect(page).toContain('Stop alerts');
    expect(page).toContain('Alert me on this phone');

    const before = push.received.length;
    const test = await as().post(`/inbox/alerts/subscriptions/${device.id}/test`, {}, { Cookie: cookie });
    expect(test.status).toBe(303);
    expect(test.headers.get('location')).toBe('/inbox/alerts?test=sent');
    expect(push.received.slice(before).map((p) => [p.subscription, p.payload.title])).toEqual([[push.idOf(device), 'Test alert from your inbox']]);

    // Another owner's device is not this owner's to test or stop.
    expect((await as().post(`/inbox/alerts/subscriptions/${partnerDevice.id}/test`, {}, { Cookie: cookie })).status).toBe(404);
    expect((await as().post(`/inbox/alerts/subscriptions/${partnerDevice.id}/stop`, {}, { Cookie: cookie })).status).toBe(404);

    device.answer(410);
    const goneTest = await as().post(`/inbox/alerts/subscriptions/${device.id}/test`, {}, { Cookie: cookie });
    expect(goneTest.headers.get('location')).toBe('/inbox/alerts?test=gone');
    expect(readRows(inbox.db, `SELECT 1 FROM push_subscriptions WHERE id = ${device.id}`)).toEqual([]);
    const stopped = await as().post(`/inbox/alerts/subscriptions/${partnerDevice.id}/stop`, {}, { Cookie: cookies.get('partner@example.com')! });
    expect(stopped.headers.get('location')).toBe('/inbox/alerts?saved=stopped');
    expect(readRows(inbox.db, 'SELECT * FROM push_subscriptions')).toEqual([]);
  });

  it('refuses a subscription or a test alert without a session, and any cross-site POST with 403', async () => {
    const device = push.subscribe();
    expect((await subscribe(undefined, device.json)).status).toBe(401);
    const cookie = cookies.get('owner@example.com')!;
    const mine = await turnOn('owner@example.com', android);
    expect((await as().post(`/inbox/alerts/subscriptions/${mine.id}/test`)).status).toBe(401);
    expect((await as().post(`/inbox/alerts/subscriptions/${mine.id}/stop`)).status).toBe(401);

    const crossSite = await subscribe(cookie, device.json, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const fetchMetadata = await subscribe(cookie, device.json, { 'Sec-Fetch-Site': 'cross-site' });
    expect(fetchMetadata.status).toBe(403);
    const noOrigin = await fetch(`${inbox.origin}/inbox/alerts/subscriptions`, {
      method: 'POST',
      body: JSON.stringify(device.json),
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
    });
    expect(noOrigin.status).toBe(403);
    const before = push.received.length;
    expect((await as().post(`/inbox/alerts/subscriptions/${mine.id}/test`, {}, { Cookie: cookie, Origin: 'https://evil.example' })).status).toBe(403);
    expect(push.received.length).toBe(before);
    expect(readRows<{ endpoint: string }>(inbox.db, 'SELECT endpoint FROM push_subscriptions').map((row) => row.endpoint)).toEqual([mine.json.endpoint]);
    await as().post(`/inbox/alerts/subscriptions/${mine.id}/stop`, {}, { Cookie: cookie });
  });

  it('answers a malformed, oversized or unsafe subscription with a clear 4xx and stores nothing', async () => {
    const cookie = cookies.get('owner@example.com')!;
    const good = push.subscribe().json;
    const cases: [unknown, number, string][] = [
      ['{"endpoint": ', 400, 'not valid JSON'],
      [{ ...good, padding: 'x'.repeat(5000) }, 413, 'at most 4096 bytes'],
      [{ endpoint: good.endpoint }, 422, 'keys is missing'],
      [{ ...good, keys: { ...good.keys, p256dh: 'AAAA' } }, 422, 'keys.p256dh is not a 65-byte base64url key'],
      [{ ...good, keys: { ...good.keys, auth: '<script>' } }, 422, 'keys.auth is not a 16-byte base64url key'],
      [{ ...good, endpoint: good.endpoint.replace('https:', 'http:') }, 422, 'must be an https: address'],
      [{ ...good, endpoint: 'https://10.0.0.7/push/abc' }, 422, 'not a public address'],
      [{ ...good, endpoint: 'https://192.168.1.1/push/abc' }, 422, 'not a public address'],
      [{ ...good, endpoint: 'https://169.254.169.254/latest/meta-data' }, 422, 'not a public address'],
      [{ ...good, endpoint: 'https://[fd00::1]/push' }, 422, 'not a public address'],
      [{ ...good, endpoint: 'https://router.local/push' }, 422, 'not on the public internet'],
      [{ ...good, endpoint: 'file:///etc/passwd' }, 422, 'https:'],
      [[1, 2, 3], 422, 'not a push subscription'],
    ];
    for (const [body, status, message] of cases) {
      const response = await subscribe(cookie, body);
      expect([JSON.stringify(body).slice(0, 60), response.status]).toEqual([JSON.stringify(body).slice(0, 60), status]);
      expect(((await response.json()) as { error: string }).error).toContain(message);
    }
    const wrongType = await subscribe(cookie, good, { 'Content-Type': 'text/plain' });
    expect(wrongType.status).toBe(415);
    expect(readRows(inbox.db, 'SELECT * FROM push_subscriptions')).toEqual([]);

    // At most 10 devices per owner; a device already on the list renews whatever the count.
    const devices = Array.from({ length: 10 }, () => push.subscribe().json);
    for (const device of devices) expect((await subscribe(cookie, device)).status).toBe(201);
    const eleventh = await subscribe(cookie, push.subscribe().json);
    expect(eleventh.status).toBe(422);
    expect(((await eleventh.json()) as { error: string }).error).toContain('You already get alerts on 10 devices');
    expect((await subscribe(cookie, devices[0])).status).toBe(201);
    expect(readRows(inbox.db, 'SELECT * FROM push_subscriptions')).toHaveLength(10);
    const db = new Database(inbox.db);
    db.exec('DELETE FROM push_subscriptions');
    db.close();
  });

  it('ends an owner\'s alerts when they sign out everywhere or are removed', async () => {
    await turnOn('owner@example.com', android);
    const partner = await turnOn('partner@example.com', iphone);
    const signOut = await as().post('/inbox/sign-out-everywhere', {}, { Cookie: cookies.get('owner@example.com')! });
    expect(signOut.status).toBe(303);
    expect(readRows<{ id: number }>(inbox.db, 'SELECT id FROM push_subscriptions').map((row) => row.id)).toEqual([partner.id]);
    await signIn('owner@example.com');

    const removed = await ownerCli(inbox.db, ['remove', 'partner@example.com']);
    expect(removed.code).toBe(0);
    expect(readRows(inbox.db, 'SELECT * FROM push_subscriptions')).toEqual([]);
  });

  it('keeps the manifest and service worker same-origin, typed, uncached and free of lead data', async () => {
    const manifest = await as().get('/inbox/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-store');
    const body = (await manifest.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(body).toMatchObject({ start_url: '/inbox', scope: '/inbox/', display: 'standalone', theme_color: '#0f3d5e' });
    expect(body.icons.map((icon) => icon.purpose)).toContain('maskable');
    for (const icon of body.icons) {
      const png = await as().get(icon.src);
      expect(png.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await png.arrayBuffer());
      const size = Number(icon.sizes.split('x')[0]);
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
    }
    expect((await as().get('/inbox/icons/icon-192.png.map')).status).toBe(404);
    expect((await as().get('/inbox/icons/constructor')).status).toBe(404);

    const sw = await as().get('/inbox/sw.js');
    expect(sw.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(sw.headers.get('cache-control')).toBe('no-store');
    expect(sw.headers.get('content-security-policy')).toContain("default-src 'self'");
    const script = await sw.text();
    expect(script).not.toMatch(/caches|addEventListener\('fetch'/);

    const apple = await as().get('/apple-touch-icon.png');
    expect(apple.status).toBe(200);
    const page = await (await as().get('/inbox/alerts', cookies.get('owner@example.com'))).text();
    expect(page).toContain('<link rel="manifest" href="/inbox/manifest.webmanifest">');
    expect(page).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
  });

  it('holds alerts during quiet hours', async () => {
    const cookie = cookies.get('owner@example.com')!;
    const saved = await as().post('/inbox/alerts/quiet-hours', { quiet: 'on', starts: '21', ends: '6' }, { Cookie: cookie });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/inbox/alerts?saved=quiet');
    const ownerId = readRows<{ id: string }>(inbox.db, `SELECT id FROM user WHERE email = 'owner@example.com'`)[0]!.id;
    expect(readRows(inbox.db, 'SELECT owner_id, starts, ends FROM alert_quiet_hours')).toEqual([{ owner_id: ownerId, starts: 21, ends: 6 }]);
    expect((await as().post('/inbox/alerts/quiet-hours', { quiet: 'on', starts: '5', ends: '5' }, { Cookie: cookie })).status).toBe(400);
    expect((await as().post('/inbox/alerts/quiet-hours', { quiet: 'on', starts: '24', ends: '5' }, { Cookie: cookie })).status).toBe(400);
    expect((await as().post('/inbox/alerts/quiet-hours', { quiet: 'off' }, { Cookie: cookie })).status).toBe(303);
    expect(readRows(inbox.db, 'SELECT * FROM alert_quiet_hours')).toEqual([]);
  });
});

