// Alerts that are not a new request (a booked visit, an off-site copy that lags) go through the
// same outbox: a job may belong to no request, and carries its own alert text as JSON in
// `payload`. The channel is checked by the code's Channel type rather than a CHECK, so a new
// kind of job needs no table rebuild (rebuilt as before to drop the NOT NULL and the CHECK).
export default `CREATE TABLE outbox_next (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER REFERENCES leads(id) ON DELETE CASCADE,
     channel TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     sent_at TEXT,
     subscription_id INTEGER REFERENCES push_subscriptions(id) ON DELETE SET NULL,
     device TEXT,
     held INTEGER NOT NULL DEFAULT 0,
     payload TEXT
   );
   INSERT INTO outbox_next (id, lead_id, channel, status, attempts, next_attempt_at, last_error, sent_at, subscription_id, device, held)
     SELECT id, lead_id, channel, status, attempts, next_attempt_at, last_error, sent_at, subscription_id, device, held FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_next RENAME TO outbox;
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
   CREATE INDEX outbox_lead ON outbox (lead_id, id);
   CREATE INDEX outbox_subscription ON outbox (subscription_id);`;
