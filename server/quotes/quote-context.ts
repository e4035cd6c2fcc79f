import type { Business } from '../../src/config/business-facts.ts';
import { cleanLine } from '../../src/lib/clean-text.ts';
import type { LeadStatus } from '../../src/lib/lead-status.ts';
import type { QuoteRecord, QuoteRefusal, SentVersion } from '../../src/lib/quote-document-view.ts';
import { quoteTotals } from '../../src/lib/quote-money.ts';
import { townOf } from '../../src/lib/town.ts';
import { quietHoursStore } from '../alerts/quiet-hours.ts';
import type { LeadsDb } from '../db/open.ts';
import { outboxStore } from '../db/outbox.ts';
import type { LeadStore } from '../leads/db.ts';
import { leadRecords } from '../leads/records.ts';
import { photoReader } from '../photos/store.ts';
import { visitReader } from '../schedule/visit-reads.ts';
import { quoteDocuments, type QuoteRow, type StoredVersion } from './documents.ts';
import { quoteFollowUps } from './follow-ups.ts';
import { quoteLinks } from './links.ts';
import { quoteSettingsStore } from './settings.ts';
import { quoteState } from './state.ts';

export interface QuoteStoreOptions {
  /** Queues the owner's alerts (through the outbox, with quiet hours). */
  leads: Pick<LeadStore, 'queueAlert'>;
  /** Whether e-mails go out at all (SMTP_URL is set). */
  email: boolean;
  /** Whether the owner gets the signed PDF by e-mail (SMTP_URL set; it goes to LEADS_EMAIL_TO, else the business's address). */
  ownerEmail?: boolean;
  /** The business as published: the signed PDF states it. */
  facts: () => Business;
}

/** A refusal with words a page can show; nothing is written for one. */
export const refuse = (problem: QuoteRefusal['problem'], message: string): QuoteRefusal => ({ problem, message });

/** A sent version with its totals before any option is chosen. */
function sentVersion(version: StoredVersion): SentVersion {
  const { rowId: _row, number, sentAt, sentBy, updatedAt: _at, updatedBy: _by, ...document } = version;
  return { ...document, number: number!, sentAt: sentAt!, sentBy: sentBy!, totals: quoteTotals(document, []) };
}

/**
 * What the quote store's parts share over the one database: each table's statements, the
 * record a page shows, and the request's status as the quote moves it.
 */
export function quoteContext(db: LeadsDb, options: QuoteStoreOptions) {
  const documents = quoteDocuments(db);
  const records = leadRecords(db);
  const photos = photoReader(db);
  const visits = visitReader(db);
  const links = quoteLinks(db);
  const settingsStore = quoteSettingsStore(db);
  const followUps = quoteFollowUps({ outbox: outboxStore(db), quietHours: quietHoursStore(db) });

  const recordOf = (quote: QuoteRow, now: Date): QuoteRecord => {
    const all = documents.versions(quote.id);
    const draftRow = all.find((version) => version.number === null);
    const versions = all.filter((version) => version.number !== null).map(sentVersion);
    const latest = versions.at(-1) ?? null;
    const events = documents.events(quote.id);
    const signature = documents.signature(quote.id);
    const draft = draftRow
      ? (({ rowId: _row, number: _n, sentAt: _s, sentBy: _b, ...rest }) => rest)(draftRow)
      : null;
    return {
      id: quote.id,
      leadId: quote.lead_id,
      draft,
      versions,
      latest,
      state: quoteState(latest, events, signature, now),
      events,
      signature,
      depositReceived: quote.deposit_received_at ? { at: quote.deposit_received_at, by: quote.deposit_received_by ?? '' } : null,
      remindersOn: quote.reminders_on === 1,
      locked: signature !== null,
    };
  };

  /**
   * The request's status follows the quote (Quoted, Won, Lost), with a history entry naming who.
   * The owner's send is an answer, as any status change from New in the inbox is (Insights' "How fast you answered").
   */
  const setLeadStatus = (leadId: number, to: LeadStatus, actor: string, at: string) => {
    const lead = records.get(leadId)!;
    if (lead.status === to) return;
    records.setStatus(leadId, to);
    records.record({ leadId, at, actor, kind: 'status', detail: { from: lead.status, to } });
    if (lead.status === 'New' && actor !== 'customer') records.markAnswered(leadId, at);
  };

  return { db, options, documents, records, photos, visits, links, settingsStore, followUps, recordOf, setLeadStatus };
}

export type QuoteContext = ReturnType<typeof quoteContext>;

/** The customer as an alert names them: the first name only. */
export const firstName = (name: string) => cleanLine(name).split(' ')[0]!.slice(0, 40);

/** ", Matthews" after an alert's name, or nothing when the address names no town of ours. */
export const where = (address: string) => {
  const town = townOf(address);
  return town ? `, ${town}` : '';
};
