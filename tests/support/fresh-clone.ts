import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { projectRoot } from '../../scripts/lib/server-process.ts';

/**
 * A copy of the repository as a clone has it: every file git tracks or would add (not dist/,
 * data/ or .env, which .gitignore keeps out), with the installed node_modules linked in
 * place of `npm ci`, which needs the network.
 */
export function freshClone(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'ccr-clone-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: projectRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      copyFileSync(join(projectRoot, file), join(dir, file));
    } catch (error) {
      // A file deleted in the working tree but not yet in git's index is not part of the clone.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The environment of someone who has set nothing: every setting .env.example names is removed,
 * so the project runs on its defaults, as the README's commands do on a fresh machine.
 */
export function unconfiguredEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const names = [...readFileSync(join(projectRoot, '.env.example'), 'utf8').matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]!);
  const env = { ...process.env };
  for (const name of names) delete env[name];
  return { ...env, ...extra };
}

export interface NpmRun {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Stops the command and everything it started (its own process group), by its PID. */
  stop: () => Promise<void>;
}

/** `npm run <script>` (or `npm start`) in `cwd`, in a process group of its own. */
export function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv, stdin?: string): NpmRun {
  const child = spawn('npm', args, { cwd, env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin!.end(stdin ?? '');
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  return { child, output: () => output, exited, stop };
}
