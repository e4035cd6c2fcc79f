import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * The files that make the inbox an installable web app: its manifest, its service worker and
 * the manifest's icons, drawn from the site's icon (public/favicon.svg). Same-origin, served
 * under /inbox/ to anyone (the browser fetches the manifest without cookies), holding nothing
 * about any request. Home screens on iPhones use the site's /apple-touch-icon.png.
 */
const root = join(import.meta.dirname, '..', '..');
const brand = '#0f3d5e';

export const serviceWorker = readFileSync(join(import.meta.dirname, 'sw.js'));

/** The manifest for a business name; the server names the one published last (server/alerts/index.ts). */
export const inboxManifest = (businessName: string) =>
  JSON.stringify({
  id: '/inbox',
  name: `${businessName} inbox`,
  short_name: 'Inbox',
  description: 'Quote requests from your website, with an alert on this phone when a new one arrives.',
  start_url: '/inbox',
  scope: '/inbox/',
  display: 'standalone',
  background_color: '#f5f5f4',
  theme_color: brand,
  icons: [
    { src: '/inbox/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/inbox/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/inbox/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});

const icon = readFileSync(join(root, 'public', 'favicon.svg'));

/** The mark as drawn, or (maskable) at 60% on a brand square, inside the circle a launcher may crop to. */
async function drawIcon(size: number, { maskable }: { maskable: boolean }): Promise<Buffer> {
  const mark = await sharp(icon, { density: 72 * (size / 32) * (maskable ? 0.6 : 1) }).resize(maskable ? Math.round(size * 0.6) : size).png().toBuffer();
  if (!maskable) return mark;
  return sharp({ create: { width: size, height: size, channels: 4, background: brand } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toBuffer();
}

const iconFiles: Record<string, () => Promise<Buffer>> = {
  'icon-192.png': () => drawIcon(192, { maskable: false }),
  'icon-512.png': () => drawIcon(512, { maskable: false }),
  'maskable-512.png': () => drawIcon(512, { maskable: true }),
};

const drawn = new Map<string, Promise<Buffer>>();

/** A manifest icon by file name, drawn once on first request; undefined for any other name. */
export function appIcon(name: string): Promise<Buffer> | undefined {
  const draw = Object.hasOwn(iconFiles, name) ? iconFiles[name] : undefined;
  if (!draw) return undefined;
  let png = drawn.get(name);
  if (!png) {
    png = draw();
    drawn.set(name, png);
  }
  return png;
}
