import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkFiles } from '../../server/static-site.ts';
import { britishSpellings } from '../support/us-english.ts';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * Everything the site, the inbox, the server and the scripts say, and the manuals, in US English:
 * text shown to visitors and to the owner lives in src/ and server/ (pages, components, content,
 * messages, e-mails), the CLIs' words in scripts/, the manuals in docs/ and the README. Comments
 * and names count too, so a British word never waits in code to reach a page.
 */
const checked = ['src', 'server', 'scripts', 'docs', 'public', 'README.md', '.env.example']
  .map((path) => resolve(root, path))
  .flatMap((path) => (path.endsWith('.md') || path.endsWith('.example') ? [path] : walkFiles(path)))
  .filter((file) => existsSync(file) && /\.(ts|tsx|mjs|astro|css|md|json|svg|txt|example)$/.test(file));

describe('US English', () => {
  it('checks the text of the site, the inbox, the server and the manuals', () => {
    const files = checked.map((file) => relative(root, file));
    for (const expected of ['src/content/areas.ts', 'src/components/inbox/LeadRow.tsx', 'server/leads/notify.ts', 'docs/owner-guide.md', 'README.md']) {
      expect(files).toContain(expected);
    }
  });

  it('finds British spellings, in words and in names, and leaves US ones and stored field names alone', () => {
    expect(britishSpellings('Neighbourhoods we serve, an itemised quote in any colour; colourFor(x)')).toHaveLength(3 + 1);
    expect(britishSpellings('Levelling, dialling, a licence, grey, the centre, to recognise, an organisation')).toHaveLength(7);
    expect(britishSpellings('Neighborhoods, itemized, color, leveling, dialing, license, gray, center, otherwise, exercise, emphasis, analyses')).toEqual([]);
    expect(britishSpellings('aria-labelledby="x" business.licenceNumber')).toEqual([]);
  });

  it('has no British spelling in src/, server/, scripts/, docs/ or the README', () => {
    const found = checked.flatMap((file) => britishSpellings(readFileSync(file, 'utf8')).map((spelling) => `${relative(root, file)}: ${spelling}`));
    expect(found).toEqual([]);
  });
});
