// Photos sent with a quote request: the re-encoded copy and its thumbnail as BLOBs beside the
// lead, so a lead and its photos commit in one transaction and one backup copies both. The id
// is random and is the photo's address in the inbox, so one photo's address says nothing of
// another's.
export default `CREATE TABLE lead_photos (
     id TEXT PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     image BLOB NOT NULL,
     thumb BLOB NOT NULL,
     UNIQUE (lead_id, position)
   );`;
