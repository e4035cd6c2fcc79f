/**
 * The off-site copy when something is wrong: a wrong setting, an empty machine whose copy cannot
 * be reached, and an upload cut off in the middle of a file (real SFTP server, real Litestream).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { connect, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { childrenOf, spawnServer, startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { business } from '../../src/config/business.ts';
import { sftpServer } from '../../scripts/lib/sftp-server.ts';
import { publicBackupProblem } from '../../src/lib/backup-status.ts';
import { litestreamBinary, litestreamConfig, restoreFromOffsite, writeLitestreamConfig } from '../../server/backup/litestream.ts';
import { readBackupSettings } from '../../server/backup/settings.ts';
import { openLeadsDb } from '../../server/db/open.ts';
import { addOwnerPhone, freePort, readRows } from './helpers.ts';
import { client, ownerCli, ownerPassword, root, sessionCookie } from './inbox-support.ts';
import { caughtUp, health, leadsCli, quote, quoteForm, remoteFiles, until } from './offsite-support.ts';

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
      const env = {
        LEADS_DB: db,
        SITE_URL: `http://localhost:${port}`,
        TRUST_PROXY: '1',
        LEADS_RATE_LIMIT: 'off',
        SMTP_URL: '',
        LEADS_WEBHOOK_URL: '',
        BACKUP_URL: 'sftp://backup@127.0.0.1:2222/srv/backups',
        BACKUP_SFTP_KEY_FILE: missing,
      };
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

/**
 * GET on a connection of its own, as each visitor's first request is: a gap in listening shows as
 * a refused connection, while the holding page closing a kept-alive socket between two requests
 * of this loop (a browser would simply retry on a new one) does not count as one.
 */
function statusOnNewConnection(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(target, { agent: false, headers: { Connection: 'close' } }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.on('error', reject);
  });
}

describe('an empty machine whose copy cannot be reached', () => {
  it(
    'starts no second history: every address answers the styled 503 page while it retries, then it restores and serves',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ccr-offsite-empty-'));
      const sftp = sftpServer(join(dir, 'sshd'), await freePort());
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
          const status = await statusOnNewConnection(`${url}/`).catch((error: Error) => error.message);
          statuses.add(status);
          serving = status === 200;
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
      const dir = mkdtempSync(join(tmpdir(), 'ccr-offsite-cut-'));
      const sftp = sftpServer(join(dir, 'sshd'), await freePort());
      await sftp.start();
      const proxy = await throttlingProxy(sftp.port);
      const remote = join(dir, 'remote');
      mkdirSync(remote);
      const db = join(dir, 'data', 'leads.sqlite');
      const port = await freePort();
      const env = {
        LEADS_DB: db,
        TRUST_PROXY: '1',
        LEADS_RATE_LIMIT: 'off',
        SMTP_URL: '',
        LEADS_WEBHOOK_URL: '',
        BACKUP_URL: `sftp://${sftp.user}@127.0.0.1:${proxy.port}${remote}`,
        BACKUP_SFTP_KEY_FILE: sftp.clientKey,
      };
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
