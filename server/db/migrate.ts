import { renameSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { migrations } from './migrations/index.ts';

/** A migration that failed: the database stays at the version before it, and `copy` is the verified copy made first. */
export class MigrationError extends Error {
  readonly copy: string | undefined;

  constructor(message: string, copy: string | undefined) {
    super(message);
    this.copy = copy;
  }
}

/**
 * Writes a consistent copy of the database to `target` (VACUUM INTO reads one snapshot, so
 * writers elsewhere do no harm), then opens the copy and checks it page by page before it is
 * trusted. Written under a temporary name first: an interrupted copy never takes the name.
 */
function verifiedCopy(db: Database.Database, target: string, version: number): void {
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  db.prepare('VACUUM INTO ?').run(partial);
  const copy = new Database(partial, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    const copied = copy.pragma('user_version', { simple: true });
    if (check !== 'ok' || copied !== version) {
      throw new Error(`the copy ${partial} did not verify (integrity_check: ${String(check)}, version ${String(copied)} instead of ${version})`);
    }
  } finally {
    copy.close();
  }
  renameSync(partial, target);
}

/**
 * Brings the database to the newest schema. Before the first pending migration of a database
 * that holds data, a verified copy `<db>.before-<version>` is written beside it (the database
 * as it was before migration number <version>); each migration then runs in its own
 * transaction, so a failure rolls that one back whole and names the copy.
 */
export function migrate(db: Database.Database, path: string, steps: readonly string[] = migrations): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied >= steps.length) return;
  let copy: string | undefined;
  if (applied > 0 && path !== ':memory:') {
    copy = `${path}.before-${applied + 1}`;
    try {
      verifiedCopy(db, copy, applied);
    } catch (error) {
      throw new MigrationError(
        `Nothing was migrated: the copy of the database to ${copy} failed (${error instanceof Error ? error.message : String(error)}). Free some disk space or fix the folder's permissions, then start again.`,
        undefined,
      );
    }
  }
  for (let version = applied; version < steps.length; version += 1) {
    try {
      // IMMEDIATE takes the write lock first, so two processes starting at once cannot run one migration twice.
      db.transaction(() => {
        if ((db.pragma('user_version', { simple: true }) as number) !== version) return;
        db.exec(steps[version]!);
        db.pragma(`user_version = ${version + 1}`);
      }).immediate();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new MigrationError(
        `Migration ${version + 1} of ${steps.length} failed (${reason}); it was rolled back, so the database is at version ${version}, as it was before it.` +
          (copy ? ` A verified copy from before this start is ${copy}; to go back to it, stop the server and run: npm run leads -- restore ${copy}` : ''),
        copy,
      );
    }
  }
}
