import { alertTime, type QuietHours } from '../../src/lib/quiet-hours.ts';
import type { LeadsDb } from '../db/open.ts';
import { outboxStore } from '../db/outbox.ts';

/**
 * Queues one push job per device of every owner, each held until the end of its owner's quiet
 * hours. Call the returned function inside the transaction of the change it reports.
 */
export function alertQueue(db: LeadsDb) {
  const outbox = outboxStore(db);
  const targets = db.prepare(
    `SELECT s.id, s.device, q.starts, q.ends FROM push_subscriptions s LEFT JOIN alert_quiet_hours q ON q.owner_id = s.owner_id ORDER BY s.id`,
  );
  /** `payload` is the alert's own JSON, or null for a new request's alert (the sender writes it from the request). */
  return (leadId: number | null, payload: string | null, now: Date) => {
    for (const target of targets.all() as { id: number; device: string; starts: number | null; ends: number | null }[]) {
      const quiet: QuietHours | null = target.starts === null || target.ends === null ? null : { starts: target.starts, ends: target.ends };
      const at = alertTime(now, quiet);
      outbox.queuePush(leadId, payload, { subscriptionId: target.id, device: target.device, at, held: at > now });
    }
  };
}
