/**
 * Where a quote request came from, read the same way by the quote form in the browser and by
 * the server from the Referer of a post sent without JavaScript. Links into /contact from our
 * own pages carry `?from=<path>` (added at build time, scripts/lib/contact-links.ts); the
 * external referrer and the utm_* tags only exist when /contact itself was the landing page.
 * Every value is cleaned here, so what the browser says and what the server stores agree, and
 * anything odd becomes null rather than refusing a customer's request.
 */

/** The query parameter links into /contact carry. */
export const fromParam = 'from';

/** Form fields the quote form sends the attribution in; Formspree passes them on as they are. */
export const attributionFields = {
  page: 'source_page',
  referrerHost: 'source_referrer',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
} as const;

export type AttributionKey = keyof typeof attributionFields;
export type Attribution = Record<AttributionKey, string | null>;

export const noAttribution: Attribution = { page: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };

/** Our routes are lower-case words and dashes: '/', '/areas/gastonia', '/contact/thank-you'. */
const pagePattern = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
const hostPattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;
const maxTagLength = 100;

/** A path of this site as our routes are written, or null. */
export function sitePath(raw: string | null | undefined): string | null {
  return raw && raw.length <= 200 && pagePattern.test(raw) ? raw : null;
}

/** A host name (with its port, if any) as a URL serializes it, or null. */
export function hostName(raw: string | null | undefined): string | null {
  const host = raw?.toLowerCase();
  return host && hostPattern.test(host) ? host : null;
}

/** A campaign tag as printable text of at most 100 characters, or null. */
export function campaignTag(raw: string | null | undefined): string | null {
  const tag = raw?.replace(/\p{C}/gu, '').trim().slice(0, maxTagLength);
  return tag ? tag : null;
}

/** Cleans each value the way it is stored; unknown or malformed values become null. */
export function cleanAttribution(raw: Partial<Record<AttributionKey, string | null | undefined>>): Attribution {
  return {
    page: sitePath(raw.page),
    referrerHost: hostName(raw.referrerHost),
    utmSource: campaignTag(raw.utmSource),
    utmMedium: campaignTag(raw.utmMedium),
    utmCampaign: campaignTag(raw.utmCampaign),
  };
}

/**
 * What a page address says about how the visitor got there: the page that linked to it
 * (`?from=`, else the page itself), the referring site when it is another one, and the
 * campaign tags. `referrer` is document.referrer in the browser; the server has none.
 */
export function attributionOf(page: URL, referrer?: string | null): Attribution {
  const query = page.searchParams;
  const referrerUrl = referrer && URL.canParse(referrer) ? new URL(referrer) : null;
  const external = referrerUrl && /^https?:$/.test(referrerUrl.protocol) && referrerUrl.origin !== page.origin;
  return cleanAttribution({
    page: sitePath(query.get(fromParam)) ?? page.pathname,
    referrerHost: external ? referrerUrl.host : null,
    utmSource: query.get('utm_source'),
    utmMedium: query.get('utm_medium'),
    utmCampaign: query.get('utm_campaign'),
  });
}
