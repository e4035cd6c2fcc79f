import { createHash, randomBytes } from 'node:crypto';
import type { LeadsDb } from '../db/open.ts';

/** 128 random bits, URL-safe: what the customer's links carry. */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Only this hash of a customer's link is stored, so a copy of the database opens no one's booking. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Records a request's first booking link. The lead store calls it inside the transaction that
 * stores the request, so the request and its link commit together; this module depends on
 * nothing of the leads area, which the schedule store does.
 */
export function bookingLinkWriter(db: LeadsDb) {
  const insert = db.prepare(`INSERT INTO booking_tokens (token_hash, lead_id, kind, created_at) VALUES (?, ?, 'book', ?)`);
  return (token: string, leadId: number, now: Date) => insert.run(hashToken(token), leadId, now.toISOString());
}
