// One state machine for a visit (`change` in server/schedule/visit-change.ts): a request keeps every visit it had,
// so a recorded outcome (done, no-show, cancelled) is never overwritten by a new booking; at
// most one visit per request is booked at a time, which the partial unique index holds even
// against a bug. A customer's visit link names its visit, not only the request.
export default `CREATE TABLE visits_next (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
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
   INSERT INTO visits_next SELECT id, lead_id, uid, sequence, day, start_min, end_min, zone, status, status_before, cancel_reason, booked_at, updated_at FROM visits;
   DROP TABLE visits;
   ALTER TABLE visits_next RENAME TO visits;
   CREATE INDEX visits_day ON visits (day, start_min);
   CREATE INDEX visits_lead ON visits (lead_id, id);
   CREATE UNIQUE INDEX visits_one_booked ON visits (lead_id) WHERE status = 'booked';
   ALTER TABLE booking_tokens ADD COLUMN visit_id INTEGER REFERENCES visits(id) ON DELETE CASCADE;`;
