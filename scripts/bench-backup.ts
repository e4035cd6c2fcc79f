/**
 * npm run bench:backup (after npm run build): the off-site copy against a real SFTP server
 * (Debian's sshd on loopback, as in the tests), started the way production starts
 * (server/start.ts). Measures:
 * 1. lead to off-site: from the 201 answer of a quote request to the moment the copy holds it
 *    (the replica's position, from Litestream's metrics, reaches the shadow WAL position that
 *    took the lead), p50 and max over BENCH_LEADS requests sent about 2 s apart;
 * 2. idle cost of the replicator: Litestream's resident memory and CPU over 60 s without traffic;
 * 3. restore: 10,000 leads and 500 photos, from the copy into an empty data folder.
 * A loopback SFTP server has no network delay: add the round trips to your storage.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { childrenOf, freePort, projectRoot, startServer } from './lib/server-process.ts';
import { sftpServer } from './lib/sftp-server.ts';
import { insertLeads, sampleLeads } from './lib/sample-leads.ts';
import { readReplicaPosition, readShadowPosition } from '../server/backup/status.ts';
import { readBackupSettings } from '../server/backup/settings.ts';
import { restoreDatabaseFromOffsite } from '../server/backup/restore.ts';
import { openLeadsDb } from '../server/db/open.ts';
import { syncInterval } from '../server/backup/litestream.ts';
import { photoReader, photoWriter } from '../server/photos/store.ts';

const leadCount = Number(process.env.BENCH_LEADS ?? 40);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dir = mkdtempSync(join(tmpdir(), 'ccr-bench-backup-'));
const sftp = sftpServer(join(dir, 'sshd'), await freePort());
await sftp.start();

type Position = { index: number; offset: number };
const behind = (a: Position, b: Position) => a.index < b.index || (a.index === b.index && a.offset < b.offset);
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

function settingsFor(folder: string, db: string) {
  mkdirSync(join(dir, folder), { recursive: true });
  return { LEADS_DB: db, BACKUP_URL: `sftp://${sftp.user}@127.0.0.1:${sftp.port}${join(dir, folder)}`, BACKUP_SFTP_KEY_FILE: sftp.clientKey, LOG_LEVEL: 'warn', LEADS_RATE_LIMIT: 'off' };
}

try {
  // 1 and 2: a fresh database replicating, quote requests one at a time.
  const db = join(dir, 'live', 'leads.sqlite');
  const env = settingsFor('remote-live', db);
  const server = await startServer(env, await freePort(), projectRoot, { script: 'server/start.ts' });
  const metricsUrl = () => {
    const config = readFileSync(`/proc/${replicatorPid()}/cmdline`, 'utf8').split('\0')[3]!;
    return `http://${/"addr": "([^"]+)"/.exec(readFileSync(config, 'utf8'))![1]}/metrics`;
  };
  const serverPid = () => Number(readFileSync(`${db}.server.pid`, 'utf8'));
  const replicatorPid = () => childrenOf(server.child.pid!).find((pid) => pid !== serverPid())!;
  const replica = async () => readReplicaPosition(await (await fetch(metricsUrl())).text(), db);
  await sleep(3000);

  const delays: number[] = [];
  for (let i = 0; i < leadCount; i += 1) {
    await sleep(1500 + Math.random() * 1000);
    const form = new FormData();
    for (const [field, value] of Object.entries({ name: `Bench ${i}`, phone: '(704) 555-0188', email: 'b@example.com', address: '1 Main St, Charlotte, NC 28202', service: 'leveling', message: 'Sunken slab.' })) form.append(field, value);
    const before = readShadowPosition(db);
    const response = await fetch(`${server.url}/api/quote`, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
    const acknowledged = performance.now();
    if (response.status !== 201) throw new Error(`quote request refused: ${response.status}`);
    // The lead is in the shadow WAL once its position moves past where it was before the request.
    let target: Position | undefined;
    for (;;) {
      const shadow = readShadowPosition(db);
      if (!target && shadow && (!before || behind(before, shadow) || behind(shadow, before))) target = shadow;
      const copied = await replica();
      if (target && copied && !behind(copied, target)) break;
      if (performance.now() - acknowledged > 30_000) throw new Error('a lead did not reach the copy within 30 s');
      await sleep(20);
    }
    delays.push(performance.now() - acknowledged);
  }

  const pid = replicatorPid();
  const ticks = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  const startTicks = ticks();
  const idleSeconds = 60;
  await sleep(idleSeconds * 1000);
  const cpuPercent = ((ticks() - startTicks) / 100 / idleSeconds) * 100;
  const idleRss = rssMb();
  const serverRss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${serverPid()}/status`, 'utf8'))![1]) / 1024;
  await server.stop();

  // 3: 10,000 leads and 500 photos, replicated, then restored into an empty folder.
  const bigDb = join(dir, 'big', 'leads.sqlite');
  openLeadsDb(bigDb).close();
  const ids = insertLeads(bigDb, sampleLeads(10_000));
  const photos = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120 + i * 10, g: 120, b: 110 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
  const writer = new Database(bigDb);
  const addPhotos = photoWriter(writer);
  writer.transaction(() => {
    for (let i = 0; i < 500; i += 1) {
      const image = photos[i % photos.length]!;
      addPhotos(ids[i * 20]!, [{ image, thumb: image.subarray(0, 20_000), width: 1600, height: 1200 }]);
    }
  })();
  writer.pragma('wal_checkpoint(TRUNCATE)');
  writer.close();
  const bigEnv = settingsFor('remote-big', bigDb);
  const sizeMb = statSync(bigDb).size / 1e6;
  const big = await startServer(bigEnv, await freePort(), projectRoot, { script: 'server/start.ts', timeoutMs: 120_000 });
  for (let waited = 0; ; waited += 1000) {
    const state = (await (await fetch(`${big.url}/healthz`)).json()) as { backup: { waitingSince?: string; lastCopiedAt?: string } };
    if (state.backup.lastCopiedAt && !state.backup.waitingSince) break;
    if (waited > 300_000) throw new Error('the big database did not reach the copy');
    await sleep(1000);
  }
  await big.stop();
  rmSync(join(dir, 'big'), { recursive: true, force: true });
  const started = performance.now();
  const restored = await restoreDatabaseFromOffsite(bigDb, readBackupSettings(bigEnv, [])!);
  const restoreMs = performance.now() - started;
  const photoCount = [...photoReader(new Database(bigDb, { readonly: true })).counts(ids).values()].reduce((sum, n) => sum + n, 0);

  console.log(`Litestream sync-interval ${syncInterval}, SFTP on loopback, ${leadCount} quote requests about 2 s apart`);
  console.log(`lead to off-site copy: p50 ${(percentile(delays, 50) / 1000).toFixed(2)} s, max ${(Math.max(...delays) / 1000).toFixed(2)} s`);
  console.log(`replicator at idle (${idleSeconds} s, no traffic): ${idleRss.toFixed(1)} MB resident, ${cpuPercent.toFixed(2)} % of one core (server: ${serverRss.toFixed(0)} MB)`);
  console.log(`restore of ${restored?.leads} leads and ${photoCount} photos (${sizeMb.toFixed(0)} MB database): ${(restoreMs / 1000).toFixed(1)} s, integrity check included`);
} finally {
  await sftp.stop();
  rmSync(dir, { recursive: true, force: true });
}
