/**
 * Runs the server and Litestream side by side under server/start.ts:
 * - when the server ends (a stop, a crash), Litestream gets SIGTERM and makes its last upload,
 *   and start.ts ends with the server's code, so the supervisor (systemd, the container runtime)
 *   restarts both;
 * - when Litestream ends unexpectedly or cannot start, it is started again with backoff while the
 *   server keeps serving; the server is told (IPC), so the inbox, /healthz and one alert say so;
 * - SIGTERM/SIGINT to start.ts go to the server first, which finishes requests in flight;
 * - the server stops by itself if start.ts is gone (watchReplicator): nothing would restart the
 *   replicator then.
 * Siblings rather than `litestream replicate -exec`: Litestream 0.3.13 can hang for good when a
 * connection dies in the middle of an upload (its WAL writer blocks on a pipe nobody reads), and
 * only a new Litestream process recovers. The server notices the stall (server/backup/status.ts)
 * and asks for a new replicator over the IPC channel, without a moment of downtime.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { doublingDelay } from '../../src/lib/retry-delay.ts';
import type { Logger } from '../log.ts';
import { litestreamBinary, litestreamConfig, litestreamEnv, litestreamMessage, missingBinaryProblem, writeLitestreamConfig } from './litestream.ts';
import type { BackupSettings } from './settings.ts';

/** Set by start.ts for the server it runs: where Litestream's metrics answer. */
export const metricsVariable = 'BACKUP_REPLICATOR_METRICS';
/** The message the server sends start.ts when the replicator has stalled. */
export const restartMessage = 'restart-replicator';
/** The message the server sends start.ts once it listens (start.ts may then close its holding page). */
export const listeningMessage = 'listening';
/** How long Litestream may take for its last upload after the server stopped. */
const finalSyncMs = 10_000;
/** A replicator that ends is started again after 1 s, 2 s, 4 s ... at most 5 minutes apart. */
const firstRetryMs = 1000;
const lastRetryMs = 5 * 60_000;
/** A replicator that has run this long is well again: the next failure starts the backoff over. */
export const steadyMs = 30_000;
/** This many failures in a row (none steady for 30 s) is a replicator that dies repeatedly: the owner's phone is told. */
export const alertAfterFailures = 3;

/** What start.ts tells the server about the replicator: a problem (null once it runs again), and whether it is worth an alert. */
export interface ReplicatorState {
  type: 'replicator';
  problem: string | null;
  alert: boolean;
}

/**
 * Litestream 0.3.13 cannot read the last file in the copy: an upload was cut (the machine or the
 * app was killed while it was sending). It computes its place in the copy from that file, so it
 * would fail this way forever; other errors (an unreachable destination) name other causes.
 */
const cutFileError = /cannot determine replica position: (unexpected EOF|EOF|lz4: )/;

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

/** Litestream's own folder beside the database (its shadow WAL and the name of its generation). */
export const litestreamMetaDir = (dbPath: string) => join(dirname(dbPath), `.${basename(dbPath)}-litestream`);

export interface RunOptions {
  /** Extra environment for the server (start.ts's holding page asks it to share the port). */
  serverEnv?: NodeJS.ProcessEnv;
  /** Called once the server listens. */
  onListening?: () => void;
}

/** Starts Litestream and the server; resolves with the exit code start.ts should end with. */
export async function runWithReplicator(dbPath: string, target: BackupSettings, logger: Logger, options: RunOptions = {}): Promise<number> {
  const binary = litestreamBinary();
  if (!binary) throw new Error(missingBinaryProblem());
  const port = await freeLoopbackPort();
  const config = writeLitestreamConfig(litestreamConfig(dbPath, target, port));
  let stopping = false;
  let replicator: ChildProcess | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  /** Replicators stopped on purpose (stalled, or after a cut file); their exit is expected. */
  const retired = new WeakSet<ChildProcess>();

  const server = spawn(process.execPath, [serverScript], {
    env: { ...process.env, ...options.serverEnv, [metricsVariable]: `http://127.0.0.1:${port}/metrics` },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const tell = (state: Omit<ReplicatorState, 'type'>) => {
    if (server.connected) server.send({ type: 'replicator', ...state } satisfies ReplicatorState);
  };

  function startReplicator(): void {
    retry = undefined;
    const child = spawn(binary!, ['replicate', '-config', config.path, '-no-expand-env'], { env: litestreamEnv(target), stdio: ['ignore', 'inherit', 'pipe'] });
    replicator = child;
    let said = '';
    let repairing = false;
    child.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        said = litestreamMessage(line);
        if (!repairing && cutFileError.test(line)) {
          repairing = true;
          void startNewHistory(child);
        }
      }
    });
    const steady = setTimeout(() => {
      if (!failures) return;
      failures = 0;
      logger.info('the replicator (Litestream) runs again');
      tell({ problem: null, alert: false });
    }, steadyMs);
    steady.unref();
    let ended = false;
    const end = (reason: string) => {
      if (ended) return;
      ended = true;
      clearTimeout(steady);
      if (stopping || retired.has(child)) return;
      failures += 1;
      const delay = doublingDelay(failures, firstRetryMs, lastRetryMs);
      const problem = `The off-site copy stopped: its replicator (Litestream) ended (${said || reason}). The server starts it again every few minutes; until then, changes stay on this server only.`;
      logger.error({ failures, retryInMs: delay }, `the replicator (Litestream) ended (${said || reason}); starting it again in ${Math.round(delay / 1000)} s, the site keeps running`);
      tell({ problem, alert: failures >= alertAfterFailures });
      retry = setTimeout(startReplicator, delay);
    };
    child.on('error', (error) => end(`it could not start: ${error.message}`));
    child.on('exit', (code, signal) => end(signal ? `signal ${signal}` : `exit code ${code}`));
  }

  /**
   * A cut file at the end of the copy: start a new generation (a full snapshot, then changes),
   * which Litestream does when its folder beside the database is gone. The shadow WAL holds
   * nothing the database does not, so nothing is lost; restores take the newest generation.
   */
  async function startNewHistory(child: ChildProcess): Promise<void> {
    retired.add(child);
    logger.warn('the last file in the off-site copy was cut off in the middle of an upload (the machine stopped while sending it): the copy starts a new history from the whole database');
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), finalSyncMs);
    await exitOf(child);
    clearTimeout(force);
    if (stopping) return;
    rmSync(litestreamMetaDir(dbPath), { recursive: true, force: true });
    startReplicator();
  }

  startReplicator();
  logger.info({ replicator: replicator!.pid, server: server.pid }, 'off-site copy on: the server runs beside the replicator (Litestream)');

  server.on('message', async (message) => {
    if (message === listeningMessage) return options.onListening?.();
    if (message !== restartMessage || stopping || !replicator || retry) return;
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
  clearTimeout(retry);
  // The server has stopped writing: Litestream's last sync ships what is left, within a bound.
  const last = replicator!;
  last.kill('SIGTERM');
  const force = setTimeout(() => last.kill('SIGKILL'), finalSyncMs);
  await exitOf(last);
  clearTimeout(force);
  config.remove();
  return serverCode;
}

/**
 * In the server: stops it when start.ts, which restarts the replicator, is gone (killed,
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

/** In the server: tells start.ts it listens. */
export function announceListening(): void {
  process.send?.(listeningMessage);
}

/** In the server: what start.ts says about the replicator. */
export function onReplicatorState(listener: (state: ReplicatorState) => void): void {
  process.on('message', (message: unknown) => {
    if (message && typeof message === 'object' && (message as ReplicatorState).type === 'replicator') listener(message as ReplicatorState);
  });
}
