import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The socket address, or the address our own reverse proxy appended when we sit behind one. */
export function clientAddress(c: Context, { trustProxy }: { trustProxy: boolean }): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
    if (forwarded?.length) return forwarded[forwarded.length - 1]!;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // app.request() in tests has no socket.
    return null;
  }
}

/** The media type of a request's body, without parameters: 'multipart/form-data', 'text/ping'. */
export function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}
