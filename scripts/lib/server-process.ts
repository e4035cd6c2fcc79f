import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '..', '..');

/**
 * Servers started here copy nothing off the machine unless the caller asks: an off-site copy set
 * in the developer's .env would otherwise make every test server replicate (or refuse to start).
 * Empty values win over .env, as any variable already in the environment does.
 */
export const offsiteCopyOff: Record<string, string> = Object.fromEntries(
  ['BACKUP_URL', 'BACKUP_SFTP_KEY_FILE', 'BACKUP_S3_ENDPOINT', 'BACKUP_S3_REGION', 'BACKUP_ACCESS_KEY_ID', 'BACKUP_SECRET_ACCESS_KEY'].map((name) => [name, '']),
);

/** Adds an owner to the database file `db` as `npm run owner add` does, typing the password on stdin. */
export function addOwner(db: string, owner: { email: string; password: string }): void {
  execFileSync(process.execPath, ['scripts/owner.ts', 'add', owner.email], {
    cwd: projectRoot,
    env: { ...process.env, LEADS_DB: db },
    input: `${owner.password}\n`,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the server wrote to stdout so far (its log lines). */
  stdout: () => string;
  /** stdout and stderr interleaved, for error reports. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export interface StartedServer extends ServerProcess {
  url: string;
  /** Stops this server by its own PID and waits for it to exit. */
  stop: () => Promise<void>;
}

/**
 * Spawns the real Node server (server/index.ts, or `script`, e.g. server/start.ts) without waiting
 * for it. `env` is laid over the current environment; a variable set to undefined is removed, as
 * if it were never set.
 */
export function spawnServer(env: Record<string, string | undefined>, cwd = projectRoot, script = 'server/index.ts'): ServerProcess {
  const merged: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...process.env, ...offsiteCopyOff, ...env })) if (value !== undefined) merged[name] = value;
  const child = spawn(process.execPath, [resolve(projectRoot, script)], { cwd, env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child.once('close', (code) => resolveExit(code)));
  return { child, stdout: () => stdout, output: () => output, exited };
}

/**
 * Starts the real Node server as a child process on 127.0.0.1:`port` and waits until it
 * answers. Pass `PORT: undefined` to let the server find its port elsewhere (.env).
 */
export async function startServer(
  env: Record<string, string | undefined>,
  port: number,
  cwd = projectRoot,
  { script = 'server/index.ts', timeoutMs = 20_000 } = {},
): Promise<StartedServer> {
  const server = spawnServer({ HOST: '127.0.0.1', PORT: String(port), ...env }, cwd, script);
  const { child } = server;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early (${child.exitCode}):\n${server.output()}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      // start.ts's holding page answers 200 with "ok": false while it restores: not started yet.
      if (response.ok && ((await response.json()) as { ok?: boolean }).ok !== false) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not answer on ${url}:\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    process.kill(child.pid, 'SIGTERM');
    const force = setTimeout(() => child.exitCode === null && child.pid && process.kill(child.pid, 'SIGKILL'), 15_000);
    await server.exited;
    clearTimeout(force);
  };
  return { ...server, url, stop };
}

/** A loopback port nothing listens on right now, for a server a test or bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Ids of the processes whose parent is `pid` (what a server or sshd started). */
export function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((id) => id > 0);
  } catch {
    // ps exits 1 when there are none
    return [];
  }
}
