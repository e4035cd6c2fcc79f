/**
 * Runs the server under `litestream replicate -exec`, so the two live and die together:
 * Litestream ends when the server ends, and forwards SIGTERM/SIGINT to it and waits (the server
 * finishes requests in flight). The server, in turn, stops when Litestream is gone
 * (watchReplicator), so a supervisor (systemd, the container runtime) restarts both.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Logger } from '../log.ts';
import { litestreamBinary, litestreamConfig, litestreamEnv, missingBinaryProblem, writeLitestreamConfig } from './litestream.ts';
import type { BackupSettings } from './settings.ts';

/** Set by the supervisor for the server it runs: where Litestream's metrics answer. */
export const metricsVariable = 'BACKUP_REPLICATOR_METRICS';

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

/** go-shellwords reads -exec; single quotes keep a path with spaces whole. */
const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** Starts Litestream with the server under it; resolves with the exit code to end with. */
export async function runWithReplicator(dbPath: string, target: BackupSettings, logger: Logger): Promise<number> {
  const binary = litestreamBinary();
  if (!binary) throw new Error(missingBinaryProblem());
  const port = await freeLoopbackPort();
  const config = writeLitestreamConfig(litestreamConfig(dbPath, target, port));
  const child = spawn(binary, ['replicate', '-config', config.path, '-no-expand-env', '-exec', `${shellQuote(process.execPath)} ${shellQuote(serverScript)}`], {
    env: { ...litestreamEnv(target), [metricsVariable]: `http://127.0.0.1:${port}/metrics` },
    stdio: 'inherit',
  });
  logger.info({ replicator: child.pid }, 'off-site copy on: the server runs under the replicator (Litestream)');
  // Litestream passes the signal on to the server and waits for it; a second one changes nothing.
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  return new Promise((done) => {
    child.on('error', (error) => {
      logger.fatal(`The replicator could not start: ${error.message}`);
      config.remove();
      done(1);
    });
    child.on('exit', (code, signal) => {
      config.remove();
      if (signal) logger.error(`the replicator was ended by ${signal}; the server stops with it`);
      done(code ?? 1);
    });
  });
}

/**
 * In the server: stops it when the replicator that started it is gone (killed, crashed), since
 * changes would no longer leave the machine. A parent that dies leaves its child to init.
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
