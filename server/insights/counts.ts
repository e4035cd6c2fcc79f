import { businessDay } from '../../src/lib/dates.ts';
import type { LeadsDb } from '../db/open.ts';

export const contactKinds = ['call', 'text', 'email'] as const;
export type ContactKind = (typeof contactKinds)[number];

export interface CountsOptions {
  /** How often counts held in memory are written; the dashboard and a shutdown write them at once. */
  flushEveryMs?: number;
  /** Told when a write fails; the counts stay in memory for the next try. */
  onError?: (error: unknown) => void;
}

/** Adds to the stored counts of a business day and page: the one writer of page_views and contact_clicks. */
export function countAdder(db: LeadsDb) {
  const addViews = db.prepare(
    `INSERT INTO page_views (day, path, views) VALUES (?, ?, ?) ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views`,
  );
  const addClicks = db.prepare(
    `INSERT INTO contact_clicks (day, path, kind, clicks) VALUES (?, ?, ?, ?)
     ON CONFLICT (day, path, kind) DO UPDATE SET clicks = clicks + excluded.clicks`,
  );
  return {
    views: (page: { day: string; path: string }, n: number) => addViews.run(page.day, page.path, n),
    clicks: (page: { day: string; path: string; kind: ContactKind }, n: number) => addClicks.run(page.day, page.path, page.kind, n),
  };
}

/**
 * Page views and contact clicks per business day and page, and nothing else: no address,
 * user agent or identifier ever reaches these tables. Counts gather in memory and are
 * written in one transaction every few seconds, so a visit costs a map update instead of a
 * durable commit (an fsync) on the request path. Keys are real pages only (the callers check),
 * so memory stays bounded.
 */
export function siteCounts(db: LeadsDb, { flushEveryMs = 10_000, onError = () => {} }: CountsOptions = {}) {
  const add = countAdder(db);
  let views = new Map<string, number>();
  let clicks = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

  const write = db.transaction((viewCounts: Map<string, number>, clickCounts: Map<string, number>) => {
    for (const [key, n] of viewCounts) {
      const [day, path] = key.split('\n') as [string, string];
      add.views({ day, path }, n);
    }
    for (const [key, n] of clickCounts) {
      const [day, path, kind] = key.split('\n') as [string, string, ContactKind];
      add.clicks({ day, path, kind }, n);
    }
  });

  /** Writes what is held in memory; on failure keeps it for the next try and rethrows. */
  const flush = () => {
    if (views.size === 0 && clicks.size === 0) return;
    const pending = { views, clicks };
    views = new Map();
    clicks = new Map();
    try {
      write(pending.views, pending.clicks);
    } catch (error) {
      for (const [key, n] of pending.views) bump(views, key, n);
      for (const [key, n] of pending.clicks) bump(clicks, key, n);
      throw error;
    }
  };

  const timer = setInterval(() => {
    try {
      flush();
    } catch (error) {
      onError(error);
    }
  }, flushEveryMs);
  // Counts never keep the process alive; shutdown flushes them.
  timer.unref();

  return {
    view: (path: string, at = new Date()) => void bump(views, `${businessDay(at)}\n${path}`),
    click: (path: string, kind: ContactKind, at = new Date()) => void bump(clicks, `${businessDay(at)}\n${path}\n${kind}`),
    flush,
    close: () => {
      clearInterval(timer);
      flush();
    },
  };
}

export type SiteCounts = ReturnType<typeof siteCounts>;
