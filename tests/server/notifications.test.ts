import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { business, hoursLines } from '../../src/config/business.ts';
import { openLeadsDb } from '../../server/db/open.ts';
import { migrations } from '../../server/db/migrations/index.ts';
import { freePort, multipart, readRows, scratch, startSmtp, testApp, validLead, waitFor, type ReceivedMail, type TestApp } from './helpers.ts';

/** The message with quoted-printable soft breaks and escapes undone, enough to read both parts. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const closeSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));
const closeHttp = (server: HttpServer) => new Promise<void>((resolve) => server.close(() => resolve()));

const fastRetries = { baseDelayMs: 150, maxDelayMs: 1000, pollMs: 50 };

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

function setup(config: Parameters<typeof testApp>[1] extends infer C ? Omit<C & object, 'dbPath'> : never): { app: TestApp; db: string } {
  const dir = scratch();
  const app = testApp(dir.dist, { dbPath: dir.db, ...config }, { outbox: fastRetries });
  cleanups.push(dir.remove, () => app.close());
  return { app, db: dir.db };
}

const submit = (app: TestApp, fields = validLead) =>
  app.request('/api/quote', { method: 'POST', body: multipart(fields), headers: { Accept: 'application/json' } });

const outbox = (db: string) =>
  readRows<{ channel: string; status: string; attempts: number; last_error: string | null }>(
    db,
    'SELECT channel, status, attempts, last_error FROM outbox ORDER BY id',
  );

describe('owner notifications from the outbox', () => {
  it('e-mails each lead through a real SMTP server, with the visitor text escaped in the HTML part', async () => {
    const port = await freePort();
    const inbox: ReceivedMail[] = [];
    const smtp = await startSmtp(port, inbox);
    cleanups.push(() => closeSmtp(smtp));
    const { app, db } = setup({ smtpUrl: `smtp://127.0.0.1:${port}`, emailTo: 'owner@example.com', emailFrom: 'site@example.com', confirmationEmail: false });

    const response = await submit(app, { ...validLead, message: 'Cracked <b>garage</b> slab & steps' });
    expect(response.status).toBe(201);

    const mail = await waitFor(() => inbox[0], 10_000, 'the lead e-mail');
    expect(mail.from).toBe('site@example.com');
    expect(mail.to).toEqual(['owner@example.com']);
    expect(mail.raw).toMatch(/^Subject: New quote request: Concrete Leveling - Dana Whitfield/m);
    expect(mail.raw).toMatch(/^Reply-To: dana@example\.com/m);
    const body = decoded(mail.raw);
    expect(body).toContain('(704) 555-0188');
    expect(body).toContain('Project details:\r\nCracked <b>garage</b> slab & steps');
    expect(body).toContain('<p style="white-space:pre-wrap">Cracked &#60;b&#62;garage&#60;/b&#62; slab &#38; steps</p>');
    expect(body).not.toContain('<p style="white-space:pre-wrap">Cracked <b>');
    await waitFor(() => outbox(db)[0]?.status === 'sent', 5000, 'the job marked sent');
    expect(outbox(db)).toEqual([{ channel: 'email', status: 'sent', attempts: 1, last_error: null }]);
  });

  it('answers the visitor at once while SMTP is down, then retries until the server is back', async () => {
    const port = await freePort();
    const { app, db } = setup({ smtpUrl: `smtp://127.0.0.1:${port}`, emailTo: 'owner@example.com', confirmationEmail: false });

    const started = Date.now();
    expect((await submit(app)).status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1000);

    const failed = await waitFor(() => outbox(db).find((job) => job.attempts >= 1), 10_000, 'a failed attempt');
    expect(failed.status).toBe('pending');
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

    const inbox: ReceivedMail[] = [];
    const smtp = await startSmtp(port, inbox);
    cleanups.push(() => closeSmtp(smtp));

    const mail = await waitFor(() => inbox[0], 15_000, 'the e-mail after the retry');
    expect(mail.raw).toContain('Dana Whitfield');
    const job = await waitFor(() => outbox(db).find((j) => j.status === 'sent'), 5000, 'the job marked sent');
    expect(job.attempts).toBeGreaterThanOrEqual(2);
    expect(job.last_error).toBeNull();
    expect(inbox).toHaveLength(1);
  });

  it('posts each lead as JSON to a webhook and retries a failing one with back-off', async () => {
    const received: unknown[] = [];
    let calls = 0;
    const hook = createHttpServer((req, res) => {
      calls += 1;
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (calls === 1) {
          res.writeHead(503).end();
          return;
        }
        received.push({ type: req.headers['content-type'], body: JSON.parse(body) });
        res.writeHead(204).end();
      });
    });
    const port = await freePort();
    await new Promise<void>((resolve) => hook.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => closeHttp(hook));
    const { app, db } = setup({ webhookUrl: `http://127.0.0.1:${port}/leads` });

    expect((await submit(app)).status).toBe(201);
    await waitFor(() => received[0], 10_000, 'the webhook call');
    expect(calls).toBe(2);
    expect(received[0]).toMatchObject({
      type: 'application/json',
      body: { type: 'quote_request', lead: { name: validLead.name, phone: validLead.phone, service: 'leveling', service_label: 'Concrete Leveling' } },
    });
    await waitFor(() => outbox(db)[0]?.status === 'sent', 5000, 'the job marked sent');
    expect(outbox(db)[0]).toMatchObject({ channel: 'webhook', attempts: 2 });
  });

  it('queues nothing when no notification is configured', async () => {
    const { app, db } = setup({});
    expect((await submit(app)).status).toBe(201);
    expect(outbox(db)).toEqual([]);
    expect(readRows(db)).toHaveLength(1);
  });
});

describe("the customer's confirmation e-mail", () => {
  const wordy = {
    ...validLead,
    name: 'Zebulon Quagmire',
    address: '77 Xylophone Lane',
    message: 'Buy cheap watches at spam.example now, limited offer, click here',
  };

  async function withSmtp() {
    const port = await freePort();
    const inbox: ReceivedMail[] = [];
    const smtp = await startSmtp(port, inbox);
    cleanups.push(() => closeSmtp(smtp));
    return { port, inbox };
  }

  it('tells the customer the reference, service, next step, hours and phone, and nothing they typed', async () => {
    const { port, inbox } = await withSmtp();
    const { app, db } = setup({ smtpUrl: `smtp://127.0.0.1:${port}`, emailTo: 'owner@example.com', emailFrom: 'Charlotte Concrete Repair <site@example.com>' });
    expect((await submit(app, wordy)).status).toBe(201);

    const mail = await waitFor(() => inbox.find((m) => m.to.includes(wordy.email)), 10_000, 'the confirmation');
    expect(mail.from).toBe('site@example.com');
    expect(mail.raw).toMatch(/^Subject: We received your quote request #1 - Charlotte Concrete Repair/m);
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${business.email.replace('.', '\\.')}`, 'm'));
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/m);
    const body = decoded(mail.raw);
    expect(body).toContain('Hello,');
    expect(body).toContain('Reference: #1');
    expect(body).toContain('Service: Concrete Leveling');
    expect(body).toContain(`within ${business.responseTime}`);
    expect(body).toContain(business.phone.display);
    for (const row of hoursLines()) expect(body).toContain(`${row.days}: ${row.time}`);
    for (const word of ['Zebulon', 'Quagmire', 'Xylophone', 'watches', 'spam.example', 'click']) expect(body).not.toContain(word);

    await waitFor(() => outbox(db).every((job) => job.status === 'sent'), 5000, 'both jobs sent');
    expect(outbox(db).map((job) => job.channel)).toEqual(['email', 'confirmation']);
    expect(inbox.find((m) => m.to.includes('owner@example.com'))?.raw).toContain('Zebulon');
  });

  it('goes out without an owner recipient, and retries while SMTP is down', async () => {
    const port = await freePort();
    const { app, db } = setup({ smtpUrl: `smtp://127.0.0.1:${port}` });
    expect((await submit(app)).status).toBe(201);
    const failed = await waitFor(() => outbox(db).find((job) => job.attempts >= 1), 10_000, 'a failed attempt');
    expect(failed).toMatchObject({ channel: 'confirmation', status: 'pending' });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

    const inbox: ReceivedMail[] = [];
    const smtp = await startSmtp(port, inbox);
    cleanups.push(() => closeSmtp(smtp));
    const mail = await waitFor(() => inbox[0], 15_000, 'the confirmation after the retry');
    expect(mail.to).toEqual([validLead.email]);
    const job = await waitFor(() => outbox(db).find((j) => j.status === 'sent'), 5000, 'the job marked sent');
    expect(job.attempts).toBeGreaterThanOrEqual(2);
    expect(inbox).toHaveLength(1);
  });

  it('is not queued when LEADS_CONFIRMATION_EMAIL is off', async () => {
    const { port, inbox } = await withSmtp();
    const { app, db } = setup({ smtpUrl: `smtp://127.0.0.1:${port}`, emailTo: 'owner@example.com', confirmationEmail: false });
    expect((await submit(app)).status).toBe(201);
    await waitFor(() => inbox[0], 10_000, "the owner's e-mail");
    expect(outbox(db).map((job) => job.channel)).toEqual(['email']);
    expect(inbox.map((m) => m.to)).toEqual([['owner@example.com']]);
  });

  it('keeps every queued job when the outbox is rebuilt to accept the new channel', () => {
    const dir = scratch();
    cleanups.push(dir.remove);
    // A database as it stood just before the rebuild: every earlier step applied, none after.
    const rebuild = migrations.findIndex((step) => step.includes("'confirmation'"));
    mkdirSync(dirname(dir.db), { recursive: true });
    const old = new Database(dir.db);
    for (const step of migrations.slice(0, rebuild)) old.exec(step);
    old.pragma(`user_version = ${rebuild}`);
    old.prepare(`INSERT INTO leads (received_at, name, phone, email, service, message) VALUES ('2026-01-02T03:04:05.000Z', 'A', '7045550100', 'a@example.com', 'other', 'm')`).run();
    old.prepare(`INSERT INTO outbox (id, lead_id, channel, status, attempts, next_attempt_at, last_error, sent_at) VALUES (7, 1, 'email', 'sent', 1, 5, NULL, '2026-01-02T03:04:06.000Z'), (9, 1, 'webhook', 'pending', 3, 99, 'webhook answered 503', NULL)`).run();
    expect(() => old.prepare(`INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES (1, 'confirmation', 0)`).run()).toThrow(/CHECK/);
    const before = old.prepare('SELECT * FROM outbox ORDER BY id').all();
    old.close();

    const db = openLeadsDb(dir.db);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
      // The later rebuild for phone alerts (the push channel) adds a device and a quiet-hours flag to
      // each job, and the one for alerts of their own an alert text; every job stays as it was.
      expect(db.prepare('SELECT * FROM outbox ORDER BY id').all()).toEqual(
        before.map((job) => ({ ...(job as object), subscription_id: null, device: null, held: 0, payload: null })),
      );
      db.prepare(`INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES (1, 'confirmation', 0)`).run();
      // An alert that belongs to no request is a job too; a job for a request that does not exist is not.
      db.prepare(`INSERT INTO outbox (lead_id, channel, next_attempt_at, payload) VALUES (NULL, 'push', 0, '{}')`).run();
      expect(() => db.prepare(`INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES (99, 'email', 0)`).run()).toThrow(/FOREIGN KEY/);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      expect(db.prepare(`SELECT name FROM sqlite_master WHERE tbl_name = 'outbox' AND type = 'index' ORDER BY name`).pluck().all()).toEqual(['outbox_due', 'outbox_lead', 'outbox_subscription']);
    } finally {
      db.close();
    }
  });
});
