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
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { photo } from '../tests/support/photos.ts';
import { freePort, startServer } from './lib/server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const minRps = Number(process.env.BENCH_MIN_RPS ?? 500);
const maxP99 = Number(process.env.BENCH_MAX_P99_MS ?? 50);
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

// Keep-alive connections, one per worker, as browsers reuse theirs. node:http keeps the
// client's own CPU use low: client and server share this machine's two cores.
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function send(method: string, path: string, headers: Record<string, string | number> = {}, body?: Buffer): Promise<number> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end(body);
  });
}

const boundary = '----ccrbench7MA4YWxkTrZu0gW';

/** A multipart body like the one the browser island sends, with its photos after the text. */
function submission(n: number, photos: readonly Buffer[] = []): Buffer {
  const fields: Record<string, string> = {
    name: `Bench Visitor ${n}`,
    phone: '(704) 555-0142',
    email: `visitor${n}@example.com`,
    address: `${100 + (n % 900)} Main St, Charlotte, NC 28202`,
    service: 'crack-repair',
    message: 'Two cracks across the driveway apron, about 6 ft each, one lifting at the edge. '.repeat(3),
    company_website: '',
  };
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  photos.forEach((bytes, index) => {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="photo-${index + 1}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      bytes,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** The server's resident memory (Linux), now (VmRSS) or its peak so far (VmHWM), in MB. */
function rssMb(pid: number | undefined, which: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const kb = new RegExp(`${which}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

interface Run {
  accepted: number;
  rejected: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  seconds: number;
}

/** Posts from `concurrency` workers for `duration` seconds after a warm-up, and times every answer. */
async function measure(duration: number, photos: readonly Buffer[]): Promise<Run> {
  const latencies: number[] = [];
  let accepted = 0;
  let rejected = 0;
  let n = 0;
  const post = async () => {
    const started = performance.now();
    const body = submission(n++, photos);
    const status = await send(
      'POST',
      '/api/quote',
      {
        Accept: 'application/json',
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': body.length,
        'Idempotency-Key': randomUUID(),
      },
      body,
    );
    return { ok: status === 201, ms: performance.now() - started };
  };

  // Warm up the JIT and the connection pool before measuring.
  const warmUntil = Date.now() + 1500;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (Date.now() < warmUntil) await post();
  }));

  const startedAt = performance.now();
  const endAt = startedAt + duration * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < endAt) {
        const result = await post();
        if (result.ok) accepted += 1;
        else rejected += 1;
        latencies.push(result.ms);
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { accepted, rejected, rps: accepted / seconds, p50: pct(50), p99: pct(99), max: latencies.at(-1) ?? NaN, seconds };
}

function report(run: Run) {
  console.log(`accepted: ${run.accepted} (${run.rps.toFixed(run.rps < 100 ? 1 : 0)}/s)  rejected: ${run.rejected}`);
  console.log(`latency: p50 ${run.p50.toFixed(1)} ms  p99 ${run.p99.toFixed(1)} ms  max ${run.max.toFixed(1)} ms`);
}

let exitCode = 1;
try {
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
  exitCode = textMet && photosMet ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  agent.destroy();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
