import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/lib/dist.ts';
import { inlineStyles, sha256Source, styleAttribute } from '../../server/security-headers.ts';
import { parseHeadersFile } from '../../server/headers-file.ts';
import { loadBuiltPages } from '../support/html.ts';

const pages = loadBuiltPages();
const policy = parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8'))
  .find((rule) => rule.pattern === '/*')!
  .headers.find(([name]) => name === 'Content-Security-Policy')![1];
const styleSrc = policy.split(';').find((part) => part.trim().startsWith('style-src'))!;

/**
 * The CSP allows no inline style it did not hash (docs/security.md#pages-and-headers): a `style`
 * attribute anywhere, or a `<style>` block whose hash _headers does not carry, would be blocked
 * in the browser and the page would lose its look.
 */
describe('inline styles under the CSP', () => {
  it("allows no 'unsafe-inline' for styles", () => {
    expect(styleSrc).not.toContain('unsafe-inline');
  });

  it.each(pages.map((page) => [page.route, page] as const))('%s has no style attribute and every <style> block hashed', (_route, page) => {
    const attribute = styleAttribute.exec(page.html);
    expect(attribute?.[0], 'a style attribute').toBeUndefined();
    for (const block of inlineStyles(page.html)) expect(styleSrc).toContain(sha256Source(block));
  });
});
