import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate.ts';

/** The one SQLite database (LEADS_DB) every area keeps its tables in. */
export type LeadsDb = Database.Database;

const busyTimeoutMs = 5000;

/**
 * Opens (and creates) the database and brings it to the newest schema. WAL with synchronous=FULL
 * makes every commit durable before we answer the visitor, even if the process is killed right after.
 */
export function openLeadsDb(path: string, { readonly = false } = {}): LeadsDb {
  if (!readonly) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { readonly, fileMustExist: readonly });
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  if (readonly) return db;
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db, path);
  return db;
}

export type Health = { ok: true } | { ok: false; reason: string };

/**
 * Proves the database can be read and could be written, without writing: a read, then the write
 * lock taken and given back (BEGIN IMMEDIATE, ROLLBACK), which fails while another writer holds
 * it. Nothing reaches the file, so a health check every 10 s costs the off-site copy nothing.
 * better-sqlite3 blocks the event loop while it waits for a lock, so the check waits briefly
 * instead of the full busy timeout: a probe must not stall visitors.
 */
export function checkDatabase(db: LeadsDb, waitMs = 250): Health {
  db.pragma(`busy_timeout = ${waitMs}`);
  try {
    db.prepare('BEGIN IMMEDIATE').run();
    try {
      db.prepare('SELECT count(*) FROM sqlite_schema').get();
    } finally {
      db.prepare('ROLLBACK').run();
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  }
}
