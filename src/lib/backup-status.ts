/**
 * The state of the off-site copy as the inbox and /healthz show it. The server fills it in
 * (server/backup/status.ts); the pages only put it in words.
 */

/** Changes that have waited longer than this for the copy make the inbox warn and the owner's phone buzz once. */
export const backupLagLimitMs = 10 * 60_000;

export interface BackupStatus {
  on: boolean;
  /** Where the copy goes, host and folder, never a key (server/backup/settings.ts describeTarget). */
  target?: string;
  /** When the newest change this server saw reached the copy (ISO); absent until the first one did. */
  lastCopiedAt?: string;
  /** When the oldest change not yet in the copy was made (ISO); absent when the copy has everything. */
  waitingSince?: string;
  /** Changes have waited longer than backupLagLimitMs. */
  lagging: boolean;
  /**
   * Why the copy BACKUP_URL asks for is not running, in one sentence for the owner: a wrong
   * setting, a missing or stopped replicator. The site keeps working meanwhile.
   */
  problem?: string;
}

/** What /healthz, which anyone can read, says instead of the problem itself (which names settings and paths). */
export const publicBackupProblem = 'The off-site copy is not running; the inbox and the server log say why.';

export const backupOff: BackupStatus = { on: false, lagging: false };
