import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

export interface StartedServer {
  child: ChildProcess;
  url: string;
  /** Stops this server by its own PID and waits for it to exit. */
  stop: () => Promise<void>;
}

/** Starts the real Node server (server/index.ts) as a child process and waits until it answers. */
export async function startServer(env: Record<string, string>, port: number): Promise<StartedServer> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not answer on ${url}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const stop = () =>
    new Promise<void>((resolveStop) => {
      if (child.exitCode !== null || child.pid === undefined) return resolveStop();
      child.once('exit', () => resolveStop());
      process.kill(child.pid, 'SIGTERM');
      setTimeout(() => child.exitCode === null && child.pid && process.kill(child.pid, 'SIGKILL'), 3000).unref();
    });
  return { child, url, stop };
}
