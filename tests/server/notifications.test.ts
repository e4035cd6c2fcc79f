import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
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
  const app = testApp(dir.dist, { dbPath: dir.db, ...config }, fastRetries);
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
    const { app, db } = setup({ smtpUrl: `smtp://127.0.0.1:${port}`, emailTo: 'owner@example.com', emailFrom: 'site@example.com' });

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
    const { app, db } = setup({ smtpUrl: `smtp://127.0.0.1:${port}`, emailTo: 'owner@example.com' });

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
