/**
 * Speed of the owner's inbox with a year of leads: creates an owner with the CLI on a
 * temporary database holding 10,000 realistic quote requests and a year of page counts
 * (365 days x 35 pages), starts the real server (server/index.ts) over the built site, signs
 * in, then requests the list page, searches and the insights dashboard one after another and
 * prints p50/p95 of the server's own time (its Server-Timing header) and of the time this
 * client saw. Exits 1 if a server p95 is over its target (docs/architecture.md section 8).
 *
 * Needs `npm run build` first. Options (environment): BENCH_LEADS (10000),
 * BENCH_REQUESTS (200 per case), BENCH_MAX_P95_MS (50, the list and searches),
 * BENCH_MAX_INSIGHTS_P95_MS (100).
 */
import '../server/load-env.ts';
import { existsSync, mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { astroEntry } from '../server/inbox/astro.ts';
import { builtPages } from './lib/dist.ts';
import { insertSampleCounts } from './lib/sample-counts.ts';
import { insertLeads, sampleLeads } from './lib/sample-leads.ts';
import { addOwner, freePort, projectRoot, startServer } from './lib/server-process.ts';
import { formatNumber } from '../src/lib/format-number.ts';
import { runBench } from './lib/bench-run.ts';

const leadCount = Number(process.env.BENCH_LEADS ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const maxP95 = Number(process.env.BENCH_MAX_P95_MS ?? 50);
const maxInsightsP95 = Number(process.env.BENCH_MAX_INSIGHTS_P95_MS ?? 100);
const owner = { email: 'bench@example.com', password: 'gravel trowel sunrise ledger' };

if (!existsSync(astroEntry(resolve(projectRoot, 'dist')))) {
  console.error('The inbox pages are not built: run npm run build first.');
  process.exit(1);
}


const dir = mkdtempSync(join(tmpdir(), 'ccr-bench-inbox-'));
const db = join(dir, 'leads.sqlite');
addOwner(db, owner);
const leads = sampleLeads(leadCount);
insertLeads(db, leads);
// Every page of the site, plus made-up articles up to 35, as a site a little bigger than today's.
const sitePages = builtPages(resolve(projectRoot, 'dist')).map((page) => page.route).filter((route) => route !== '/404');
const countedPages = [...sitePages, ...Array.from({ length: Math.max(0, 35 - sitePages.length) }, (_, i) => `/blog/sample-article-${i + 1}`)];
insertSampleCounts(db, countedPages);

const port = await freePort();
const origin = `http://localhost:${port}`;
const server = await startServer({ LEADS_DB: db, SITE_URL: origin, LEADS_RATE_LIMIT: 'off', SMTP_URL: '', LEADS_WEBHOOK_URL: '', LOG_LEVEL: 'warn' }, port);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  ms: number;
}

function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, ms: performance.now() - started }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

async function signIn(): Promise<string> {
  const body = new URLSearchParams(owner).toString();
  const answer = await send('POST', '/inbox/login', { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(Buffer.byteLength(body)) }, body);
  const cookies = [answer.headers['set-cookie'] ?? []].flat();
  const session = cookies.find((cookie) => cookie.startsWith('__Secure-inbox.session_token='))?.split(';')[0];
  if (answer.status !== 303 || !session) throw new Error(`sign-in failed: ${answer.status}`);
  return session;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

await runBench(async () => {
  const cookie = await signIn();
  const target = leads[Math.floor(leadCount / 2)]!;
  const cases: { label: string; path: string; maxMs: number }[] = [
    { label: 'list, first page', path: '/inbox', maxMs: maxP95 },
    { label: 'list, status + service, page 3', path: '/inbox?status=Quoted&service=leveling&page=3', maxMs: maxP95 },
    { label: `search phone ${target.phone.slice(-8)}`, path: `/inbox?q=${encodeURIComponent(target.phone.slice(-8))}`, maxMs: maxP95 },
    { label: `search phone ${target.phone}`, path: `/inbox?q=${encodeURIComponent(target.phone)}`, maxMs: maxP95 },
    { label: 'search name fragment "okaf"', path: '/inbox?q=okaf', maxMs: maxP95 },
    { label: 'search two words "dana whit"', path: '/inbox?q=dana+whit', maxMs: maxP95 },
    { label: 'search two letters "ok" (LIKE)', path: '/inbox?q=ok', maxMs: maxP95 },
    { label: 'insights, last 7 days', path: '/inbox/insights?days=7', maxMs: maxInsightsP95 },
    { label: 'insights, last 30 days', path: '/inbox/insights', maxMs: maxInsightsP95 },
    { label: 'insights, last 90 days, by calls', path: '/inbox/insights?days=90&sort=calls', maxMs: maxInsightsP95 },
  ];
  const rows: string[][] = [];
  let met = true;
  for (const { label, path, maxMs } of cases) {
    const server: number[] = [];
    const client: number[] = [];
    for (let i = 0; i < requests + 20; i += 1) {
      const answer = await send('GET', path, { Cookie: cookie });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      const timing = /app;dur=([\d.]+)/.exec(String(answer.headers['server-timing'] ?? ''));
      if (!timing) throw new Error(`${path} sent no Server-Timing header`);
      // The first 20 warm up the JIT and SQLite's page cache.
      if (i < 20) continue;
      server.push(Number(timing[1]));
      client.push(answer.ms);
    }
    server.sort((a, b) => a - b);
    client.sort((a, b) => a - b);
    const p95 = percentile(server, 95);
    if (p95 > maxMs) met = false;
    rows.push([label, ...[percentile(server, 50), p95, percentile(client, 50), percentile(client, 95)].map((ms) => ms.toFixed(1)), `${maxMs}`, p95 <= maxMs ? 'ok' : 'MISSED']);
  }

  const header = ['GET', 'server p50', 'server p95', 'client p50', 'client p95', 'target p95', 'met'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(
    `Inbox on ${formatNumber(leadCount)} leads and a year of counts for ${countedPages.length} pages, ${requests} sequential requests per case, times in ms (server = Server-Timing app;dur)`,
  );
  console.log(line(header));
  console.log(`|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 2)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log(met ? 'every target met (server p95)' : 'TARGET MISSED (server p95)');
  return met;
}, { close: () => agent.destroy(), server, dir });
