/**
 * The one-time link that creates the first owner account in the browser, so a new install
 * needs no shell and has no default credential. While no owner exists, every start issues a
 * fresh token (128 random bits) that replaces the earlier one and is valid for 24 hours; the
 * log line carrying it is the only place it appears. The database keeps only its SHA-256.
 * Using it deletes it, and any owner's existence makes every token void.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LeadsDb } from '../db/open.ts';
import type { Logger } from '../log.ts';
import { ownerCount } from './owners.ts';

export const setupPath = '/inbox/setup';
export const setupLinkValidMs = 24 * 60 * 60 * 1000;
const settingName = 'setup_token';
const tokenPattern = /^[A-Za-z0-9_-]{22}$/;

interface Stored {
  hash: string;
  expiresAt: number;
}

const digest = (token: string) => createHash('sha256').update(token).digest();

export function setupLinks(db: LeadsDb) {
  const read = db.prepare(`SELECT value FROM auth_settings WHERE name = '${settingName}'`).pluck();
  const write = db.prepare(`INSERT INTO auth_settings (name, value) VALUES ('${settingName}', ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value`);
  const remove = db.prepare(`DELETE FROM auth_settings WHERE name = '${settingName}' AND value = ?`);

  /** The stored row, when `token` matches it, is unexpired and no owner exists yet. */
  const matching = (token: string, now: number): string | undefined => {
    if (!tokenPattern.test(token) || ownerCount(db) > 0) return undefined;
    const value = read.get() as string | undefined;
    if (!value) return undefined;
    const stored = JSON.parse(value) as Stored;
    const same = timingSafeEqual(digest(token), Buffer.from(stored.hash, 'hex'));
    return same && now < stored.expiresAt ? value : undefined;
  };

  return {
    /** A new token replacing any earlier one, or null when an owner exists (then any old one is dropped). */
    issue(now = Date.now()): string | null {
      if (ownerCount(db) > 0) {
        db.prepare(`DELETE FROM auth_settings WHERE name = '${settingName}'`).run();
        return null;
      }
      const token = randomBytes(16).toString('base64url');
      write.run(JSON.stringify({ hash: digest(token).toString('hex'), expiresAt: now + setupLinkValidMs } satisfies Stored));
      return token;
    },
    isValid: (token: string, now = Date.now()) => matching(token, now) !== undefined,
    /** Uses the token up; true only for the one caller that got it, however many try at once. */
    consume(token: string, now = Date.now()): boolean {
      const value = matching(token, now);
      return value !== undefined && remove.run(value).changes === 1;
    },
  };
}

export type SetupLinks = ReturnType<typeof setupLinks>;

/** At start, while no owner exists: one log line with the link (the token is nowhere else). */
export function announceSetupLink(links: SetupLinks, siteOrigin: string, logger: Pick<Logger, 'info'>): void {
  const token = links.issue();
  if (!token) return;
  logger.info(
    `No owner account yet. Create it in your browser with this link; it works once, for 24 hours, and a restart prints a new one: ${siteOrigin}${setupPath}?token=${token}`,
  );
}
