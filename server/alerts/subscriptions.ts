import { z } from 'zod';
import type { LeadsDb } from '../db/open.ts';
import { ownerIds } from '../auth/owners.ts';
import { endpointProblem, type Loopback } from './endpoint.ts';
import type { OwnerDevice } from '../../src/lib/alerts-view.ts';

/** A PushSubscription's JSON is a few hundred bytes; anything much larger is not one. */
export const maxSubscriptionBytes = 4096;

/** Each request is one push per device: a bound keeps one owner's list (and each request's sends) small. */
export const maxDevicesPerOwner = 10;

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
const keyOfLength = (name: string, bytes: number, check: (key: Buffer) => boolean = () => true) =>
  z
    .string({ error: `keys.${name} is missing.` })
    .max(200)
    .refine((value) => base64url.test(value) && Buffer.from(value, 'base64url').length === bytes && check(Buffer.from(value, 'base64url')), {
      error: `keys.${name} is not a ${bytes}-byte base64url key.`,
    });

/** What `JSON.stringify(pushSubscription)` gives, as RFC 8291 needs it. */
const subscriptionSchema = z.object({
  endpoint: z.string({ error: 'endpoint is missing.' }).max(2048, { error: 'endpoint is longer than 2,048 characters.' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point.
      p256dh: keyOfLength('p256dh', 65, (key) => key[0] === 4),
      auth: keyOfLength('auth', 16),
    },
    { error: 'keys is missing.' },
  ),
});

export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
}

export type ParsedSubscription = { ok: true; endpoint: string; p256dh: string; auth: string } | { ok: false; message: string };

/** Reads a subscription from a request body; the message says what is wrong in words. */
export function parseSubscription(body: unknown, options: Loopback): ParsedSubscription {
  const parsed = subscriptionSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: `This is not a push subscription: ${parsed.error.issues.map((issue) => issue.message).join(' ')}` };
  const problem = endpointProblem(parsed.data.endpoint, options);
  if (problem) return { ok: false, message: problem };
  const { endpoint, keys } = parsed.data;
  return { ok: true, endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/** The devices that get alerts, per owner. */
export function pushSubscriptions(db: LeadsDb) {
  const upsert = db.prepare(
    `INSERT INTO push_subscriptions (owner_id, endpoint, p256dh, auth, device, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET owner_id = excluded.owner_id, p256dh = excluded.p256dh, auth = excluded.auth,
       device = excluded.device, created_at = excluded.created_at
     RETURNING id`,
  );
  const forOwner = db.prepare(`SELECT id, device, created_at AS createdAt FROM push_subscriptions WHERE owner_id = ? ORDER BY id`);
  const target = db.prepare(`SELECT id, endpoint, p256dh, auth, device FROM push_subscriptions WHERE id = ?`);
  const ownersTarget = db.prepare(`SELECT id, endpoint, p256dh, auth, device FROM push_subscriptions WHERE id = ? AND owner_id = ?`);
  const total = db.prepare(`SELECT count(*) FROM push_subscriptions`).pluck();
  const known = db.prepare(`SELECT 1 FROM push_subscriptions WHERE endpoint = ?`).pluck();
  const remove = db.prepare(`DELETE FROM push_subscriptions WHERE id = ?`);
  const removeOwners = db.prepare(`DELETE FROM push_subscriptions WHERE id = ? AND owner_id = ?`);
  const removeAll = db.prepare(`DELETE FROM push_subscriptions WHERE owner_id = ?`);

  return {
    /** Stores a device for an owner; the same endpoint again (a renewed subscription) replaces the old row. */
    save: (ownerId: string, subscription: { endpoint: string; p256dh: string; auth: string }, device: string, now: Date): number =>
      upsert.pluck().get(ownerId, subscription.endpoint, subscription.p256dh, subscription.auth, device, now.toISOString()) as number,
    devices: (ownerId: string) => forOwner.all(ownerId) as OwnerDevice[],
    /** Devices of all owners together. */
    count: () => total.get() as number,
    /** Whether a device is stored already (turning alerts on again renews it, whatever the limit). */
    isKnown: (endpoint: string) => known.get(endpoint) !== undefined,
    target: (id: number) => target.get(id) as PushTarget | undefined,
    ownersTarget: (id: number, ownerId: string) => ownersTarget.get(id, ownerId) as PushTarget | undefined,
    remove: (id: number) => remove.run(id).changes > 0,
    removeOwners: (id: number, ownerId: string) => removeOwners.run(id, ownerId).changes > 0,
    /** Sign out everywhere: the owner's phones stop ringing too. */
    removeAll: (ownerId: string) => removeAll.run(ownerId).changes,
  };
}

export type PushSubscriptions = ReturnType<typeof pushSubscriptions>;

/**
 * Ends the alerts and quiet hours of owners who no longer exist, however they were removed.
 * Runs once Better Auth's user table exists (server/inbox/index.ts, scripts/owner.ts).
 */
export function endAlertsOfRemovedOwners(db: LeadsDb): void {
  // Better Auth's user table is the auth area's: its owners come as a JSON list.
  const devices = db.prepare(`DELETE FROM push_subscriptions WHERE owner_id NOT IN (SELECT value FROM json_each(?))`);
  const quietHours = db.prepare(`DELETE FROM alert_quiet_hours WHERE owner_id NOT IN (SELECT value FROM json_each(?))`);
  db.transaction(() => {
    const owners = JSON.stringify(ownerIds(db));
    devices.run(owners);
    quietHours.run(owners);
  })();
}
