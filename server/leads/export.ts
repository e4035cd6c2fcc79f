import { formatBusinessTime } from '../../src/lib/dates.ts';
import { cleanText } from '../../src/lib/clean-text.ts';
import type { LeadFilter } from '../../src/lib/inbox-query.ts';
import type { LeadStatus } from '../../src/lib/lead-status.ts';
import { serviceLabel } from '../../src/lib/quote-fields.ts';
import type { LeadRow } from './db.ts';
import type { LeadsDb } from '../db/open.ts';
import { outboxStore } from '../db/outbox.ts';
import { photoReader } from '../photos/store.ts';
import { filterCondition } from './search.ts';

export type ExportedLead = LeadRow & { status: LeadStatus; notifications: string | null; photos: number };

/**
 * The leads the owner exports, oldest first, each with a summary of its notifications: the
 * one query behind `npm run leads` and /inbox/export.csv, so both hold the same rows for the
 * same filter. Notifications and photos are read from their own areas' tables (server/db/outbox.ts,
 * server/photos/store.ts). A later column is one more field here and one more name in csvColumns.
 */
export function exportLeads(db: LeadsDb, filter: LeadFilter = {}): ExportedLead[] {
  const where = filterCondition(filter);
  const rows = db.prepare(`SELECT * FROM leads ${where.sql} ORDER BY id`).all(...where.params) as Omit<ExportedLead, 'notifications' | 'photos'>[];
  const ids = rows.map((row) => row.id);
  const notifications = outboxStore(db).summaries(ids);
  const photos = photoReader(db).counts(ids);
  return rows.map((row) => ({ ...row, notifications: notifications.get(row.id) ?? null, photos: photos.get(row.id) ?? 0 }));
}

export const csvColumns = [
  'id',
  'received_at',
  'name',
  'phone',
  'email',
  'address',
  'service',
  'status',
  'message',
  'client_ip',
  'user_agent',
  'notifications',
  'photos',
  'source',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;

/**
 * A spreadsheet runs cells that start with = + - @ (or a tab or carriage return) as formulas;
 * a leading apostrophe makes them plain text (OWASP CSV injection advice).
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: unknown): string {
  const text = neutralizeCell(cleanText(value === null || value === undefined ? '' : String(value)));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsToCsv(leads: readonly ExportedLead[]): string {
  const lines = [csvColumns.join(',')];
  for (const lead of leads) lines.push(csvColumns.map((column) => csvCell(lead[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function leadsToJson(leads: readonly ExportedLead[]): string {
  return `${JSON.stringify(leads, null, 2)}\n`;
}

/**
 * Readable listing for the terminal, newest last, in the inbox's words: its status names and
 * Charlotte time ('Nov 23, 2026, 4:05 PM'), as on the request's page. Control characters are made visible.
 */
export function leadsToText(leads: readonly ExportedLead[]): string {
  if (leads.length === 0) return 'No leads yet.\n';
  const clean = (value: string) => value.replace(/[\u0000-\u0008\u000b-\u001f\u007f\u001b]/g, '\uFFFD');
  const blocks = leads.map((lead) => {
    const message = clean(lead.message)
      .split(/\r?\n/)
      .map((line) => `    ${line}`)
      .join('\n');
    return [
      `#${lead.id}  ${lead.status} · ${serviceLabel(lead.service)} · received ${formatBusinessTime(lead.received_at)}`,
      `  ${clean(lead.name)} | ${clean(lead.phone)} | ${clean(lead.email)}`,
      lead.address ? `  Address: ${clean(lead.address)}` : '  Address: (not given)',
      `  Notified: ${lead.notifications ?? 'no notification configured'}`,
      ...(lead.photos ? [`  Photos: ${lead.photos} (open the request in the inbox to see them)`] : []),
      message,
    ].join('\n');
  });
  return `${blocks.join('\n\n')}\n\n${leads.length} lead${leads.length === 1 ? '' : 's'}; times are Charlotte time.\n`;
}
