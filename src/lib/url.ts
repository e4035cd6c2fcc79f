import { business } from '../config/business.ts';

/** Absolute canonical URL of a site path: no trailing slash except the bare origin. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const clean = path === '/' ? '/' : `/${path.replace(/^\/+|\/+$/g, '')}`;
  return `${business.url}${clean}`;
}

/** Normalized route path of a request or build URL: '/services', '/' for home. */
export function routePath(pathname: string): string {
  const withoutExt = pathname.replace(/(\/index)?\.html$/, '');
  const trimmed = withoutExt.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
