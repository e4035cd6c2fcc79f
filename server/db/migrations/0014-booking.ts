// Booking the estimate visit (docs/booking.md). The owner's schedule is one JSON row
// (windows, capacity, notice, horizon, switches) plus the calendar feed's secret, kept in
// clear because the Schedule tab shows the link; days off are ranges of Charlotte days. A
// request has at most one visit (booking again moves it), stored as a wall-clock window
// (day, start and end minutes, zone) so it keeps its local time across DST; `uid` and
// `sequence` are its calendar identity. The customer's links are random tokens of which only
// a SHA-256 hash is kept.
export default `CREATE TABLE schedule_settings (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     data TEXT NOT NULL,
     feed_token TEXT,
     summary_day TEXT
   );
   CREATE TABLE schedule_days_off (
     id INTEGER PRIMARY KEY,
     first TEXT NOT NULL,
     last TEXT NOT NULL,
     CHECK (first <= last)
   );
   CREATE TABLE booking_tokens (
     token_hash TEXT PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('book', 'visit')),
     created_at TEXT NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX booking_tokens_lead ON booking_tokens (lead_id);
   CREATE TABLE visits (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL UNIQUE REFERENCES leads(id) ON DELETE CASCADE,
     uid TEXT NOT NULL UNIQUE,
     sequence INTEGER NOT NULL DEFAULT 0,
     day TEXT NOT NULL,
     start_min INTEGER NOT NULL CHECK (start_min BETWEEN 0 AND 1439),
     end_min INTEGER NOT NULL CHECK (end_min > start_min AND end_min <= 1440),
     zone TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled', 'done', 'no-show')),
     status_before TEXT NOT NULL,
     cancel_reason TEXT,
     booked_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX visits_day ON visits (day, start_min);`;
