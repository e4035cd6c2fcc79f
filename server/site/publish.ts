/**
 * Publishing: the owner's drafts become the live site without a restart.
 *
 * 1. The drafts (or, for a Restore, an earlier revision's snapshot) are stored as a new
 *    'building' revision; the database allows one at a time, so two presses run one build.
 * 2. `astro build` runs in a child process at lower priority, with SITE_REVISION naming that
 *    revision, into a fresh folder under .site-builds/ in the project (the prerender step loads
 *    its chunks from beside the output, and they must find node_modules). Only its static part
 *    (dist/) is kept: the inbox pages keep running from the dist-server/ the server started with, and the
 *    hashed scripts those pages load are copied into the release when the new build lacks them.
 * 3. The finished folder is renamed to <releases>/r<revision>-<time>, current.json is replaced
 *    atomically to name it (the commit point: a restart serves what it names), then the
 *    server's live site switches to it in one assignment and the revision is marked live.
 *
 * While the build runs the old folder answers every request. A failed or killed build leaves
 * it live and the revision 'failed' with the reason in words; a killed server leaves the
 * revision 'building', which the next start settles (settleInterrupted). Drafts are never
 * touched by a publish, except that a successful Restore makes them equal to what went live.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, cpSync, existsSync, fsyncSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Logger } from '../log.ts';
import type { LiveSite } from '../static-site.ts';
import { revisionVariable } from './published.ts';
import type { Revision, SiteStore } from './store.ts';

const root = resolve(import.meta.dirname, '..', '..');
const astroBin = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
/** Where builds run; each in its own folder, removed when it ends (or at the next start after a crash). */
const buildsDir = join(root, '.site-builds');
/** Build folders of one database start with this, so a start cleans up only its own leftovers. */
const buildPrefix = (dbPath: string) => `build-${createHash('sha256').update(resolve(dbPath)).digest('hex').slice(0, 12)}-`;
/** Releases kept besides the live one, for a quick look back; older ones are deleted. */
const keepReleases = 3;
/** A build that runs longer than this is stopped and reported; one normally takes 10-20 s. */
const buildTimeoutMs = 5 * 60_000;
/** Nice value of the build: visitors' requests and quote posts go first. */
const buildNice = 10;

/** The owner's published releases live beside the database, in one folder per release. */
export const releasesDirOf = (dbPath: string) => join(dirname(resolve(dbPath)), 'site');

interface Pointer {
  folder: string;
  revision: number;
}

const pointerFile = (releasesDir: string) => join(releasesDir, 'current.json');
/** Astro's cache shared by the builds of one database; dropped after any build that did not finish cleanly. */
const cacheDir = (releasesDir: string) => join(releasesDir, '.build-cache');

function readPointer(releasesDir: string): Pointer | undefined {
  try {
    const pointer = JSON.parse(readFileSync(pointerFile(releasesDir), 'utf8')) as Pointer;
    return existsSync(join(releasesDir, pointer.folder, 'index.html')) ? pointer : undefined;
  } catch {
    return undefined;
  }
}

/** Written beside, flushed, then renamed over the old one: a reader sees the old or the new file whole. */
function writePointer(releasesDir: string, pointer: Pointer): void {
  const next = `${pointerFile(releasesDir)}.next`;
  writeFileSync(next, JSON.stringify(pointer));
  const fd = openSync(next, 'r');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(next, pointerFile(releasesDir));
}

/**
 * Where the server starts: the last release a publish switched to, unless `npm run build`
 * made distDir since (it reads the same published content, and may carry newer code). A
 * revision a killed server left 'building' is settled here, and half-built folders removed.
 */
export function startingFolder(releasesDir: string, distDir: string, store: SiteStore, dbPath: string): string {
  mkdirSync(releasesDir, { recursive: true });
  const pointer = readPointer(releasesDir);
  store.settleInterrupted(pointer?.revision ?? null);
  for (const name of readdirSync(releasesDir)) {
    if (name.endsWith('.partial')) rmSync(join(releasesDir, name), { recursive: true, force: true });
  }
  rmSync(cacheDir(releasesDir), { recursive: true, force: true });
  if (existsSync(buildsDir)) {
    for (const name of readdirSync(buildsDir)) {
      if (name.startsWith(buildPrefix(dbPath))) rmSync(join(buildsDir, name), { recursive: true, force: true });
    }
  }
  if (!pointer) return distDir;
  const release = join(releasesDir, pointer.folder);
  const builtAt = (dir: string) => statSync(join(dir, 'index.html')).mtimeMs;
  return builtAt(release) >= builtAt(distDir) ? release : distDir;
}

/** The last lines of a build's output that say what went wrong, without colors or stack frames. */
export function buildFailureReason(output: string): string {
  const lines = output
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at ') && !/^Location:|^Stack trace:|^\^/.test(line));
  const errorAt = lines.findIndex((line) => /error/i.test(line));
  const picked = errorAt >= 0 ? lines.slice(errorAt, errorAt + 4) : lines.slice(-4);
  return picked.join(' ').replace(/\s+/g, ' ').slice(0, 600) || 'the build stopped without saying why';
}

export interface PublisherOptions {
  store: SiteStore;
  /** The lead database the build reads the revision from. */
  dbPath: string;
  releasesDir: string;
  /** The folder the server started from; its hashed scripts serve the inbox pages. */
  baseDistDir: string;
  site: LiveSite;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
}

export type PublishResult =
  | { ok: true; revision: Revision }
  | { ok: false; reason: 'building' | 'invalid' | 'missing'; message: string };

interface BuildPlace {
  dbPath: string;
  releasesDir: string;
  logger: Logger;
  env: NodeJS.ProcessEnv;
  /** Receives a way to stop the build while it runs. */
  onStart?: (stop: () => void) => void;
}

/** Runs `astro build` of one revision into a fresh folder under .site-builds/; resolves with its dist/. */
function buildRevision(revisionId: number, { dbPath, releasesDir, logger, env, onStart }: BuildPlace): Promise<string> {
  mkdirSync(buildsDir, { recursive: true });
  const work = mkdtempSync(join(buildsDir, buildPrefix(dbPath)));
  const outDir = join(work, 'dist');
  return new Promise<string>((done, fail) => {
    const child = spawn(process.execPath, [astroBin, 'build', '--outDir', outDir], {
      cwd: root,
      // One build at a time per database, so its builds can share one cache beside the releases;
      // a production build whatever NODE_ENV the server runs under (a test runner's would ship React's development build).
      env: { ...env, NODE_ENV: 'production', LEADS_DB: dbPath, [revisionVariable]: String(revisionId), ASTRO_CACHE_DIR: cacheDir(releasesDir), ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      if (child.pid) setPriority(child.pid, buildNice);
    } catch {
      // Lowering a child's priority cannot be refused on Linux; elsewhere the build simply runs at normal priority.
    }
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), buildTimeoutMs);
    onStart?.(() => child.kill('SIGTERM'));
    child.on('error', (error) => fail(new Error(`the build could not start (${error.message})`)));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal) return fail(new Error(`the build was stopped (${signal}) before it finished`));
      if (code !== 0) {
        logger.error({ revision: revisionId, output: output.slice(-4000) }, 'site build failed');
        return fail(new Error(buildFailureReason(output)));
      }
      if (!existsSync(join(outDir, 'index.html'))) return fail(new Error('the build finished without a home page'));
      done(outDir);
    });
  }).catch((error: unknown) => {
    rmSync(work, { recursive: true, force: true });
    throw error;
  });
}

/**
 * Moves a finished build into the releases folder: a rename when both sit on one disk, else a
 * copy to a .partial folder renamed when complete, so no release folder is ever half there.
 */
function place(releasesDir: string, outDir: string, folder: string): void {
  const target = join(releasesDir, folder);
  try {
    renameSync(outDir, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(outDir, `${target}.partial`, { recursive: true });
    renameSync(`${target}.partial`, target);
  }
  rmSync(dirname(outDir), { recursive: true, force: true });
}

/** Scripts the running inbox pages load (by hashed name) stay reachable from every release. */
function keepInboxAssets(baseDistDir: string, release: string): void {
  const assets = join(baseDistDir, '_astro');
  if (!existsSync(assets)) return;
  for (const name of readdirSync(assets)) {
    const target = join(release, '_astro', name);
    if (!existsSync(target)) cpSync(join(assets, name), target);
  }
}

/**
 * Builds the live revision again into a release and points current.json at it, without a new
 * revision: the database came back (a restore on a new machine) but the release folders beside
 * it, which are not in the database, did not. Resolves with the revision, or null when nothing
 * was ever published (the built site is then the site).
 */
export async function rebuildLiveRelease(
  store: SiteStore,
  options: Omit<BuildPlace, 'onStart'> & { baseDistDir: string },
): Promise<Revision | null> {
  const live = store.liveRevision();
  if (!live) return null;
  mkdirSync(options.releasesDir, { recursive: true });
  const outDir = await buildRevision(live.id, options);
  keepInboxAssets(options.baseDistDir, outDir);
  const folder = `r${live.id}-${Date.now().toString(36)}`;
  place(options.releasesDir, outDir, folder);
  writePointer(options.releasesDir, { folder, revision: live.id });
  return live;
}

export function createPublisher({ store, dbPath, releasesDir, baseDistDir, site, logger, env = process.env }: PublisherOptions) {
  let running: Promise<void> | undefined;
  let stopBuild: (() => void) | undefined;

  function pruneReleases(live: string): void {
    const releases = readdirSync(releasesDir)
      .filter((name) => /^r\d+-/.test(name) && name !== live)
      .sort((a, b) => statSync(join(releasesDir, b)).mtimeMs - statSync(join(releasesDir, a)).mtimeMs);
    for (const name of releases.slice(keepReleases)) rmSync(join(releasesDir, name), { recursive: true, force: true });
  }

  async function run(revision: Revision, actor: string): Promise<void> {
    const started = performance.now();
    try {
      const outDir = await buildRevision(revision.id, { dbPath, releasesDir, logger, env, onStart: (stop) => (stopBuild = stop) }).finally(() => {
        stopBuild = undefined;
      });
      keepInboxAssets(baseDistDir, outDir);
      const folder = `r${revision.id}-${Date.now().toString(36)}`;
      place(releasesDir, outDir, folder);
      writePointer(releasesDir, { folder, revision: revision.id });
      site.switchTo(join(releasesDir, folder));
      store.finishRevision(revision.id, { ok: true });
      if (revision.restoredFrom) store.adoptSnapshot(store.revisionSnapshot(revision.id)!, actor);
      pruneReleases(folder);
      logger.info({ revision: revision.id, ms: Math.round(performance.now() - started) }, `site revision ${revision.id} is live`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      store.finishRevision(revision.id, { ok: false, error: `The site was not changed: ${reason}.` });
      rmSync(cacheDir(releasesDir), { recursive: true, force: true });
      logger.warn({ revision: revision.id, reason }, 'site publish failed; the live site is unchanged');
      pruneReleases(readPointer(releasesDir)?.folder ?? '');
    }
  }

  return {
    /** Starts publishing the drafts, or an earlier revision again; answers at once, the build goes on. */
    publish(actor: string, restoreFrom: number | null = null): PublishResult {
      const snapshot = restoreFrom === null ? store.draftSnapshot() : store.revisionSnapshot(restoreFrom);
      if (!snapshot) return { ok: false, reason: 'missing', message: `There is no revision ${restoreFrom}.` };
      const begun = store.beginRevision(snapshot, actor, restoreFrom);
      if (!begun.ok) {
        if (begun.reason === 'building') {
          return { ok: false, reason: 'building', message: `Revision ${begun.revision.id} is being published right now; wait for it to finish.` };
        }
        return { ok: false, reason: 'invalid', message: `Nothing was published: ${begun.issues.map((issue) => `${issue.path}: ${issue.message}`).join(' ')}` };
      }
      running = run(begun.revision, actor).finally(() => {
        running = undefined;
      });
      return { ok: true, revision: begun.revision };
    },
    /** Resolves when no build runs (tests, shutdown). */
    idle(): Promise<void> {
      return running ?? Promise.resolve();
    },
    /** Stops a build under way (the server is stopping): its revision fails, the live site stays. */
    async stop(): Promise<void> {
      stopBuild?.();
      await running;
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
