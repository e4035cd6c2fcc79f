import { createHash } from 'node:crypto';
import type { QuoteDocument, QuoteTotals } from '../../src/lib/quote-document-view.ts';

/** JSON with every object's keys sorted: the same content always gives the same bytes, so its hash can be recomputed. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a customer signs: the business and customer as stated, the version as sent, the choices, the totals, the name and the time. */
export interface SignedContent {
  business: { name: string; phone: string; email: string };
  customer: { name: string; address: string };
  version: { number: number; sentAt: string; document: QuoteDocument };
  chosenLineIds: string[];
  totals: QuoteTotals;
  signer: { fullName: string; signedAt: string };
}

/** The SHA-256 (hex) of the canonical JSON of what was signed: the hash the PDF prints. */
export function contentHash(content: SignedContent): string {
  return createHash('sha256').update(canonicalJson({ ...content, chosenLineIds: [...content.chosenLineIds].sort() })).digest('hex');
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
