/**
 * The off-site copy against a real SFTP server (Debian's OpenSSH on a loopback port): the server
 * started as production starts it (server/start.ts, Litestream around the server), a machine
 * that dies and comes back from an empty data folder, and a copy that goes away and comes back.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childrenOf, startServer, spawnServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { business } from '../../src/config/business.ts';
import { sftpServer, type SftpServer } from '../../scripts/lib/sftp-server.ts';
import { publicBackupProblem } from '../../src/lib/backup-status.ts';
import { litestreamBinary, litestreamConfig, restoreFromOffsite, writeLitestreamConfig } from '../../server/backup/litestream.ts';
import { alertAfterFailures, steadyMs } from '../../server/backup/replicate.ts';
import { readBackupSettings } from '../../server/backup/settings.ts';
import { openLeadsDb } from '../../server/db/open.ts';
import { pidFilePath } from '../../server/pid-file.ts';
import { photo } from '../support/photos.ts';
import { addOwnerPhone, freePort, readRows, validLead, waitFor } from './helpers.ts';
import { client, ownerCli, ownerPassword, root, sessionCookie } from './inbox-support.ts';
import { businessFields } from './site-support.ts';

const buildMs = 150_000;

interface Health {
  ok: boolean;
  reason?: string;
  backup: { on: boolean; lastCopiedAt?: string; waitingSince?: string; lagging: boolean; problem?: string };
}

/** A scratch folder and an SFTP server (not started yet) that keeps its host keys in it. */
async function scratchSftp(prefix: string): Promise<{ dir: string; sftp: SftpServer }> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, sftp: sftpServer(join(dir, 'sshd'), await freePort()) };
}

/** A server's environment in these tests: behind a proxy, no mail, webhook or rate limit, its off-site copy at `backupUrl`. */
const backupEnv = (db: string, backupUrl: string, keyFile: string): Record<string, string> => ({
  LEADS_DB: db,
  TRUST_PROXY: '1',
  LEADS_RATE_LIMIT: 'off',
  SMTP_URL: '',
  LEADS_WEBHOOK_URL: '',
  BACKUP_URL: backupUrl,
  BACKUP_SFTP_KEY_FILE: keyFile,
});

const health = async (url: string) => (await (await fetch(`${url}/healthz`)).json()) as Health;

async function until(check: () => Promise<boolean>, timeoutMs: number, label: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Every file at the destination with its size. */
function remoteFiles(folder: string): Map<string, number> {
  const files = new Map<string, number>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(path, statSync(path).size);
    }
  };
  walk(folder);
  return files;
}

/**
 * Waits until every change made before `since` is in the copy: the server looks every 2 s, so a
 * state read 2.5 s after `since` that has nothing waiting includes them.
 */
async function caughtUp(url: string, since: number, timeoutMs = 30_000): Promise<Health> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await health(url);
    if (Date.now() > since + 2500 && !state.backup.waitingSince && state.backup.lastCopiedAt) return state;
    if (Date.now() > deadline) throw new Error(`the copy did not catch up: ${JSON.stringify(state)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function leadsCli(env: Record<string, string>, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) =>
    execFile(process.execPath, ['scripts/leads.ts', ...args], { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

function leadsJson(db: string): Promise<string> {
  return new Promise((done, fail) =>
    execFile(process.execPath, ['scripts/leads.ts', '--json'], { cwd: root, env: { ...process.env, LEADS_DB: db } }, (error, stdout) => (error ? fail(error) : done(stdout))),
  );
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function quoteForm(name: string, photos = 0): Promise<FormData> {
  const form = new FormData();
  for (const [field, value] of Object.entries({ ...validLead, name })) form.append(field, value);
  for (let i = 0; i < photos; i += 1) form.append('photos', new Blob([new Uint8Array(await photo({ width: 1600 + i * 10, noise: true }))], { type: 'image/jpeg' }), `slab-${i}.jpg`);
  return form;
}

async function send(url: string, form: FormData): Promise<number> {
  const response = await fetch(`${url}/api/quote`, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  expect(response.status).toBe(201);
  return Number(((await response.json()) as { reference: string }).reference.replace('#', ''));
}

const quote = async (url: string, name: string, photos = 0) => send(url, await quoteForm(name, photos));

describe('the off-site copy over SFTP', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ccr-offsite-'));
  const data = join(dir, 'data');
  const db = join(data, 'leads.sqlite');
  const remote = join(dir, 'remote', 'concrete');
  let sftp: SftpServer;
  let server: StartedServer | undefined;
  let env: Record<string, string>;
  let port: number;
  const origin = () => `http://localhost:${port}`;

  beforeAll(async () => {
    sftp = sftpServer(join(dir, 'sshd'), await freePort());
    await sftp.start();
    mkdirSync(remote, { recursive: true });
    port = await freePort();
    env = { ...backupEnv(db, `sftp://${sftp.user}@127.0.0.1:${sftp.port}${remote}`, sftp.clientKey), SITE_URL: `http://localhost:${port}` };
  });
  afterAll(async () => {
    await server?.stop();
    await sftp?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'comes back whole on an empty machine: leads, photos, accounts, passkeys and the published site',
    async () => {
      const added = await ownerCli(db, ['add', 'owner@example.com'], `${ownerPassword}\n`);
      expect(added.code).toBe(0);
      server = await startServer(env, port, root, { script: 'server/start.ts' });
      expect((await health(server.url)).backup.on).toBe(true);

      const owner = client(origin(), '203.0.113.7');
      const cookie = sessionCookie(await owner.signIn('owner@example.com', ownerPassword))!;
      expect(cookie).toBeDefined();
      // The Security page says where the copy goes (host and folder), never the key.
      const security = await (await owner.get('/inbox/security', cookie)).text();
      expect(security).toContain(`127.0.0.1:${sftp.port}${remote} (SFTP, as ${sftp.user})`);
      expect(security).not.toContain('client_key');
      expect((await client(origin(), '203.0.113.9').get('/inbox/security')).status).toBe(303);
      const userId = readRows<{ id: string }>(db, `SELECT id FROM user WHERE email = 'owner@example.com'`)[0]!.id;
      const writer = new Database(db);
      writer
        .prepare(`INSERT INTO passkey (id, name, publicKey, userId, credentialID, counter, deviceType, backedUp, transports, createdAt) VALUES (?, ?, ?, ?, ?, 0, 'multiDevice', 1, 'internal', ?)`)
        .run('pk-test-1', 'Pixel 8', 'cHVibGljLWtleQ', userId, 'Y3JlZGVudGlhbA', new Date().toISOString());
      writer.close();

      const version = readRows<{ version: number }>(db, `SELECT version FROM site_drafts WHERE kind = 'business'`)[0]?.version ?? 0;
      const name = 'Queen City Slab Works';
      expect((await owner.post('/inbox/site/business', { ...businessFields({ name }), version: String(version) }, { Cookie: cookie })).status).toBe(303);
      expect((await owner.post('/inbox/site/publish', {}, { Cookie: cookie })).status).toBe(303);
      await waitFor(() => readRows(db, `SELECT 1 FROM site_revisions WHERE status = 'live'`).length > 0 || undefined, buildMs, 'the publish');
      expect(await (await fetch(`${server.url}/`)).text()).toContain(name);

      const ids = [await quote(server.url, 'Dana Whitfield', 2), await quote(server.url, 'Marcus Reyes', 1), await quote(server.url, 'Ana Okafor')];
      const written = Date.now();
      const before = await leadsJson(db);
      const photosBefore = readRows(db, 'SELECT lead_id, position, width, height, length(image) AS size, hex(substr(image, 1, 64)) AS head FROM lead_photos ORDER BY lead_id, position');
      expect(photosBefore).toHaveLength(3);
      await caughtUp(server.url, written);

      // The machine dies: the server, Litestream and the process above them, all at once, then the disk.
      const top = server.child.pid!;
      const below = childrenOf(top);
      expect(below).toHaveLength(2);
      for (const pid of [...below, top]) process.kill(pid, 'SIGKILL');
      await server.exited;
      await waitFor(() => below.every((pid) => !alive(pid)) || undefined, 5000, 'the processes to die');
      server = undefined;
      rmSync(data, { recursive: true, force: true });

      server = await startServer(env, port, root, { script: 'server/start.ts', timeoutMs: buildMs });
      expect(server.stdout()).toMatch(/Restored 3 leads from the off-site copy/);
      expect(await leadsJson(db)).toBe(before);
      expect(JSON.parse(before).map((lead: { id: number }) => lead.id)).toEqual(expect.arrayContaining(ids));
      expect(readRows(db, 'SELECT lead_id, position, width, height, length(image) AS size, hex(substr(image, 1, 64)) AS head FROM lead_photos ORDER BY lead_id, position')).toEqual(photosBefore);
      expect(readRows(db, `SELECT name FROM passkey WHERE userId = '${userId}'`)).toEqual([{ name: 'Pixel 8' }]);

      // The account signs in again; visitors get the styled 503 page with the published facts until
      // the published site is built again, then the published site, never the placeholders.
      expect(sessionCookie(await client(origin(), '203.0.113.8').signIn('owner@example.com', ownerPassword))).toBeDefined();
      const meanwhile = await fetch(`${server.url}/`);
      if (meanwhile.status === 503) expect(await meanwhile.text()).toContain(name);
      else expect(meanwhile.status).toBe(200);
      const started = server;
      await waitFor(() => started.stdout().includes('the live site is rebuilt'), buildMs, 'the published site to be built again');
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain(name);
      expect(readdirSync(join(data, 'site')).some((folder) => /^r\d+-/.test(folder))).toBe(true);
    },
    buildMs * 3,
  );

  it(
    'keeps taking quote requests while the SFTP server is away, says so, and catches up when it is back',
    async () => {
      expect(server).toBeDefined();
      await caughtUp(server!.url, Date.now());
      await sftp.stop();
      const during = await quote(server!.url, 'Offline Lead');
      const away = Date.now();
      await new Promise((r) => setTimeout(r, 4000));
      const lagging = await health(server!.url);
      expect(lagging.ok).toBe(true);
      expect(lagging.backup.waitingSince).toBeDefined();
      expect(Date.parse(lagging.backup.waitingSince!)).toBeLessThanOrEqual(away + 2500);

      // Litestream 0.3.13 stays stuck on the connection that died: the server asks for a new one after a minute.
      await sftp.start();
      await caughtUp(server!.url, away, 120_000);
      expect(server!.stdout()).toMatch(/the off-site copy has not moved for a minute while changes wait: starting a new replicator/);
      // What reached the copy is a database holding the lead sent while it was away.
      const target = readBackupSettings(env, [])!;
      const out = join(dir, 'check.sqlite');
      expect(await restoreFromOffsite(db, target, out)).toEqual({ restored: true });
      expect(readRows<{ id: number }>(out, 'SELECT id FROM leads').map((row) => row.id)).toContain(during);
    },
    180_000,
  );

  it(
    'costs nothing while idle: with no visitor for a minute, health checks every 2 s, the copy gets at most one upload',
    async () => {
      await caughtUp(server!.url, Date.now());
      // Litestream's own bookkeeping after the last change (a checkpoint) settles first.
      await new Promise((r) => setTimeout(r, 5000));
      const before = remoteFiles(remote);
      const until = Date.now() + 60_000;
      while (Date.now() < until) {
        expect((await health(server!.url)).ok).toBe(true);
        await new Promise((r) => setTimeout(r, 2000));
      }
      const after = remoteFiles(remote);
      const uploads = [...after].filter(([file, size]) => before.get(file) !== size);
      expect(uploads.length, JSON.stringify(uploads)).toBeLessThanOrEqual(1);
    },
    120_000,
  );

  it(
    'starts Litestream again when it dies, while the site keeps serving; dying over and over is shown and alerted once',
    async () => {
      const top = server!.child.pid!;
      const serverPid = Number(readFileSync(pidFilePath(db), 'utf8'));
      const replicator = () => childrenOf(top).find((pid) => pid !== serverPid);
      addOwnerPhone(db, 'owner@example.com', 'https://push.example.net/sub/1');
      const problemAlerts = () => readRows(db, `SELECT id FROM outbox WHERE json_extract(payload, '$.tag') = 'backup-problem'`).length;

      for (let kill = 1; kill <= alertAfterFailures; kill += 1) {
        const pid = await waitFor(replicator, 15_000, 'a replicator');
        process.kill(pid, 'SIGKILL');
        await waitFor(() => !alive(pid) || undefined, 5000, 'the replicator to die');
        // The site does not notice: pages and the quote form answer throughout.
        expect((await fetch(`${server!.url}/`)).status).toBe(200);
        await quote(server!.url, `While down ${kill}`);
        expect(alive(serverPid)).toBe(true);
        await waitFor(() => (replicator() !== undefined && replicator() !== pid) || undefined, 15_000, 'a new replicator');
      }
      const state = await health(server!.url);
      expect(state.ok).toBe(true);
      expect(state.backup.problem).toBe(publicBackupProblem);
      const owner = client(origin(), '203.0.113.12');
      const cookie = sessionCookie(await owner.signIn('owner@example.com', ownerPassword))!;
      const page = await (await owner.get('/inbox', cookie)).text();
      expect(page).toContain('The off-site copy stopped: its replicator (Litestream) ended');
      expect(page).toContain('See what to do');
      expect(problemAlerts()).toBe(1);
      expect(server!.stdout()).toMatch(/the replicator \(Litestream\) ended .*starting it again in \d+ s, the site keeps running/);

      // Once one has run for 30 s, it is well again, and the copy has the requests sent meanwhile.
      await until(async () => !(await health(server!.url)).backup.problem, steadyMs + 20_000, 'the problem to clear');
      await caughtUp(server!.url, Date.now());
      expect(problemAlerts()).toBe(1);
    },
    180_000,
  );

  it(
    'ends Litestream with the server; SIGTERM at the top ends both cleanly; restores on demand',
    async () => {
      await server!.stop();
      server = await startServer(env, port, root, { script: 'server/start.ts' });
      const refused = await leadsCli(env, ['restore', '--from-offsite']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/The server \(PID \d+\) is using/);
      const below = childrenOf(server.child.pid!);
      // The server is still finishing this request when the stop arrives: it is answered, then both end.
      const slow = send(server.url, await quoteForm('Late Evening', 3));
      await new Promise((r) => setTimeout(r, 100));
      process.kill(server.child.pid!, 'SIGTERM');
      expect(await slow).toBeGreaterThan(0);
      expect(await server.exited, server.output()).toBe(0);
      expect(server.stdout()).toMatch(/"msg":"stopped"/);
      expect(below.some(alive)).toBe(false);
      server = undefined;

      // On demand, with the server stopped: the database is replaced, the one it replaces kept.
      const listed = await leadsJson(db);
      const restored = await leadsCli(env, ['restore', '--from-offsite']);
      expect(restored.code, restored.stderr).toBe(0);
      const kept = /The replaced database was kept as (\S+)\./.exec(restored.stdout)?.[1];
      expect(kept && readRows(kept, 'SELECT count(*) AS n FROM leads')).toEqual([{ n: JSON.parse(listed).length }]);
      expect(restored.stdout).toMatch(/The published site \(revision \d+\) is built again when the server starts/);
      expect(await leadsJson(db)).toBe(listed);
    },
    buildMs * 2,
  );
});


/** Between Litestream and sshd: forwards everything, uploads at `rate` bytes a second once set. */
async function throttlingProxy(targetPort: number) {
  let rate = Infinity;
  const server = createNetServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on('error', close).on('close', close);
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      if (rate === Infinity) return;
      client.pause();
      setTimeout(() => client.resume(), (chunk.length / rate) * 1000);
    });
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  return { port, setRate: (bytesPerSecond: number) => void (rate = bytesPerSecond), close: () => server.close() };
}

describe('a wrong off-site setting', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ccr-offsite-bad-'));
  const db = join(dir, 'leads.sqlite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const problemAlerts = () => readRows(db, `SELECT id FROM outbox WHERE json_extract(payload, '$.tag') = 'backup-problem'`).length;

  it(
    'keeps the site and the quote form working, and says what is wrong on every inbox page, in /healthz and in one alert',
    async () => {
      // A machine already running: the database is there, with an owner and a phone to alert.
      expect((await ownerCli(db, ['add', 'owner@example.com'], `${ownerPassword}\n`)).code).toBe(0);
      addOwnerPhone(db, 'owner@example.com', 'https://push.example.net/sub/2');
      const missing = join(dir, 'secrets', 'backup_sftp_key');
      const port = await freePort();
      const env = { ...backupEnv(db, 'sftp://backup@127.0.0.1:2222/srv/backups', missing), SITE_URL: `http://localhost:${port}` };
      const sentence = `The off-site copy is off because a setting is wrong: BACKUP_SFTP_KEY_FILE=&quot;${missing}&quot; does not exist.`;
      // Started twice with the same mistake, as a supervisor or an operator would: still one alert.
      for (const round of [1, 2]) {
        const running = await startServer(env, port, root, { script: 'server/start.ts' });
        try {
          expect((await fetch(`${running.url}/`)).status).toBe(200);
          await quote(running.url, `Wrong Setting ${round}`);
          const state = await health(running.url);
          expect(state).toEqual({ ok: true, backup: { on: false, lagging: false, problem: publicBackupProblem } });
          const owner = client(`http://localhost:${port}`, `203.0.113.${20 + round}`);
          const cookie = sessionCookie(await owner.signIn('owner@example.com', ownerPassword))!;
          for (const path of ['/inbox', '/inbox/schedule', '/inbox/security']) expect(await (await owner.get(path, cookie)).text()).toContain(sentence);
          // Log lines are JSON: the quotes in the sentence come escaped.
          expect(running.output()).toContain(JSON.stringify(`BACKUP_SFTP_KEY_FILE="${missing}" does not exist`).slice(1, -1));
        } finally {
          await running.stop();
        }
      }
      expect(readRows(db, 'SELECT count(*) AS n FROM leads')).toEqual([{ n: 2 }]);
      expect(problemAlerts()).toBe(1);
    },
    60_000,
  );

  it('names the variable, never a secret, for any mistake, and runs the server started without start.ts', async () => {
    // A database already there (an empty machine would wait for its copy instead).
    if (!existsSync(db)) openLeadsDb(db).close();
    const secret = 'sEcReT-value-never-shown-42';
    const cases: [Record<string, string>, string, string?][] = [
      [{ BACKUP_URL: 'ftp://backup.example.com/leads' }, 'BACKUP_URL=&quot;ftp://backup.example.com/leads&quot; is invalid'],
      [{ BACKUP_URL: `sftp://backup:${secret}@127.0.0.1/srv` }, 'BACKUP_URL must not hold a password'],
      [{ BACKUP_URL: 's3://leads-bucket/concrete', BACKUP_ACCESS_KEY_ID: 'keyid', BACKUP_SECRET_ACCESS_KEY: '' }, 'BACKUP_SECRET_ACCESS_KEY is empty'],
      [{ BACKUP_URL: 's3://leads-bucket/concrete', BACKUP_ACCESS_KEY_ID: 'keyid', BACKUP_SECRET_ACCESS_KEY: secret }, 'the server was started without its replicator', 'server/index.ts'],
    ];
    for (const [settings, words, script = 'server/start.ts'] of cases) {
      const running = await startServer({ LEADS_DB: db, ...settings }, await freePort(), root, { script });
      try {
        expect((await fetch(`${running.url}/`)).status).toBe(200);
        const state = await health(running.url);
        expect(state.backup.problem).toBe(publicBackupProblem);
        expect(running.output()).toContain(JSON.stringify(words.replaceAll('&quot;', '"')).slice(1, -1));
        expect(running.output()).not.toContain(secret);
      } finally {
        await running.stop();
      }
    }
    // Restoring on demand says what is wrong instead of pretending there is no copy.
    const refused = await leadsCli({ LEADS_DB: db, BACKUP_URL: 'ftp://backup.example.com/leads' }, ['restore', '--from-offsite']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Not restored: BACKUP_URL="ftp:\/\/backup.example.com\/leads" is invalid/);
  }, 60_000);

  it('logs no S3 secret while the storage refuses every upload', async () => {
    const secret = 'Zx9-very-secret-application-key';
    const keyId = '004a1b2c3d4e5f60000000001';
    const port = await freePort();
    // A database already there: the start goes straight to replicating (an empty one would first try to restore).
    openLeadsDb(join(dir, 'secret.sqlite')).close();
    const running = await startServer(
      {
        LEADS_DB: join(dir, 'secret.sqlite'),
        BACKUP_URL: 's3://leads-bucket/concrete',
        BACKUP_S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
        BACKUP_S3_REGION: 'us-west-004',
        BACKUP_ACCESS_KEY_ID: keyId,
        BACKUP_SECRET_ACCESS_KEY: secret,
        LOG_LEVEL: 'debug',
      },
      port,
      root,
      { script: 'server/start.ts' },
    );
    try {
      await quote(running.url, 'Secret Tester');
      await new Promise((r) => setTimeout(r, 4000));
      expect((await health(running.url)).backup.waitingSince).toBeDefined();
      expect(running.output()).not.toContain(secret);
    } finally {
      await running.stop();
    }
    expect(running.output()).not.toContain(secret);
  }, 30_000);
});

describe('an empty machine whose copy cannot be reached', () => {
  it(
    'starts no second history: every address answers the styled 503 page while it retries, then it restores and serves',
    async () => {
      const { dir, sftp } = await scratchSftp('ccr-offsite-empty-');
      const remote = join(dir, 'remote');
      mkdirSync(remote);
      const db = join(dir, 'data', 'leads.sqlite');
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const started = spawnServer(
        { HOST: '127.0.0.1', PORT: String(port), LEADS_DB: db, SMTP_URL: '', LEADS_WEBHOOK_URL: '', BACKUP_URL: `sftp://${sftp.user}@127.0.0.1:${sftp.port}${remote}`, BACKUP_SFTP_KEY_FILE: sftp.clientKey },
        root,
        'server/start.ts',
      );
      try {
        await until(async () => Boolean((await health(url).catch(() => undefined))?.backup.problem), 30_000, 'the first failed restore');
        for (const path of ['/', '/contact', '/inbox', '/book/x']) {
          const response = await fetch(`${url}${path}`);
          expect(response.status).toBe(503);
          expect(response.headers.get('retry-after')).toBe('60');
          expect(response.headers.get('cache-control')).toBe('no-store');
          const html = await response.text();
          expect(html).toContain('We will be back in a few minutes');
          expect(html).toContain(business.phone.display);
        }
        const form = await fetch(`${url}/api/quote`, { method: 'POST', body: await quoteForm('Too Early'), headers: { Accept: 'application/json' } });
        expect(form.status).toBe(503);
        expect(await form.json()).toEqual({ error: expect.stringMatching(/back in a few minutes/) });
        // The container stays healthy, so Caddy keeps passing this page on; the body says why.
        const probe = await fetch(`${url}/healthz`);
        expect(probe.status).toBe(200);
        expect(await probe.json()).toEqual({ ok: false, reason: expect.stringMatching(/waiting for the off-site copy/), backup: { on: true, lagging: false, problem: publicBackupProblem } });
        expect(existsSync(db)).toBe(false);
        expect(started.stdout()).toMatch(/Cannot restore the database from the off-site copy .*every page answers 503 meanwhile; retrying/);

        // The copy is back: the next attempt restores, and the server takes the port over without a gap.
        await sftp.start();
        const statuses = new Set<number | string>();
        let serving = false;
        while (!serving) {
          const response = await fetch(`${url}/`).catch((error: Error) => error);
          statuses.add(response instanceof Error ? response.message : response.status);
          serving = !(response instanceof Error) && response.status === 200;
          if (!serving) await new Promise((r) => setTimeout(r, 50));
        }
        expect([...statuses].sort()).toEqual([200, 503]);
        expect(started.stdout()).toMatch(/is empty: starting with a new database/);
        expect((await health(url)).ok).toBe(true);
      } finally {
        if (started.child.exitCode === null) process.kill(started.child.pid!, 'SIGTERM');
        await started.exited;
        await sftp.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

describe('an upload cut off mid-file', () => {
  it(
    'never breaks a restore: it reaches the last complete point, and the copy carries on after the restart',
    async () => {
      const { dir, sftp } = await scratchSftp('ccr-offsite-cut-');
      await sftp.start();
      const proxy = await throttlingProxy(sftp.port);
      const remote = join(dir, 'remote');
      mkdirSync(remote);
      const db = join(dir, 'data', 'leads.sqlite');
      const port = await freePort();
      const env = backupEnv(db, `sftp://${sftp.user}@127.0.0.1:${proxy.port}${remote}`, sftp.clientKey);
      const target = readBackupSettings(env, [])!;
      let running: StartedServer | undefined;
      try {
        running = await startServer(env, port, root, { script: 'server/start.ts', timeoutMs: 60_000 });
        const complete = [await quote(running.url, 'Before Cut One'), await quote(running.url, 'Before Cut Two')];
        await caughtUp(running.url, Date.now());

        // A request with photos makes a large upload; it goes slowly, and the machine dies in the middle.
        proxy.setRate(48 * 1024);
        const before = remoteFiles(remote);
        const cut = await quote(running.url, 'Cut Mid Upload', 3);
        let growing: string | undefined;
        const deadline = Date.now() + 30_000;
        let last = before;
        while (!growing && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 150));
          const now = remoteFiles(remote);
          growing = [...now].find(([file, size]) => file.endsWith('.wal.lz4') && size > 0 && last.has(file) && last.get(file)! < size && !before.has(file))?.[0];
          last = now;
        }
        expect(growing, 'an upload in progress').toBeDefined();
        const top = running.child.pid!;
        for (const pid of [...childrenOf(top), top]) process.kill(pid, 'SIGKILL');
        await running.exited;
        running = undefined;

        // The cut is real: Litestream's own restore gives up on the whole copy. (Straight to sshd:
        // spawnSync holds this process, where the proxy runs.)
        const direct = readBackupSettings({ ...env, BACKUP_URL: `sftp://${sftp.user}@127.0.0.1:${sftp.port}${remote}` }, [])!;
        const config = writeLitestreamConfig(litestreamConfig(db, direct));
        const plain = spawnSync(litestreamBinary()!, ['restore', '-config', config.path, '-no-expand-env', '-o', join(dir, 'plain.sqlite'), db], { encoding: 'utf8' });
        config.remove();
        expect(plain.status).not.toBe(0);
        expect(plain.stderr).toMatch(/cannot download wal .*EOF/);

        // Onto an empty folder: every request whose upload was complete comes back.
        const first = join(dir, 'restored-1.sqlite');
        const restored = await restoreFromOffsite(db, target, first);
        expect(restored).toMatchObject({ restored: true, cut: { before: expect.any(String) } });
        expect(readRows<{ id: number }>(first, 'SELECT id FROM leads ORDER BY id').map((row) => row.id)).toEqual(complete);

        // The machine comes back with its disk: the copy starts a new history and catches up.
        proxy.setRate(Infinity);
        running = await startServer(env, port, root, { script: 'server/start.ts' });
        await until(async () => /cut off in the middle of an upload/.test(running!.stdout()), 30_000, 'the cut file to be noticed');
        await caughtUp(running.url, Date.now(), 60_000);
        const second = join(dir, 'restored-2.sqlite');
        expect(await restoreFromOffsite(db, target, second)).toEqual({ restored: true });
        expect(readRows<{ id: number }>(second, 'SELECT id FROM leads ORDER BY id').map((row) => row.id)).toEqual([...complete, cut]);
      } finally {
        await running?.stop();
        proxy.close();
        await sftp.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
