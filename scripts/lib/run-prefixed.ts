/**
 * Runs of test steps side by side for `npm test` (scripts/test-unit.ts, scripts/test-beside-e2e.ts):
 * a step that mostly waits shares the two cores with one that keeps them busy. A step given a
 * prefix has each of its output lines marked with it, so interleaved lines still say whose they
 * are; a step without one writes straight through. The result is the step's exit code, 1 when
 * a signal ended it.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '..', '..');

export function runPrefixed(command: string, args: string[], prefix?: string): Promise<number> {
  const child = spawn(command, args, { cwd: projectRoot, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (prefix) {
    for (const [stream, out] of [[child.stdout!, process.stdout], [child.stderr!, process.stderr]] as const) {
      createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
    }
  }
  return new Promise((done) => child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0))));
}

/** The first failing exit code of steps run together, 0 when all passed. */
export const firstFailure = (codes: number[]): number => codes.find((code) => code !== 0) ?? 0;
