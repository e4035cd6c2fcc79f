/**
 * The owner's site content in the LEADS_DB database: drafts, revisions and what is live.
 *
 * API (generic over the kinds of src/content/site-schema.ts: 'business', 'review', 'work',
 * 'article', 'price'; 'business' is one draft with the id 'facts', the others are ordered lists):
 *
 *   const store = siteStore(db);
 *   store.list(kind)                      drafts of a kind in the owner's order
 *   store.get(kind, id)                   one draft, or undefined
 *   store.save(kind, id, input, { version, actor })
 *       validates `input` with the kind's schema and stores it when `version` is still the
 *       draft's version (0 adds a new draft; pass id null for a fresh random id). Answers
 *       { ok: true, draft } | { ok: false, reason: 'invalid', issues }
 *       | { ok: false, reason: 'conflict', current } (someone saved meanwhile: nothing written)
 *       | { ok: false, reason: 'missing' } (the draft was removed meanwhile)
 *   store.remove(kind, id, { version, actor })   same answers, without 'invalid'
 *   store.move(kind, id, 'up' | 'down', { version, actor })   reorders a list, checked and
 *       versioned like a save (same answers, without 'invalid'); at either end it changes nothing
 *   store.draftSnapshot()                 every kind's drafts as one SiteSnapshot
 *   store.liveRevision() / store.revisions() / store.revision(id)
 *   store.beginRevision(snapshot, actor, restoredFrom?)   a 'building' revision, or the one
 *       already building (at most one at a time, enforced by the database)
 *   store.finishRevision(id, { ok: true } | { ok: false, error })
 *   store.adoptSnapshot(snapshot, actor)  drafts replaced by a snapshot (after a Restore)
 *   store.settleInterrupted(liveRevisionId)  after a crash: a build still marked 'building'
 *       is live if its release was switched to, failed otherwise
 *
 * A draft's data is stored as the schema's output, so reading it back needs no parsing, and a
 * snapshot (drafts of every kind at one moment) is what a publish builds and keeps.
 */
import { randomBytes } from 'node:crypto';
import type { LeadsDb } from '../db/open.ts';
import { siteDefaults } from '../../src/content/site-defaults.ts';
import {
  describeIssues,
  siteKinds,
  siteSnapshot,
  type SiteData,
  type SiteKind,
  type SiteSnapshot,
} from '../../src/content/site-schema.ts';
import type { Draft, Issue, Revision, RevisionStatus } from '../../src/lib/site-view.ts';

export const businessId = 'facts';

export type SaveResult<K extends SiteKind> =
  | { ok: true; draft: Draft<K> }
  | { ok: false; reason: 'invalid'; issues: Issue[] }
  | { ok: false; reason: 'conflict'; current: Draft<K> }
  | { ok: false; reason: 'missing' };

interface DraftRow {
  kind: SiteKind;
  id: string;
  position: number;
  data: string;
  version: number;
  updated_by: string;
  updated_at: string;
}

interface RevisionRow {
  id: number;
  created_at: string;
  created_by: string;
  summary: string;
  status: RevisionStatus;
  finished_at: string | null;
  error: string | null;
  restored_from: number | null;
}

const toDraft = <K extends SiteKind>(row: DraftRow): Draft<K> => ({
  kind: row.kind as K,
  id: row.id,
  position: row.position,
  data: JSON.parse(row.data) as SiteData<K>,
  version: row.version,
  updatedBy: row.updated_by,
  updatedAt: row.updated_at,
});

const toRevision = (row: RevisionRow): Revision => ({
  id: row.id,
  createdAt: row.created_at,
  createdBy: row.created_by,
  summary: row.summary,
  status: row.status,
  finishedAt: row.finished_at,
  error: row.error,
  restoredFrom: row.restored_from,
});

/** Ids the owner never types: 12 random hex digits, safe in a URL and a form. */
export const newDraftId = () => randomBytes(6).toString('hex');
const draftIdPattern = /^[a-z0-9-]{1,64}$/;
export const isDraftId = (value: string) => draftIdPattern.test(value);

const kindNames: Record<SiteKind, [string, string]> = {
  business: ['business facts', 'business facts'],
  review: ['review', 'reviews'],
  work: ['job photo', 'job photos'],
  article: ['article', 'articles'],
  price: ['price', 'prices'],
};

/** A business fact's name in words: "year founded"; the license number keeps the British spelling it is stored under, not shown. */
const factInWords = (key: string) => (key === 'licenceNumber' ? 'license number' : key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`));

const listKinds = ['review', 'work', 'article', 'price'] as const;

/** "Business facts: name, phone. Reviews: 1 added, 1 hidden." from two snapshots. */
export function summarizeChanges(before: SiteSnapshot, after: SiteSnapshot): string {
  const parts: string[] = [];
  const changedFacts = (Object.keys(after.business) as (keyof SiteSnapshot['business'])[]).filter(
    (key) => JSON.stringify(before.business[key]) !== JSON.stringify(after.business[key]),
  );
  if (changedFacts.length) parts.push(`Business facts: ${changedFacts.map(factInWords).join(', ')}`);
  for (const kind of listKinds) {
    const old = new Map<string, unknown>(before[kind].map((item) => [item.id, item.data]));
    const now = new Map<string, unknown>(after[kind].map((item) => [item.id, item.data]));
    const added = [...now.keys()].filter((id) => !old.has(id)).length;
    const removed = [...old.keys()].filter((id) => !now.has(id)).length;
    const changed = [...now].filter(([id, data]) => old.has(id) && JSON.stringify(old.get(id)) !== JSON.stringify(data)).length;
    const reordered = added === 0 && removed === 0 && changed === 0 && [...old.keys()].join() !== [...now.keys()].join();
    const counts = [added && `${added} added`, changed && `${changed} changed`, removed && `${removed} removed`, reordered && 'reordered'].filter(Boolean);
    if (counts.length) parts.push(`${kindNames[kind][1][0]!.toUpperCase()}${kindNames[kind][1].slice(1)}: ${counts.join(', ')}`);
  }
  return parts.length ? `${parts.join('. ')}.` : 'No changes.';
}

/** Revision rows without their snapshot, which holds every article and can be large. */
const revisionColumns = 'id, created_at, created_by, summary, status, finished_at, error, restored_from';

/**
 * The server's one reader of published revisions: the store below and the server's business
 * facts (server/site/facts.ts) read `site_revisions` through it. The build reads its one
 * revision in src/content/stored-snapshot.ts, which imports no content module because the site
 * checks' stand-ins for content modules read it too. A database from before the Site editor
 * has no such table: nothing is published there.
 */
export function revisionReader(db: Pick<LeadsDb, 'prepare'>) {
  const hasTable = Boolean(db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'site_revisions'`).get());
  if (!hasTable) {
    return { live: () => undefined, revision: () => undefined, snapshot: () => undefined, liveId: () => undefined } as {
      live(): Revision | undefined;
      revision(id: number): Revision | undefined;
      snapshot(id: number): SiteSnapshot | undefined;
      liveId(): number | undefined;
    };
  }
  const statements = {
    live: db.prepare(`SELECT ${revisionColumns} FROM site_revisions WHERE status = 'live' ORDER BY id DESC LIMIT 1`),
    liveId: db.prepare(`SELECT id FROM site_revisions WHERE status = 'live' ORDER BY id DESC LIMIT 1`).pluck(),
    revision: db.prepare(`SELECT ${revisionColumns} FROM site_revisions WHERE id = ?`),
    snapshot: db.prepare(`SELECT snapshot FROM site_revisions WHERE id = ?`).pluck(),
  };
  return {
    /** The latest published revision: what should be live. */
    live(): Revision | undefined {
      const row = statements.live.get() as RevisionRow | undefined;
      return row ? toRevision(row) : undefined;
    },
    liveId(): number | undefined {
      return statements.liveId.get() as number | undefined;
    },
    revision(id: number): Revision | undefined {
      const row = statements.revision.get(id) as RevisionRow | undefined;
      return row ? toRevision(row) : undefined;
    },
    /** A revision's content as stored (checked by the schemas when it was begun). */
    snapshot(id: number): SiteSnapshot | undefined {
      const json = statements.snapshot.get(id) as string | undefined;
      return json === undefined ? undefined : (JSON.parse(json) as SiteSnapshot);
    },
  };
}

export type RevisionReader = ReturnType<typeof revisionReader>;

export function siteStore(db: LeadsDb, seeds: SiteSnapshot = siteDefaults()) {
  const published = revisionReader(db);
  const statements = {
    list: db.prepare(`SELECT * FROM site_drafts WHERE kind = ? ORDER BY position, id`),
    get: db.prepare(`SELECT * FROM site_drafts WHERE kind = ? AND id = ?`),
    insert: db.prepare(
      `INSERT INTO site_drafts (kind, id, position, data, version, updated_by, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)`,
    ),
    update: db.prepare(
      `UPDATE site_drafts SET data = ?, version = version + 1, updated_by = ?, updated_at = ? WHERE kind = ? AND id = ? AND version = ?`,
    ),
    remove: db.prepare(`DELETE FROM site_drafts WHERE kind = ? AND id = ? AND version = ?`),
    removeKind: db.prepare(`DELETE FROM site_drafts WHERE kind = ?`),
    setPosition: db.prepare(`UPDATE site_drafts SET position = ?, updated_by = ?, updated_at = ? WHERE kind = ? AND id = ?`),
    firstPosition: db.prepare(`SELECT coalesce(min(position), 1) - 1 AS position FROM site_drafts WHERE kind = ?`),
    seeded: db.prepare(`SELECT 1 FROM site_seeded WHERE kind = ?`),
    markSeeded: db.prepare(`INSERT INTO site_seeded (kind) VALUES (?)`),
    building: db.prepare(`SELECT ${revisionColumns} FROM site_revisions WHERE status = 'building'`),
    revisions: db.prepare(`SELECT ${revisionColumns} FROM site_revisions ORDER BY id DESC LIMIT ?`),
    begin: db.prepare(
      `INSERT INTO site_revisions (created_at, created_by, summary, snapshot, status, restored_from) VALUES (?, ?, ?, ?, 'building', ?)`,
    ),
    finish: db.prepare(`UPDATE site_revisions SET status = ?, finished_at = ?, error = ? WHERE id = ? AND status = 'building'`),
  };

  const now = () => new Date().toISOString();

  // The first open starts each kind's drafts from the repository's content, once: a kind the
  // owner later empties stays empty.
  db.transaction(() => {
    for (const kind of Object.keys(siteKinds) as SiteKind[]) {
      if (statements.seeded.get(kind)) continue;
      const items = kind === 'business' ? [{ id: businessId, data: seeds.business }] : seeds[kind];
      items.forEach((item, index) => statements.insert.run(kind, item.id, index, JSON.stringify(item.data), 'repository defaults', now()));
      statements.markSeeded.run(kind);
    }
  })();

  function get<K extends SiteKind>(kind: K, id: string): Draft<K> | undefined {
    const row = statements.get.get(kind, id) as DraftRow | undefined;
    return row ? toDraft<K>(row) : undefined;
  }

  function list<K extends SiteKind>(kind: K): Draft<K>[] {
    return (statements.list.all(kind) as DraftRow[]).map((row) => toDraft<K>(row));
  }

  function draftSnapshot(): SiteSnapshot {
    const items = <K extends Exclude<SiteKind, 'business'>>(kind: K) => list(kind).map((draft) => ({ id: draft.id, data: draft.data }));
    return { business: get('business', businessId)!.data, review: items('review'), work: items('work'), article: items('article'), price: items('price') };
  }

  /** A stored snapshot; one kept before the price list existed stated the repository's prices. */
  const withPrices = (snapshot: SiteSnapshot | undefined): SiteSnapshot | undefined =>
    snapshot ? (({ price = seeds.price, ...kept }) => ({ ...kept, price }))(snapshot) : undefined;

  const revisionSnapshot = (id: number) => withPrices(published.snapshot(id));

  function liveSnapshot(): SiteSnapshot | undefined {
    const id = published.liveId();
    return id === undefined ? undefined : revisionSnapshot(id);
  }

  return {
    /** The repository's content the drafts started from. */
    seeds,
    get,
    list,
    draftSnapshot,
    liveSnapshot,
    revisionSnapshot,

    save<K extends SiteKind>(kind: K, id: string | null, input: unknown, { version, actor }: { version: number; actor: string }): SaveResult<K> {
      const parsed = siteKinds[kind].safeParse(input);
      if (!parsed.success) return { ok: false, reason: 'invalid', issues: describeIssues(parsed.error) };
      const data = JSON.stringify(parsed.data);
      return db.transaction((): SaveResult<K> => {
        if (version === 0) {
          const newId = id ?? newDraftId();
          if (get(kind, newId)) return { ok: false, reason: 'conflict', current: get(kind, newId)! };
          // New items go first: the newest review or photo is the one the owner wants to see.
          const { position } = statements.firstPosition.get(kind) as { position: number };
          statements.insert.run(kind, newId, position, data, actor, now());
          return { ok: true, draft: get(kind, newId)! };
        }
        if (id === null) return { ok: false, reason: 'missing' };
        if (statements.update.run(data, actor, now(), kind, id, version).changes === 1) return { ok: true, draft: get(kind, id)! };
        const current = get(kind, id);
        return current ? { ok: false, reason: 'conflict', current } : { ok: false, reason: 'missing' };
      })();
    },

    remove<K extends SiteKind>(kind: K, id: string, { version }: { version: number; actor: string }): Exclude<SaveResult<K>, { reason: 'invalid' }> | { ok: true } {
      return db.transaction(() => {
        const current = get(kind, id);
        if (!current) return { ok: false as const, reason: 'missing' as const };
        if (statements.remove.run(kind, id, version).changes === 1) return { ok: true as const };
        return { ok: false as const, reason: 'conflict' as const, current };
      })();
    },

    move<K extends Exclude<SiteKind, 'business'>>(kind: K, id: string, direction: 'up' | 'down', { version, actor }: { version: number; actor: string }): Exclude<SaveResult<K>, { reason: 'invalid' }> {
      return db.transaction((): Exclude<SaveResult<K>, { reason: 'invalid' }> => {
        const items = list(kind);
        const index = items.findIndex((item) => item.id === id);
        const current = items[index];
        if (!current) return { ok: false, reason: 'missing' };
        if (current.version !== version) return { ok: false, reason: 'conflict', current };
        const other = direction === 'up' ? index - 1 : index + 1;
        if (other < 0 || other >= items.length) return { ok: true, draft: current };
        [items[index], items[other]] = [items[other]!, items[index]!];
        items.forEach((item, position) => statements.setPosition.run(position, actor, now(), kind, item.id));
        statements.update.run(JSON.stringify(current.data), actor, now(), kind, id, version);
        return { ok: true, draft: get(kind, id)! };
      })();
    },

    /** Replaces every draft by a snapshot's content (a Restore that went live); versions move on. */
    adoptSnapshot(snapshot: SiteSnapshot, actor: string): void {
      db.transaction(() => {
        statements.update.run(JSON.stringify(snapshot.business), actor, now(), 'business', businessId, get('business', businessId)!.version);
        for (const kind of listKinds) {
          statements.removeKind.run(kind);
          snapshot[kind].forEach((item, index) => statements.insert.run(kind, item.id, index, JSON.stringify(item.data), actor, now()));
        }
      })();
    },

    /** The published revisions, read-only (server/site/facts.ts reads the live facts through it). */
    published,
    liveRevision(): Revision | undefined {
      return published.live();
    },
    buildingRevision(): Revision | undefined {
      const row = statements.building.get() as RevisionRow | undefined;
      return row ? toRevision(row) : undefined;
    },
    revisions(limit = 50): Revision[] {
      return (statements.revisions.all(limit) as RevisionRow[]).map(toRevision);
    },
    revision(id: number): Revision | undefined {
      return published.revision(id);
    },

    /**
     * Starts a revision of `snapshot` (checked again with the schemas first); while another is
     * building, answers that one instead and starts nothing.
     */
    beginRevision(snapshot: SiteSnapshot, actor: string, restoredFrom: number | null = null):
      | { ok: true; revision: Revision }
      | { ok: false; reason: 'building'; revision: Revision }
      | { ok: false; reason: 'invalid'; issues: Issue[] } {
      const checked = siteSnapshot.safeParse(snapshot);
      if (!checked.success) return { ok: false, reason: 'invalid', issues: describeIssues(checked.error) };
      return db.transaction(() => {
        const running = statements.building.get() as RevisionRow | undefined;
        if (running) return { ok: false as const, reason: 'building' as const, revision: toRevision(running) };
        const before = liveSnapshot() ?? seeds;
        const summary = restoredFrom ? `Restored revision ${restoredFrom}. ${summarizeChanges(before, snapshot)}` : summarizeChanges(before, snapshot);
        const id = Number(statements.begin.run(now(), actor, summary, JSON.stringify(snapshot), restoredFrom).lastInsertRowid);
        return { ok: true as const, revision: published.revision(id)! };
      })();
    },

    finishRevision(id: number, outcome: { ok: true } | { ok: false; error: string }): void {
      statements.finish.run(outcome.ok ? 'live' : 'failed', now(), outcome.ok ? null : outcome.error, id);
    },

    settleInterrupted(switchedTo: number | null): void {
      const running = statements.building.get() as RevisionRow | undefined;
      if (!running) return;
      if (running.id === switchedTo) statements.finish.run('live', now(), null, running.id);
      else statements.finish.run('failed', now(), 'The server stopped while this version was being built. The site kept the version before it; press Publish again.', running.id);
    },
  };
}

export type SiteStore = ReturnType<typeof siteStore>;
