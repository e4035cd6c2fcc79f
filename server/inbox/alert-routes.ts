import { Hono } from 'hono';
import type { Alerts } from '../alerts/index.ts';
import { SubscriptionGone } from '../alerts/push.ts';
import { maxDevicesPerOwner, maxSubscriptionBytes } from '../alerts/subscriptions.ts';
import { deviceName } from '../alerts/device.ts';
import type { AuditLog } from '../auth/audit.ts';
import type { SignedIn } from '../auth/sessions.ts';
import { clientAddress, mediaType } from '../client-request.ts';
import { parseLeadId } from '../../src/lib/lead-contact.ts';
import { passCookies } from './route-context.ts';

type Env = { Variables: { signedIn: SignedIn } };

/** How "Send a test alert" went, named in the alerts page's address. */
export type TestOutcome = 'sent' | 'gone' | 'failed';

/**
 * The alerts page's actions, mounted under /inbox/alerts behind the session check: the VAPID
 * public key the page subscribes with, storing a device's subscription (JSON, from the page's script), stopping one, a test alert,
 * and quiet hours (plain forms).
 */
export function alertRoutes({ alerts, audit, trustProxy }: { alerts: Alerts; audit: AuditLog; trustProxy: boolean }) {
  const routes = new Hono<Env>();
  const back = (query: string) => `/inbox/alerts?${query}`;

  routes.get('/key', (c) => {
    passCookies(c, c.get('signedIn').setCookies);
    return c.text(alerts.publicKey);
  });

  routes.post('/subscriptions', async (c) => {
    if (mediaType(c) !== 'application/json') return c.json({ error: 'Send the subscription as JSON (Content-Type: application/json).' }, 415);
    const bytes = await c.req.arrayBuffer().catch(() => null);
    if (!bytes) return c.json({ error: 'The subscription could not be read.' }, 400);
    if (bytes.byteLength > maxSubscriptionBytes) return c.json({ error: `A subscription is at most ${maxSubscriptionBytes} bytes.` }, 413);
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return c.json({ error: 'The subscription is not valid JSON.' }, 400);
    }
    const parsed = alerts.parse(body);
    if (!parsed.ok) return c.json({ error: parsed.message }, 422);
    const { owner } = c.get('signedIn');
    if (alerts.subscriptions.devices(owner.id).length >= maxDevicesPerOwner && !alerts.subscriptions.isKnown(parsed.endpoint)) {
      return c.json({ error: `You already get alerts on ${maxDevicesPerOwner} devices. Stop alerts on one you no longer use, then try again.` }, 422);
    }
    const device = deviceName(c.req.header('user-agent'));
    const id = alerts.subscriptions.save(owner.id, parsed, device, new Date());
    audit.record(owner.email, 'alerts turned on', clientAddress(c, { trustProxy }));
    return c.json({ id, device }, 201);
  });

  routes.post('/subscriptions/:id/stop', (c) => {
    const id = parseLeadId(c.req.param('id'));
    const { owner } = c.get('signedIn');
    if (id === null || !alerts.subscriptions.removeOwners(id, owner.id)) return c.text('That device does not get your alerts (any more).', 404);
    audit.record(owner.email, 'alerts stopped on a device', clientAddress(c, { trustProxy }));
    return c.redirect(back('saved=stopped'), 303);
  });

  routes.post('/subscriptions/:id/test', async (c) => {
    const id = parseLeadId(c.req.param('id'));
    const { owner } = c.get('signedIn');
    let outcome: TestOutcome = 'sent';
    try {
      if (id === null || !(await alerts.sendTest(id, owner.id))) return c.text('That device does not get your alerts (any more).', 404);
    } catch (error) {
      outcome = error instanceof SubscriptionGone ? 'gone' : 'failed';
    }
    return c.redirect(back(`test=${outcome}`), 303);
  });

  routes.post('/quiet-hours', async (c) => {
    const body = await c.req.parseBody().catch(() => null);
    if (!body) return c.text('The form could not be read. Go back and send it again.', 400);
    const hour = (name: string) => {
      const value = body[name];
      return typeof value === 'string' && /^\d{1,2}$/.test(value) && Number(value) <= 23 ? Number(value) : null;
    };
    const { owner } = c.get('signedIn');
    if (body.quiet !== 'on') {
      alerts.quietHours.set(owner.id, null);
      return c.redirect(back('saved=quiet'), 303);
    }
    const starts = hour('starts');
    const ends = hour('ends');
    if (starts === null || ends === null) return c.text('Choose the hour quiet hours start and the hour they end.', 400);
    if (starts === ends) return c.text('Quiet hours must start and end at different hours.', 400);
    alerts.quietHours.set(owner.id, { starts, ends });
    return c.redirect(back('saved=quiet'), 303);
  });

  return routes;
}
