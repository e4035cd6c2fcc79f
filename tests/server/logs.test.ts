import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { freePort, multipart, scratch, validLead } from './helpers.ts';

interface LogLine {
  level: string;
  time: string;
  msg: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
}

/**
 * The real server with stdout on a pipe (not a terminal) writes one JSON object per line.
 * Visitors' details must never reach the log: not the form, the query string, cookies or
 * credentials.
 */
describe('structured logs', () => {
  const dir = scratch('ccr-logs-');
  const secrets = {
    name: 'Quillon Vantablack',
    phone: '(704) 555-0142',
    email: 'quillon.secret@example.com',
    message: 'Marigold-slab-7731 under the carport',
    query: 'utm_source=q8z7x6',
    cookie: 'session=c00kie-v4lue',
    authorization: 'Bearer t0ken-v4lue',
  };
  let server: StartedServer;
  let lines: LogLine[];
  const answers: Record<string, Response> = {};

  beforeAll(async () => {
    server = await startServer({ DIST_DIR: dir.dist, LEADS_DB: dir.db, SMTP_URL: '', LEADS_WEBHOOK_URL: '' }, await freePort());
    const headers = (id: string) => ({ 'X-Request-Id': id, Cookie: secrets.cookie, Authorization: secrets.authorization });
    answers.page = await fetch(`${server.url}/?${secrets.query}`, { headers: headers('req-page.1') });
    answers.missing = await fetch(`${server.url}/no-such-page?${secrets.query}`, { headers: headers('req-missing') });
    answers.quote = await fetch(`${server.url}/api/quote?from=${secrets.query}`, {
      method: 'POST',
      body: multipart({ ...validLead, ...secrets }),
      headers: { ...headers('req-quote'), Accept: 'application/json' },
    });
    answers.forged = await fetch(`${server.url}/`, { headers: headers('forged"} {"level":"fatal') });
    await server.stop();
    lines = server
      .stdout()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as LogLine);
  });
  afterAll(() => dir.remove());

  const linesFor = (id: string) => lines.filter((line) => line.reqId === id);

  it('writes one JSON line per request with time, method, path, status, duration and request id', () => {
    expect(answers.page!.status).toBe(200);
    expect(answers.quote!.status).toBe(201);
    const expected = [
      ['req-page.1', 'GET', '/', 200],
      ['req-missing', 'GET', '/no-such-page', 404],
      ['req-quote', 'POST', '/api/quote', 201],
    ] as const;
    for (const [id, method, path, status] of expected) {
      const found = linesFor(id);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ level: 'info', method, path, status });
      expect(Date.now() - Date.parse(found[0]!.time)).toBeLessThan(60_000);
      expect(found[0]!.ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('sends the request id back, and replaces an unsafe incoming one with its own', () => {
    expect(answers.page!.headers.get('x-request-id')).toBe('req-page.1');
    const generated = answers.forged!.headers.get('x-request-id')!;
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesFor(generated)).toHaveLength(1);
    expect(lines.filter((line) => line.level === 'fatal')).toEqual([]);
  });

  it('never logs form values, query strings, cookies or the Authorization header', () => {
    const output = server.output();
    for (const value of Object.values(secrets)) expect(output).not.toContain(value);
    expect(output).not.toContain('c00kie');
    expect(output).not.toContain('t0ken');
  });

  it('starts with a line naming the Node version, the port, the database and the notifications', () => {
    const start = lines[0]!.msg;
    expect(start).toContain(`Node ${process.version}`);
    expect(start).toContain(`:${new URL(server.url).port}`);
    expect(start).toContain(dir.db);
    expect(start).toContain('Lead notifications: none');
  });
});
