import type { LeadsDb } from '../db/open.ts';
import { lockoutRules } from './settings.ts';

/**
 * Per-account lockout, keyed by the e-mail as normalized for sign-in, whether or not an
 * account has it: an unknown address locks exactly like a real one, so locking reveals nothing.
 */
export function accountLockout(db: LeadsDb, rules = lockoutRules) {
  const read = db.prepare(`SELECT failures, first_failed_at, locked_until FROM sign_in_failures WHERE email = ?`);
  const write = db.prepare(
    `INSERT INTO sign_in_failures (email, failures, first_failed_at, locked_until) VALUES (@email, @failures, @first, @lockedUntil)
     ON CONFLICT (email) DO UPDATE SET failures = @failures, first_failed_at = @first, locked_until = @lockedUntil`,
  );
  const clear = db.prepare(`DELETE FROM sign_in_failures WHERE email = ?`);
  const key = (email: string) => email.trim().toLowerCase();
  type Row = { failures: number; first_failed_at: number; locked_until: number | null };

  return {
    isLocked: (email: string, now = Date.now()) => {
      const row = read.get(key(email)) as Row | undefined;
      return row?.locked_until != null && row.locked_until > now;
    },
    /** Counts one failure; true when this one locked the account. */
    recordFailure: db.transaction((email: string, now: number = Date.now()): boolean => {
      const row = read.get(key(email)) as Row | undefined;
      const fresh = !row || row.first_failed_at <= now - rules.windowMs;
      const failures = fresh ? 1 : row.failures + 1;
      const locks = failures >= rules.maxFailures;
      write.run({
        email: key(email),
        failures: locks ? 0 : failures,
        first: fresh || locks ? now : row.first_failed_at,
        lockedUntil: locks ? now + rules.lockMs : null,
      });
      return locks;
    }),
    /** Failures counted against the account in the current window (0 once it locked). */
    failures: (email: string, now = Date.now()) => {
      const row = read.get(key(email)) as Row | undefined;
      return row && row.first_failed_at > now - rules.windowMs ? row.failures : 0;
    },
    clear: (email: string) => clear.run(key(email)),
  };
}

/**
 * How long to hold the answer to a failed sign-in before the lock engages: nothing for a first
 * typo, then doubling from 250 ms up to 2 s, so guessing in a row slows down at once while an
 * owner who mistypes once notices nothing.
 */
export function slowDownMs(failures: number): number {
  return failures < 2 ? 0 : Math.min(250 * 2 ** (failures - 2), 2000);
}

export type AccountLockout = ReturnType<typeof accountLockout>;
