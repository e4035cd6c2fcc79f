import type { QuietHours } from '../../src/lib/quiet-hours.ts';
import type { LeadsDb } from '../db/open.ts';

/** Each owner's quiet hours (off when there is no row). */
export function quietHoursStore(db: LeadsDb) {
  const get = db.prepare(`SELECT starts, ends FROM alert_quiet_hours WHERE owner_id = ?`);
  const ofDevice = db.prepare(
    `SELECT q.starts, q.ends FROM alert_quiet_hours q JOIN push_subscriptions s ON s.owner_id = q.owner_id WHERE s.id = ?`,
  );
  const set = db.prepare(
    `INSERT INTO alert_quiet_hours (owner_id, starts, ends) VALUES (?, ?, ?) ON CONFLICT (owner_id) DO UPDATE SET starts = excluded.starts, ends = excluded.ends`,
  );
  const clear = db.prepare(`DELETE FROM alert_quiet_hours WHERE owner_id = ?`);
  const every = db.prepare(`SELECT starts, ends FROM alert_quiet_hours`);
  return {
    get: (ownerId: string) => (get.get(ownerId) as QuietHours | undefined) ?? null,
    ofDevice: (subscriptionId: number) => (ofDevice.get(subscriptionId) as QuietHours | undefined) ?? null,
    /** Every owner's quiet hours: a customer's reminder e-mail waits for all of them. */
    all: () => every.all() as QuietHours[],
    set: (ownerId: string, quiet: QuietHours | null) => (quiet ? set.run(ownerId, quiet.starts, quiet.ends) : clear.run(ownerId)),
  };
}

export type QuietHoursStore = ReturnType<typeof quietHoursStore>;
