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
 *
 * What is live follows one rule: the latest published revision, built by the code that runs,
 * for the configured SITE_URL (each build's _build.json says what it is, server/site/build-stamp.ts).
 * A start serves the build that matches; when none does (new code after an update, another
 * SITE_URL, a database restored onto an empty volume) it serves the closest one with the owner's
 * facts and rebuilds the right one through the same build and switch as a Publish, without a
 * new revision (converge). With no build of the owner's facts at all it answers public pages
 * with a styled 503 until the rebuild is live, never with the repository's placeholders.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, cpSync, existsSync, fsyncSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Logger } from '../log.ts';
import type { LiveSite } from '../static-site.ts';
import { readStamp, staleReasons, type BuildStamp } from './build-stamp.ts';
import { revisionVariable } from '../../src/content/published-snapshot.ts';
import type { SiteStore } from './store.ts';
import type { LiveStatus, Rebuild, Revision, StaleReason } from '../../src/lib/site-view.ts';

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
/**
 * A build must fit beside the server on a 1 GiB machine. V8 grows its young generation and keeps
 * garbage while far from its heap limit; small semi-spaces and a heap limit near what the build
 * needs (about 200 MB live) cut the build's peak by about 150 MB for about 15% more CPU time
 * (docs/benchmarks.md has the figures).
 */
const buildMemoryFlags = ['--max-semi-space-size=8', '--max-old-space-size=320'];
const buildMemoryEnv = { UV_THREADPOOL_SIZE: '2', MALLOC_ARENA_MAX: '2' };

/** The owner's published releases live beside the database, in one folder per release. */
export const releasesDirOf = (dbPath: string) => join(dirname(resolve(dbPath)), 'site');

interface Pointer {
  folder: string;
  /** null: a build of the repository's content. */
  revision: number | null;
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

/** A built site the server could serve, and what it was built from. */
export interface BuiltSite {
  dir: string;
  stamp: BuildStamp;
}

/** What a start serves: a folder, and whether its facts are right (else public pages answer 503 until the rebuild). */
export interface LiveChoice extends BuiltSite {
  available: boolean;
}

/** The release folders beside the database, each with its stamp (a release from before stamps: its revision, from its name). */
function releases(releasesDir: string): BuiltSite[] {
  return readdirSync(releasesDir)
    .map((name) => ({ name, match: /^r(\d+)-/.exec(name) }))
    .filter(({ name, match }) => match && existsSync(join(releasesDir, name, 'index.html')))
    .map(({ name, match }) => {
      const dir = join(releasesDir, name);
      const revision = Number(match![1]) || null;
      return { dir, stamp: readStamp(dir) ?? { code: '', siteUrl: '', revision } };
    });
}

/**
 * The one rule for what a start serves. The build that is exactly what should be live; else the
 * closest with the right facts (the wanted revision, for this address before another, by this
 * code before other code, the newest first); else the newest earlier revision of the owner's;
 * else, once the owner has published, nothing: the caller answers 503 from `fallback`'s files
 * (its scripts serve the inbox) until the rebuild is live.
 */
export function chooseLive(candidates: readonly BuiltSite[], wanted: BuildStamp, fallback: BuiltSite): LiveChoice {
  const builtAt = (site: BuiltSite) => statSync(join(site.dir, 'index.html')).mtimeMs;
  const rightFacts = candidates.filter((site) => site.stamp.revision === wanted.revision);
  if (rightFacts.length) {
    const score = (site: BuiltSite) => {
      const stale = staleReasons(site.stamp, wanted);
      return (stale.includes('address') ? 0 : 2) + (stale.includes('code') ? 0 : 1);
    };
    const best = rightFacts.toSorted((a, b) => score(b) - score(a) || builtAt(b) - builtAt(a))[0]!;
    return { ...best, available: true };
  }
  if (wanted.revision !== null) {
    const earlier = candidates
      .filter((site) => site.stamp.revision !== null && site.stamp.revision < wanted.revision!)
      .toSorted((a, b) => b.stamp.revision! - a.stamp.revision! || builtAt(b) - builtAt(a))[0];
    if (earlier) return { ...earlier, available: true };
  }
  return { ...fallback, available: false };
}

/**
 * Where the server starts (chooseLive over the releases beside the database and distDir, the
 * build that came with the code). A revision a killed server left 'building' is settled here,
 * and half-built folders removed.
 */
export function startingFolder({
  releasesDir,
  distDir,
  store,
  dbPath,
  wanted,
}: {
  releasesDir: string;
  /** The build that came with the code. */
  distDir: string;
  store: SiteStore;
  dbPath: string;
  wanted: () => BuildStamp;
}): LiveChoice {
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
  const dist = { dir: realpathSync(distDir), stamp: readStamp(distDir) ?? { code: '', siteUrl: '', revision: null } };
  return chooseLive([...releases(releasesDir), dist], wanted(), dist);
}

/** The last lines of a build's output that say what went wrong, without colors or stack frames. */
export function buildFailureReason(output: string): string {
  const lines = output
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at ') && !/^Location:|^Stack trace:|^\^/.test(line))
    // Astro's progress lines ("12:00:45 [vite] built in 1.9s", "prerendering static routes", "├─ /blog") say nothing about the failure.
    .filter((line) => /error/i.test(line) || !/^\d\d:\d\d:\d\d \[|^prerendering |^[├└│]/.test(line));
  const errorAt = lines.findIndex((line) => /error/i.test(line));
  const picked = errorAt >= 0 ? lines.slice(errorAt, errorAt + 4) : lines.slice(-4);
  return picked.join(' ').replace(/\s+/g, ' ').slice(0, 600) || 'the build stopped without saying why';
}

/** What the machine said, as the owner reads it: the error code's meaning, never the code. */
const systemProblems: [RegExp, string][] = [
  [/\b(EACCES|EPERM)\b/, 'the server is not allowed to write the folder the site is built in (a file permission on the server; the log names the folder)'],
  [/\bEROFS\b/, 'the folder the site is built in is read-only on this server'],
  [/\b(ENOSPC|EDQUOT)\b/, "the server's disk is full"],
  [/\bENOMEM\b|heap out of memory|Allocation failed/i, 'the server ran out of memory while building'],
  [/\b(EMFILE|ENFILE)\b/, 'the server had too many files open'],
  [/\bEIO\b/, "the server's disk reported a read or write error"],
  [/\bENOENT\b/, 'a file the build needs is missing on the server (the log names it)'],
];

/**
 * A build's failure in words for the Site tab: a system error by its meaning (the raw detail is
 * logged by the caller), else the build's own message, which names the setting or content at fault.
 */
export function failureInWords(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  return systemProblems.find(([pattern]) => pattern.test(`${code} ${message}`))?.[1] ?? message;
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
  /** What should be live now: the latest published revision, this code, the configured SITE_URL. */
  wanted: () => BuildStamp;
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

/**
 * Runs `astro build` of one revision (null: the repository's content) into a fresh folder under
 * .site-builds/; resolves with its dist/.
 */
function buildRevision(revisionId: number | null, { dbPath, releasesDir, logger, env, onStart }: BuildPlace): Promise<string> {
  return new Promise<string>((done, fail) => {
    mkdirSync(buildsDir, { recursive: true });
    const work = mkdtempSync(join(buildsDir, buildPrefix(dbPath)));
    const outDir = join(work, 'dist');
    const removeWork = (error: Error) => {
      rmSync(work, { recursive: true, force: true });
      fail(error);
    };
    const { [revisionVariable]: _inherited, ...base } = env;
    const child = spawn(process.execPath, [...buildMemoryFlags, astroBin, 'build', '--outDir', outDir], {
      cwd: root,
      // One build at a time per database, so its builds can share one cache beside the releases;
      // a production build whatever NODE_ENV the server runs under (a test runner's would ship React's development build).
      env: {
        ...base,
        ...buildMemoryEnv,
        NODE_ENV: 'production',
        LEADS_DB: dbPath,
        ...(revisionId === null ? {} : { [revisionVariable]: String(revisionId) }),
        ASTRO_CACHE_DIR: cacheDir(releasesDir),
        ASTRO_TELEMETRY_DISABLED: '1',
      },
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
    child.on('error', (error) => removeWork(Object.assign(new Error(`the build could not start (${error.message})`), { code: (error as NodeJS.ErrnoException).code })));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal) return removeWork(new Error(`the build was stopped (${signal}) before it finished`));
      if (code !== 0) {
        logger.error({ revision: revisionId, output: output.slice(-4000) }, 'site build failed');
        return removeWork(new Error(buildFailureReason(output)));
      }
      if (!existsSync(join(outDir, 'index.html'))) return removeWork(new Error('the build finished without a home page'));
      done(outDir);
    });
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

export function createPublisher({ store, dbPath, releasesDir, baseDistDir, site, logger, wanted, env = process.env }: PublisherOptions) {
  let running: Promise<void> | undefined;
  let stopBuild: (() => void) | undefined;
  let rebuild: Rebuild | undefined;

  function pruneReleases(live: string): void {
    const kept = readdirSync(releasesDir)
      .filter((name) => /^r\d+-/.test(name) && name !== live)
      .sort((a, b) => statSync(join(releasesDir, b)).mtimeMs - statSync(join(releasesDir, a)).mtimeMs);
    for (const name of kept.slice(keepReleases)) rmSync(join(releasesDir, name), { recursive: true, force: true });
  }

  /** The one way a revision becomes the live site: build it, keep it beside the others, point current.json at it, switch. */
  async function buildAndSwitch(revisionId: number | null): Promise<string> {
    const outDir = await buildRevision(revisionId, { dbPath, releasesDir, logger, env, onStart: (stop) => (stopBuild = stop) }).finally(() => {
      stopBuild = undefined;
    });
    keepInboxAssets(baseDistDir, outDir);
    const folder = `r${revisionId ?? 0}-${Date.now().toString(36)}`;
    place(releasesDir, outDir, folder);
    writePointer(releasesDir, { folder, revision: revisionId });
    site.switchTo(join(releasesDir, folder));
    return folder;
  }

  /** A build that did not finish: the live site is unchanged; the words for the owner, the detail in the log. */
  function failed(error: unknown, what: Record<string, unknown>): string {
    rmSync(cacheDir(releasesDir), { recursive: true, force: true });
    pruneReleases(readPointer(releasesDir)?.folder ?? '');
    const words = failureInWords(error);
    logger.warn({ ...what, err: error }, `site build failed; the live site is unchanged: ${words}`);
    return words;
  }

  async function publishRun(revision: Revision, actor: string): Promise<void> {
    const started = performance.now();
    try {
      const folder = await buildAndSwitch(revision.id);
      store.finishRevision(revision.id, { ok: true });
      if (revision.restoredFrom) store.adoptSnapshot(store.revisionSnapshot(revision.id)!, actor);
      pruneReleases(folder);
      rebuild = undefined;
      logger.info({ revision: revision.id, ms: Math.round(performance.now() - started) }, `site revision ${revision.id} is live`);
    } catch (error) {
      store.finishRevision(revision.id, { ok: false, error: `The site was not changed: ${failed(error, { revision: revision.id })}.` });
    }
  }

  /** How the site being served differs from what should be live; empty when it is what should be live. */
  function staleness(): StaleReason[] {
    if (site.unavailable) return ['revision'];
    const served = readStamp(site.current.dir) ?? { code: '', siteUrl: '', revision: null };
    return staleReasons(served, wanted());
  }

  async function convergeRun(revision: number | null, reasons: StaleReason[]): Promise<void> {
    const started = performance.now();
    rebuild = { state: 'building', revision, reasons };
    logger.info({ revision, reasons }, `the live site is not what should be live (${reasons.join(', ')}): rebuilding ${revision === null ? "the repository's content" : `revision ${revision}`}; the current site keeps answering meanwhile`);
    try {
      pruneReleases(await buildAndSwitch(revision));
      rebuild = undefined;
      logger.info({ revision, ms: Math.round(performance.now() - started) }, `the live site is rebuilt: ${revision === null ? "the repository's content" : `revision ${revision}`}, this code, this address`);
    } catch (error) {
      rebuild = { state: 'failed', revision, reasons, error: failed(error, { revision, rebuild: reasons }) };
    }
  }

  const exclusive = (work: () => Promise<void>) => {
    running = work().finally(() => {
      running = undefined;
    });
  };

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
      // A rebuild under way is of an older revision: the publish replaces it.
      const previous = running;
      if (previous) stopBuild?.();
      exclusive(async () => {
        await previous;
        await publishRun(begun.revision, actor);
        if (staleness().length) await convergeRun(wanted().revision, staleness());
      });
      return { ok: true, revision: begun.revision };
    },
    /**
     * Rebuilds what should be live when the site being served is not it (a start, "Try again"
     * in the Site tab). Answers whether a rebuild started; a build already under way is left to finish.
     */
    converge(): boolean {
      if (running) return false;
      const reasons = staleness();
      if (!reasons.length) {
        rebuild = undefined;
        return false;
      }
      exclusive(() => convergeRun(wanted().revision, reasons));
      return true;
    },
    status(): LiveStatus {
      const served = site.unavailable ? undefined : (readStamp(site.current.dir)?.revision ?? null);
      return { served, current: !running && staleness().length === 0, ...(rebuild ? { rebuild } : {}) };
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
