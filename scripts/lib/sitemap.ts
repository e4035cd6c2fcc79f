export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/**
 * What a built page contributes to sitemap.xml: its canonical URL, unless it is noindex;
 * lastmod only where the page states a real modification date (articles).
 */
export function sitemapEntry(html: string): SitemapEntry | undefined {
  const head = headTags(html);
  const robots = head.find((tag) => tag.name === 'meta' && tag.attrs.name === 'robots')?.attrs.content ?? '';
  if (/noindex/i.test(robots)) return undefined;
  const loc = head.find((tag) => tag.name === 'link' && tag.attrs.rel === 'canonical')?.attrs.href;
  if (!loc) return undefined;
  const modified = head.find((tag) => tag.name === 'meta' && tag.attrs.property === 'article:modified_time')?.attrs.content;
  return { loc, lastmod: modified ? modified.slice(0, 10) : undefined };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/**
 * The <meta> and <link> tags of a page's <head> with their attributes. The build runs without
 * an HTML parser package (test tools stay out of the production install); these void tags, as
 * Head.astro writes them, need no more than this.
 */
function headTags(html: string): { name: string; attrs: Record<string, string> }[] {
  const head = html.slice(0, Math.max(0, html.search(/<\/head>/i)));
  return [...head.matchAll(/<(meta|link)\b([^>]*)>/gi)].map((match) => ({
    name: match[1]!.toLowerCase(),
    attrs: Object.fromEntries(
      [...match[2]!.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)].map((attr) => [
        attr[1]!.toLowerCase(),
        (attr[2] ?? attr[3] ?? attr[4] ?? '').replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name]!),
      ]),
    ),
  }));
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
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /healthz\nDisallow: /inbox\nDisallow: /book/\nDisallow: /visit/\nDisallow: /calendar/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
