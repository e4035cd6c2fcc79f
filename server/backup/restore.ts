/**
 * Bringing the database back from the off-site copy: on a start with no database (a new machine
 * with the same .env), and on demand (`npm run leads -- restore --from-offsite`). The release
 * folders beside the database are not in it: the server's next start builds the last published
 * revision again (server/site/publish.ts, converge) and answers a styled 503 page meanwhile.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { restoreLeads, LeadsFileError, type RestoreResult } from '../leads/backup.ts';
import { openLeadsDb } from '../db/open.ts';
import { runningServerPid } from '../pid-file.ts';
import { siteStore } from '../site/store.ts';
import { restoreFromOffsite, type CutFile } from './litestream.ts';
import type { BackupSettings } from './settings.ts';
import type { Revision } from '../../src/lib/site-view.ts';

export interface OffsiteRestoreResult extends RestoreResult {
  /** The published revision the server builds at its start; null when nothing was ever published. */
  site: Revision | null;
  /** A file cut off mid-upload that the restore left out, and the point it reached instead. */
  cut?: CutFile;
}

/**
 * Downloads the newest state of the copy and puts it in place of the database, keeping a
 * database that was there (restoreLeads renames it, never deletes it). Resolves null when the
 * destination holds no copy yet. The server must not be running.
 */
export async function restoreDatabaseFromOffsite(
  dbPath: string,
  target: BackupSettings,
): Promise<OffsiteRestoreResult | null> {
  const pid = runningServerPid(dbPath);
  if (pid !== undefined) {
    throw new LeadsFileError(`The server (PID ${pid}) is using ${dbPath}. Stop it first (systemctl stop concrete-site, or Ctrl+C where npm run serve runs), then restore again.`);
  }
  mkdirSync(dirname(dbPath), { recursive: true });
  const incoming = `${dbPath}.offsite-${process.pid}`;
  let result: RestoreResult & { cut?: CutFile };
  try {
    const download = await restoreFromOffsite(dbPath, target, incoming);
    if (!download.restored) return null;
    result = { ...restoreLeads(incoming, dbPath), ...(download.cut ? { cut: download.cut } : {}) };
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${incoming}${suffix}`, { force: true });
  }
  const db = openLeadsDb(dbPath);
  try {
    return { ...result, site: siteStore(db).liveRevision() ?? null };
  } finally {
    db.close();
  }
}

/** What a restore that left out a file cut off mid-upload says about the point it reached. */
export function cutFileNotice(cut: CutFile): string {
  return `the newest file in the off-site copy was cut off mid-upload: restored every change uploaded before ${cut.before} instead`;
}
