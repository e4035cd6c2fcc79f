import { createHash, randomBytes } from 'node:crypto';

/**
 * The customers' links (booking, visit, written quote) carry a random token; only its hash is
 * stored, so a copy of the database opens no one's booking or quote.
 */

/** 128 random bits, URL-safe: what the customer's links carry. */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Only this hash of a customer's link is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
