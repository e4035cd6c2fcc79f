/**
 * `npm run bench:publish` (after `npm run build`): how long the owner's Publish takes to reach
 * visitors, and what quote requests get while the site is rebuilt. Starts the real server over
 * dist/ with a temporary database and owner and signs in. Then BENCH_PUBLISHES times: saves a
 * new business name, presses Publish and polls the home page until it shows the name
 * (publish-to-live, the figure the 30 s target is about). Last, the same load of quote
 * requests (BENCH_CONCURRENCY clients as fast as the server answers) runs once with no build
 * and once for the whole of one more publish. Exits 1 when a publish without that load takes
 * longer than BENCH_MAX_PUBLISH_S (30), the server and its build together use more than
 * BENCH_MAX_PUBLISH_MIB (600) of resident memory at any sample, or any quote request is refused.
 */
import '../server/load-env.ts';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { astroEntry } from '../server/inbox/astro.ts';
import { describeRun, quoteLoad, type Run } from './lib/quote-load.ts';
import { readFileSync } from 'node:fs';
import { addOwner, childrenOf, freePort, startServer } from './lib/server-process.ts';
import { runBench } from './lib/bench-run.ts';

const publishes = Number(process.env.BENCH_PUBLISHES ?? 3);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const maxPublishSeconds = Number(process.env.BENCH_MAX_PUBLISH_S ?? 30);
/** A publish must fit a 1 GiB machine beside the system (docs/architecture.md#8-budgets-and-the-check-that-holds-each). */
const maxPublishMiB = Number(process.env.BENCH_MAX_PUBLISH_MIB ?? 600);
const root = resolve(import.meta.dirname, '..');

if (!existsSync(astroEntry(join(root, 'dist')))) {
  console.error('bench:publish needs the production build: run npm run build first.');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'ccr-bench-publish-'));
const db = join(dir, 'leads.sqlite');
const owner = { email: 'bench@example.com', password: 'gravel trowel sunrise ledger' };
addOwner(db, owner);
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = await startServer({ LEADS_DB: db, SITE_URL: origin, LEADS_RATE_LIMIT: 'off', SMTP_URL: '', LEADS_WEBHOOK_URL: '', LOG_LEVEL: 'warn' }, port);
const load = quoteLoad(port, concurrency);

const post = (path: string, body: Record<string, string>, cookie = '') =>
  fetch(`${server.url}${path}`, { method: 'POST', redirect: 'manual', body: new URLSearchParams(body), headers: { Origin: origin, Cookie: cookie } });

async function signIn(): Promise<string> {
  const response = await post('/inbox/login', owner);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('__Secure-inbox.session_token='))?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** The business form as the browser posts it, with the facts now in the draft and a new name. */
async function saveName(cookie: string, name: string): Promise<void> {
  const html = await (await fetch(`${server.url}/inbox/site/business`, { headers: { Cookie: cookie } })).text();
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*?(?:name="([^"]+)"[^>]*?value="([^"]*)"|value="([^"]*)"[^>]*?name="([^"]+)")/g)) {
    const key = match[1] ?? match[4];
    if (key) fields[key] = (match[2] ?? match[3] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  }
  const response = await post('/inbox/site/business', { ...fields, name }, cookie);
  if (response.status !== 303) throw new Error(`saving the business facts failed: ${response.status}`);
}

/** Saves a new name, presses Publish and resolves with the seconds until the home page shows it. */
async function publish(cookie: string, label: string): Promise<{ live: () => boolean; seconds: Promise<number> }> {
  const name = `Bench Concrete ${label} ${Date.now()}`;
  await saveName(cookie, name);
  const pressed = performance.now();
  const response = await post('/inbox/site/publish', {}, cookie);
  if (response.headers.get('location') !== '/inbox/site#publish') throw new Error(`publish was refused: ${response.headers.get('location')}`);
  let live = false;
  const seconds = (async () => {
    while (!(await (await fetch(`${server.url}/`)).text()).includes(name)) {
      if (performance.now() - pressed > 180_000) throw new Error('the publish did not go live within 180 s');
      await sleep(100);
    }
    live = true;
    return (performance.now() - pressed) / 1000;
  })();
  return { live: () => live, seconds };
}

/** Resident memory of a process in MiB (VmRSS), 0 once it is gone. */
function residentMiB(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples the server and everything it started (the build) every 100 ms: the peaks of each and of their sum. */
function memoryPeaks(pid: number) {
  const peak = { server: 0, build: 0, total: 0 };
  const below = (parent: number): number[] => childrenOf(parent).flatMap((child) => [child, ...below(child)]);
  const timer = setInterval(() => {
    const server = residentMiB(pid);
    const build = below(pid).reduce((sum, child) => sum + residentMiB(child), 0);
    peak.server = Math.max(peak.server, server);
    peak.build = Math.max(peak.build, build);
    peak.total = Math.max(peak.total, server + build);
  }, 100);
  return { peak, stop: () => clearInterval(timer) };
}

await runBench(async () => {
  const cookie = await signIn();
  const times: number[] = [];
  const memory = memoryPeaks(server.child.pid!);
  for (let i = 1; i <= publishes; i += 1) {
    const seconds = await (await publish(cookie, String(i))).seconds;
    times.push(seconds);
    console.log(`publish ${i}: live after ${seconds.toFixed(1)} s`);
  }
  memory.stop();
  const { peak } = memory;
  console.log(
    `peak resident memory while publishing (sampled every 100 ms): server ${Math.round(peak.server)} MiB, build ${Math.round(peak.build)} MiB, together ${Math.round(peak.total)} MiB (target <= ${maxPublishMiB} MiB)`,
  );
  const sorted = times.toSorted((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const worst = sorted.at(-1)!;
  console.log(`publish to live: median ${median.toFixed(1)} s, worst ${worst.toFixed(1)} s over ${publishes} publishes (target <= ${maxPublishSeconds} s)\n`);

  await load.warmUp();
  const idleUntil = performance.now() + 10_000;
  const idle = await load.measure(() => performance.now() >= idleUntil);
  console.log(`POST /api/quote, ${concurrency} concurrent clients, no build running (${idle.seconds.toFixed(1)} s):`);
  console.log(describeRun(idle));
  const busy = await publish(cookie, 'under load');
  const during: Run = await load.measure(busy.live);
  console.log(`\nthe same, for the whole of a publish (live after ${(await busy.seconds).toFixed(1)} s, ${during.seconds.toFixed(1)} s of load):`);
  console.log(describeRun(during));

  const met = worst <= maxPublishSeconds && peak.total <= maxPublishMiB && idle.rejected + during.rejected === 0;
  console.log(met ? 'target met (every publish live in time and in memory, no quote request refused)' : 'TARGET MISSED');
  return met;
}, { close: () => load.close(), server, dir });
