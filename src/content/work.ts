/**
 * "Recent work" entries the site shows (src/content/work-schema.ts). The repository keeps
 * none: job photos come from the owner's uploads, published from /inbox/site/work. The content
 * collection `work` (src/content.config.ts) and the build step that writes the photo files
 * both read siteWork().
 */
import { readFileSync } from 'node:fs';
import { effectiveContent } from './published-snapshot.ts';

/** Entries kept in the repository, shown under the owner's published ones. */
export const defaultWork: readonly unknown[] = [];

/**
 * The owner's published entries that are not hidden, in the owner's order, as the public
 * schema has them (the draft id is the entry id). WORK_ENTRIES_FILE, when set, names a JSON
 * list to use instead (the seeded build of npm run build:sample-work).
 */
export function publishedWork(): readonly unknown[] {
  const file = process.env.WORK_ENTRIES_FILE?.trim();
  if (!file) {
    return effectiveContent()
      .work.filter((item) => !item.data.hidden)
      .map(({ id, data: { hidden: _hidden, ...entry } }) => ({ id, ...entry }));
  }
  const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`WORK_ENTRIES_FILE=${JSON.stringify(file)} must hold a JSON list of work entries.`);
  return entries;
}

let site: readonly unknown[] | undefined;

/**
 * What the site shows: published entries, then the repository's, an id already shown skipped.
 * Read once per build, like the content collections. Not validated here: the collection's
 * schema and the build step report what is wrong.
 */
export function siteWork(): readonly unknown[] {
  if (site) return site;
  const seen = new Set<unknown>();
  site = [...publishedWork(), ...defaultWork].filter((entry) => {
    const id = (entry as { id?: unknown } | null)?.id;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return site;
}
