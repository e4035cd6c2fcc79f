/**
 * The one way the server is started: `npm run serve` / `npm start`, the systemd unit and the
 * container. It checks every setting; with a working off-site copy it first restores an absent
 * database from it, then runs the server beside the replicator. The server's start builds the
 * published site again (server/site/publish.ts) and answers the styled 503 page meanwhile.
 * A wrong BACKUP_* setting or a missing replicator never stops the site: the server runs without
 * the copy and says so (server/backup/index.ts). The one exception is an empty machine whose copy
 * BACKUP_URL names cannot be restored: starting empty would begin a second history, so it serves
 * the styled 503 page and retries with backoff until the restore succeeds.
 * Either way the server's own start (server/index.ts: migrations after a verified copy, the setup
 * link while no owner exists) is the same.
 */
import './load-env.ts';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { doublingDelay } from '../src/lib/retry-delay.ts';
import { readConfigOrExit, type ServerConfig } from './config.ts';
import { offsiteProblem } from './backup/index.ts';
import { runWithReplicator } from './backup/replicate.ts';
import { cutFileNotice, restoreDatabaseFromOffsite } from './backup/restore.ts';
import { describeTarget, type BackupSettings } from './backup/settings.ts';
import { openHoldingPage, reusePortVariable, type HoldingPage } from './holding.ts';
import { createLogger, type Logger } from './log.ts';

/** Restore attempts on an empty machine: 5 s, 10 s, 20 s ... at most 5 minutes apart. */
const firstRestoreRetryMs = 5000;
const lastRestoreRetryMs = 5 * 60_000;

const config = readConfigOrExit();
const logger = createLogger(config.logLevel);
const { dbPath } = config.leads;
const replicating = (settings: ServerConfig) => settings.backup !== null && offsiteProblem(settings, true) === undefined;

if (!existsSync(dbPath) && config.backupRequested) {
  const holding = await openHoldingPage({ host: config.host, port: config.port, siteDir: config.distDir, reason: 'restoring the database from the off-site copy' });
  const settings = await restoreUntilDone(holding, logger);
  process.exit(await runWithReplicator(dbPath, settings, logger, { serverEnv: { [reusePortVariable]: '1' }, onListening: () => void holding.close() }));
} else if (replicating(config)) {
  process.exit(await runWithReplicator(dbPath, config.backup!, logger));
} else {
  // No copy asked for, or one that cannot run: the server says why (inbox, /healthz, one alert).
  await import('./index.ts');
}

/**
 * Restores the database from the copy, retrying with backoff while the copy cannot be reached or
 * its settings are wrong (the key file may be put in place meanwhile: each attempt reads the
 * settings again). An empty copy is a first start: the new database is copied there from then on.
 */
async function restoreUntilDone(holding: HoldingPage, logger: Logger): Promise<BackupSettings> {
  let lastProblem = '';
  for (let attempt = 0; ; attempt += 1) {
    const current = readConfigOrExit();
    const problem = offsiteProblem(current, true);
    if (!problem && current.backup) {
      const where = describeTarget(current.backup);
      logger.info(`No database at ${dbPath}: restoring it from the off-site copy (${where})`);
      holding.setReason('restoring the database from the off-site copy', { failing: false });
      const started = performance.now();
      try {
        const restored = await restoreDatabaseFromOffsite(dbPath, current.backup);
        if (restored?.cut) logger.warn({ generation: restored.cut.generation }, cutFileNotice(restored.cut));
        logger.info(
          restored
            ? `Restored ${restored.leads} leads from the off-site copy in ${Math.round(performance.now() - started)} ms${restored.site ? `; the published site (revision ${restored.site.id}) is built again as the server starts` : ''}`
            : `The off-site copy (${where}) is empty: starting with a new database, which is copied there from now on`,
        );
        return current.backup;
      } catch (error) {
        const message = `Cannot restore the database from the off-site copy (${where}): ${error instanceof Error ? error.message : String(error)}`;
        if (message !== lastProblem) logger.error(`${message}. Starting empty would begin a second history beside it, so every page answers 503 meanwhile; retrying.`);
        lastProblem = message;
      }
    } else if (problem !== lastProblem) {
      logger.error(`${problem} This machine has no database yet and must take it from that copy, so every page answers 503 until the setting is fixed; retrying.`);
      lastProblem = problem!;
    }
    holding.setReason('waiting for the off-site copy, which cannot be restored yet; retrying', { failing: true });
    await sleep(doublingDelay(attempt + 1, firstRestoreRetryMs, lastRestoreRetryMs));
  }
}
