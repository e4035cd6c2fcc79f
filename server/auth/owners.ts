import { z } from 'zod';
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
