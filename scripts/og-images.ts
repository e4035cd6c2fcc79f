/**
 * Social preview images: one 1200x630 PNG per indexable built page, written where the page's
 * og:image points (/og/<route>.png, see src/lib/og.ts), plus the apple touch icon. Runs on
 * the built HTML so the image shows exactly the title the page carries.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import satori, { type SatoriOptions } from 'satori';
import { renderAsync } from '@resvg/resvg-js';
import { builtPages } from './lib/dist.ts';
import { OG_HEIGHT, OG_WIDTH, OgCard, OgTitle, TITLE_LINE_HEIGHT, TITLE_WIDTH, TOUCH_ICON_SIZE, TouchIcon } from './lib/og-card.tsx';
import { ogCityHighlight, ogSection, readOgMeta } from './lib/og-page.ts';

type Font = SatoriOptions['fonts'][number];

const require = createRequire(import.meta.url);

function loadFonts(): Font[] {
  const dir = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  // satori reads WOFF/TTF, not WOFF2.
  return ([500, 700, 800] as const).map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal',
    data: readFileSync(join(dir, `inter-latin-${weight}-normal.woff`)),
  }));
}

/** Largest first: short titles get 72px, long ones shrink towards 52px. */
const TITLE_SIZES = [72, 68, 64, 60, 56, 52] as const;
const SMALLEST_SIZE = 52;
/** Two lines read best; three are allowed before the type has to go below this size. */
const TWO_LINE_MIN_SIZE = 56;
/** Three lines of the largest type would crowd the card. */
const THREE_LINE_MAX_SIZE = 64;

async function titleLines(fonts: Font[], title: string, fontSize: number, highlight: string | null): Promise<number> {
  let height = 0;
  await satori(createElement(OgTitle, { title, fontSize, highlight }), {
    width: TITLE_WIDTH,
    fonts,
    onNodeDetected: (node) => {
      height = Math.max(height, node.height);
    },
  });
  return Math.round(height / (fontSize * TITLE_LINE_HEIGHT));
}

/** The title size that keeps it within three lines (two where that still allows big type). */
async function fitTitle(
  fonts: Font[],
  title: string,
  highlight: string | null,
): Promise<{ fontSize: number; clamp: boolean }> {
  const lines = new Map<number, number>();
  for (const size of TITLE_SIZES) {
    const count = await titleLines(fonts, title, size, highlight);
    lines.set(size, count);
    if (count <= 1 || (count <= 2 && size >= TWO_LINE_MIN_SIZE)) return { fontSize: size, clamp: false };
  }
  const threeLine = TITLE_SIZES.find((size) => size <= THREE_LINE_MAX_SIZE && (lines.get(size) ?? Infinity) <= 3);
  return threeLine ? { fontSize: threeLine, clamp: false } : { fontSize: SMALLEST_SIZE, clamp: true };
}

async function renderPng(element: ReactElement, width: number, height: number, fonts: Font[]): Promise<Buffer> {
  const svg = await satori(element, { width, height, fonts });
  // Rasterizes on libuv's thread pool, so the next card's layout overlaps this one's pixels.
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}

function writeFile(file: string, data: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

/** Renders every indexable page's social image and the touch icon; returns the image count. */
export async function generateOgImages(distDir: string): Promise<number> {
  const fonts = loadFonts();
  const jobs = builtPages(distDir).flatMap(({ file, route }) => {
    const { title, imagePath, indexable } = readOgMeta(readFileSync(file, 'utf8'));
    return indexable && imagePath ? [{ route, title, imagePath }] : [];
  });

  const queue = [...jobs];
  // Two lanes for two cores: one lays out a card while the other's PNG is being drawn.
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const highlight = ogCityHighlight(job.route, job.title);
      const { fontSize, clamp } = await fitTitle(fonts, job.title, highlight);
      const card = createElement(OgCard, { section: ogSection(job.route), title: job.title, fontSize, highlight, clamp });
      writeFile(join(distDir, job.imagePath), await renderPng(card, OG_WIDTH, OG_HEIGHT, fonts));
    }
  };
  await Promise.all([lane(), lane()]);

  writeFile(
    join(distDir, 'apple-touch-icon.png'),
    await renderPng(createElement(TouchIcon), TOUCH_ICON_SIZE, TOUCH_ICON_SIZE, fonts),
  );
  return jobs.length;
}
