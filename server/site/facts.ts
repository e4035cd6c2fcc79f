import type { LeadsDb } from '../db/open.ts';
import { businessDefaults } from '../../src/config/business-defaults.ts';
import { businessFrom, type Business } from '../../src/config/business-facts.ts';
import { revisionReader } from './store.ts';

/**
 * The server's one reader of the business facts at run time: those of the latest published
 * revision, else the repository's (nothing was ever published, so the repository's content is
 * the site). Pages rendered on demand (booking, visit, inbox, the 503 page), e-mails, alerts,
 * the inbox's manifest, the passkey prompt and the no-JavaScript form pages all read it, so they
 * say what the owner published, whichever build the server started from. `siteUrl` is SITE_URL's
 * origin (server/config.ts).
 */
export function liveBusiness(db: LeadsDb, siteUrl: string): () => Business {
  const revisions = revisionReader(db);
  const repository = businessFrom(businessDefaults, siteUrl);
  let cached: { id: number; business: Business } | undefined;
  return () => {
    const id = revisions.liveId();
    if (id === undefined) return repository;
    if (cached?.id !== id) cached = { id, business: businessFrom(revisions.snapshot(id)!.business, siteUrl) };
    return cached.business;
  };
}
