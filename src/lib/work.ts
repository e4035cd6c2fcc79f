import type { ServiceAreaCity } from '../config/business.ts';
import type { WorkEntry, WorkPhoto } from '../content/work-schema.ts';
import type { ServiceSlug } from '../content/services.ts';

/** Newest job first (by the month it was finished); entries of one month keep their order. */
export function newestWorkFirst(entries: readonly WorkEntry[]): WorkEntry[] {
  return [...entries].sort((a, b) => b.month.localeCompare(a.month));
}

/** Grid columns a job takes: a before/after pair spans two, so its photos match a single one's size. */
export function workColumns(entry: Pick<WorkEntry, 'shot'>): 1 | 2 {
  return entry.shot.kind === 'before-after' ? 2 : 1;
}

/** Columns of a strip, one row below the fold: three on the home page, two in a service or area page's main column. */
export const workStripColumns = { home: 3, page: 2 } as const;

/**
 * The jobs of one service or in one town (newest first, from an ordered list) that fill one
 * row of `columns`: a job that does not fit the space left is passed over for a later one that
 * does. Empty means the page shows no strip.
 */
export function workFor(entries: readonly WorkEntry[], match: { service?: ServiceSlug; town?: ServiceAreaCity }, columns: number): WorkEntry[] {
  const row: WorkEntry[] = [];
  let left = columns;
  for (const entry of entries) {
    if ((match.service && entry.service !== match.service) || (match.town && entry.town !== match.town)) continue;
    if (workColumns(entry) > left) continue;
    row.push(entry);
    left -= workColumns(entry);
    if (left === 0) break;
  }
  return row;
}

/**
 * The job a phone sees right under the home page's hero, where the hero photo itself is left
 * out: the one the owner chose for the top of the page, else the newest before-and-after pair,
 * else the newest job. `entries` are newest first. Null on a site without job photos.
 */
export function firstScreensWork(entries: readonly WorkEntry[]): WorkEntry | null {
  return entries.find((entry) => entry.hero) ?? entries.find((entry) => entry.shot.kind === 'before-after') ?? entries[0] ?? null;
}

/** The photo the owner chose for the top of the home page: the after photo of a pair. */
export function heroWorkPhoto(entries: readonly WorkEntry[]): WorkPhoto | null {
  const entry = entries.find((item) => item.hero);
  if (!entry) return null;
  return entry.shot.kind === 'single' ? entry.shot.photo : entry.shot.after;
}

/**
 * The empty cells a CSS grid of `columns` leaves after placing jobs of `spans` columns with
 * dense packing (each job in the first row, from the left, where it fits): the length of the one
 * run of empty cells, or 0 when there is none, or more than one that a single tile could not fill.
 */
export function gridGap(spans: readonly number[], columns: number): number {
  const rows: boolean[][] = [];
  const fits = (row: boolean[], start: number, width: number) => start + width <= columns && row.slice(start, start + width).every((used) => !used);
  for (const span of spans) {
    const width = Math.min(span, columns);
    for (let r = 0; ; r++) {
      const row = (rows[r] ??= new Array<boolean>(columns).fill(false));
      const start = row.findIndex((_, column) => fits(row, column, width));
      if (start >= 0) {
        row.fill(true, start, start + width);
        break;
      }
    }
  }
  const runs = rows.flatMap((row) => row.map((used, column) => (used ? 0 : column === 0 || row[column - 1] ? 1 : 0)).filter(Boolean));
  return runs.length === 1 ? rows.flat().filter((used) => !used).length : 0;
}
