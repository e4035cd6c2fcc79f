export default `CREATE TABLE leads (
     id INTEGER PRIMARY KEY,
     received_at TEXT NOT NULL,
     name TEXT NOT NULL,
     phone TEXT NOT NULL,
     email TEXT NOT NULL,
     address TEXT NOT NULL DEFAULT '',
     service TEXT NOT NULL,
     message TEXT NOT NULL,
     client_ip TEXT,
     user_agent TEXT,
     idempotency_key TEXT UNIQUE
   );
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
     channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`;
