/**
 * What a build publishes: the repository's content overridden by the owner's published
 * snapshot in LEADS_DB. The build's content loaders (src/content.config.ts) and its social
 * images (scripts/postbuild.ts) read it here; no page or component opens the database.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { siteUrl } from '../../src/config/business.ts';
import { siteDefaults } from '../../src/content/site-defaults.ts';
import { businessFrom, type Business } from '../../src/config/business-facts.ts';
import { siteSnapshot, type SiteSnapshot } from '../../src/content/site-schema.ts';
import { revisionReader } from './store.ts';
import { revisionVariable } from './stored-snapshot.ts';

export { revisionVariable };

/**
 * The published revision the build should use (its id and snapshot), or undefined when there
 * is none yet (no database, or nothing published: the repository's content is the site). A
 * snapshot that fails the editor's schemas stops the build with the schema's message.
 */
export function readPublishedRevision(env: NodeJS.ProcessEnv = process.env): { id: number; snapshot: SiteSnapshot } | undefined {
  const dbPath = resolve(env.LEADS_DB?.trim() || 'data/leads.sqlite');
  const revision = env[revisionVariable]?.trim();
  if (!existsSync(dbPath)) {
    if (revision) throw new Error(`${revisionVariable}=${revision} but there is no database at ${dbPath}.`);
    return undefined;
  }
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const revisions = revisionReader(db);
    const id = revision ? Number(revision) : revisions.liveId();
    const snapshot = id === undefined ? undefined : revisions.snapshot(id);
    if (id === undefined || !snapshot) {
      if (revision) throw new Error(`Revision ${revision} is not in ${dbPath}.`);
      return undefined;
    }
    return { id, snapshot: siteSnapshot.parse(snapshot) };
  } finally {
    db.close();
  }
}

export function readPublishedSnapshot(env: NodeJS.ProcessEnv = process.env): SiteSnapshot | undefined {
  return readPublishedRevision(env)?.snapshot;
}

/** The content a build renders: the published snapshot, or the repository's own. */
export function effectiveContent(env: NodeJS.ProcessEnv = process.env): SiteSnapshot {
  return readPublishedSnapshot(env) ?? siteDefaults();
}

let built: Business | undefined;

/**
 * The business as this build states it, for build steps outside Astro's page rendering (the
 * social images in scripts/postbuild.ts): read once, like the content collections.
 */
export function builtBusiness(): Business {
  built ??= businessFrom(effectiveContent().business, siteUrl);
  return built;
}
