/**
 * The one way the server is started: `npm run serve` / `npm start`, the systemd unit and the
 * container. It checks every setting; with BACKUP_URL set it first restores an absent database
 * from the off-site copy (and rebuilds the published site), then runs the server beside the
 * replicator. Without BACKUP_URL it runs the server directly. Either way the server's own start
 * (server/index.ts: migrations after a verified copy, the setup link while no owner exists) is the same.
 */
import './load-env.ts';
import { existsSync } from 'node:fs';
import { exitWithProblems, readConfigOrExit } from './config.ts';
import { litestreamBinary, missingBinaryProblem } from './backup/litestream.ts';
import { runWithReplicator } from './backup/replicate.ts';
import { restoreDatabaseFromOffsite } from './backup/restore.ts';
import { describeTarget } from './backup/settings.ts';
import { createLogger } from './log.ts';

const config = readConfigOrExit();
if (!config.backup) {
  await import('./index.ts');
} else {
  if (!litestreamBinary()) exitWithProblems([missingBinaryProblem()]);
  const logger = createLogger(config.logLevel);
  const { dbPath } = config.leads;
  const where = describeTarget(config.backup);
  if (!existsSync(dbPath)) {
    logger.info(`No database at ${dbPath}: restoring it from the off-site copy (${where})`);
    const started = performance.now();
    try {
      const restored = await restoreDatabaseFromOffsite(dbPath, config.backup);
      logger.info(
        restored
          ? `Restored ${restored.leads} leads from the off-site copy in ${Math.round(performance.now() - started)} ms${restored.site ? `; the published site (revision ${restored.site.id}) is built again as the server starts` : ''}`
          : `The off-site copy (${where}) is empty: starting with a new database, which is copied there from now on`,
      );
    } catch (error) {
      // Starting empty while the copy is only out of reach would make a second, empty history.
      logger.fatal(`Cannot restore the database from the off-site copy (${where}): ${error instanceof Error ? error.message : String(error)}. Nothing was started; the next start tries again.`);
      process.exit(1);
    }
  }
  process.exit(await runWithReplicator(dbPath, config.backup, logger));
}
