import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir, walkFiles } from '../../scripts/lib/dist.ts';
import { britishSpellings } from '../support/us-english.ts';

/**
 * What the built site says, to visitors and to search engines alike, is in US English: every page
 * with its structured data, alt text and titles, the feeds and sitemap, and the drawn images. The
 * owner's published words are built in too, so this also holds for a build from the inbox.
 */
const files = walkFiles(distDir).filter((file) => /\.(html|xml|txt|svg|webmanifest)$/.test(file));

describe('US English in the built site', () => {
  it('has pages and feeds to read', () => {
    expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(20);
    expect(files.some((file) => file.endsWith('rss.xml'))).toBe(true);
  });

  it('has no British spelling on any page', () => {
    const found = files.flatMap((file) => britishSpellings(readFileSync(file, 'utf8')).map((spelling) => `${relative(distDir, file)}: ${spelling}`));
    expect(found).toEqual([]);
  });
});
