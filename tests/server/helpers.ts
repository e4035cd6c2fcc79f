import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect } from 'vitest';
import { createApp, type App } from '../../server/app.ts';
import { readConfig, type ServerConfig } from '../../server/config.ts';
import type { Logger } from '../../server/log.ts';
import type { LeadsConfig } from '../../server/leads/config.ts';
import type { OutboxOptions } from '../../server/db/outbox.ts';
import type { StartedServer } from '../../scripts/lib/server-process.ts';
export { freePort } from '../../scripts/lib/server-process.ts';

/** A scratch folder holding a minimal built site and a lead database; remove() deletes it. */
export function scratch(prefix = 'ccr-leads-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const dist = join(dir, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title><h1>Page Not Found</h1>');
  return { dir, dist, db: join(dir, 'data', 'leads.sqlite'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A scratch folder for one describe block, and the list its tests put the servers they start
 * on: after the block every server is stopped and the folder removed.
 */
export function suiteScratch(prefix: string): { dir: ReturnType<typeof scratch>; servers: StartedServer[] } {
  const dir = scratch(prefix);
  const servers: StartedServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    dir.remove();
  });
  return { dir, servers };
}

export interface TestApp {
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** The app object (server/app.ts), once its inbox is bound. */
  ready: Promise<App>;
  close: () => Promise<void>;
}

/** The real app (testApp) over a scratch folder for one describe block: after the block the app is closed and the folder removed. */
export function suiteApp(dir: ReturnType<typeof scratch>, config: Partial<LeadsConfig> = {}, options?: Parameters<typeof testApp>[2]): TestApp {
  const app = testApp(dir.dist, { dbPath: dir.db, ...config }, options);
  afterAll(async () => {
    await app.close();
    dir.remove();
  });
  return app;
}

/** Settings as the server reads them from an empty environment, over this built site and these lead settings. */
export function testConfig(dist: string, leads: Partial<LeadsConfig> & { dbPath: string }): ServerConfig {
  const base = readConfig({});
  return { ...base, distDir: dist, leads: { ...base.leads, ...leads } };
}

/** The real app (server/app.ts) over a real SQLite file, called in-process through Hono's fetch. */
export function testApp(
  dist: string,
  config: Partial<LeadsConfig> & { dbPath: string },
  { outbox = {}, logger }: { outbox?: Partial<Omit<OutboxOptions, 'store' | 'senders'>>; logger?: Logger } = {},
): TestApp {
  const ready = createApp(testConfig(dist, config), { outbox: { log: () => {}, ...outbox }, logger });
  return {
    request: async (path, init) => (await ready).request(path, init),
    ready,
    close: async () => (await ready).close(),
  };
}

export const validLead = {
  name: 'Dana Whitfield',
  phone: '(704) 555-0188',
  email: 'dana@example.com',
  address: '1200 East Blvd, Charlotte, NC 28203',
  service: 'leveling',
  message: 'Front walk slab dropped about an inch near the steps.',
};

export function multipart(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export function urlencoded(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

/** The answer to a no-JavaScript post that was refused: the form again (422), its summary linking to `field`. Returns the page. */
export async function formAgain(response: Response, field: string): Promise<string> {
  expect(response.status).toBe(422);
  const html = await response.text();
  expect(html).toContain('There is a problem');
  expect(html).toContain(`href="#f-${field}"`);
  return html;
}

/** Reads rows with a separate read-only connection, as the owner's tools would. */
export function readRows<T = Record<string, unknown>>(dbPath: string, sql = 'SELECT * FROM leads ORDER BY id'): T[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

/** Gives the owner of this e-mail a phone to alert (a push subscription), written as the server would store it. */
export function addOwnerPhone(dbPath: string, email: string, endpoint: string): void {
  const db = new Database(dbPath);
  try {
    const owner = db.prepare(`SELECT id FROM user WHERE email = ?`).get(email) as { id: string };
    db.prepare(`INSERT INTO push_subscriptions (owner_id, endpoint, p256dh, auth, device, created_at) VALUES (?, ?, 'key', 'auth', 'Pixel 8', ?)`).run(
      owner.id,
      endpoint,
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
}

export async function waitFor<T>(check: () => T | undefined | false, timeoutMs = 10_000, label = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback. STARTTLS is off: the package's built-in certificate has expired. */
export function startSmtp(port: number, inbox: ReceivedMail[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * A customer's page behind a private link (booking, visit, written quote): answered, kept by no
 * cache and out of search engines by header and tag. Returns its HTML.
 */
export async function privatePage(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-robots-tag')).toContain('noindex');
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex');
  return html;
}
