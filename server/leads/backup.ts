/**
 * Backup and restore of the lead database for `npm run leads`. Both write to a temporary file
 * beside the destination and rename it into place, so a crash or a full disk never leaves a
 * half-written file under the final name.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { openLeadsDb } from '../db/open.ts';
import { migrations } from '../db/migrations/index.ts';
import { runningServerPid } from '../pid-file.ts';

/** A problem the operator can act on; the CLI prints its message alone. */
export class LeadsFileError extends Error {}

export interface LeadsFileSummary {
  leads: number;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Checks a copy and turns it into a single self-contained file (rollback journal instead of
 * WAL), so it can be moved, archived or opened read-only anywhere without sidecar files.
 */
function sealCopy(path: string): LeadsFileSummary {
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new LeadsFileError(`it fails SQLite's integrity check (${String(integrity)})`);
    if (!db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'leads'`).get()) {
      throw new LeadsFileError('it is a SQLite database but has no leads table');
    }
    if ((db.pragma('user_version', { simple: true }) as number) > migrations.length) {
      throw new LeadsFileError('it was written by a newer version of this site; update the code first');
    }
    db.pragma('journal_mode = DELETE');
    return { leads: db.prepare('SELECT count(*) FROM leads').pluck().get() as number };
  } catch (error) {
    if (error instanceof LeadsFileError) throw error;
    throw new LeadsFileError(`it is not a readable SQLite database (${reason(error)})`);
  } finally {
    db?.close();
  }
}

function removeWithSidecars(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
}

/**
 * Copies the database through SQLite's online backup API while the server keeps writing.
 * All pages are copied in one step inside one read transaction, so the copy is one
 * consistent moment and a busy server cannot force the backup to start over.
 */
export async function backupLeads(dbPath: string, target: string, { force = false } = {}): Promise<LeadsFileSummary> {
  const destination = resolve(target);
  if (!existsSync(dbPath)) throw new LeadsFileError(`No lead database at ${dbPath} (set LEADS_DB).`);
  if (destination === dbPath) throw new LeadsFileError('The backup file must not be the database itself.');
  if (existsSync(destination) && !force) throw new LeadsFileError(`${destination} already exists; add --force to replace it.`);
  if (!existsSync(dirname(destination))) throw new LeadsFileError(`The folder ${dirname(destination)} does not exist.`);

  const partial = `${destination}.partial-${process.pid}`;
  const source = openLeadsDb(dbPath, { readonly: true });
  try {
    await source.backup(partial, { progress: ({ totalPages }) => totalPages });
    const summary = sealCopy(partial);
    renameSync(partial, destination);
    return summary;
  } catch (error) {
    removeWithSidecars(partial);
    throw error instanceof LeadsFileError ? new LeadsFileError(`The backup failed: ${error.message}`) : error;
  } finally {
    source.close();
  }
}

export interface RestoreResult extends LeadsFileSummary {
  /** Where the database that was replaced now lives, if there was one. */
  previous?: string;
}

/**
 * Replaces the lead database with a backup. The server must be stopped: it keeps the file
 * open, and swapping it underneath would lose its next writes. The replaced database is kept
 * (renamed with its WAL, which may hold the latest commits), never deleted.
 */
export function restoreLeads(backupFile: string, dbPath: string): RestoreResult {
  const source = resolve(backupFile);
  if (!existsSync(source)) throw new LeadsFileError(`No file at ${source}.`);
  const pid = runningServerPid(dbPath);
  if (pid !== undefined) {
    throw new LeadsFileError(
      `The server (PID ${pid}) is using ${dbPath}. Stop it first (systemctl stop concrete-site, or Ctrl+C where npm run serve runs), then restore again.`,
    );
  }

  mkdirSync(dirname(dbPath), { recursive: true });
  const incoming = `${dbPath}.restore-${process.pid}`;
  let summary: LeadsFileSummary;
  try {
    copyFileSync(source, incoming);
    summary = sealCopy(incoming);
  } catch (error) {
    removeWithSidecars(incoming);
    throw error instanceof LeadsFileError ? new LeadsFileError(`Not restored: ${source}: ${error.message}`) : error;
  }

  let previous: string | undefined;
  if (existsSync(dbPath)) {
    previous = `${dbPath}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dbPath, previous);
    if (existsSync(`${dbPath}-wal`)) renameSync(`${dbPath}-wal`, `${previous}-wal`);
  }
  // A WAL or shared-memory file left from the old database would be replayed into the new one.
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${dbPath}${suffix}`, { force: true });
  renameSync(incoming, dbPath);
  return { ...summary, previous };
}
