/**
 * What a built site was made from, written beside its pages as `_build.json` by every build
 * (scripts/postbuild.ts: `npm run build` and every publish): the code, the address and the
 * owner's revision. The server compares it with what should be live (server/site/publish.ts):
 * the latest published revision, built by the code that runs, for the configured SITE_URL.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { StaleReason } from '../../src/lib/site-view.ts';

export interface BuildStamp {
  /** Fingerprint of the code that built it (codeFingerprint). */
  code: string;
  /** The SITE_URL it names in canonical links, the sitemap and pings. */
  siteUrl: string;
  /** The owner's published revision it shows; null: the repository's content. */
  revision: number | null;
}

/** Beside the pages, never inside them, so the pages of two builds of one revision stay byte for byte the same. */
export const stampFile = '_build.json';

const projectRoot = resolve(import.meta.dirname, '..', '..');

/** Everything a build reads from the project; node_modules is named by the lockfile. */
const codeFolders = ['src', 'public', 'scripts', 'server'];
const codeFiles = ['astro.config.mjs', 'package.json', 'tsconfig.json'];

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/**
 * The production dependencies the lockfile pins, by path, version and integrity: the same after
 * `npm prune --omit=dev` (the image's build) or a rewrite of the file's layout.
 */
function lockedDependencies(root: string): string {
  try {
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages?: Record<string, { version?: string; integrity?: string; dev?: boolean }> };
    return Object.entries(lock.packages ?? {})
      .filter(([path, entry]) => path && !entry.dev)
      .map(([path, entry]) => `${path}@${entry.version ?? ''}#${entry.integrity ?? ''}`)
      .sort()
      .join('\n');
  } catch {
    return '';
  }
}

const fingerprints = new Map<string, string>();

/**
 * A hash of the code a build depends on, computed from the files themselves (a container has no
 * .git): the same tree gives the same value at build time and at every start. About 450 small
 * files, read once per process.
 */
export function codeFingerprint(root = projectRoot): string {
  const known = fingerprints.get(root);
  if (known) return known;
  const hash = createHash('sha256');
  const files = [...codeFolders.flatMap((folder) => filesUnder(join(root, folder))), ...codeFiles.map((file) => join(root, file))]
    .filter((file) => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    })
    .map((file) => relative(root, file).split(sep).join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  hash.update(lockedDependencies(root));
  const value = hash.digest('hex').slice(0, 32);
  fingerprints.set(root, value);
  return value;
}

export function writeStamp(dir: string, stamp: BuildStamp): void {
  writeFileSync(join(dir, stampFile), `${JSON.stringify(stamp)}\n`);
}

/** The stamp of a built site; undefined for a build made before stamps, or a damaged file. */
export function readStamp(dir: string): BuildStamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(join(dir, stampFile), 'utf8')) as Partial<BuildStamp>;
    if (typeof stamp.code !== 'string' || typeof stamp.siteUrl !== 'string') return undefined;
    const revision = stamp.revision;
    return { code: stamp.code, siteUrl: stamp.siteUrl, revision: typeof revision === 'number' && Number.isSafeInteger(revision) ? revision : null };
  } catch {
    return undefined;
  }
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether pages built for one address are right at another. Two addresses of this machine
 * (localhost on any port) count as one: such pages are only ever seen here, and a developer's
 * `npm start` or a test server on its own port would otherwise rebuild on every start.
 */
export function sameAddress(a: string, b: string): boolean {
  if (!URL.canParse(a) || !URL.canParse(b)) return a === b;
  const [left, right] = [new URL(a), new URL(b)];
  if (left.origin === right.origin) return true;
  return loopback.has(left.hostname) && loopback.has(right.hostname);
}

export function staleReasons(stamp: BuildStamp, wanted: BuildStamp): StaleReason[] {
  const reasons: StaleReason[] = [];
  if (stamp.code !== wanted.code) reasons.push('code');
  if (!sameAddress(stamp.siteUrl, wanted.siteUrl)) reasons.push('address');
  if (stamp.revision !== wanted.revision) reasons.push('revision');
  return reasons;
}
