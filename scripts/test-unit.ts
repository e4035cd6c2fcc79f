/**
 * `npm run test:unit`: the unit and server tests as two Vitest runs at once (vitest.config.ts):
 * the tests that mostly wait on real clocks (the off-site copy's, the graceful stop's) beside all
 * the others, which keep the two cores busy. One Vitest run cannot do that: its projects with
 * different worker counts run one after the other. The waiting run's lines are prefixed with its
 * name; the exit code fails when either run fails. Arguments (file filters, -t) go to one
 * ordinary run instead.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');

function run(args: string[], prefix?: string): Promise<number> {
  const child = spawn(process.execPath, [vitest, 'run', ...args], { cwd: root, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (prefix) {
    for (const [stream, out] of [[child.stdout!, process.stdout], [child.stderr!, process.stderr]] as const) {
      createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
    }
  }
  return new Promise((done) => child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0))));
}

const extra = process.argv.slice(2);
const codes = extra.length
  ? [await run(extra)]
  : await Promise.all([run(['--project', 'waiting', 'tests/server'], '[waiting]'), run(['--project', 'main', 'tests/unit', 'tests/server'])]);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
