// Insights (docs/architecture.md section 7). A request keeps the page that sent the visitor to the
// form, which is now a path only (the query the Referer carried may hold the estimator's
// words, and is dropped from older rows), plus the referring site and the campaign tags
// when /contact was the landing page. Page views and contact clicks are counts per day and
// page: nothing in these tables says who visited.
export default `ALTER TABLE leads ADD COLUMN referrer_host TEXT;
   ALTER TABLE leads ADD COLUMN utm_source TEXT;
   ALTER TABLE leads ADD COLUMN utm_medium TEXT;
   ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
   UPDATE leads SET source = substr(source, 1, instr(source, '?') - 1) WHERE instr(source, '?') > 0;
   CREATE TABLE page_views (
     day TEXT NOT NULL,
     path TEXT NOT NULL,
     views INTEGER NOT NULL,
     PRIMARY KEY (day, path)
   ) WITHOUT ROWID;
   CREATE TABLE contact_clicks (
     day TEXT NOT NULL,
     path TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('call', 'text', 'email')),
     clicks INTEGER NOT NULL,
     PRIMARY KEY (day, path, kind)
   ) WITHOUT ROWID;`;
