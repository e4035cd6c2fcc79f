/**
 * What a build publishes: the repository's content overridden by the owner's published
 * snapshot in LEADS_DB. The build's content loaders (src/content.config.ts), the content
 * modules that list published entries (work.ts, article-renames.ts) and its social images
 * (scripts/postbuild.ts) read it here, on the content floor, which they all may import; no
 * page or component opens the database.
 */
import { siteUrl } from '../config/business.ts';
import { siteDefaults } from './site-defaults.ts';
import { businessFrom, type Business } from '../config/business-facts.ts';
import { siteSnapshot, type SiteSnapshot } from './site-schema.ts';
export { revisionVariable } from './stored-snapshot.ts';
import { readStoredRevision } from './stored-snapshot.ts';

/**
 * The published revision the build should use (its id and snapshot), or undefined when there
 * is none yet (no database, or nothing published: the repository's content is the site). A
 * snapshot that fails the editor's schemas stops the build with the schema's message.
 */
export function readPublishedRevision(env: NodeJS.ProcessEnv = process.env): { id: number; snapshot: SiteSnapshot } | undefined {
  const stored = readStoredRevision(env);
  return stored && { id: stored.id, snapshot: siteSnapshot.parse(stored.snapshot) };
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
