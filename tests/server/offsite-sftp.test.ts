/**
 * The off-site copy against a real SFTP server (Debian's OpenSSH on a loopback port): the server
 * started as production starts it (server/start.ts, Litestream around the server), a machine
 * that dies and comes back from an empty data folder, and a copy that goes away and comes back.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childrenOf, startServer, spawnServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { sftpServer, type SftpServer } from '../../scripts/lib/sftp-server.ts';
import { restoreFromOffsite } from '../../server/backup/litestream.ts';
import { readBackupSettings } from '../../server/backup/settings.ts';
import { openLeadsDb } from '../../server/leads/db.ts';
import { pidFilePath } from '../../server/leads/pid-file.ts';
import { photo } from '../support/photos.ts';
import { freePort, readRows, validLead, waitFor } from './helpers.ts';
import { client, ownerCli, ownerPassword, root, sessionCookie } from './inbox-support.ts';
import { businessFields } from './site-support.ts';

const buildMs = 150_000;

interface Health {
  ok: boolean;
  backup: { on: boolean; lastCopiedAt?: string; waitingSince?: string; lagging: boolean };
}

const health = async (url: string) => (await (await fetch(`${url}/healthz`)).json()) as Health;

/** Waits until every change made before `since` is in the copy, asking /healthz every 2.5 s (each ask is a write too). */
async function caughtUp(url: string, since: number, timeoutMs = 30_000): Promise<Health> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await health(url);
    if (!state.backup.waitingSince && state.backup.lastCopiedAt && Date.parse(state.backup.lastCopiedAt) > since + 1500) return state;
    if (Date.now() > deadline) throw new Error(`the copy did not catch up: ${JSON.stringify(state)}`);
    await new Promise((r) => setTimeout(r, 2500));
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
    env = {
      LEADS_DB: db,
      SITE_URL: `http://localhost:${port}`,
      TRUST_PROXY: '1',
      LEADS_RATE_LIMIT: 'off',
      SMTP_URL: '',
      LEADS_WEBHOOK_URL: '',
      BACKUP_URL: `sftp://${sftp.user}@127.0.0.1:${sftp.port}${remote}`,
      BACKUP_SFTP_KEY_FILE: sftp.clientKey,
    };
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
    'stops the server when Litestream dies, and Litestream with the server; SIGTERM at the top ends both cleanly',
    async () => {
      const top = server!.child.pid!;
      const serverPid = Number(readFileSync(pidFilePath(db), 'utf8'));
      const replicator = childrenOf(top).find((pid) => pid !== serverPid)!;
      process.kill(replicator, 'SIGKILL');
      await waitFor(() => !alive(serverPid) || undefined, 15_000, 'the server to stop after the replicator');
      expect(server!.stdout()).toMatch(/the replicator \(Litestream\) stopped: stopping the server too/);
      expect(await server!.exited).toBe(1);

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

describe('starting with bad off-site settings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ccr-offsite-bad-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = async (env: Record<string, string>, script = 'server/start.ts') => {
    const started = spawnServer({ LEADS_DB: join(dir, 'leads.sqlite'), PORT: String(await freePort()), ...env }, root, script);
    const code = await started.exited;
    return { code, output: started.output() };
  };

  it('stops with exit 78 and one sentence naming the variable, showing no secret', async () => {
    const bad = await run({ BACKUP_URL: 'ftp://backup.example.com/leads' });
    expect(bad.code).toBe(78);
    expect(bad.output).toMatch(/BACKUP_URL="ftp:\/\/backup.example.com\/leads" is invalid; accepted: s3:\/\/bucket\/path .* or sftp:\/\/user@host:port\/path/);

    const noKey = await run({ BACKUP_URL: 'sftp://backup@127.0.0.1:2222/srv/backups', BACKUP_SFTP_KEY_FILE: join(dir, 'missing_key') });
    expect(noKey.code).toBe(78);
    expect(noKey.output).toContain(`BACKUP_SFTP_KEY_FILE="${join(dir, 'missing_key')}" does not exist`);

    const secret = 'sEcReT-value-never-shown-42';
    const noSecret = await run({ BACKUP_URL: 'sftp://backup:' + secret + '@127.0.0.1/srv', BACKUP_ACCESS_KEY_ID: 'AKIA', BACKUP_SECRET_ACCESS_KEY: '' });
    expect(noSecret.code).toBe(78);
    expect(noSecret.output).toContain('BACKUP_URL must not hold a password');
    expect(noSecret.output).not.toContain(secret);

    const s3 = await run({ BACKUP_URL: 's3://leads-bucket/concrete', BACKUP_ACCESS_KEY_ID: 'keyid', BACKUP_SECRET_ACCESS_KEY: '' });
    expect(s3.code).toBe(78);
    expect(s3.output).toMatch(/BACKUP_SECRET_ACCESS_KEY is empty/);
  });

  it('never runs the server without the replicator when BACKUP_URL is set', async () => {
    const direct = await run({ BACKUP_URL: 's3://leads-bucket/concrete', BACKUP_ACCESS_KEY_ID: 'keyid', BACKUP_SECRET_ACCESS_KEY: 'secret' }, 'server/index.ts');
    expect(direct.code).toBe(78);
    expect(direct.output).toContain('BACKUP_URL is set, so the server must run beside the replicator');
  });

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
