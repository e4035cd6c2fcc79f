/**
 * A site with job photos, for the tests over its build, the screenshots and the size figures:
 * four "Recent work" entries whose photos are drawn with sharp (a concrete slab with a crack,
 * then repaired), sent through the real upload pipeline into a real LEADS_DB file, and a build
 * of the whole site into a folder of its own.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { openLeadsDb } from '../../server/db/open.ts';
import { encodeWorkPhoto, workPhotoStore, type WorkPhotoInfo } from '../../server/site/work-photos.ts';
import type { WorkEntry } from '../../src/content/work-schema.ts';
import { projectRoot } from './server-process.ts';

/** A 1600 x 1200 photo of a gray slab with expansion joints; `cracked` draws a dark crack across it. */
async function slabPhoto(cracked: boolean, tone: number): Promise<Buffer> {
  const [width, height] = [1600, 1200];
  const joints = `<path d="M0 600 H1600 M800 0 V1200" stroke="#6b6560" stroke-width="10"/>`;
  const crack = cracked ? `<path d="M120 80 L340 260 L310 420 L520 610 L560 820 L790 1010 L840 1190" fill="none" stroke="#2a2623" stroke-width="14" stroke-linejoin="round"/>` : '';
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${joints}${crack}</svg>`);
  return sharp({ create: { width, height, channels: 3, background: { r: tone, g: tone - 4, b: tone - 9 }, noise: { type: 'gaussian', mean: tone, sigma: 14 } } })
    .composite([{ input: svg }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

type Shot = { kind: 'single'; photo: string } | { kind: 'before-after'; before: string; after: string };

const samples: (Omit<WorkEntry, 'shot'> & { shot: Shot; draw: Record<string, [cracked: boolean, tone: number]> })[] = [
  {
    id: 'matthews-leveling',
    caption: 'Sunken driveway slab lifted level with the garage floor',
    service: 'leveling',
    town: 'Matthews',
    month: '2026-09',
    shot: { kind: 'before-after', before: 'The driveway slab by the garage sunk about two inches, with a crack along the joint', after: 'The same slab lifted level with the garage floor and the joint sealed' },
    draw: { before: [true, 150], after: [false, 170] },
  },
  {
    id: 'charlotte-crack',
    caption: 'Long driveway crack routed, filled and sealed in Dilworth',
    service: 'crack-repair',
    town: 'Charlotte',
    month: '2026-08',
    shot: { kind: 'single', photo: 'A sealed crack running the length of a concrete driveway' },
    draw: { photo: [false, 160] },
  },
  {
    id: 'concord-resurfacing',
    caption: 'Flaking patio resurfaced with a broom finish',
    service: 'resurfacing',
    town: 'Concord',
    month: '2026-07',
    shot: { kind: 'before-after', before: 'A back patio with a flaking, pitted surface', after: 'The patio resurfaced with an even broom finish' },
    draw: { before: [true, 140], after: [false, 175] },
  },
  {
    id: 'matthews-walkway',
    caption: 'Front walkway slab leveled to end a trip hazard',
    service: 'leveling',
    town: 'Matthews',
    month: '2026-05',
    shot: { kind: 'single', photo: 'A front walkway of level concrete slabs leading to a porch' },
    draw: { photo: [false, 165] },
  },
];

/**
 * A fresh folder for a sample build, inside the project: the inbox half of a build imports
 * packages from node_modules, which Node finds only from a folder below the project.
 */
export function sampleWorkFolder(folder: string): string {
  const dir = resolve(projectRoot, folder);
  const inside = relative(projectRoot, dir);
  if (!inside || inside.startsWith('..') || inside.split(sep)[0] === 'node_modules') {
    throw new Error(`${folder} is not a folder inside the project (${projectRoot}); a sample build must be, for its imports to resolve.`);
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

export interface SampleWork {
  dbPath: string;
  entriesFile: string;
  entries: WorkEntry[];
}

/**
 * Uploads the sample photos into the database at `dir`/leads.sqlite and writes the entries' JSON
 * beside it; with `hero`, the first single photo is the one at the top of the home page.
 */
export async function seedSampleWork(dir: string, { hero = false } = {}): Promise<SampleWork> {
  const dbPath = join(dir, 'leads.sqlite');
  const db = openLeadsDb(dbPath);
  try {
    const store = workPhotoStore(db);
    const upload = async (alt: string, [cracked, tone]: [boolean, number]): Promise<WorkPhotoInfo & { alt: string }> => ({
      ...store.add(await encodeWorkPhoto(await slabPhoto(cracked, tone), 'job.jpg'), new Date()),
      alt,
    });
    const entries: WorkEntry[] = [];
    const heroId = hero ? samples.find((sample) => sample.shot.kind === 'single')?.id : undefined;
    for (const { draw, shot, ...entry } of samples) {
      entries.push({
        ...entry,
        ...(entry.id === heroId ? { hero: true } : {}),
        shot:
          shot.kind === 'single'
            ? { kind: 'single', photo: await upload(shot.photo, draw.photo!) }
            : { kind: 'before-after', before: await upload(shot.before, draw.before!), after: await upload(shot.after, draw.after!) },
      });
    }
    const entriesFile = join(dir, 'work.json');
    writeFileSync(entriesFile, JSON.stringify(entries, null, 2));
    return { dbPath, entriesFile, entries };
  } finally {
    db.close();
  }
}

/**
 * Builds the whole site into `dir`/dist (and `dir`/dist-server) with the sample entries
 * published (WORK_ENTRIES_FILE) and their photos read from the sample database (LEADS_DB).
 * Resolves with the build's log.
 */
export async function buildWithSampleWork(sample: SampleWork, dir: string, env: Record<string, string> = {}): Promise<string> {
  const outDir = join(dir, 'dist');
  const astro = resolve(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [astro, 'build', '--outDir', outDir], {
    cwd: projectRoot,
    env: { ...process.env, LEADS_DB: sample.dbPath, WORK_ENTRIES_FILE: sample.entriesFile, ...env },
    maxBuffer: 32 * 1024 * 1024,
  });
  return `${stdout}${stderr}`;
}
