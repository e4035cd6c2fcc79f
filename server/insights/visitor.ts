import { isbot } from 'isbot';

/**
 * Whether a request is a person's: not a crawler or a link preview (isbot; a request without
 * a user agent is no browser either), and not a prefetch or prerender, which a browser may
 * fetch without the page ever being seen. Read from the headers only; nothing is kept.
 */
export function isPersonVisit(headers: Headers): boolean {
  const purpose = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].map((name) => headers.get(name) ?? '').join(' ');
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  const userAgent = headers.get('user-agent');
  return Boolean(userAgent) && !isbot(userAgent);
}
