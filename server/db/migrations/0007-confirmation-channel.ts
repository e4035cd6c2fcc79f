// The customer's confirmation e-mail is a third outbox channel. SQLite cannot change a CHECK
// constraint in place, so the table is rebuilt with every job kept, ids included; nothing
// references outbox, so the swap is safe with foreign keys on. The request page lists a
// lead's jobs, hence the index on lead_id.
export default `CREATE TABLE outbox_next (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
     channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'confirmation')),
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     sent_at TEXT
   );
   INSERT INTO outbox_next (id, lead_id, channel, status, attempts, next_attempt_at, last_error, sent_at)
     SELECT id, lead_id, channel, status, attempts, next_attempt_at, last_error, sent_at FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_next RENAME TO outbox;
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
   CREATE INDEX outbox_lead ON outbox (lead_id, id);`;
