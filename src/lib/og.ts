/** Path of the social preview image generated for a route (see scripts/og-images.ts). */
export function ogImagePath(routePath: string): string {
  const name = routePath === '/' ? 'home' : routePath.replace(/^\/+|\/+$/g, '');
  return `/og/${name}.png`;
}
