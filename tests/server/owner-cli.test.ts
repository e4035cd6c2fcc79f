import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { readRows, scratch } from './helpers.ts';
import { ownerCli, ownerPassword } from './inbox-support.ts';

/** `npm run owner` is scripts/owner.ts, run as a real process over a real database. */
describe('npm run owner', () => {
  const dir = scratch('ccr-owner-cli-');
  const owner = (args: string[], stdin = '') => ownerCli(dir.db, args, stdin);
  afterAll(() => dir.remove());

  it('adds an owner with the password from standard input, hashed with scrypt', async () => {
    const added = await owner(['add', 'Owner@Example.com'], `${ownerPassword}\n`);
    expect(added).toMatchObject({ code: 0 });
    const [account] = readRows<{ password: string; providerId: string }>(dir.db, `SELECT password, providerId FROM account`);
    expect(account!.providerId).toBe('credential');
    expect(account!.password).not.toContain(ownerPassword);
    expect(account!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it('refuses short and common passwords with a clear message, creating nothing', async () => {
    const short = await owner(['add', 'short@example.com'], 'tiny pass\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/at least 12 characters/);
    for (const common of ['password1234', 'iloveyou1234', 'qwertyuiop123', 'charlotte1234567']) {
      const refused = await owner(['add', 'common@example.com'], `${common}\n`);
      expect(refused.code, common).toBe(1);
      expect(refused.stderr, common).toMatch(/too common or too easy to guess/);
    }
    const tooLong = await owner(['add', 'long@example.com'], `${'long words '.repeat(12)}\n`);
    expect(tooLong.stderr).toMatch(/at most 128 characters/);
    expect(readRows(dir.db, `SELECT * FROM user WHERE email != 'owner@example.com'`)).toHaveLength(0);
  });

  it('lists owners and refuses a second account for the same e-mail', async () => {
    expect((await owner(['list'])).stdout.trim()).toBe('owner@example.com');
    const again = await owner(['add', 'owner@example.com'], `${ownerPassword}\n`);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already an owner/);
  });

  it('resets a password and ends every session of that owner', async () => {
    const [user] = readRows<{ id: string }>(dir.db, `SELECT id FROM user`);
    const db = new Database(dir.db);
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    db.prepare(`INSERT INTO session (id, token, userId, expiresAt, createdAt, updatedAt) VALUES ('s1', 't1', ?, ?, ?, ?)`).run(user!.id, later, now, now);
    db.close();
    const before = readRows<{ password: string }>(dir.db, `SELECT password FROM account`)[0]!.password;
    const reset = await owner(['reset', 'owner@example.com'], 'a different long passphrase\n');
    expect(reset).toMatchObject({ code: 0 });
    expect(readRows<{ password: string }>(dir.db, `SELECT password FROM account`)[0]!.password).not.toBe(before);
    expect(readRows(dir.db, `SELECT * FROM session`)).toHaveLength(0);
  });

  it('removes an owner with their accounts, and rejects bad usage', async () => {
    expect((await owner(['remove', 'owner@example.com'])).code).toBe(0);
    expect(readRows(dir.db, `SELECT * FROM user`)).toHaveLength(0);
    expect(readRows(dir.db, `SELECT * FROM account`)).toHaveLength(0);
    expect((await owner(['list'])).stdout).toMatch(/No owners yet/);
    expect((await owner(['remove', 'owner@example.com'])).code).toBe(1);
    expect((await owner(['add', 'not-an-email'])).code).toBe(2);
    expect((await owner(['delete', 'owner@example.com'])).code).toBe(2);
    expect((await owner([])).code).toBe(2);
  });
});
