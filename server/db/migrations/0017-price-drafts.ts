// The owner's price list (issue 40) is a Site kind of its own: the drafts' kind check lets it in.
export default `CREATE TABLE site_drafts_next (
     kind TEXT NOT NULL CHECK (kind IN ('business', 'review', 'work', 'article', 'price')),
     id TEXT NOT NULL,
     position INTEGER NOT NULL,
     data TEXT NOT NULL,
     version INTEGER NOT NULL,
     updated_by TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     PRIMARY KEY (kind, id)
   );
   INSERT INTO site_drafts_next SELECT kind, id, position, data, version, updated_by, updated_at FROM site_drafts;
   DROP TABLE site_drafts;
   ALTER TABLE site_drafts_next RENAME TO site_drafts;`;
