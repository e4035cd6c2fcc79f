/**
 * Runs the server and Litestream side by side under server/start.ts, tied together:
 * - when the server ends (a stop, a crash), Litestream gets SIGTERM and makes its last upload;
 * - when Litestream ends unexpectedly, the server is stopped, so the supervisor (systemd, the
 *   container runtime) restarts both; the server also stops by itself if start.ts is gone
 *   (watchReplicator);
 * - SIGTERM/SIGINT to start.ts go to the server first, which finishes requests in flight.
 * Siblings rather than `litestream replicate -exec`: Litestream 0.3.13 can hang for good when a
 * connection dies in the middle of an upload (its WAL writer blocks on a pipe nobody reads), and
 * only a new Litestream process recovers. The server notices the stall (server/backup/status.ts)
 * and asks for a new replicator over the IPC channel, without a moment of downtime.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Logger } from '../log.ts';
import { litestreamBinary, litestreamConfig, litestreamEnv, missingBinaryProblem, writeLitestreamConfig } from './litestream.ts';
import type { BackupSettings } from './settings.ts';

/** Set by start.ts for the server it runs: where Litestream's metrics answer. */
export const metricsVariable = 'BACKUP_REPLICATOR_METRICS';
/** The message the server sends start.ts when the replicator has stalled. */
export const restartMessage = 'restart-replicator';
/** How long Litestream may take for its last upload after the server stopped. */
const finalSyncMs = 10_000;

const serverScript = resolve(import.meta.dirname, '..', 'index.ts');

/** A loopback port free right now, for Litestream's metrics. */
function freeLoopbackPort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((done) => child.once('exit', () => done()));

/** Starts Litestream and the server; resolves with the exit code start.ts should end with. */
export async function runWithReplicator(dbPath: string, target: BackupSettings, logger: Logger): Promise<number> {
  const binary = litestreamBinary();
  if (!binary) throw new Error(missingBinaryProblem());
  const port = await freeLoopbackPort();
  const config = writeLitestreamConfig(litestreamConfig(dbPath, target, port));
  let stopping = false;
  let replicatorDied = false;
  let replicator: ChildProcess;
  /** Replicators stopped on purpose (stalled); their exit is expected. */
  const retired = new WeakSet<ChildProcess>();

  const server = spawn(process.execPath, [serverScript], {
    env: { ...process.env, [metricsVariable]: `http://127.0.0.1:${port}/metrics` },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  function startReplicator(): void {
    const child = spawn(binary!, ['replicate', '-config', config.path, '-no-expand-env'], { env: litestreamEnv(target), stdio: ['ignore', 'inherit', 'inherit'] });
    replicator = child;
    child.on('error', (error) => logger.fatal(`The replicator could not start: ${error.message}`));
    child.on('exit', (code, signal) => {
      if (stopping || retired.has(child)) return;
      // Changes would no longer leave the machine: stop the server too, so both are restarted.
      logger.fatal({ code, signal }, 'the replicator (Litestream) stopped: stopping the server too, so the supervisor restarts both');
      stopping = true;
      replicatorDied = true;
      server.kill('SIGTERM');
    });
  }
  startReplicator();
  logger.info({ replicator: replicator!.pid, server: server.pid }, 'off-site copy on: the server runs beside the replicator (Litestream)');

  server.on('message', async (message) => {
    if (message !== restartMessage || stopping) return;
    const stalled = replicator;
    retired.add(stalled);
    logger.warn({ replicator: stalled.pid }, 'the off-site copy has not moved for a minute while changes wait: starting a new replicator');
    stalled.kill('SIGKILL');
    await exitOf(stalled);
    if (!stopping) startReplicator();
  });

  const forward = (signal: NodeJS.Signals) => {
    stopping = true;
    server.kill(signal);
  };
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);

  const serverCode = await new Promise<number>((done) => {
    server.on('error', (error) => {
      logger.fatal(`The server could not start: ${error.message}`);
      done(1);
    });
    server.on('exit', (code) => done(code ?? 1));
  });
  stopping = true;
  // The server has stopped writing: Litestream's last sync ships what is left, within a bound.
  replicator!.kill('SIGTERM');
  const force = setTimeout(() => replicator.kill('SIGKILL'), finalSyncMs);
  await exitOf(replicator!);
  clearTimeout(force);
  config.remove();
  return replicatorDied && serverCode === 0 ? 1 : serverCode;
}

/**
 * In the server: stops it when start.ts, which ties it to the replicator, is gone (killed,
 * crashed): changes would no longer leave the machine. An orphan is handed to init.
 */
export function watchReplicator(onGone: () => void, everyMs = 1000): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      onGone();
    }
  }, everyMs);
  timer.unref();
}

/** In the server: asks start.ts for a new replicator. */
export function requestReplicatorRestart(): void {
  process.send?.(restartMessage);
}
