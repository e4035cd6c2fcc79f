import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/lib/dist.ts';
import { priceList } from '../../src/content/price-list.ts';
import { renderMarkdown } from '../../src/lib/markdown.ts';
import { expandPrices } from '../../src/lib/prices.ts';

const blogDir = join(import.meta.dirname, '..', '..', 'src', 'content', 'blog');
const compact = (html: string) => html.replace(/\s+/g, ' ').replace(/> </g, '><').trim();

/**
 * The repository's articles are built by the renderer of the articles written in the inbox
 * (src/lib/markdown.ts), so an article from the inbox looks like the rest and a change to how
 * articles render (such as tables scrolling in their own box) reaches all of them.
 */
describe('the built articles come from the inbox article renderer', () => {
  for (const file of readdirSync(blogDir).filter((name) => name.endsWith('.md'))) {
    const slug = file.replace(/\.md$/, '');
    it(`renders ${slug} as the build does`, () => {
      const body = readFileSync(join(blogDir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      // The build tags links into /contact with the page they are on (scripts/lib/contact-links.ts).
      // Prices are written into the rendered HTML from the list the build used.
      const rendered = compact(expandPrices(renderMarkdown(body), priceList)).replaceAll('href="/contact"', `href="/contact?from=/blog/${slug}"`);
      const built = compact(readFileSync(join(distDir, 'blog', `${slug}.html`), 'utf8'));
      expect(rendered.length).toBeGreaterThan(2000);
      expect(built).toContain(`<div class="prose-body">${rendered}`);
    });
  }
});
