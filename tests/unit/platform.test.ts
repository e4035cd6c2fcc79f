import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../scripts/require-node.mjs';

const root = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };

describe('Node version guard', () => {
  it('accepts Node 24.11+ and 26+, and refuses end-of-life lines in one sentence naming both versions', () => {
    expect(nodeVersionProblem('24.11.0', pkg.engines.node)).toBeNull();
    expect(nodeVersionProblem('26.1.0', pkg.engines.node)).toBeNull();
    for (const old of ['20.20.2', '22.12.0', '24.10.0', '25.2.1']) {
      const problem = nodeVersionProblem(old, pkg.engines.node);
      expect(problem).toContain(`Node.js v${old}`);
      expect(problem).toContain('Node.js 24 LTS');
      expect(problem).not.toContain('\n');
    }
  });

  it('lets this Node through', () => {
    expect(() => execFileSync(process.execPath, [join(root, 'scripts/require-node.mjs')])).not.toThrow();
  });

  // The machine's own Node 20, where present, is the real old runtime a newcomer would use.
  it.skipIf(!existsSync('/usr/bin/node') || Number(execFileSync('/usr/bin/node', ['-p', 'process.versions.node.split(".")[0]']).toString()) >= 24)(
    'stops an old Node with that sentence and no stack trace',
    () => {
      const run = spawnSync('/usr/bin/node', [join(root, 'scripts/require-node.mjs')], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/needs Node\.js 24 LTS .* but this is Node\.js v\d+/);
    },
  );

  it('pins the same major in .nvmrc that engines accepts', () => {
    const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
    expect(nodeVersionProblem(`${pinned}.11.0`, pkg.engines.node)).toBeNull();
  });
});

describe('package-lock.json', () => {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { optionalDependencies?: Record<string, string>; version?: string }>;
  };

  /** Where Node would find `name` from the package at `from`: its own node_modules, then each parent's. */
  function resolveFrom(from: string, name: string): string | undefined {
    let base = from;
    for (;;) {
      const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (lock.packages[candidate]) return candidate;
      if (!base) return undefined;
      const parent = base.lastIndexOf('/node_modules/');
      base = parent < 0 ? '' : base.slice(0, parent);
    }
  }

  it('records every platform binary of every package, so `npm ci` works on any machine', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, meta]) =>
      Object.keys(meta.optionalDependencies ?? {})
        .filter((name) => !resolveFrom(path, name))
        .map((name) => `${path || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
