/**
 * Booking the estimate visit under load, on loopback: starts the real server (server/index.ts)
 * over the built site (dist/ and dist-server/, so run `npm run build` first) with a temporary
 * database and the rate limits lifted, stores quote requests for their booking links, then
 * `BENCH_CONCURRENCY` clients each post "Book this time" (a capacity check and insert in one
 * SQLite transaction, committed before the 303) over keep-alive connections. A second run times
 * the booking page itself (GET, rendered on demand). Prints bookings per second and p50/p99;
 * exits 1 when the booking p99 passes BENCH_MAX_P99_MS or a booking is refused for anything
 * but a full window.
 *
 * Options (environment): BENCH_SECONDS (10), BENCH_CONCURRENCY (8), BENCH_MAX_P99_MS (50), BENCH_REQUESTS (4000).
 */
import '../server/load-env.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import Database from 'better-sqlite3';
import { defaultSchedule, openSlots, slotValue } from '../src/lib/schedule.ts';
import { submission } from './lib/quote-load.ts';
import { freePort, startServer } from './lib/server-process.ts';
import { loadBenchOptions, runBench } from './lib/bench-run.ts';
import { leadStore } from '../server/leads/db.ts';
import { scheduleStore } from '../server/schedule/store.ts';

const { seconds, concurrency, maxP99 } = loadBenchOptions();
const requests = Number(process.env.BENCH_REQUESTS ?? 4000);

const dir = mkdtempSync(join(tmpdir(), 'ccr-bench-booking-'));
const db = join(dir, 'leads.sqlite');
const port = await freePort();
const origin = `http://localhost:${port}`;
// Behind TRUST_PROXY, each request names its own client address: one address holds at most 2 upcoming visits.
const server = await startServer({ LEADS_DB: db, SITE_URL: origin, LEADS_RATE_LIMIT: 'off', SMTP_URL: '', LEADS_WEBHOOK_URL: '', TRUST_PROXY: '1' }, port);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function send(method: 'GET' | 'POST', path: string, body?: Buffer, type?: string, from = '127.0.0.1'): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const headers: Record<string, string | number> = { Origin: origin, Host: `localhost:${port}`, 'X-Forwarded-For': from };
    if (body) Object.assign(headers, { 'Content-Type': type ?? 'application/x-www-form-urlencoded', 'Content-Length': body.length, Accept: 'application/json' });
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Runs `work` from every client until the time is up or the work runs out, timing each answer. */
async function run(work: () => Promise<{ ok: boolean; full?: boolean; ms: number }> | null) {
  const latencies: number[] = [];
  let ok = 0;
  let full = 0;
  let refused = 0;
  const started = performance.now();
  const endAt = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < endAt) {
        const pending = work();
        if (!pending) return;
        const result = await pending;
        latencies.push(result.ms);
        if (result.ok) ok += 1;
        else if (result.full) full += 1;
        else refused += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { ok, full, refused, perSecond: ok / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN, elapsed };
}

await runBench(async () => {
  // Room for every booking: 100 visits per window over 60 days, so the run measures bookings, not refusals.
  const settings = { ...defaultSchedule, capacity: 100, horizonDays: 60 };
  const store = new Database(db);
  scheduleStore(store, { leads: leadStore(store), email: false }).saveSettings(settings);
  store.close();
  const slots = openSlots(settings, [], new Map(), new Date()).map((slot) => slotValue(slot.day, slot.start));

  const links: string[] = [];
  for (let i = 0; i < requests; i += concurrency) {
    const batch = await Promise.all(
      Array.from({ length: concurrency }, (_, j) => send('POST', '/api/quote', submission(i + j), 'multipart/form-data; boundary=----ccrbench7MA4YWxkTrZu0gW', `10.0.${(i + j) >> 8}.${(i + j) & 255}`)),
    );
    for (const answer of batch) links.push((JSON.parse(answer.body) as { booking: string }).booking);
  }

  let next = 0;
  const page = await run(() => send('GET', links[next++ % links.length]!).then((a) => ({ ok: a.status === 200, ms: a.ms })));
  next = 0;
  const booking = await run(() => {
    const link = links[next];
    if (!link) return null;
    const slot = slots[next % slots.length]!;
    next += 1;
    return send('POST', link, Buffer.from(`slot=${encodeURIComponent(slot)}`)).then((a) => ({ ok: a.status === 303, full: a.status === 409, ms: a.ms }));
  });

  console.log(`booking on loopback, ${concurrency} concurrent clients, SQLite WAL synchronous=FULL, ${links.length} requests with booking links`);
  console.log(`GET /book/<token> (page rendered on demand): ${page.ok} pages (${page.perSecond.toFixed(0)}/s), p50 ${page.p50.toFixed(1)} ms, p99 ${page.p99.toFixed(1)} ms, max ${page.max.toFixed(1)} ms`);
  console.log(
    `POST /book/<token> (check + insert, one transaction): ${booking.ok} booked (${booking.perSecond.toFixed(0)}/s) in ${booking.elapsed.toFixed(1)} s, ${booking.full} full, ${booking.refused} refused; p50 ${booking.p50.toFixed(1)} ms, p99 ${booking.p99.toFixed(1)} ms, max ${booking.max.toFixed(1)} ms`,
  );
  const met = booking.p99 <= maxP99 && booking.refused === 0 && booking.ok > 0;
  console.log(met ? `target met (booking p99 <= ${maxP99} ms)` : `TARGET MISSED (booking p99 <= ${maxP99} ms, nothing refused)`);
  return met;
}, { close: () => agent.destroy(), server, dir });
