import { openLeadsDb } from '../../server/db/open.ts';
import { siteStore } from '../../server/site/store.ts';

/**
 * Records the drafts as a live revision through the store, as a publish does, without building
 * it: what the editor reads of past publishes (whether a renamed article was on the site, which
 * revisions can be restored) without another real build. The public pages stay as they were.
 */
export function recordLiveRevision(db: string, actor = 'owner@example.com'): number {
  const leads = openLeadsDb(db);
  try {
    const store = siteStore(leads);
    const begun = store.beginRevision(store.draftSnapshot(), actor);
    if (!begun.ok) throw new Error(`the revision was refused: ${JSON.stringify(begun)}`);
    store.finishRevision(begun.revision.id, { ok: true });
    return begun.revision.id;
  } finally {
    leads.close();
  }
}
