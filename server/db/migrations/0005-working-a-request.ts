// Working a request in the inbox: when it was first opened, the estimate visit, timestamped
// notes with their author, a history of every change, and full-text search. The search index
// uses trigrams so any part of a name, e-mail or street matches, and keeps the phone's digits
// alone too, so "555-0188" and "7045550188" both find "(704) 555-0188".
export default `ALTER TABLE leads ADD COLUMN opened_at TEXT;
   ALTER TABLE leads ADD COLUMN estimate_at TEXT;
   CREATE TABLE lead_notes (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     author TEXT NOT NULL,
     body TEXT NOT NULL
   );
   CREATE INDEX lead_notes_lead ON lead_notes (lead_id, id);
   CREATE TABLE lead_events (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     kind TEXT NOT NULL,
     detail TEXT NOT NULL
   );
   CREATE INDEX lead_events_lead ON lead_events (lead_id, id);
   CREATE INDEX leads_status_received ON leads (status, received_at DESC, id DESC);
   CREATE INDEX leads_service_received ON leads (service, received_at DESC, id DESC);
   CREATE VIRTUAL TABLE leads_search USING fts5(name, phone, phone_digits, email, address, message, tokenize = 'trigram');
   CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
     INSERT INTO leads_search (rowid, name, phone, phone_digits, email, address, message)
     VALUES (new.id, new.name, new.phone,
       replace(replace(replace(replace(replace(replace(new.phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''),
       new.email, new.address, new.message);
   END;
   CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
     DELETE FROM leads_search WHERE rowid = old.id;
   END;
   CREATE TRIGGER leads_search_update AFTER UPDATE OF name, phone, email, address, message ON leads BEGIN
     DELETE FROM leads_search WHERE rowid = old.id;
     INSERT INTO leads_search (rowid, name, phone, phone_digits, email, address, message)
     VALUES (new.id, new.name, new.phone,
       replace(replace(replace(replace(replace(replace(new.phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''),
       new.email, new.address, new.message);
   END;
   INSERT INTO leads_search (rowid, name, phone, phone_digits, email, address, message)
     SELECT id, name, phone,
       replace(replace(replace(replace(replace(replace(phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''),
       email, address, message FROM leads;`;
