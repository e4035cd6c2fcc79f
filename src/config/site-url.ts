/**
 * The site's public origin, SITE_URL, read the same way by the build (canonical links, sitemap,
 * social images, the `ping` of contact links) and the server (the inbox's one accepted origin,
 * passkeys). Unset, it is the address the README serves the site at, http://localhost:<PORT>,
 * so a fresh clone works end to end on its own machine; the build and the server warn about it.
 */
export const placeholderSiteUrl = 'https://www.example.com';
export const defaultPort = 4321;

/** 'local': SITE_URL unset, so the localhost address; 'placeholder': still the example value. */
export type SiteUrlKind = 'set' | 'local' | 'placeholder';

type Env = Readonly<Record<string, string | undefined>>;

function localPort(env: Env): number {
  const port = Number(env.PORT?.trim());
  return Number.isInteger(port) && port >= 1 && port <= 65535 ? port : defaultPort;
}

/** SITE_URL without a trailing slash, or the localhost address when it is unset or blank. */
export function siteUrlFrom(env: Env): { url: string; kind: SiteUrlKind } {
  const value = env.SITE_URL?.trim().replace(/\/+$/, '');
  if (!value) return { url: `http://localhost:${localPort(env)}`, kind: 'local' };
  return { url: value, kind: value === placeholderSiteUrl ? 'placeholder' : 'set' };
}

/** What to tell whoever builds or serves the site while SITE_URL is not a real address, else undefined. */
export function siteUrlWarning(site: { url: string; kind: SiteUrlKind }): string | undefined {
  const affects = 'canonical links, sitemap.xml, social images, and the inbox\'s sign-in and passkeys';
  if (site.kind === 'local') {
    return `SITE_URL is not set, so ${affects} use ${site.url}: fine on this machine, wrong anywhere else. Set SITE_URL to the public address (e.g. https://www.yourcompany.com) in .env or the environment before you deploy.`;
  }
  if (site.kind === 'placeholder') {
    return `SITE_URL is still the placeholder ${placeholderSiteUrl}, so ${affects} point there and the inbox refuses sign-in at any other address. Set SITE_URL to the public address, or leave it empty to work on http://localhost.`;
  }
  return undefined;
}
