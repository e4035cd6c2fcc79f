import type { LeadsDb } from '../db/open.ts';
import type { Auth } from './auth.ts';
import { sessionRules } from './settings.ts';

export interface SignedIn {
  owner: { id: string; email: string };
  session: { id: string; token: string; createdAt: Date };
  /** Cookies Better Auth wants to set (the slid expiry), to forward with the response. */
  setCookies: string[];
}

/**
 * Reads the session behind a request. Better Auth checks the signed cookie against the
 * session table and slides the idle expiry; the absolute limit from sign-in is ours.
 */
export function ownerSessions(auth: Auth, db: LeadsDb) {
  const sweep = db.prepare(`DELETE FROM session WHERE expiresAt < ? OR createdAt < ?`);
  const absoluteMs = sessionRules.absoluteSeconds * 1000;

  return {
    current: async (headers: Headers, now = Date.now()): Promise<SignedIn | null> => {
      const result = await auth.api.getSession({ headers, returnHeaders: true });
      const found = result.response;
      if (!found) return null;
      const createdAt = new Date(found.session.createdAt);
      if (createdAt.getTime() + absoluteMs <= now) {
        await (await auth.$context).internalAdapter.deleteSession(found.session.token);
        return null;
      }
      return {
        owner: { id: found.user.id, email: found.user.email },
        session: { id: found.session.id, token: found.session.token, createdAt },
        setCookies: result.headers.getSetCookie(),
      };
    },
    /** Deletes sessions past either timeout, so none lingers in the database or in a backup. */
    sweep: (now = Date.now()) => sweep.run(new Date(now).toISOString(), new Date(now - absoluteMs).toISOString()),
  };
}

export type OwnerSessions = ReturnType<typeof ownerSessions>;
