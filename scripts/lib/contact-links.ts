import { fromParam } from '../../src/lib/attribution.ts';

/**
 * Adds `?from=<route>` to every link into /contact on a built page, so a quote request can say
 * which page sent the visitor (src/lib/attribution.ts reads it back). Done once over the
 * finished HTML rather than in each link's component, so navigation, buttons and links written
 * in Markdown articles all get it. /contact's own links and its canonical URL stay as they are.
 */
export function tagContactLinks(html: string, route: string): string {
  if (route === '/contact') return html;
  return html.replace(
    /(<a\s[^>]*?href=")\/contact(?=["?#])(\?)?/g,
    (_, start: string, query: string | undefined) => `${start}/contact?${fromParam}=${route}${query ? '&amp;' : ''}`,
  );
}
