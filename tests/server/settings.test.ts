import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, spawnServer, startServer } from '../../scripts/lib/server-process.ts';
import { ConfigError, readConfig } from '../../server/config.ts';
import { freePort, readRows, scratch, startSmtp, suiteScratch, urlencoded, validLead, waitFor, type ReceivedMail } from './helpers.ts';

/** Settings the test must not inherit from the shell that runs it: they come from .env here. */
const fromDotEnv = { PORT: undefined, HOST: undefined, LEADS_DB: undefined, SMTP_URL: undefined, LEADS_EMAIL_FROM: undefined, LEADS_EMAIL_TO: undefined };

describe('settings from .env', () => {
  const { dir, servers } = suiteScratch('ccr-settings-');

  it('takes the port, the database and the SMTP settings from .env in the working directory', async () => {
    const [port, smtpPort] = [await freePort(), await freePort()];
    const inbox: ReceivedMail[] = [];
    const smtp = await startSmtp(smtpPort, inbox);
    try {
      const db = join(dir.dir, 'from-dotenv.sqlite');
      writeFileSync(
        join(dir.dir, '.env'),
        [
          `PORT=${port}`,
          'HOST=127.0.0.1',
          `LEADS_DB=${db}`,
          `SMTP_URL=smtp://127.0.0.1:${smtpPort}`,
          'LEADS_EMAIL_FROM=Website <site@example.com>',
          'LEADS_EMAIL_TO=owner@example.com',
        ].join('\n'),
      );
      const server = await startServer(fromDotEnv, port, dir.dir);
      servers.push(server);

      const response = await fetch(`${server.url}/api/quote`, {
        method: 'POST',
        body: urlencoded({ ...validLead, message: 'dotenv lead' }),
        headers: { Accept: 'application/json' },
      });
      expect(response.status).toBe(201);
      expect(readRows<{ message: string }>(db, 'SELECT message FROM leads')).toEqual([{ message: 'dotenv lead' }]);
      const mail = await waitFor(() => inbox.find((m) => m.to.includes('owner@example.com')), 10_000, 'the lead e-mail');
      expect(mail.from).toBe('site@example.com');
      expect(mail.to).toEqual(['owner@example.com']);
      await server.stop();
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('lets a variable set in the environment win over the same line in .env', async () => {
    const [filePort, envPort] = [await freePort(), await freePort()];
    writeFileSync(join(dir.dir, '.env'), `PORT=${filePort}\nLEADS_DB=${dir.db}\n`);
    const server = await startServer({ ...fromDotEnv, PORT: String(envPort) }, envPort, dir.dir);
    servers.push(server);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await expect(fetch(`http://127.0.0.1:${filePort}/healthz`)).rejects.toThrow();
    expect(server.stdout()).toContain(`"port":${envPort}`);
  });
});

describe('invalid settings stop the server at start', () => {
  const dir = scratch('ccr-bad-settings-');
  afterAll(() => dir.remove());

  async function startWith(env: Record<string, string>) {
    const server = spawnServer({ DIST_DIR: dir.dist, LEADS_DB: dir.db, PORT: String(await freePort()), ...env });
    const code = await server.exited;
    return { code, output: server.output() };
  }

  /**
   * What the server prints and exits 78 on (server/config.ts `exitWithProblems`, proven on a real
   * start below), read in-process: the settings' message, or undefined when they are valid.
   */
  function refusal(env: Record<string, string>): string | undefined {
    try {
      readConfig({ DIST_DIR: dir.dist, LEADS_DB: dir.db, PORT: '4321', ...env });
      return undefined;
    } catch (error) {
      if (error instanceof ConfigError) return `${error.message}\n`;
      throw error;
    }
  }

  it.each([
    ['PORT', 'abc', 'a whole number from 1 to 65535'],
    ['PORT', '70000', 'a whole number from 1 to 65535'],
    ['HOST', 'not a host!', 'an IP address or a host name'],
    ['LEADS_RATE_LIMIT', '-1', "a whole number above 0, or 'off'"],
    ['LEADS_RATE_LIMIT', '2.5', "a whole number above 0, or 'off'"],
    ['SMTP_URL', 'mail.example.com:587', 'an smtp:// or smtps:// URL'],
    ['SMTP_URL', 'https://mail.example.com', 'an smtp:// or smtps:// URL'],
    ['LEADS_WEBHOOK_URL', 'ftp://hooks.example.com/x', 'an http:// or https:// URL'],
    ['LEADS_EMAIL_TO', 'owner-at-example.com', 'an e-mail address'],
    ['LEADS_EMAIL_FROM', 'Website <nobody>', 'an e-mail address'],
    ['TRUST_PROXY', 'yes', '1, true, 0, false or empty'],
    ['LOG_LEVEL', 'loud', 'fatal, error, warn, info, debug, trace, silent'],
    ['SITE_URL', 'www.example.com', 'the public http:// or https:// address of the site'],
    ['INBOX_SIGNIN_LIMIT', '0', 'a whole number above 0'],
    ['LEADS_CONFIRMATION_EMAIL', 'yes', "'on' or 'off'"],
  ])('%s=%s: is refused at start, naming the variable and what it accepts', (name, value, accepted) => {
    const output = refusal({ [name]: value });
    expect(output).toBeDefined();
    expect(output).toContain(`${name}`);
    expect(output).toContain(accepted);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output!.trim().split('\n')).toHaveLength(2);
  });

  it('does not print URL settings back, since they may carry a password or a token', () => {
    const output = refusal({ SMTP_URL: 'smtp//user:hunter2@mail.example.com' });
    expect(output).toBeDefined();
    expect(output).toContain('SMTP_URL');
    expect(output).not.toContain('hunter2');
  });

  it('reports every invalid variable in one message', async () => {
    const { code, output } = await startWith({ PORT: 'abc', LEADS_RATE_LIMIT: '-1', TRUST_PROXY: 'maybe', LEADS_EMAIL_TO: 'x' });
    expect(code).toBe(78);
    for (const name of ['PORT', 'LEADS_RATE_LIMIT', 'TRUST_PROXY', 'LEADS_EMAIL_TO']) expect(output).toContain(`${name}=`);
    expect(output.trim().split('\n')).toHaveLength(5);
  });

  it('names DIST_DIR when there is no built site', async () => {
    const { code, output } = await startWith({ DIST_DIR: join(dir.dir, 'missing') });
    expect(code).toBe(78);
    expect(output).toContain('DIST_DIR=');
    expect(output).toContain('npm run build');
  });

  it('accepts the documented forms, empty values included', async () => {
    const port = await freePort();
    const server = await startServer(
      { DIST_DIR: dir.dist, LEADS_DB: dir.db, LEADS_RATE_LIMIT: 'off', TRUST_PROXY: 'true', LOG_LEVEL: 'warn', SMTP_URL: '', LEADS_WEBHOOK_URL: '' },
      port,
    );
    await server.stop();
    expect(await server.exited).toBe(0);
  });
});

describe('.env.example', () => {
  it('is a valid configuration as shipped, documenting each server setting with its accepted values', () => {
    const text = readFileSync(join(projectRoot, '.env.example'), 'utf8');
    expect(() => readConfig(parseEnv(text))).not.toThrow();
    for (const name of ['PORT', 'HOST', 'DIST_DIR', 'LOG_LEVEL', 'TRUST_PROXY', 'LEADS_DB', 'LEADS_RATE_LIMIT', 'SMTP_URL', 'LEADS_EMAIL_FROM', 'LEADS_EMAIL_TO', 'LEADS_WEBHOOK_URL', 'SITE_URL', 'INBOX_SIGNIN_LIMIT', 'LEADS_CONFIRMATION_EMAIL']) {
      expect(text).toMatch(new RegExp(`^${name}=`, 'm'));
    }
  });
});
