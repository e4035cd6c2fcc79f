import { weekDays } from '../../src/config/business-schema.ts';
import { readRows } from './helpers.ts';

/** The business form as a browser posts it, filled in with real-looking facts; `changes` overrides fields. */
export function businessFields(changes: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {
    name: 'Queen City Slab Works',
    phone: '(704) 342-1234',
    email: 'office@queencityslab.test',
    streetAddress: '2100 South Blvd',
    city: 'Charlotte',
    postalCode: '28203',
    yearFounded: '2009',
    licenceNumber: '12345-L',
    ratingValue: '4.8',
    ratingCount: '212',
    ratingSource: 'Google',
    ratingProfileUrl: 'https://g.page/r/queen-city-slab',
    ratingAsOf: '2026-03-14',
    reviewUrl: 'https://g.page/r/queen-city-slab/review',
  };
  for (const day of weekDays) {
    const weekday = !['Saturday', 'Sunday'].includes(day);
    fields[`opens-${day}`] = weekday ? '07:30' : day === 'Saturday' ? '09:00' : '';
    fields[`closes-${day}`] = weekday ? '17:30' : day === 'Saturday' ? '13:00' : '';
    fields[`note-${day}`] = day === 'Sunday' ? 'By appointment in Gastonia' : '';
  }
  return { ...fields, ...changes };
}

/** Everything the Site editor can change, to prove a refused request changed nothing. */
export function siteRows(db: string): string {
  return JSON.stringify([
    readRows(db, 'SELECT * FROM site_drafts ORDER BY kind, id'),
    readRows(db, 'SELECT id, status, summary FROM site_revisions ORDER BY id'),
  ]);
}
