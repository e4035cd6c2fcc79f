/**
 * What a social image needs from a built page: read from the HTML Astro wrote, so the image
 * always shows the title the page really carries. Regexes instead of an HTML parser because
 * this runs in `npm start` builds, where dev dependencies may be missing, and Head.astro
 * writes these tags in one known shape.
 */
import { serviceAreaCities } from '../../src/config/business.ts';

export interface OgPageMeta {
  title: string;
  /** Path part of the og:image URL, e.g. '/og/services/leveling.png'. */
  imagePath: string | null;
  indexable: boolean;
}

const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : match;
    }
    return named[body.toLowerCase()] ?? match;
  });
}

function metaContent(html: string, attr: 'name' | 'property', key: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const keyMatch = tag.match(new RegExp(`\\b${attr}\\s*=\\s*["']([^"']*)["']`, 'i'));
    if (keyMatch?.[1]?.toLowerCase() !== key) continue;
    const content = tag.match(/\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i);
    return content ? decodeEntities(content[1] ?? content[2] ?? '') : null;
  }
  return null;
}

export function readOgMeta(html: string): OgPageMeta {
  const docTitle = html.match(/<title[^>]*>([^<]*)<\/title>/i)?.[1];
  const title = (metaContent(html, 'property', 'og:title') ?? decodeEntities(docTitle ?? '')).trim();
  const image = metaContent(html, 'property', 'og:image');
  const robots = metaContent(html, 'name', 'robots') ?? '';
  return {
    title,
    imagePath: image ? decodeURIComponent(new URL(image, 'http://localhost').pathname) : null,
    indexable: !/\bnoindex\b/i.test(robots),
  };
}

/** The site section a route belongs to, shown as the image's label. */
export function ogSection(route: string): string {
  if (route === '/') return 'Home';
  if (route === '/services' || route.startsWith('/services/')) return 'Services';
  if (route === '/service-areas' || route.startsWith('/areas/')) return 'Service Areas';
  if (route === '/blog' || route.startsWith('/blog/')) return 'Blog';
  if (route.startsWith('/tools/')) return 'Cost Estimator';
  return 'Company';
}

/**
 * The part of an area page's title that names its city ('Cornelius, NC'), so the image can
 * set it apart; null for other routes or when the title does not name the city.
 */
export function ogCityHighlight(route: string, title: string): string | null {
  if (!route.startsWith('/areas/')) return null;
  const city = serviceAreaCities.find((name) => title.includes(name));
  if (!city) return null;
  const withState = new RegExp(`${city},?\\s+(NC|North Carolina)\\b`).exec(title);
  return withState ? withState[0] : city;
}
