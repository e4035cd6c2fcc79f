import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
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

  it('lists leads readably in the terminal, with the status and the time in Charlotte as the inbox shows them', async () => {
    const db = new Database(dir.db);
    db.prepare(`UPDATE leads SET received_at = '2026-07-04T18:05:00.000Z' WHERE id = 1`).run();
    db.prepare(`UPDATE leads SET received_at = '2026-01-15T03:30:00.000Z' WHERE id = 2`).run();
    db.prepare(`UPDATE leads SET status = 'Quoted' WHERE id = 2`).run();
    db.close();
    const { stdout } = await leads();
    // 18:05 UTC is 2:05 PM in Charlotte in July (EDT); 03:30 UTC on January 15 is still January 14 there (EST).
    expect(stdout).toContain('#1  New · Concrete Leveling · received Jul 4, 2026, 2:05 PM');
    expect(stdout).toContain('#2  Quoted · Concrete Leveling · received Jan 14, 2026, 10:30 PM');
    expect(stdout).toContain('Dana Whitfield | (704) 555-0188 | dana@example.com');
    expect(stdout).not.toContain('T18:05');
    expect(stdout).toContain('3 leads; times are Charlotte time.');
  });

  it('exports CSV with formula-like cells neutralized and quoting intact', async () => {
    const { stdout } = await leads('--csv');
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe('id,received_at,name,phone,email,address,service,status,message,client_ip,user_agent,notifications,photos,source,referrer_host,utm_source,utm_medium,utm_campaign');
    expect(stdout).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(stdout).toContain(`,'@SUM(1+1),`);
    // The form's CR LF is stored as one line feed (clean-text.ts), kept inside the quoted cell.
    expect(stdout).toContain(`"'-2+3 ""quoted"", with comma\nand a second line"`);
    expect(stdout).toContain(`,'+1 Pike,'+1 704 555 0164,`);
    expect(stdout).not.toMatch(/,[=+@-]/);
  });

  it('exports JSON with the text exactly as stored', async () => {
    const { stdout } = await leads('--json');
    const rows = JSON.parse(stdout) as { name: string; message: string }[];
    expect(rows).toHaveLength(3);
    expect(rows[1]!.name).toBe('=HYPERLINK("http://evil.example","click")');
    expect(rows[1]!.message).toBe('-2+3 "quoted", with comma\nand a second line');
  });

  it('rejects unknown options', async () => {
    await expect(leads('--xml')).rejects.toMatchObject({ code: 2 });
  });
});
