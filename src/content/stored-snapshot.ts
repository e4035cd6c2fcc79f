/**
 * The owner's published snapshot in LEADS_DB as stored, before any
 * schema reads it. The build's content loaders and the site checks' stand-ins start here; it
 * imports no content module, so a stand-in that content imports can read it without a cycle.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';

/** Set by a publish (server/site/publish.ts): build this revision instead of the live one. */
export const revisionVariable = 'SITE_REVISION';

/**
 * The revision the build should use, its snapshot parsed from JSON only, or undefined when there
 * is none yet (no database, or nothing published: the repository's content is the site).
 */
export function readStoredRevision(env: NodeJS.ProcessEnv = process.env): { id: number; snapshot: unknown } | undefined {
  const dbPath = resolve(env.LEADS_DB?.trim() || 'data/leads.sqlite');
  const revision = env[revisionVariable]?.trim();
  if (!existsSync(dbPath)) {
    if (revision) throw new Error(`${revisionVariable}=${revision} but there is no database at ${dbPath}.`);
    return undefined;
  }
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const hasTable = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'site_revisions'`).get();
    if (!hasTable) {
      if (revision) throw new Error(`${revisionVariable}=${revision} but ${dbPath} holds no site revisions.`);
      return undefined;
    }
    const row = (
      revision
        ? db.prepare(`SELECT id, snapshot FROM site_revisions WHERE id = ?`).get(Number(revision))
        : db.prepare(`SELECT id, snapshot FROM site_revisions WHERE status = 'live' ORDER BY id DESC LIMIT 1`).get()
    ) as { id: number; snapshot: string } | undefined;
    if (!row) {
      if (revision) throw new Error(`Revision ${revision} is not in ${dbPath}.`);
      return undefined;
    }
    return { id: row.id, snapshot: JSON.parse(row.snapshot) as unknown };
  } finally {
    db.close();
  }
}
