import type { LeadsDb } from '../leads/db.ts';
import { business as repositoryBusiness, siteUrl } from '../../src/config/business.ts';
import { businessFrom, type Business } from '../../src/config/business-facts.ts';
import type { BusinessFacts } from '../../src/config/business-schema.ts';

/**
 * The server's own reader of the business facts the live site states: those of the last
 * published revision, else the repository's. The confirmation e-mail, the no-JavaScript form
 * pages and the contact-link counter use it, so they say what the pages say after a publish.
 */
export function liveBusiness(db: LeadsDb): () => Business {
  const hasTable = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'site_revisions'`).get();
  if (!hasTable) return () => repositoryBusiness;
  const liveId = db.prepare(`SELECT id FROM site_revisions WHERE status = 'live' ORDER BY id DESC LIMIT 1`).pluck();
  const facts = db.prepare(`SELECT json_extract(snapshot, '$.business') FROM site_revisions WHERE id = ?`).pluck();
  let cached: { id: number; business: Business } | undefined;
  return () => {
    const id = liveId.get() as number | undefined;
    if (id === undefined) return repositoryBusiness;
    if (cached?.id !== id) cached = { id, business: businessFrom(JSON.parse(facts.get(id) as string) as BusinessFacts, siteUrl) };
    return cached.business;
  };
}
