import { bookingTokenPattern } from '../../src/lib/booking-links.ts';
import type { LeadsDb } from '../db/open.ts';
import { hashToken, newToken } from '../tokens.ts';

/**
 * Records a request's first booking link. The lead store calls it inside the transaction that
 * stores the request, so the request and its link commit together; this module depends on
 * nothing of the leads area, which the schedule store does.
 */
export function bookingLinkWriter(db: LeadsDb) {
  const insert = db.prepare(`INSERT INTO booking_tokens (token_hash, lead_id, kind, created_at) VALUES (?, ?, 'book', ?)`);
  return (token: string, leadId: number, now: Date) => insert.run(hashToken(token), leadId, now.toISOString());
}

export type TokenKind = 'book' | 'visit';

export interface IssueOptions {
  now?: Date;
  /** The visit a 'visit' link shows; a 'book' link names none. */
  visitId?: number | null;
}

/** The customer's booking and visit links: only their hashes are stored. */
export function bookingTokens(db: LeadsDb) {
  const insert = db.prepare(`INSERT INTO booking_tokens (token_hash, lead_id, kind, created_at, visit_id) VALUES (?, ?, ?, ?, ?)`);
  const byHash = db.prepare(`SELECT lead_id, visit_id FROM booking_tokens WHERE token_hash = ? AND kind = ?`);
  return {
    issue(leadId: number, kind: TokenKind, { now = new Date(), visitId = null }: IssueOptions = {}): string {
      const fresh = newToken();
      insert.run(hashToken(fresh), leadId, kind, now.toISOString(), visitId);
      return fresh;
    },
    /** The request and visit a link names, or undefined for a token we never issued. */
    find(given: string, kind: TokenKind): { lead_id: number; visit_id: number | null } | undefined {
      if (!bookingTokenPattern.test(given)) return undefined;
      return byHash.get(hashToken(given), kind) as { lead_id: number; visit_id: number | null } | undefined;
    },
  };
}
