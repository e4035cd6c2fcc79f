import { getCollection } from 'astro:content';
import type { WorkEntry } from '../content/work-schema.ts';
import { siteWork } from '../content/work.ts';
import { newestWorkFirst } from './work.ts';

/**
 * Every job of the `work` collection, newest first, for the pages that show them. A site
 * without job photos is the normal start, so the empty collection is not asked for: Astro
 * would warn that it "does not exist or is empty" once for every page that shows a strip.
 */
export async function workEntries(): Promise<WorkEntry[]> {
  if (siteWork().length === 0) return [];
  return newestWorkFirst((await getCollection('work')).map((entry) => entry.data));
}
