/**
 * Full-page screenshots of routes at 375 px and 1280 px, for looking at what we build.
 * Usage: node scripts/screenshot.ts [--base URL] [--out shots] [--widths 375,1280] [--split 1600] /route ...
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const value = args[i + 1] ?? fallback;
  args.splice(i, 2);
  return value;
};
const base = option('--base', 'http://localhost:4321');
const out = option('--out', 'shots');
const widths = option('--widths', '375,1280').split(',').map(Number);
const split = Number(option('--split', '0'));
const routes = args.length ? args : ['/'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    // A full-page capture paints what lies far below the viewport, where lazy images and
    // content-visibility: auto boxes wait for a reader to scroll near: show them as that reader sees them.
    // Through the CSSOM: the site's CSP refuses an added <style> element.
    await page.evaluate(async () => {
      for (const element of document.querySelectorAll<HTMLElement>('*')) element.style.setProperty('content-visibility', 'visible', 'important');
      for (const image of document.images) image.loading = 'eager';
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    });
    const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[/?=&]/g, '_');
    if (split) {
      // Tall phone pages are unreadable when shrunk into one picture: cut them into screens.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 1; y < height; y += split, i += 1) {
        const file = join(out, `${name}-${width}-${i}.png`);
        await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y, width, height: Math.min(split, height - y) } });
        console.log(file);
      }
    } else {
      await page.screenshot({ path: join(out, `${name}-${width}.png`), fullPage: true });
      console.log(join(out, `${name}-${width}.png`));
    }
  }
  await page.close();
}
await browser.close();
