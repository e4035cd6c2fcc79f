// The written quote (issue 41, docs/quotes.md). One quote per request, with versions: the draft is
// the version without a number; "Send quote" gives it the next number and freezes it. Money is
// integer cents, quantities integer thousandths, the tax rate integer basis points. The customer's
// links keep only a SHA-256 hash. A signature keeps the PDF as signed, so the file downloaded later
// is byte for byte the one whose hash is recorded. The follow-up settings are one row.
export default `CREATE TABLE quotes (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL UNIQUE REFERENCES leads(id) ON DELETE CASCADE,
     reminders_on INTEGER NOT NULL DEFAULT 1 CHECK (reminders_on IN (0, 1)),
     deposit_received_at TEXT,
     deposit_received_by TEXT,
     created_at TEXT NOT NULL
   );
   CREATE TABLE quote_versions (
     id INTEGER PRIMARY KEY,
     quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
     number INTEGER CHECK (number IS NULL OR number >= 1),
     note TEXT NOT NULL DEFAULT '',
     photo_ids TEXT NOT NULL DEFAULT '[]',
     valid_until TEXT NOT NULL,
     tax_rate_bp INTEGER NOT NULL DEFAULT 0 CHECK (tax_rate_bp BETWEEN 0 AND 10000),
     deposit_kind TEXT CHECK (deposit_kind IN ('percent', 'amount')),
     deposit_value INTEGER CHECK (deposit_value >= 0),
     payment_instructions TEXT NOT NULL DEFAULT '',
     updated_at TEXT NOT NULL,
     updated_by TEXT NOT NULL,
     sent_at TEXT,
     sent_by TEXT,
     CHECK ((number IS NULL) = (sent_at IS NULL)),
     CHECK ((deposit_kind IS NULL) = (deposit_value IS NULL))
   );
   CREATE UNIQUE INDEX quote_versions_number ON quote_versions (quote_id, number) WHERE number IS NOT NULL;
   CREATE UNIQUE INDEX quote_versions_draft ON quote_versions (quote_id) WHERE number IS NULL;
   CREATE TABLE quote_lines (
     version_id INTEGER NOT NULL REFERENCES quote_versions(id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     line_id TEXT NOT NULL,
     description TEXT NOT NULL,
     quantity_milli INTEGER NOT NULL CHECK (quantity_milli > 0),
     unit TEXT NOT NULL DEFAULT '',
     unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
     optional INTEGER NOT NULL DEFAULT 0 CHECK (optional IN (0, 1)),
     PRIMARY KEY (version_id, position),
     UNIQUE (version_id, line_id)
   ) WITHOUT ROWID;
   CREATE TABLE quote_links (
     token_hash TEXT PRIMARY KEY,
     quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
     created_at TEXT NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX quote_links_quote ON quote_links (quote_id);
   CREATE TABLE quote_events (
     id INTEGER PRIMARY KEY,
     quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('sent', 'opened', 'changes-requested', 'approved', 'declined', 'deposit-received', 'reminder-sent', 'call-today-alert')),
     version INTEGER,
     detail TEXT NOT NULL DEFAULT '{}'
   );
   CREATE INDEX quote_events_quote ON quote_events (quote_id, id);
   CREATE TABLE quote_signatures (
     quote_id INTEGER PRIMARY KEY REFERENCES quotes(id) ON DELETE CASCADE,
     version INTEGER NOT NULL,
     full_name TEXT NOT NULL,
     signed_at TEXT NOT NULL,
     client_ip TEXT,
     user_agent TEXT,
     chosen_line_ids TEXT NOT NULL,
     total_cents INTEGER NOT NULL,
     content_sha256 TEXT NOT NULL,
     pdf_sha256 TEXT NOT NULL,
     pdf BLOB NOT NULL
   );
   CREATE TABLE quote_settings (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     reminders_on INTEGER NOT NULL CHECK (reminders_on IN (0, 1)),
     first_reminder_days INTEGER NOT NULL CHECK (first_reminder_days BETWEEN 1 AND 60),
     last_reminder_days INTEGER NOT NULL CHECK (last_reminder_days BETWEEN 1 AND 60),
     call_today_days INTEGER NOT NULL CHECK (call_today_days BETWEEN 1 AND 60)
   );`;
