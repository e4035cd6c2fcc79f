// One row, rewritten by GET /healthz: a committed write is the only proof the file still takes writes.
export default `CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);`;
