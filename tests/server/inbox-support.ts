import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { offsiteCopyOff, startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { createApp, type App } from '../../server/app.ts';
import { addOwner } from '../../server/auth/owners.ts';
import { readConfig } from '../../server/config.ts';
import { createLogger } from '../../server/log.ts';
import { astroEntry } from '../../server/inbox/astro.ts';
import { addOwnerPhone, freePort, multipart, scratch, startSmtp, validLead, type ReceivedMail } from './helpers.ts';

export const root = resolve(import.meta.dirname, '..', '..');
export const ownerPassword = 'gravel trowel sunrise ledger';

/** Runs `npm run owner` (scripts/owner.ts) as a real process, with the password on stdin. */
export function ownerCli(db: string, args: string[], stdin = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = execFile(process.execPath, ['scripts/owner.ts', ...args], { cwd: root, env: { ...process.env, LEADS_DB: db } }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

/** The server a test runs in its own process (server/app.ts), listening on a loopback port as server/index.ts does. */
export interface InProcessServer {
  url: string;
  app: App;
  /** The log lines so far, as JSON, as the server process writes them to stdout. */
  stdout: () => string;
  /** The same lines: an in-process server has no stderr of its own. */
  output: () => string;
  /** Stops listening, then closes the app (a build under way, the outbox, the database). */
  stop: () => Promise<void>;
}

export interface InboxServer<S extends { url: string } = InProcessServer> {
  server: S;
  /** http://localhost:<port>: the site origin, as SITE_URL says. */
  origin: string;
  db: string;
  remove: () => Promise<void>;
}

/** The environment a test server runs with: no rate limits between tests, no mail or webhook unless asked. */
function serverEnv(db: string, origin: string, env: Record<string, string>): Record<string, string> {
  return { HOST: '127.0.0.1', PORT: new URL(origin).port, LEADS_DB: db, SITE_URL: origin, TRUST_PROXY: '1', LEADS_RATE_LIMIT: 'off', SMTP_URL: '', LEADS_WEBHOOK_URL: '', ...env };
}

/** Serves `app` on a loopback port, as server/index.ts does, and runs its start. */
async function listen(app: App, port: number, log: () => string): Promise<InProcessServer> {
  const server = createAdaptorServer({ fetch: app.http.fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  app.start();
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    stdout: log,
    output: log,
    stop: () =>
      (stopped ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
        await app.close();
      })()),
  };
}

/**
 * A server on a fresh SQLite file beside the real build (its dist/ and dist-server/), on a free
 * loopback port, with one stored lead once `start` has it answering.
 */
async function inboxServer<S extends { url: string; stop: () => Promise<void> }>(
  start: (place: { db: string; origin: string; port: number }) => Promise<S>,
): Promise<InboxServer<S>> {
  if (!existsSync(astroEntry(resolve(root, 'dist')))) throw new Error('The inbox tests need the production build: run npm run build first.');
  const dir = scratch('ccr-inbox-');
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await start({ db: dir.db, origin, port });
  const lead = await fetch(`${server.url}/api/quote`, { method: 'POST', body: multipart(validLead), headers: { Accept: 'application/json' } });
  if (lead.status !== 201) throw new Error(`seeding a lead failed: ${lead.status}`);
  return {
    server,
    origin,
    db: dir.db,
    remove: async () => {
      await server.stop();
      dir.remove();
    },
  };
}

/**
 * The real app with `owners`, running in the test's process. Behind TRUST_PROXY, so each test
 * can speak from its own client address and per-address limits do not leak between tests.
 */
export function startInboxServer(owners: string[] = ['owner@example.com'], env: Record<string, string> = {}): Promise<InboxServer> {
  return inboxServer(async ({ db, origin, port }) => {
    const merged = { ...process.env, ...offsiteCopyOff, ...serverEnv(db, origin, env) };
    let log = '';
    const config = readConfig({ ...merged, DIST_DIR: merged.DIST_DIR ?? resolve(root, 'dist') });
    const app = await createApp(config, { logger: createLogger(config.logLevel, { write: (line: string) => (log += line) }), env: merged });
    for (const email of owners) await addOwner(app.auth, email, ownerPassword);
    return listen(app, port, () => log);
  });
}

/**
 * startInboxServer's server as a real process (server/index.ts), for a test whose subject is the
 * process: killed with SIGKILL, its children, its exit.
 */
export function startInboxProcess(owners: string[] = ['owner@example.com'], env: Record<string, string> = {}): Promise<InboxServer<StartedServer>> {
  return inboxServer(async ({ db, origin, port }) => {
    for (const email of owners) {
      const added = await ownerCli(db, ['add', email], `${ownerPassword}\n`);
      if (added.code !== 0) throw new Error(added.stderr);
    }
    return startServer(serverEnv(db, origin, env), port);
  });
}

/** The session cookie as a Cookie header value, from a response's Set-Cookie lines. */
export function sessionCookie(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Secure-inbox.session_token='));
  const pair = line?.split(';')[0];
  return pair && !pair.endsWith('=') ? pair : undefined;
}

export function client(origin: string, address: string) {
  const request = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(`${origin}${path}`, { redirect: 'manual', ...init, headers: { 'X-Forwarded-For': address, ...init.headers } });
  return {
    get: (path: string, cookie?: string) => request(path, { headers: cookie ? { Cookie: cookie } : {} }),
    post: (path: string, body: Record<string, string> = {}, headers: Record<string, string> = {}) =>
      request(path, { method: 'POST', body: new URLSearchParams(body), headers: { Origin: origin, ...headers } }),
    signIn: (email: string, password: string, headers: Record<string, string> = {}) =>
      request('/inbox/login', { method: 'POST', body: new URLSearchParams({ email, password }), headers: { Origin: origin, ...headers } }),
  };
}

/** The inbox server as startInboxServer starts it, with the first owner signed in from `address`. */
export async function startSignedIn(address: string, owners: string[] = ['owner@example.com'], env: Record<string, string> = {}): Promise<{ inbox: InboxServer; cookie: string }> {
  const inbox = await startInboxServer(owners, env);
  const cookie = sessionCookie(await client(inbox.origin, address).signIn(owners[0]!, ownerPassword));
  if (!cookie) throw new Error(`${owners[0]} could not sign in`);
  return { inbox, cookie };
}

/** A describe block's own inbox server. Set in beforeAll: read it inside tests and hooks only. */
export interface InboxSuite {
  inbox: InboxServer;
}

/** The inbox server as startInboxServer starts it, for one describe block: started before its tests, removed after them. */
export function inboxSuite(owners?: string[], env?: Record<string, string>): InboxSuite {
  const suite = {} as InboxSuite;
  beforeAll(async () => {
    suite.inbox = await startInboxServer(owners, env);
  });
  afterAll(async () => {
    await suite.inbox?.remove();
  });
  return suite;
}

export interface SignedInSuite extends InboxSuite {
  /** The first owner's session; a test may blank it to act signed out, and must put it back. */
  cookie: string;
  /** The owner's browser: a client speaking from the block's own address. */
  owner: () => ReturnType<typeof client>;
  /** A form post from the owner's browser, with the session. */
  post: (path: string, body?: Record<string, string>, headers?: Record<string, string>) => Promise<Response>;
}

/**
 * The inbox server as startSignedIn starts it, for one describe block: started with the first
 * owner signed in from `address` before its tests, removed after them.
 */
export function signedInSuite(address: string, { owners, env, timeout }: { owners?: string[]; env?: Record<string, string>; timeout?: number } = {}): SignedInSuite {
  const suite = {
    owner: () => client(suite.inbox.origin, address),
    post: (path, body = {}, headers = {}) => suite.owner().post(path, body, { Cookie: suite.cookie, ...headers }),
  } as SignedInSuite;
  beforeAll(async () => {
    Object.assign(suite, await startSignedIn(address, owners, env));
  }, timeout);
  afterAll(async () => {
    await suite.inbox?.remove();
  });
  return suite;
}

/**
 * An in-process inbox whose owner has one alert device, e-mailing through a local SMTP server
 * that keeps every mail in `mails`. `stop` removes the inbox and closes the SMTP server.
 */
export async function startInboxWithMail(device: string) {
  const mails: ReceivedMail[] = [];
  const smtpPort = await freePort();
  const smtp = await startSmtp(smtpPort, mails);
  const inbox = await startInboxServer(['owner@example.com'], { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_EMAIL_TO: 'owner@example.com' });
  addOwnerPhone(inbox.db, 'owner@example.com', device);
  const stop = async () => {
    await inbox.remove();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
  return { inbox, mails, stop };
}
