import { readFileSync } from 'node:fs';
import { load, type CheerioAPI } from 'cheerio';
import { builtPages, type BuiltPage } from '../../scripts/lib/dist.ts';

export interface LoadedPage extends BuiltPage {
  html: string;
  $: CheerioAPI;
}

/** Every built page of dist/ parsed once. */
export function loadBuiltPages(): LoadedPage[] {
  return builtPages().map((page) => {
    const html = readFileSync(page.file, 'utf8');
    return { ...page, html, $: load(html) };
  });
}

/** Parsed JSON-LD blocks of a page; throws with the page named if one does not parse. */
export function jsonLdBlocks(page: LoadedPage): Record<string, unknown>[] {
  return page
    .$('script[type="application/ld+json"]')
    .toArray()
    .map((el, index) => {
      const text = page.$(el).text();
      try {
        return JSON.parse(text) as Record<string, unknown>;
      } catch (error) {
        throw new Error(`${page.route}: JSON-LD block ${index + 1} does not parse: ${(error as Error).message}`);
      }
    });
}

export const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
