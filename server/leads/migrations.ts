/**
 * Schema of the lead store, applied in order; PRAGMA user_version records how many ran.
 * Append new steps, never edit a shipped one.
 */
export const migrations: readonly string[] = [
  `CREATE TABLE leads (
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
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  // One row, rewritten by GET /healthz: a committed write is the only proof the file still takes writes.
  `CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);`,
  // The owner's inbox: a status per request, newest-first listing.
  `ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'New'
     CHECK (status IN ('New', 'Contacted', 'Estimate scheduled', 'Quoted', 'Won', 'Lost', 'Spam'));
   CREATE INDEX leads_received ON leads (received_at DESC, id DESC);`,
  // The inbox sign-in: the generated auth secret, per-account lockout and the audit trail.
  // Better Auth creates its own tables (user, session, account, passkey, rateLimit) beside these.
  `CREATE TABLE auth_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE sign_in_failures (
     email TEXT PRIMARY KEY,
     failures INTEGER NOT NULL,
     first_failed_at INTEGER NOT NULL,
     locked_until INTEGER
   );
   CREATE TABLE auth_audit (
     id INTEGER PRIMARY KEY,
     at TEXT NOT NULL,
     email TEXT NOT NULL,
     outcome TEXT NOT NULL,
     client_ip TEXT
   );`,
];
