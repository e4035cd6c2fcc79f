/**
 * Throughput of the quote endpoint on loopback: starts the real server (server/index.ts) on a
 * free port with a temporary database and the rate limit lifted, posts multipart quote
 * requests like the browser island does with bounded concurrency for a bounded time, then
 * prints accepted submissions per second and p50/p99 latency. A second run sends three
 * photos of about 300 KB with each request (what the island uploads after scaling) and
 * reports the server's peak memory (RSS) too. Exits 1 if a target is missed.
 *
 * Options (environment): BENCH_SECONDS (10), BENCH_CONCURRENCY (8), BENCH_MIN_RPS (500), BENCH_MAX_P99_MS (50),
 * BENCH_PHOTO_SECONDS (10), BENCH_MAX_RSS_MB (640).
 */
import '../server/load-env.ts';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { photo } from '../tests/support/photos.ts';
import { describeRun, quoteLoad, type Run } from './lib/quote-load.ts';
import { freePort, startServer } from './lib/server-process.ts';
import { loadBenchOptions, runBench } from './lib/bench-run.ts';

const { seconds, concurrency, maxP99 } = loadBenchOptions();
const minRps = Number(process.env.BENCH_MIN_RPS ?? 500);
const photoSeconds = Number(process.env.BENCH_PHOTO_SECONDS ?? 10);
const maxRssMb = Number(process.env.BENCH_MAX_RSS_MB ?? 640);

const dir = mkdtempSync(join(tmpdir(), 'ccr-bench-'));
const dist = join(dir, 'dist');
mkdirSync(dist);
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>bench</title>');
writeFileSync(join(dist, '404.html'), '<!doctype html><title>404</title>');
const port = await freePort();

const server = await startServer(
  { DIST_DIR: dist, LEADS_DB: join(dir, 'leads.sqlite'), LEADS_RATE_LIMIT: 'off', SMTP_URL: '', LEADS_WEBHOOK_URL: '' },
  port,
);

const load = quoteLoad(port, concurrency);

/** The server's resident memory (Linux), now (VmRSS) or its peak so far (VmHWM), in MB. */
function rssMb(pid: number | undefined, which: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const kb = new RegExp(`${which}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Posts from `concurrency` workers for `duration` seconds after a warm-up, and times every answer. */
async function measure(duration: number, photos: readonly Buffer[]): Promise<Run> {
  await load.warmUp(1500, photos);
  const endAt = performance.now() + duration * 1000;
  return load.measure(() => performance.now() >= endAt, photos);
}

function report(run: Run) {
  console.log(describeRun(run));
}

await runBench(async () => {
  const text = await measure(seconds, []);
  console.log(`POST /api/quote on loopback, ${concurrency} concurrent clients, ${text.seconds.toFixed(1)} s, SQLite WAL synchronous=FULL`);
  report(text);
  const textMet = text.rps >= minRps && text.p99 <= maxP99 && text.rejected === 0;
  console.log(textMet ? `target met (>= ${minRps}/s, p99 <= ${maxP99} ms)` : `TARGET MISSED (>= ${minRps}/s, p99 <= ${maxP99} ms, no rejections)`);

  const photos = await Promise.all([0, 1, 2].map(() => photo({ width: 1680, height: 1260, noise: true })));
  const sizes = photos.map((bytes) => `${Math.round(bytes.length / 1024)} KB`).join(', ');
  const before = rssMb(server.child.pid, 'VmHWM');
  const withPhotos = await measure(photoSeconds, photos);
  const rss = rssMb(server.child.pid, 'VmHWM');
  console.log('');
  console.log(`with three photos per request (${sizes}; re-encoded by sharp, stored with the lead), ${withPhotos.seconds.toFixed(1)} s`);
  report(withPhotos);
  const mb = (value: number | null) => (value === null ? 'not known on this system' : `${value.toFixed(0)} MB`);
  console.log(`server peak RSS: ${mb(rss)} (${mb(before)} before the photo run)`);
  const photosMet = withPhotos.rejected === 0 && withPhotos.accepted > 0 && (rss === null || rss <= maxRssMb);
  console.log(photosMet ? `target met (no rejections, peak RSS <= ${maxRssMb} MB)` : `TARGET MISSED (no rejections, peak RSS <= ${maxRssMb} MB)`);
  return textMet && photosMet;
}, { close: () => load.close(), server, dir });
