import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { freePort, scratch, waitFor } from '../server/helpers.ts';

const root = resolve(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const pages = { '/': 'index.html', '/services': 'services.html', '/contact': 'contact.html', '/blog': 'blog.html' } as const;
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * `npm run build` in the project while the server runs: every public page requested during the
 * whole build and the switch that follows answers 200 with one build's page, whole.
 */
describe('npm run build while the server serves', () => {
  const dir = scratch('ccr-build-');
  let server: StartedServer | undefined;
  afterAll(async () => {
    await server?.stop();
    dir.remove();
  });

  it('never answers 5xx nor a partial page, and the server switches to the new build', { timeout: 240_000 }, async () => {
    const before = realpathSync(dist);
    const oldHashes = Object.fromEntries(Object.entries(pages).map(([path, file]) => [path, sha(readFileSync(join(before, file)))]));
    server = await startServer({ LEADS_DB: dir.db, SMTP_URL: '', LEADS_WEBHOOK_URL: '' }, await freePort());

    // `npm run build` as npm test's first step runs it (scripts/test-site-edited.ts --build-dist:
    // scripts/build.ts against a database holding an unpublished draft, the build's folder marked),
    // so the checks and e2e tests after this one still run over a build that proves drafts never leak.
    const build = spawn(process.execPath, [join(root, 'scripts', 'test-site-edited.ts'), '--build-dist'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let buildOutput = '';
    build.stdout.on('data', (chunk: Buffer) => (buildOutput += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (buildOutput += chunk.toString()));
    const built = new Promise<number | null>((done) => build.once('close', done));

    let stop = false;
    const seen: { path: keyof typeof pages; status: number; hash: string; complete: boolean }[] = [];
    const client = async (offset: number) => {
      const paths = Object.keys(pages) as (keyof typeof pages)[];
      for (let i = offset; !stop; i += 1) {
        const path = paths[i % paths.length]!;
        try {
          const response = await fetch(`${server!.url}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
          const body = new Uint8Array(await response.arrayBuffer());
          seen.push({ path, status: response.status, hash: sha(body), complete: Number(response.headers.get('content-length')) === body.length });
        } catch (error) {
          // A connection cut mid-answer: a partial page.
          seen.push({ path, status: 0, hash: String(error), complete: false });
        }
      }
    };
    const clients = [0, 1, 2, 3].map(client);

    const code = await built;
    expect(code, buildOutput).toBe(0);
    const after = realpathSync(dist);
    // The server notices the new build (it checks every 0.5 s); requests go on across the switch.
    const switched = await waitFor(() => server!.stdout().includes(`a new build is live: serving ${after}`), 5000, 'the switch').catch(() => false);
    await new Promise((r) => setTimeout(r, 1000));
    stop = true;
    await Promise.all(clients);

    const newHashes = Object.fromEntries(Object.entries(pages).map(([path, file]) => [path, sha(readFileSync(join(after, file)))]));
    expect(seen.length).toBeGreaterThan(100);
    expect(seen.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(seen.filter((answer) => !answer.complete)).toEqual([]);
    expect(seen.filter((answer) => answer.hash !== oldHashes[answer.path] && answer.hash !== newHashes[answer.path])).toEqual([]);
    expect(after).not.toBe(before);
    expect(switched).toBe(true);
    // The last answers come from the new build.
    const last = seen.at(-1)!;
    expect(last.hash).toBe(newHashes[last.path]);
  });
});
