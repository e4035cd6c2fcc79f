import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, scratch, testApp, validLead } from './helpers.ts';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..', '..');

/** `npm run leads` is scripts/leads.ts; it is run here as a real process over a real database. */
describe('npm run leads', () => {
  const dir = scratch('ccr-leads-cli-');
  const leads = (...args: string[]) =>
    run(process.execPath, ['scripts/leads.ts', ...args], { cwd: root, env: { ...process.env, LEADS_DB: dir.db } });

  beforeAll(async () => {
    const app = testApp(dir.dist, { dbPath: dir.db, rateLimit: 100 });
    const post = (fields: Record<string, string>) =>
      app.request('/api/quote', { method: 'POST', body: multipart(fields), headers: { Accept: 'application/json' } });
    expect((await post(validLead)).status).toBe(201);
    const hostile = {
      ...validLead,
      name: '=HYPERLINK("http://evil.example","click")',
      address: '@SUM(1+1)',
      message: '-2+3 "quoted", with comma\r\nand a second line',
    };
    expect((await post(hostile)).status).toBe(201);
    expect((await post({ ...validLead, name: '+1 Pike', phone: '+1 704 555 0164' })).status).toBe(201);
    await app.close();
  });

  afterAll(() => dir.remove());

  it('lists leads readably in the terminal', async () => {
    const { stdout } = await leads();
    expect(stdout).toContain('#1');
    expect(stdout).toContain('Dana Whitfield | (704) 555-0188 | dana@example.com');
    expect(stdout).toContain('Concrete Leveling');
    expect(stdout).toContain('3 leads.');
  });

  it('exports CSV with formula-like cells neutralised and quoting intact', async () => {
    const { stdout } = await leads('--csv');
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe('id,received_at,name,phone,email,address,service,status,message,client_ip,user_agent,notifications,photos,source,referrer_host,utm_source,utm_medium,utm_campaign');
    expect(stdout).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(stdout).toContain(`,'@SUM(1+1),`);
    expect(stdout).toContain(`"'-2+3 ""quoted"", with comma\r\nand a second line"`);
    expect(stdout).toContain(`,'+1 Pike,'+1 704 555 0164,`);
    expect(stdout).not.toMatch(/,[=+@-]/);
  });

  it('exports JSON with the text exactly as stored', async () => {
    const { stdout } = await leads('--json');
    const rows = JSON.parse(stdout) as { name: string; message: string }[];
    expect(rows).toHaveLength(3);
    expect(rows[1]!.name).toBe('=HYPERLINK("http://evil.example","click")');
    expect(rows[1]!.message).toBe('-2+3 "quoted", with comma\r\nand a second line');
  });

  it('rejects unknown options', async () => {
    await expect(leads('--xml')).rejects.toMatchObject({ code: 2 });
  });
});
