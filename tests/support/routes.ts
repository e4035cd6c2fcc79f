import { builtPages } from '../../scripts/lib/dist.ts';

/** Every route of the last build (dist/), the 404 page included. */
export function builtRoutes(): string[] {
  return builtPages().map((page) => page.route);
}
