/**
 * The off-site copy inside the server: watches it (status.ts), asks start.ts for a new
 * replicator when it is stuck, and says what is wrong (inbox, /healthz, one phone alert) when
 * the copy BACKUP_URL asks for cannot run. Nothing here ever stops the site: a wrong setting or a
 * dead replicator costs the copy, never the visitors (docs/offsite-copy.md#what-it-does).
 */
import { backupOff, type BackupStatus } from '../../src/lib/backup-status.ts';
import { formatBusinessTime } from '../../src/lib/dates.ts';
import type { ServerConfig } from '../config.ts';
import type { LeadStore } from '../leads/db.ts';
import type { OutboxWorker } from '../db/outbox.ts';
import type { Logger } from '../log.ts';
import { litestreamBinary, missingBinaryProblem } from './litestream.ts';
import { metricsVariable, onReplicatorState, requestReplicatorRestart, watchReplicator } from './replicate.ts';
import { describeTarget } from './settings.ts';
import { startBackupMonitor } from './status.ts';

/** Where an alert to the owner goes: queued in the lead store, sent by the outbox. */
export type Alerting = { store: Pick<LeadStore, 'queueAlert' | 'alertQueuedSince'>; worker: Pick<OutboxWorker<unknown>, 'kick'> };

/** Queues the "Backup copy is behind" alert to every owner device through the outbox. */
export function queueLagAlert(leads: Alerting, status: BackupStatus): void {
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

/** The same problem is told once a day at most, however often the server is restarted meanwhile. */
export const problemAlertEveryMs = 24 * 60 * 60_000;

/** Queues one "Off-site copy is not running" alert for this problem, unless one went out in the last day. */
export function queueProblemAlert(leads: Alerting, problem: string, now = Date.now()): boolean {
  const tag = 'backup-problem';
  if (leads.store.alertQueuedSince(tag, problem, now - problemAlertEveryMs)) return false;
  leads.store.queueAlert({ title: 'Off-site copy is not running', body: problem, url: '/inbox/security#backup', tag }, null, new Date(now));
  leads.worker.kick();
  return true;
}

/**
 * Why the copy that BACKUP_URL asks for cannot run in this server, in one sentence; undefined
 * when it runs or was never asked for. Stray BACKUP_* settings without BACKUP_URL count too.
 */
export function offsiteProblem(config: Pick<ServerConfig, 'backup' | 'backupProblems'>, besideReplicator = Boolean(process.env[metricsVariable])): string | undefined {
  if (config.backupProblems.length) return `The off-site copy is off because a setting is wrong: ${config.backupProblems.join('; ')}.`;
  if (!config.backup) return undefined;
  if (!litestreamBinary()) return `The off-site copy is off: ${missingBinaryProblem()}.`;
  if (!besideReplicator) return 'The off-site copy is off: the server was started without its replicator; start it with npm run serve (node server/start.ts), as the container and the systemd unit do.';
  return undefined;
}

/**
 * Starts watching the copy. With a problem the site runs on without it, and the owner is told
 * once; with the replicator beside it (start.ts), its state comes from the metrics and from
 * start.ts, which restarts it when it dies.
 */
export function startOffsiteCopy(
  config: Pick<ServerConfig, 'backup' | 'backupProblems'>,
  { dbPath, leads, logger, onGone }: { dbPath: string; leads: Alerting; logger: Logger; onGone: () => void },
): { status: () => BackupStatus } {
  const settings = config.backup;
  const problem = offsiteProblem(config);
  if (problem) {
    logger.error(`${problem} The site and the quote form keep working; requests stay on this server only.`);
    queueProblemAlert(leads, problem);
    const off: BackupStatus = { ...backupOff, problem, ...(settings ? { target: describeTarget(settings) } : {}) };
    return { status: () => off };
  }
  if (!settings) return { status: () => backupOff };
  const monitor = startBackupMonitor({
    dbPath,
    target: describeTarget(settings),
    metricsUrl: process.env[metricsVariable]!,
    logger,
    onLagging: (status) => queueLagAlert(leads, status),
    onStalled: requestReplicatorRestart,
  });
  let replicatorProblem: string | undefined;
  onReplicatorState((state) => {
    replicatorProblem = state.problem ?? undefined;
    if (state.problem && state.alert) queueProblemAlert(leads, state.problem);
  });
  watchReplicator(() => {
    logger.fatal('start.ts, which runs the replicator beside the server, is gone: stopping, so the supervisor restarts both');
    onGone();
  });
  return { status: () => (replicatorProblem ? { ...monitor.status(), problem: replicatorProblem } : monitor.status()) };
}
