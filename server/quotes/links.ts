import { bookingTokenPattern } from '../../src/lib/booking-links.ts';
import type { LeadsDb } from '../db/open.ts';
import { hashToken, newToken } from '../tokens.ts';

/** The customer's links to a quote: only their SHA-256 hashes are stored. A link names the quote, so it always shows its latest version. */
export function quoteLinks(db: LeadsDb) {
  const insert = db.prepare(`INSERT INTO quote_links (token_hash, quote_id, created_at) VALUES (?, ?, ?)`);
  const byHash = db.prepare(`SELECT quote_id FROM quote_links WHERE token_hash = ?`).pluck();
  return {
    /** A fresh link's token; the raw token exists only in what the caller answers or sends. */
    issue(quoteId: number, now: Date): string {
      const token = newToken();
      insert.run(hashToken(token), quoteId, now.toISOString());
      return token;
    },
    /** The quote a token names, or undefined for one we never issued. */
    find: (token: string) => (bookingTokenPattern.test(token) ? (byHash.get(hashToken(token)) as number | undefined) : undefined),
  };
}
