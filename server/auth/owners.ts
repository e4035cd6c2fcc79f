import { z } from 'zod';
import type { SessionSummary } from '../../src/lib/security-view.ts';
import type { LeadsDb } from '../db/open.ts';
import type { Auth } from './auth.ts';

/** An owner's e-mail as accounts store it (trimmed, lower case), or null when it is not an address. */
export function ownerEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return z.email().safeParse(email).success ? email : null;
}

/** How many owner accounts exist; the setup link lives only while this is 0. */
export function ownerCount(db: LeadsDb): number {
  return db.prepare('SELECT count(*) FROM user').pluck().get() as number;
}

/**
 * Creates an owner with a password login, as `npm run owner -- add` and the setup page both do.
 * The caller has checked the password against passwordProblem (server/auth/password-policy.ts).
 */
export async function addOwner(auth: Auth, email: string, password: string): Promise<void> {
  const { internalAdapter, password: hasher } = await auth.$context;
  const user = await internalAdapter.createUser({ email, name: email, emailVerified: true }, { method: 'admin' });
  await internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await hasher.hash(password) });
}

/** The ids of every owner account, for areas that keep rows per owner and must drop the removed ones' rows. */
export function ownerIds(db: LeadsDb): string[] {
  return db.prepare('SELECT id FROM user').pluck().all() as string[];
}

/** A signed-in session as Better Auth keeps it: the Security page's row before its device and "this device" are worked out. */
export type StoredSession = Omit<SessionSummary, 'device' | 'current'>;

/** An owner's passkeys, and the sessions not yet expired at `now`, newest first, as Better Auth keeps them. */
export function ownerSignIns(db: LeadsDb) {
  const passkeys = db.prepare(`SELECT id, name, createdAt, backedUp FROM passkey WHERE userId = ? ORDER BY createdAt`);
  const sessions = db.prepare(
    `SELECT id, createdAt, updatedAt, expiresAt, ipAddress, userAgent FROM session WHERE userId = ? AND expiresAt > ? ORDER BY createdAt DESC`,
  );
  return {
    passkeys: (ownerId: string) =>
      (passkeys.all(ownerId) as { id: string; name: string | null; createdAt: string | null; backedUp: number }[]).map((row) => ({
        ...row,
        backedUp: row.backedUp === 1,
      })),
    sessions: (ownerId: string, now: Date) => sessions.all(ownerId, now.toISOString()) as StoredSession[],
  };
}
