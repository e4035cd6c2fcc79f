import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkFiles } from '../../server/static-site.ts';

/**
 * Layers import only downwards (docs/architecture.md): the configuration is the ground floor,
 * and the photo store sits below the lead store. `npm run check:imports` finds circles between
 * files; these find a floor that reaches up, which a circle check misses until the loop closes.
 */
const root = resolve(import.meta.dirname, '..', '..');

/** Every relative module a file imports or re-exports, type-only ones included, as repository paths. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? m[2]!);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => relative(root, resolve(dirname(file), s)));
}

function importsFrom(folder: string): { file: string; target: string }[] {
  return walkFiles(resolve(root, folder))
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .flatMap((file) => importsOf(file).map((target) => ({ file: relative(root, file), target })));
}

describe('layers', () => {
  it('finds the imports it checks, type-only ones too', () => {
    expect(importsFrom('src/config')).toContainEqual({ file: 'src/config/business-defaults.ts', target: 'src/config/business-schema.ts' });
    expect(importsFrom('server/leads')).toContainEqual({ file: 'server/leads/notify.ts', target: 'server/photos/store.ts' });
  });

  it('keeps the configuration the ground floor: it imports nothing from content, logic, components, pages or the server', () => {
    const upward = importsFrom('src/config').filter(({ target }) => !target.startsWith('src/config/'));
    expect(upward).toEqual([]);
  });

  it('keeps the photo store below the lead store: photos import nothing from leads', () => {
    expect(importsFrom('server/photos').filter(({ target }) => target.startsWith('server/leads/'))).toEqual([]);
  });
});
