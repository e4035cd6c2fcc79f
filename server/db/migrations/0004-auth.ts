// The inbox sign-in: the generated auth secret, per-account lockout and the audit trail.
// Better Auth creates its own tables (user, session, account, passkey, rateLimit) beside these.
export default `CREATE TABLE auth_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
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
   );`;
