import { load } from 'cheerio';

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/**
 * What a built page contributes to sitemap.xml: its canonical URL, unless it is noindex;
 * lastmod only where the page states a real modification date (articles).
 */
export function sitemapEntry(html: string): SitemapEntry | undefined {
  const $ = load(html);
  const robots = $('meta[name="robots"]').attr('content') ?? '';
  if (/noindex/i.test(robots)) return undefined;
  const loc = $('link[rel="canonical"]').attr('href');
  if (!loc) return undefined;
  const modified = $('meta[property="article:modified_time"]').attr('content');
  return { loc, lastmod: modified ? modified.slice(0, 10) : undefined };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.loc.localeCompare(b.loc))
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `\n    <lastmod>${entry.lastmod}</lastmod>` : ''}\n  </url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
