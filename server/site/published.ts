/**
 * What a build publishes: the repository's content overridden by the owner's published
 * snapshot in LEADS_DB. The build's content loaders (src/content.config.ts) and its social
 * images (scripts/postbuild.ts) read it here; no page or component opens the database.
 */
import { siteUrl } from '../../src/config/business.ts';
import { siteDefaults } from '../../src/content/site-defaults.ts';
import { businessFrom, type Business } from '../../src/config/business-facts.ts';
import { siteSnapshot, type SiteSnapshot } from '../../src/content/site-schema.ts';
import { readStoredSnapshot } from './stored-snapshot.ts';

export { revisionVariable } from './stored-snapshot.ts';

/**
 * The published snapshot the build should use, or undefined when there is none yet. A snapshot
 * that fails the editor's schemas stops the build with the schema's message.
 */
export function readPublishedSnapshot(env: NodeJS.ProcessEnv = process.env): SiteSnapshot | undefined {
  const stored = readStoredSnapshot(env);
  return stored === undefined ? undefined : siteSnapshot.parse(stored);
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
