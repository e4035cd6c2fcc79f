// The owner's site content (server/site): drafts per kind and id with a version for optimistic
// concurrency, and one revision per publish holding the full snapshot it built. At most one
// revision is 'building' at a time, across processes too (the partial unique index).
export default `CREATE TABLE site_drafts (
     kind TEXT NOT NULL CHECK (kind IN ('business', 'review', 'work', 'article')),
     id TEXT NOT NULL,
     position INTEGER NOT NULL,
     data TEXT NOT NULL,
     version INTEGER NOT NULL,
     updated_by TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     PRIMARY KEY (kind, id)
   );
   CREATE TABLE site_seeded (kind TEXT PRIMARY KEY);
   CREATE TABLE site_revisions (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     created_by TEXT NOT NULL,
     summary TEXT NOT NULL,
     snapshot TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('building', 'live', 'failed')),
     finished_at TEXT,
     error TEXT,
     restored_from INTEGER REFERENCES site_revisions(id)
   );
   CREATE UNIQUE INDEX site_one_build ON site_revisions (status) WHERE status = 'building';
   CREATE INDEX site_revisions_live ON site_revisions (status, id DESC);`;
