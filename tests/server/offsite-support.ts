/**
 * The off-site copy's tests against a real SFTP server (Debian's OpenSSH on a loopback port), the
 * server started as production starts it (server/start.ts, Litestream around the server). Split
 * over several files so their minutes of waiting (an idle minute, a replicator restarted with
 * backoff, an SFTP server that goes away) run side by side.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { sftpServer, type SftpServer } from '../../scripts/lib/sftp-server.ts';
import { photo } from '../support/photos.ts';
import { freePort, validLead } from './helpers.ts';
import { ownerCli, ownerPassword, root } from './inbox-support.ts';

export const buildMs = 150_000;

export interface Health {
  ok: boolean;
  reason?: string;
  backup: { on: boolean; lastCopiedAt?: string; waitingSince?: string; lagging: boolean; problem?: string };
}

export const health = async (url: string) => (await (await fetch(`${url}/healthz`)).json()) as Health;

export async function until(check: () => Promise<boolean>, timeoutMs: number, label: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Every file at the destination with its size. */
export function remoteFiles(folder: string): Map<string, number> {
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
export async function caughtUp(url: string, since: number, timeoutMs = 30_000): Promise<Health> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await health(url);
    if (Date.now() > since + 2500 && !state.backup.waitingSince && state.backup.lastCopiedAt) return state;
    if (Date.now() > deadline) throw new Error(`the copy did not catch up: ${JSON.stringify(state)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export function leadsCli(env: Record<string, string>, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) =>
    execFile(process.execPath, ['scripts/leads.ts', ...args], { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

export function leadsJson(db: string): Promise<string> {
  return new Promise((done, fail) =>
    execFile(process.execPath, ['scripts/leads.ts', '--json'], { cwd: root, env: { ...process.env, LEADS_DB: db } }, (error, stdout) => (error ? fail(error) : done(stdout))),
  );
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function quoteForm(name: string, photos = 0): Promise<FormData> {
  const form = new FormData();
  for (const [field, value] of Object.entries({ ...validLead, name })) form.append(field, value);
  for (let i = 0; i < photos; i += 1) form.append('photos', new Blob([new Uint8Array(await photo({ width: 1600 + i * 10, noise: true }))], { type: 'image/jpeg' }), `slab-${i}.jpg`);
  return form;
}

export async function send(url: string, form: FormData): Promise<number> {
  const response = await fetch(`${url}/api/quote`, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  expect(response.status).toBe(201);
  return Number(((await response.json()) as { reference: string }).reference.replace('#', ''));
}

export const quote = async (url: string, name: string, photos = 0) => send(url, await quoteForm(name, photos));

/** An SFTP server, a scratch data folder and the settings of a server copying there, for one describe block. */
export interface OffsiteSuite {
  dir: string;
  data: string;
  db: string;
  /** The folder on the SFTP server the copy goes to. */
  remote: string;
  sftp: SftpServer;
  env: Record<string, string>;
  port: number;
  origin: () => string;
  /** The server a test started; stopped after the block. */
  server: StartedServer | undefined;
  /** Adds owner@example.com with `npm run owner`, then starts the server with the copy on and waits until it answers. */
  startWithOwner: () => Promise<StartedServer>;
  /** startWithOwner, then one quote request from `name`, waiting until the copy holds it. */
  startWithOneLead: (name: string) => Promise<StartedServer>;
}

export function offsiteSuite(): OffsiteSuite {
  const dir = mkdtempSync(join(tmpdir(), 'ccr-offsite-'));
  const data = join(dir, 'data');
  const suite = {
    dir,
    data,
    db: join(data, 'leads.sqlite'),
    remote: join(dir, 'remote', 'concrete'),
    server: undefined,
    origin: () => `http://localhost:${suite.port}`,
    startWithOwner: async () => {
      const added = await ownerCli(suite.db, ['add', 'owner@example.com'], `${ownerPassword}\n`);
      expect(added.code).toBe(0);
      suite.server = await startServer(suite.env, suite.port, root, { script: 'server/start.ts' });
      return suite.server;
    },
    startWithOneLead: async (name) => {
      const server = await suite.startWithOwner();
      await quote(server.url, name);
      await caughtUp(server.url, Date.now());
      return server;
    },
  } as OffsiteSuite;
  beforeAll(async () => {
    suite.sftp = sftpServer(join(dir, 'sshd'), await freePort());
    await suite.sftp.start();
    mkdirSync(suite.remote, { recursive: true });
    suite.port = await freePort();
    suite.env = {
      LEADS_DB: suite.db,
      SITE_URL: suite.origin(),
      TRUST_PROXY: '1',
      LEADS_RATE_LIMIT: 'off',
      SMTP_URL: '',
      LEADS_WEBHOOK_URL: '',
      BACKUP_URL: `sftp://${suite.sftp.user}@127.0.0.1:${suite.sftp.port}${suite.remote}`,
      BACKUP_SFTP_KEY_FILE: suite.sftp.clientKey,
    };
  });
  afterAll(async () => {
    await suite.server?.stop();
    await suite.sftp?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return suite;
}
