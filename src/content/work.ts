/**
 * "Recent work" entries the site shows (src/content/work-schema.ts). The repository keeps
 * none: job photos come from the owner's uploads. The content collection `work`
 * (src/content.config.ts) and the build step that writes the photo files both read siteWork().
 */
import { readFileSync } from 'node:fs';

/** Entries kept in the repository, shown under the owner's published ones. */
export const defaultWork: readonly unknown[] = [];

/**
 * The owner's published entries, newest first. Until the site store publishes them, a build
 * takes them from the JSON file WORK_ENTRIES_FILE names (the tests' seeded build), else none.
 */
export function publishedWork(): readonly unknown[] {
  const file = process.env.WORK_ENTRIES_FILE?.trim();
  if (!file) return [];
  const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`WORK_ENTRIES_FILE=${JSON.stringify(file)} must hold a JSON list of work entries.`);
  return entries;
}

/**
 * What the site shows: published entries, then the repository's, an id already shown skipped.
 * Not validated here: the collection's schema and the build step report what is wrong.
 */
export function siteWork(): readonly unknown[] {
  const seen = new Set<unknown>();
  return [...publishedWork(), ...defaultWork].filter((entry) => {
    const id = (entry as { id?: unknown } | null)?.id;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
