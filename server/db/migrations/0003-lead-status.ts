// The owner's inbox: a status per request, newest-first listing.
export default `ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'New'
     CHECK (status IN ('New', 'Contacted', 'Estimate scheduled', 'Quoted', 'Won', 'Lost', 'Spam'));
   CREATE INDEX leads_received ON leads (received_at DESC, id DESC);`;
