import { describeVisitShort } from '../../src/lib/schedule.ts';
import { townOf } from '../../src/lib/town.ts';
import { cleanLine } from '../../src/lib/clean-text.ts';
import type { ScheduledVisit, Visit, VisitStatus } from '../../src/lib/schedule-view.ts';
import type { LeadsDb } from '../db/open.ts';
import { groupCommit } from '../db/group-commit.ts';
import { outboxStore } from '../db/outbox.ts';
import { leadRecords } from '../leads/records.ts';
import { scheduleSettingsStore } from './schedule-settings.ts';
import { bookingTokens, type IssueOptions, type TokenKind } from './tokens.ts';
import { adoptTypedTimes } from './typed-times.ts';
import { closedStatuses, visitChanges } from './visit-change.ts';
import { visitNotices, type NoticeOptions } from './visit-notices.ts';
import { visitQueries } from './visit-queries.ts';
import { toVisit, type Actor, type ChangeResult, type LastChange, type VisitChange, type VisitRow } from './visits.ts';

export * from './visits.ts';
export { hashToken, newToken } from '../tokens.ts';
export { linkMailsPerDay } from './visit-notices.ts';

export type ScheduleStoreOptions = NoticeOptions;

/**
 * The schedule over the lead database. A visit is booked, moved, cancelled, done or no-show, and
 * every change to one, the customer's and the owner's alike, goes through `change`: the rules,
 * the visit, the request's status, its history entry, the owner's alert and the customer's
 * e-mails commit in one IMMEDIATE transaction, so a capacity check and its insert can never be
 * split by another booking, and a refused change writes nothing.
 */
export function scheduleStore(db: LeadsDb, options: ScheduleStoreOptions) {
  const records = leadRecords(db);
  const queries = visitQueries(db, records);
  adoptTypedTimes(db, { records, queries });
  const settings = scheduleSettingsStore(db);
  const tokens = bookingTokens(db);
  const notices = visitNotices({ records, outbox: outboxStore(db) }, options);
  const { change, taken } = visitChanges(db, { queries, settings, notices, tokens, records });
  const changeTogether = groupCommit(db, change, { immediate: true });
  const visitsBetween = db.prepare(
    `SELECT * FROM visits WHERE day BETWEEN ? AND ? AND status IN (SELECT value FROM json_each(?)) ORDER BY day, start_min, id`,
  );
  const visitOrNull = (row: VisitRow | undefined) => (row ? toVisit(row) : null);

  return {
    ...settings,
    /** Windows' bookings between two days, not counting one request's own visit. */
    taken,
    /** A new link for a request: 'book' goes on the thank-you page, 'visit' (naming its visit) on the result page and in e-mails. */
    issueToken: (leadId: number, kind: TokenKind, options?: IssueOptions) => tokens.issue(leadId, kind, options),
    /**
     * The request a customer's link belongs to and the visit it shows (a visit link's own visit;
     * for a booking link the booked one, else the latest), or undefined for a token we never issued.
     */
    byToken: (given: string, kind: TokenKind) => {
      const found = tokens.find(given, kind);
      if (!found) return undefined;
      const lead = queries.lead(found.lead_id)!;
      const booked = Boolean(queries.booked(lead.id));
      return {
        lead,
        visit: visitOrNull(found.visit_id === null ? queries.latest(lead.id) : queries.visit(found.visit_id)),
        closed: closedStatuses.includes(lead.status),
        /** Whether a new booking would pass the limit on upcoming visits per customer. */
        overLimit: !booked && queries.hoarding(lead, new Date()),
        /** The estimate visit took place: the link books no other. */
        estimateDone: !booked && queries.hasDone(lead.id),
        /** The request has a booked visit now (after a cancellation, perhaps a new one). */
        booked,
      };
    },
    /** The request's booked visit, else its latest, or null. */
    visitOfLead: (leadId: number) => visitOrNull(queries.latest(leadId)),
    visit: (id: number) => visitOrNull(queries.visit(id)),
    customerTold: notices.customerTold,
    /**
     * Changes a request's visits. Changes that arrive while the event loop is busy share one
     * IMMEDIATE transaction (the write lock is taken before any capacity is read, across
     * processes too) and so one fsync; each is its own savepoint, checked against those before
     * it. The promise settles after the commit.
     */
    change: (leadId: number, next: VisitChange, actor: Actor, now = new Date()): Promise<ChangeResult> => changeTogether(leadId, next, actor, now),
    /** Visits between two Charlotte days with their requests, soonest first. */
    between: (from: string, to: string, statuses: readonly VisitStatus[] = ['booked', 'done', 'no-show', 'cancelled']): ScheduledVisit[] => {
      const rows = visitsBetween.all(from, to, JSON.stringify(statuses)) as VisitRow[];
      const requests = new Map(records.many([...new Set(rows.map((row) => row.lead_id))]).map((lead) => [lead.id, lead]));
      return rows.map((row) => {
        const { name, phone, address, service } = requests.get(row.lead_id)!;
        return { ...toVisit(row), name, phone, address, town: townOf(address), service };
      });
    },
    /**
     * What the customer's visit page and e-mails say of the visit's last change, as it left the
     * visit in this window: the owner's move or cancellation, and why.
     */
    lastChange: (visit: Pick<Visit, 'leadId' | 'day' | 'start' | 'end'>): LastChange | null => {
      const row = records.lastVisitEvent(visit.leadId, describeVisitShort(visit));
      if (!row) return null;
      const detail = JSON.parse(row.detail) as { action: LastChange['action']; from?: string; reason?: string };
      // A reason stored before the clean-text rule is cleaned on its way out.
      const reason = detail.reason ? cleanLine(detail.reason) : null;
      return { action: detail.action, byOwner: row.actor !== 'customer', from: detail.from ?? null, reason: reason || null };
    },
    queueLinkMail: notices.queueLinkMail,
    /** Whether visit e-mails go out at all (SMTP_URL is set). */
    emails: options.email,
  };
}

export type ScheduleStore = ReturnType<typeof scheduleStore>;
