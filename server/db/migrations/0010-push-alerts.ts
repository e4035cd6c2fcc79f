// Alerts on the owner's phone (docs/architecture.md section 10.6): each device an owner turned alerts on
// for (no foreign key to Better Auth's user table, which is created after these steps: the
// owner's removal deletes them, and the inbox sweeps any left without an owner); quiet hours per owner on Charlotte's clock; and a push per device
// and request as a fourth outbox channel (rebuilt as before to change its CHECK). A push job
// keeps the device's name, so the request's page still says where it went after the device is
// gone; `held` marks a job kept back by quiet hours, sent with the others as one summary.
// A request is answered at its first status change away from New, note, or Call/Text/E-mail
// tap in the inbox; older requests take that time from their history.
export default `CREATE TABLE push_subscriptions (
     id INTEGER PRIMARY KEY,
     owner_id TEXT NOT NULL,
     endpoint TEXT NOT NULL UNIQUE,
     p256dh TEXT NOT NULL,
     auth TEXT NOT NULL,
     device TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX push_subscriptions_owner ON push_subscriptions (owner_id);
   CREATE TABLE alert_quiet_hours (
     owner_id TEXT PRIMARY KEY,
     starts INTEGER NOT NULL CHECK (starts BETWEEN 0 AND 23),
     ends INTEGER NOT NULL CHECK (ends BETWEEN 0 AND 23 AND ends <> starts)
   );
   CREATE TABLE outbox_next (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
     channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'confirmation', 'push')),
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     sent_at TEXT,
     subscription_id INTEGER REFERENCES push_subscriptions(id) ON DELETE SET NULL,
     device TEXT,
     held INTEGER NOT NULL DEFAULT 0
   );
   INSERT INTO outbox_next (id, lead_id, channel, status, attempts, next_attempt_at, last_error, sent_at)
     SELECT id, lead_id, channel, status, attempts, next_attempt_at, last_error, sent_at FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_next RENAME TO outbox;
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
   CREATE INDEX outbox_lead ON outbox (lead_id, id);
   CREATE INDEX outbox_subscription ON outbox (subscription_id);
   ALTER TABLE leads ADD COLUMN answered_at TEXT;
   UPDATE leads SET answered_at = (
     SELECT min(at) FROM lead_events e
     WHERE e.lead_id = leads.id AND (e.kind = 'note' OR (e.kind = 'status' AND json_extract(e.detail, '$.from') = 'New'))
   );
   CREATE INDEX leads_answered ON leads (received_at, answered_at);`;
