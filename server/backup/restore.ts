/**
 * Bringing the database back from the off-site copy: on a start with no database (a new machine
 * with the same .env), and on demand (`npm run leads -- restore --from-offsite`). Either way the
 * live site is then built again from the last published revision, because the release folders
 * beside the database are not in the database.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { restoreLeads, LeadsFileError, type RestoreResult } from '../leads/backup.ts';
import { openLeadsDb } from '../leads/db.ts';
import { runningServerPid } from '../leads/pid-file.ts';
import type { Logger } from '../log.ts';
import { rebuildLiveRelease, releasesDirOf } from '../site/publish.ts';
import { siteStore, type Revision } from '../site/store.ts';
import { restoreFromOffsite, type CutFile } from './litestream.ts';
import type { BackupSettings } from './settings.ts';

export interface OffsiteRestoreResult extends RestoreResult {
  /** The published revision the live site was rebuilt from; null when nothing was ever published. */
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
  distDir: string,
  logger: Logger,
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
    if (download.cut) {
      logger.warn(
        { generation: download.cut.generation },
        `the newest file in the off-site copy was cut off mid-upload: restored every change uploaded before ${download.cut.before} instead`,
      );
    }
    result = { ...restoreLeads(incoming, dbPath), ...(download.cut ? { cut: download.cut } : {}) };
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${incoming}${suffix}`, { force: true });
  }
  const db = openLeadsDb(dbPath);
  try {
    const site = await rebuildLiveRelease(siteStore(db), { dbPath, releasesDir: releasesDirOf(dbPath), baseDistDir: distDir, logger, env: process.env });
    return { ...result, site };
  } catch (error) {
    // The data is back either way; the built site answers until the owner publishes again.
    logger.error({ err: error }, 'the published site could not be built again after the restore; open /inbox/site and press Publish');
    return { ...result, site: null };
  } finally {
    db.close();
  }
}
