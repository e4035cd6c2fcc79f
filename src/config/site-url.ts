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

/**
 * What the build (the address written into the pages) or the server (where the inbox accepts
 * sign-in) tells whoever runs it while SITE_URL is not a real address, else undefined. Each names
 * only what its own step fixes, so `npm start`, which builds and then serves, says each thing once.
 */
export function siteUrlWarning(site: { url: string; kind: SiteUrlKind }, step: 'build' | 'server'): string | undefined {
  if (site.kind === 'set') return undefined;
  const affects =
    step === 'build'
      ? `canonical links, sitemap.xml, social images and the ping of contact links point to ${site.url}`
      : `the inbox accepts sign-in and passkeys at ${site.url} only`;
  const fix = 'Set SITE_URL to the public address (e.g. https://www.yourcompany.com) in .env or the environment';
  return site.kind === 'local'
    ? `SITE_URL is not set: ${affects}, which works on this machine only. ${fix} before you deploy.`
    : `SITE_URL is still the placeholder ${placeholderSiteUrl}: ${affects}. ${fix}, or leave it empty to work on http://localhost.`;
}
