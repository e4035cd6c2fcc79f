import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations/index.ts';
import { walkFiles } from '../../server/static-site.ts';

const root = resolve(import.meta.dirname, '..', '..');
const folder = resolve(root, 'server/db/migrations');

/**
 * The SHA-256 of JSON.stringify() of the 17 migration texts as shipped, computed from the array
 * `migrations` in server/leads/migrations.ts at commit 4303101, before it was split into one file
 * per step. A database records only how many steps ran (PRAGMA user_version), so a shipped step
 * that changed would leave databases already past it with another schema than new ones.
 */
const shipped = { count: 17, sha256: 'aa076cb8393f8882907e77fe54cfb0d726e1f00020d747bf804e2c5468be4cc6' };

const stepFiles = () => readdirSync(folder).filter((name) => name !== 'index.ts').sort();

describe('migrations', () => {
  it('keeps every shipped step byte for byte', () => {
    const texts = migrations.slice(0, shipped.count);
    expect(texts).toHaveLength(shipped.count);
    expect(createHash('sha256').update(JSON.stringify(texts)).digest('hex')).toBe(shipped.sha256);
  });

  it('runs one file per step, numbered from 0001 without a gap, in the order of the index', async () => {
    const files = stepFiles();
    expect(files.map((name) => name.slice(0, 4))).toEqual(files.map((_, i) => String(i + 1).padStart(4, '0')));
    expect(files.every((name) => /^\d{4}-[a-z0-9-]+\.ts$/.test(name))).toBe(true);
    expect(migrations).toHaveLength(files.length);
    for (const [i, name] of files.entries()) {
      const step = (await import(resolve(folder, name))) as { default: string };
      expect(step.default, name).toBe(migrations[i]);
    }
  });

  it('keeps the database layer at the bottom: server/db imports no area of the server', () => {
    const reaching = walkFiles(resolve(root, 'server/db'))
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]/g)].map((match) => ({
          file: relative(root, file),
          target: relative(root, resolve(dirname(file), match[1]!)),
        })),
      )
      .filter(({ target }) => target.startsWith('server/') && !target.startsWith('server/db/'));
    expect(reaching).toEqual([]);
  });
});
