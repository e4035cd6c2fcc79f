import { execFile, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { projectRoot, startServer } from '../../scripts/lib/server-process.ts';
import { freePort, readRows, suiteScratch, urlencoded, validLead } from './helpers.ts';

const run = promisify(execFile);

/** `npm run leads -- backup|restore` against the real server and real database files. */
describe('npm run leads -- backup and restore', () => {
  const { dir, servers } = suiteScratch('ccr-backup-');
  const env = { DIST_DIR: dir.dist, LEADS_DB: dir.db, LEADS_RATE_LIMIT: 'off', SMTP_URL: '', LEADS_WEBHOOK_URL: '' };

  const leadsCli = (...args: string[]) =>
    run(process.execPath, ['scripts/leads.ts', ...args], { cwd: projectRoot, env: { ...process.env, LEADS_DB: dir.db } });
  const failure = (...args: string[]) =>
    leadsCli(...args).then(
      () => expect.unreachable('the command should fail'),
      (error: { code: number; stderr: string }) => error,
    );
  const keysIn = (file: string) => new Set(readRows<{ idempotency_key: string }>(file, 'SELECT idempotency_key FROM leads').map((r) => r.idempotency_key));

  async function submit(url: string, key: string): Promise<number> {
    const response = await fetch(`${url}/api/quote`, {
      method: 'POST',
      body: urlencoded({ ...validLead, message: `lead ${key}` }),
      headers: { Accept: 'application/json', 'Idempotency-Key': key },
    });
    return response.status;
  }

  async function start() {
    const server = await startServer(env, await freePort());
    servers.push(server);
    return server;
  }

  const backupFile = join(dir.dir, 'nightly.sqlite');
  let backedUp: Set<string>;

  it('takes a consistent backup while quote requests keep arriving', async () => {
    const server = await start();
    const acknowledged: string[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        const key = randomUUID();
        if ((await submit(server.url, key)) === 201) acknowledged.push(key);
      }
    };
    const clients = Array.from({ length: 4 }, client);
    while (acknowledged.length < 50) await new Promise((r) => setTimeout(r, 10));

    const before = [...acknowledged];
    const { stdout } = await leadsCli('backup', backupFile);
    const during = acknowledged.length;
    running = false;
    await Promise.all(clients);

    expect(stdout).toMatch(/^Backed up \d+ leads/);
    expect(during).toBeGreaterThan(before.length);
    expect(readRows(backupFile, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    backedUp = keysIn(backupFile);
    expect(before.filter((key) => !backedUp.has(key))).toEqual([]);
    // One file, nothing beside it: the copy can be moved or archived as it is.
    expect(readdirSync(dir.dir).filter((name) => name.startsWith('nightly'))).toEqual(['nightly.sqlite']);
  });

  it('refuses to overwrite an existing backup unless --force is given', async () => {
    const refused = await failure('backup', backupFile);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--force');
    expect(keysIn(backupFile)).toEqual(backedUp);

    await leadsCli('backup', backupFile, '--force');
    expect(keysIn(backupFile).size).toBeGreaterThanOrEqual(backedUp.size);
    await leadsCli('backup', join(dir.dir, 'again.sqlite'));
    backedUp = keysIn(backupFile);
  });

  it('refuses to restore while the server runs, saying how to stop it', async () => {
    const refused = await failure('restore', backupFile);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('systemctl stop concrete-site');
    expect(refused.stderr).toContain(`PID ${servers[0]!.child.pid}`);
  });

  it('restores after the server stopped, and the restarted server works on the restored data', async () => {
    const server = servers[0]!;
    const later = randomUUID();
    expect(await submit(server.url, later)).toBe(201);
    await server.stop();
    // Leftovers of an old crash must not be replayed into the restored file.
    writeFileSync(`${dir.db}-shm`, 'stale');

    const { stdout } = await leadsCli('restore', backupFile);
    expect(stdout).toContain(`Restored ${backedUp.size} leads`);
    expect(existsSync(`${dir.db}-wal`)).toBe(false);
    expect(existsSync(`${dir.db}-shm`)).toBe(false);
    const previous = /kept as (\S+)\.$/.exec(stdout.trim())?.[1];
    expect(previous && keysIn(previous).has(later)).toBe(true);

    const restarted = await start();
    const { stdout: json } = await leadsCli('--json');
    const listed = new Set((JSON.parse(json) as { idempotency_key: string }[]).map((lead) => lead.idempotency_key));
    expect(listed).toEqual(backedUp);
    // The server sees the restored leads: a retry of a backed-up submission is recognized as a duplicate.
    expect(await submit(restarted.url, [...backedUp][0]!)).toBe(200);
    expect(await submit(restarted.url, later)).toBe(201);
  });

  it('is not blocked by a PID file left behind by a crashed server', async () => {
    await servers[1]!.stop();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(`${dir.db}.server.pid`, `${dead}\n`);
    const { stdout } = await leadsCli('restore', backupFile);
    expect(stdout).toContain(`Restored ${backedUp.size} leads`);
  });

  it.each([
    ['a text file', (file: string) => writeFileSync(file, 'name,phone\nDana,704\n')],
    ['an empty file', (file: string) => writeFileSync(file, '')],
    [
      'a SQLite database without a leads table',
      (file: string) => {
        const db = new Database(file);
        db.exec('CREATE TABLE notes (body TEXT)');
        db.close();
      },
    ],
  ])('refuses to restore %s and leaves the database as it was', async (_label, make) => {
    const file = join(dir.dir, `bad-${randomUUID()}.sqlite`);
    make(file);
    const refused = await failure('restore', file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Not restored: /);
    expect(refused.stderr).not.toMatch(/^\s+at /m);
    expect(keysIn(dir.db)).toEqual(backedUp);
    expect(readdirSync(dir.dir).filter((name) => name.includes('.restore-'))).toEqual([]);
  });

  it('shows the new commands in its usage text', async () => {
    const wrong = await failure('backup');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('npm run leads -- backup <file> [--force]');
    expect(wrong.stderr).toContain('npm run leads -- restore <file>');
  });
});
