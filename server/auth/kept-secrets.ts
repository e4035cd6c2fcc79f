import type { LeadsDb } from '../db/open.ts';

/**
 * Secrets generated on the first start and kept in the database (auth_settings), so nothing
 * needs setting and one backup restores them: `keep` stores each value only if its name has
 * none yet (two processes starting at once agree on the first), and returns what is stored.
 */
export function keptSecrets(db: LeadsDb) {
  const insert = db.prepare(`INSERT INTO auth_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING`);
  const read = db.prepare(`SELECT value FROM auth_settings WHERE name = ?`).pluck();
  return db.transaction((generated: Record<string, string>): Record<string, string> => {
    for (const [name, value] of Object.entries(generated)) insert.run(name, value);
    return Object.fromEntries(Object.keys(generated).map((name) => [name, read.get(name) as string]));
  });
}
