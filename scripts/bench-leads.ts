/**
 * Throughput of the quote endpoint on loopback: starts the real server (server/index.ts) on a
 * free port with a temporary database and the rate limit lifted, posts multipart quote
 * requests like the browser island does with bounded concurrency for a bounded time, then
 * prints accepted submissions per second and p50/p99 latency. Exits 1 if the target is missed.
 *
 * Options (environment): BENCH_SECONDS (10), BENCH_CONCURRENCY (8), BENCH_MIN_RPS (500), BENCH_MAX_P99_MS (50).
 */
import '../server/load-env.ts';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { freePort, startServer } from './lib/server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const minRps = Number(process.env.BENCH_MIN_RPS ?? 500);
const maxP99 = Number(process.env.BENCH_MAX_P99_MS ?? 50);


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

/** A multipart body like the one the browser island sends. */
function submission(n: number): Buffer {
  const fields: Record<string, string> = {
    name: `Bench Visitor ${n}`,
    phone: '(704) 555-0142',
    email: `visitor${n}@example.com`,
    address: `${100 + (n % 900)} Main St, Charlotte, NC 28202`,
    service: 'crack-repair',
    message: 'Two cracks across the driveway apron, about 6 ft each, one lifting at the edge. '.repeat(3),
    company_website: '',
  };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
}

let exitCode = 1;
try {
  const latencies: number[] = [];
  let accepted = 0;
  let rejected = 0;
  let n = 0;
  const post = async () => {
    const started = performance.now();
    const body = submission(n++);
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
  const endAt = startedAt + seconds * 1000;
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
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const rps = accepted / elapsed;
  const p50 = pct(50);
  const p99 = pct(99);

  console.log(`POST /api/quote on loopback, ${concurrency} concurrent clients, ${elapsed.toFixed(1)} s, SQLite WAL synchronous=FULL`);
  console.log(`accepted: ${accepted} (${rps.toFixed(0)}/s)  rejected: ${rejected}`);
  console.log(`latency: p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${latencies.at(-1)?.toFixed(1)} ms`);
  const met = rps >= minRps && p99 <= maxP99 && rejected === 0;
  console.log(met ? `target met (>= ${minRps}/s, p99 <= ${maxP99} ms)` : `TARGET MISSED (>= ${minRps}/s, p99 <= ${maxP99} ms, no rejections)`);
  exitCode = met ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  agent.destroy();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
