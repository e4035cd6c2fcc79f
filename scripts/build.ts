/**
 * `npm run build`: the production build, safe to run beside a server that is serving.
 *
 * Astro writes into a fresh folder, .builds/<id>/ (dist/ and dist-server/ side by side, as
 * astro.config.mjs places them); only a finished build is switched to. `dist` and
 * `dist-server` in the project are symbolic links, each replaced by one rename, so anything
 * that opens dist/ (the server, the site checks, a static upload) sees the old build whole or
 * the new one whole. A running server notices the new `dist` within a second and serves it
 * (server/static-site.ts, followBuilds). The two builds before the live one are kept for
 * requests and servers still reading them; older ones are removed. A failed build changes nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const buildsDir = join(root, '.builds');
const astroBin = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
/** Builds kept besides the live one. */
const keepPrevious = 2;
const links = ['dist', 'dist-server'] as const;

/** Names sort in the order they were made: base-36 milliseconds have a fixed width until 2059. */
const id = `b${Date.now().toString(36)}-${process.pid}`;
const build = join(buildsDir, id);
mkdirSync(build, { recursive: true });

const result = spawnSync(process.execPath, [astroBin, 'build', '--outDir', join(build, 'dist'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (result.status !== 0 || !existsSync(join(build, 'dist', 'index.html'))) {
  rmSync(build, { recursive: true, force: true });
  console.error('The build failed; dist/ is unchanged.');
  process.exit(result.status || 1);
}

/** The build folder a link points into, if it is one of ours. */
const linkedBuild = (link: string): string | undefined => {
  try {
    return lstatSync(link).isSymbolicLink() ? basename(resolve(root, readlinkSync(link), '..')) : undefined;
  } catch {
    return undefined;
  }
};

for (const name of links) {
  const link = join(root, name);
  // A plain folder from before builds were switched (or from a bare `astro build`) is kept as a build of its own.
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    const kept = join(buildsDir, `b0-previous-${id}`);
    mkdirSync(kept, { recursive: true });
    renameSync(link, join(kept, name));
  }
  const next = `${link}.next`;
  rmSync(next, { force: true });
  symlinkSync(relative(root, join(build, name)), next);
  renameSync(next, link);
}

const live = new Set(links.map((name) => linkedBuild(join(root, name))));
const older = readdirSync(buildsDir)
  .filter((name) => name.startsWith('b') && !live.has(name))
  .sort()
  .reverse();
for (const name of older.slice(keepPrevious)) rmSync(join(buildsDir, name), { recursive: true, force: true });
console.log(`Build ${id} is live: dist -> ${relative(root, join(build, 'dist'))}`);
