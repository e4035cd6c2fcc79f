import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const compress = promisify(brotliCompress);

/**
 * Brotli for the HTML the server renders, as the static pages have it (their .br siblings): a
 * booking page is about 70 KB of HTML with its inline styles and about 10 KB compressed, one
 * round trip on a phone. Quality 5 compresses such a page in about a millisecond. Hono's
 * compress() offers gzip and deflate only; the static files are already encoded and pass by.
 */
export function brotliPages(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    if (!/\bbr\b/.test(c.req.header('accept-encoding') ?? '')) return;
    if ((res.status >= 300 && res.status < 400) || !res.body || res.headers.has('Content-Encoding')) return;
    if (!res.headers.get('Content-Type')?.startsWith('text/html')) return;
    const body = await compress(Buffer.from(await res.arrayBuffer()), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    // Hono carries the old answer's headers over to the new one: the encoding's are set after.
    c.res = new Response(body, { status: res.status, headers: res.headers });
    c.res.headers.set('Content-Encoding', 'br');
    c.res.headers.set('Vary', 'Accept-Encoding');
    c.res.headers.set('Content-Length', String(body.length));
  };
}
