import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, MigrationError } from '../../server/db/migrate.ts';
import { openLeadsDb } from '../../server/db/open.ts';
import { migrations } from '../../server/db/migrations/index.ts';

/**
 * Migrations run at every start. A step that fails must leave the database as it was before
 * that step, and a verified copy from before the start must exist and be named.
 */
describe('migrations on start', () => {
  let dir: string;
  const fresh = () => {
    dir = mkdtempSync(join(tmpdir(), 'ccr-migrate-'));
    return join(dir, 'leads.sqlite');
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A database at today's version, opened as migrate() gets it, and where the copy before one more step goes. */
  const current = () => {
    const path = fresh();
    openLeadsDb(path).close();
    const version = migrations.length;
    return { path, version, db: new Database(path), copyPath: `${path}.before-${version + 1}` };
  };

  const addLead = (db: Database.Database, name: string) =>
    db
      .prepare(`INSERT INTO leads (received_at, name, phone, email, address, service, message) VALUES (?, ?, '(704) 555-0188', 'a@example.com', '', 'leveling', '')`)
      .run(new Date().toISOString(), name);

  it('copies the database and checks the copy before a pending migration, then applies it', () => {
    const { path, version, db, copyPath } = current();
    addLead(db, 'Before the upgrade');
    migrate(db, path, [...migrations, 'CREATE TABLE extra_step (id INTEGER PRIMARY KEY)']);
    expect(db.pragma('user_version', { simple: true })).toBe(version + 1);
    db.close();

    const copy = new Database(copyPath, { readonly: true, fileMustExist: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.pragma('user_version', { simple: true })).toBe(version);
    expect(copy.prepare('SELECT name FROM leads').pluck().all()).toEqual(['Before the upgrade']);
    copy.close();
    expect(existsSync(`${copyPath}.partial`)).toBe(false);
  });

  it('rolls a failing migration back whole, keeps the data and names the verified copy', () => {
    const { path, version, db, copyPath } = current();
    addLead(db, 'Dana Whitfield');
    // The first statement succeeds, the second fails: the transaction must undo both.
    const failing = `ALTER TABLE leads ADD COLUMN half_done TEXT; UPDATE leads SET half_done = 'x'; INSERT INTO no_such_table VALUES (1);`;

    let thrown: unknown;
    try {
      migrate(db, path, [...migrations, failing]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MigrationError);
    expect((thrown as MigrationError).copy).toBe(copyPath);
    expect((thrown as Error).message).toContain(copyPath);
    expect((thrown as Error).message).toContain(`database is at version ${version}`);

    expect(db.pragma('user_version', { simple: true })).toBe(version);
    const columns = db.prepare(`SELECT name FROM pragma_table_info('leads')`).pluck().all();
    expect(columns).not.toContain('half_done');
    expect(db.prepare('SELECT name FROM leads').pluck().all()).toEqual(['Dana Whitfield']);
    db.close();
    const copy = new Database(copyPath, { readonly: true, fileMustExist: true });
    expect(copy.prepare('SELECT name FROM leads').pluck().all()).toEqual(['Dana Whitfield']);
    copy.close();

    // The next start with the fixed code migrates from where it stopped.
    const again = openLeadsDb(path);
    expect(again.pragma('user_version', { simple: true })).toBe(version);
    again.close();
  });

  it('migrates nothing when the copy cannot be written', () => {
    const { path, version, db, copyPath } = current();
    // A folder in the way of the copy's temporary file makes the copy fail.
    mkdirSync(join(`${copyPath}.partial`, 'in-the-way'), { recursive: true });
    expect(() => migrate(db, path, [...migrations, 'CREATE TABLE extra_step (id INTEGER PRIMARY KEY)'])).toThrow(/Nothing was migrated/);
    expect(db.pragma('user_version', { simple: true })).toBe(version);
    expect(existsSync(copyPath)).toBe(false);
    db.close();
  });

  it('makes no copy for a new, empty database', () => {
    const path = fresh();
    openLeadsDb(path).close();
    expect(existsSync(`${path}.before-1`)).toBe(false);
  });
});
