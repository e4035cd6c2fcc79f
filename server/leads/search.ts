import type { LeadFilter } from '../../src/lib/inbox-query.ts';

export interface SqlCondition {
  /** '' or 'WHERE ...' over the leads table, unqualified column names. */
  sql: string;
  params: (string | number)[];
}

const searchedColumns = ['name', 'phone', 'email', 'address', 'message'] as const;

/** The trigram tokenizer cannot match fewer than three characters. */
const trigram = 3;

/** Only digits and the marks people put in phone numbers: "(704) 555-0188", "+1 704.555.0188". */
const phoneLike = /^[\d\s().+-]+$/;

/** FTS5 string literal: whatever the owner typed is text to find, never query syntax. */
const ftsString = (term: string) => `"${term.replace(/"/g, '""')}"`;

const likeEscape = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The words of a search. A phone number in any format becomes its digits, which the index
 * keeps beside each phone (phone_digits), and a US country code is dropped so
 * "+1 704 555 0188" finds "(704) 555-0188". Control characters cannot be in a search.
 */
export function searchTerms(q: string): string[] {
  const text = q.replace(/[\p{Cc}\p{Cf}]/gu, ' ').trim();
  if (phoneLike.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= trigram) return [digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits];
  }
  return text.split(/\s+/).filter(Boolean);
}

/**
 * The WHERE clause for a filter. Every word of the search must appear somewhere in the name,
 * phone, e-mail, address or message: words of three characters or more through the trigram
 * index, shorter ones with LIKE (fine at this size; the index cannot help them).
 */
export function filterCondition(filter: LeadFilter): SqlCondition {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  if (filter.status) {
    clauses.push('status = ?');
    params.push(filter.status);
  }
  if (filter.service) {
    clauses.push('service = ?');
    params.push(filter.service);
  }
  const terms = filter.q ? searchTerms(filter.q) : [];
  const indexed = terms.filter((term) => [...term].length >= trigram);
  if (indexed.length) {
    clauses.push('id IN (SELECT rowid FROM leads_search WHERE leads_search MATCH ?)');
    params.push(indexed.map(ftsString).join(' '));
  }
  for (const term of terms.filter((term) => [...term].length < trigram)) {
    clauses.push(`(${searchedColumns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...searchedColumns.map(() => `%${likeEscape(term)}%`));
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}
