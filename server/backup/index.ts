/**
 * The off-site copy inside the server: watches it (status.ts), asks start.ts for a new
 * replicator when it is stuck, sends the owner one phone alert per episode of lag, and stops the
 * server when start.ts, which ties it to the replicator, is gone.
 */
import { backupOff, type BackupStatus } from '../../src/lib/backup-status.ts';
import { formatBusinessTime } from '../../src/lib/dates.ts';
import type { LeadsService } from '../leads/index.ts';
import type { Logger } from '../log.ts';
import { metricsVariable, requestReplicatorRestart, watchReplicator } from './replicate.ts';
import { describeTarget, type BackupSettings } from './settings.ts';
import { startBackupMonitor } from './status.ts';

/** Queues the "Backup copy is behind" alert to every owner device through the outbox. */
export function queueLagAlert(leads: Pick<LeadsService, 'store' | 'worker'>, status: BackupStatus): void {
  leads.store.queueAlert(
    {
      title: 'Backup copy is behind',
      body: `Changes since ${formatBusinessTime(status.waitingSince ?? new Date().toISOString())} have not reached the off-site copy. They are safe on this server; open the inbox to see why.`,
      url: '/inbox/security#backup',
      tag: 'backup-lag',
    },
    null,
  );
  leads.worker.kick();
}

/**
 * Starts watching the copy when BACKUP_URL is set. The server must run under start.ts then
 * (which sets the metrics address); the caller refuses to start otherwise.
 */
export function startOffsiteCopy(
  settings: BackupSettings | null,
  { dbPath, leads, logger, onGone }: { dbPath: string; leads: Pick<LeadsService, 'store' | 'worker'>; logger: Logger; onGone: () => void },
): { status: () => BackupStatus } {
  const metricsUrl = process.env[metricsVariable];
  if (!settings || !metricsUrl) return { status: () => backupOff };
  const monitor = startBackupMonitor({
    dbPath,
    target: describeTarget(settings),
    metricsUrl,
    logger,
    onLagging: (status) => queueLagAlert(leads, status),
    onStalled: requestReplicatorRestart,
  });
  watchReplicator(() => {
    logger.fatal('start.ts, which runs the replicator beside the server, is gone: stopping, so the supervisor restarts both');
    onGone();
  });
  return { status: monitor.status };
}

/** Whether this server process was started the way BACKUP_URL requires (by start.ts, beside the replicator). */
export const runsBesideReplicator = () => Boolean(process.env[metricsVariable]);
