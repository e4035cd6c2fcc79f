import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { businessDay } from '../../src/lib/dates.ts';
import type { LeadStatus } from '../../src/lib/lead-status.ts';
import {
  defaultSchedule,
  describeVisitShort,
  scheduleZone,
  slotKey,
  slotProblem,
  zonedInstant,
  reminderTime,
  type DayOff,
  type ScheduleSettings,
  type SlotProblem,
} from '../../src/lib/schedule.ts';
import { townOf } from '../../src/lib/town.ts';
import { bookingTokenPattern } from '../../src/lib/booking-links.ts';
import type { LeadRow, LeadsDb, LeadStore } from '../leads/db.ts';
import { groupCommit } from '../leads/group-commit.ts';

export type VisitStatus = 'booked' | 'cancelled' | 'done' | 'no-show';

export interface VisitRow {
  id: number;
  lead_id: number;
  uid: string;
  sequence: number;
  day: string;
  start_min: number;
  end_min: number;
  zone: string;
  status: VisitStatus;
  status_before: LeadStatus;
  cancel_reason: string | null;
  booked_at: string;
  updated_at: string;
}

/** A visit as pages, e-mails and calendars need it. */
export interface Visit {
  id: number;
  leadId: number;
  uid: string;
  sequence: number;
  day: string;
  start: number;
  end: number;
  status: VisitStatus;
  cancelReason: string | null;
}

/** A visit with the request it belongs to, for the owner's schedule and calendar feed. */
export interface ScheduledVisit extends Visit {
  name: string;
  phone: string;
  address: string;
  town: string | null;
  service: string;
}

/** What an e-mail to the customer is about; the window is the one it had when the change was made. */
export interface VisitMail {
  kind: 'booked' | 'moved' | 'cancelled' | 'reminder';
  visitId: number;
  uid: string;
  sequence: number;
  day: string;
  start: number;
  end: number;
}

/** Whether the customer hears of a change to the visit by e-mail, and if not, why: SMTP_URL unset, or no address on the request. */
export type CustomerTold = 'emailed' | 'no-smtp' | 'no-email';

export type Actor = { kind: 'customer' } | { kind: 'owner'; email: string };

export type BookResult =
  { ok: true; visit: Visit; visitToken: string; moved: boolean } | { ok: false; problem: SlotProblem | 'offline' | 'closed' | 'unknown' };

export type ChangeResult = { ok: true; visit: Visit } | { ok: false; problem: 'unknown' | 'not-booked' | SlotProblem };

/** Requests in these states are settled: their booking links are used up. */
const closedStatuses: readonly LeadStatus[] = ['Quoted', 'Won', 'Lost', 'Spam'];

/** 128 random bits, URL-safe: what the customer's links carry. */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const toVisit = (row: VisitRow): Visit => ({
  id: row.id,
  leadId: row.lead_id,
  uid: row.uid,
  sequence: row.sequence,
  day: row.day,
  start: row.start_min,
  end: row.end_min,
  status: row.status,
  cancelReason: row.cancel_reason,
});

export interface ScheduleStoreOptions {
  /** Outbox: alerts to the owner's devices. */
  leads: Pick<LeadStore, 'queueAlert'>;
  /** Queue e-mails to the customer (SMTP_URL is set). */
  email: boolean;
}

/**
 * The schedule over the lead database. Every change to a visit, the request's status, its
 * history entry, the owner's alert and the customer's e-mails commit in one transaction; a
 * booking checks the window's capacity and inserts inside that same (IMMEDIATE) transaction,
 * so two customers can never both take the last place.
 */
export function scheduleStore(db: LeadsDb, options: ScheduleStoreOptions) {
  const readSettings = db.prepare(`SELECT data, feed_token, summary_day FROM schedule_settings WHERE id = 1`);
  const writeSettings = db.prepare(`INSERT INTO schedule_settings (id, data) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET data = excluded.data`);
  const writeFeedToken = db.prepare(
    `INSERT INTO schedule_settings (id, data, feed_token) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET feed_token = excluded.feed_token`,
  );
  const writeSummaryDay = db.prepare(
    `INSERT INTO schedule_settings (id, data, summary_day) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET summary_day = excluded.summary_day`,
  );
  const daysOffList = db.prepare(`SELECT id, first, last FROM schedule_days_off ORDER BY first, last`);
  const daysOffFrom = db.prepare(`SELECT first, last FROM schedule_days_off WHERE last >= ?`);
  const insertDayOff = db.prepare(`INSERT INTO schedule_days_off (first, last) VALUES (?, ?)`);
  const deleteDayOff = db.prepare(`DELETE FROM schedule_days_off WHERE id = ?`);
  const insertToken = db.prepare(`INSERT INTO booking_tokens (token_hash, lead_id, kind, created_at) VALUES (?, ?, ?, ?)`);
  const leadForToken = db.prepare(`SELECT l.* FROM booking_tokens t JOIN leads l ON l.id = t.lead_id WHERE t.token_hash = ? AND t.kind = ?`);
  const leadById = db.prepare(`SELECT * FROM leads WHERE id = ?`);
  const leadEmail = db.prepare(`SELECT email FROM leads WHERE id = ?`).pluck();
  const visitOfLead = db.prepare(`SELECT * FROM visits WHERE lead_id = ?`);
  const visitById = db.prepare(`SELECT * FROM visits WHERE id = ?`);
  const takenBetween = db.prepare(
    `SELECT day, start_min, count(*) AS n FROM visits WHERE status = 'booked' AND day BETWEEN ? AND ? AND lead_id <> ? GROUP BY day, start_min`,
  );
  const insertVisit = db.prepare(
    `INSERT INTO visits (lead_id, uid, sequence, day, start_min, end_min, zone, status, status_before, booked_at, updated_at)
     VALUES (@leadId, @uid, 0, @day, @start, @end, @zone, 'booked', @statusBefore, @at, @at)
     ON CONFLICT (lead_id) DO UPDATE SET uid = excluded.uid, sequence = 0, day = excluded.day, start_min = excluded.start_min,
       end_min = excluded.end_min, zone = excluded.zone, status = 'booked', status_before = excluded.status_before,
       cancel_reason = NULL, booked_at = excluded.booked_at, updated_at = excluded.updated_at`,
  );
  const moveVisit = db.prepare(`UPDATE visits SET day = ?, start_min = ?, end_min = ?, sequence = sequence + 1, updated_at = ? WHERE id = ?`);
  const setVisitStatus = db.prepare(`UPDATE visits SET status = ?, cancel_reason = ?, sequence = sequence + ?, updated_at = ? WHERE id = ?`);
  const setLead = db.prepare(`UPDATE leads SET status = ?, estimate_at = ? WHERE id = ?`);
  const setAddress = db.prepare(`UPDATE leads SET address = ? WHERE id = ?`);
  const insertEvent = db.prepare(`INSERT INTO lead_events (lead_id, at, actor, kind, detail) VALUES (?, ?, ?, ?, ?)`);
  const queueMail = db.prepare(`INSERT INTO outbox (lead_id, channel, next_attempt_at, payload) VALUES (?, 'visit-email', ?, ?)`);
  const dropReminders = db.prepare(
    `DELETE FROM outbox WHERE lead_id = ? AND channel = 'visit-email' AND status = 'pending' AND json_extract(payload, '$.kind') = 'reminder'`,
  );
  const visitsBetween = db.prepare(
    `SELECT v.*, l.name, l.phone, l.address, l.service FROM visits v JOIN leads l ON l.id = v.lead_id
     WHERE v.day BETWEEN ? AND ? AND v.status IN (SELECT value FROM json_each(?)) ORDER BY v.day, v.start_min, v.id`,
  );

  const settings = (): ScheduleSettings => {
    const row = readSettings.get() as { data: string } | undefined;
    return row
      ? {
          ...defaultSchedule,
          ...(JSON.parse(row.data) as Partial<ScheduleSettings>),
        }
      : defaultSchedule;
  };
  const daysOffAhead = (now: Date): DayOff[] => daysOffFrom.all(businessDay(now)) as DayOff[];
  const taken = (from: string, to: string, exceptLead: number) =>
    new Map(
      (
        takenBetween.all(from, to, exceptLead) as {
          day: string;
          start_min: number;
          n: number;
        }[]
      ).map((r) => [slotKey(r.day, r.start_min), r.n]),
    );

  const actorName = (actor: Actor) => (actor.kind === 'customer' ? 'customer' : actor.email);
  const record = (leadId: number, at: string, actor: Actor, kind: string, detail: object) =>
    insertEvent.run(leadId, at, actorName(actor), kind, JSON.stringify(detail));

  // The home page's short form asks for a phone number only: no address, no e-mail.
  const customerTold = (leadId: number): CustomerTold => (!options.email ? 'no-smtp' : leadEmail.get(leadId) ? 'emailed' : 'no-email');

  const mail = (visit: Visit, kind: VisitMail['kind'], now: Date) => {
    if (customerTold(visit.leadId) !== 'emailed') return;
    dropReminders.run(visit.leadId);
    const payload = (k: VisitMail['kind']): string =>
      JSON.stringify({
        kind: k,
        visitId: visit.id,
        uid: visit.uid,
        sequence: visit.sequence,
        day: visit.day,
        start: visit.start,
        end: visit.end,
      } satisfies VisitMail);
    queueMail.run(visit.leadId, now.getTime(), payload(kind));
    const remindAt = reminderTime(visit.day);
    if (kind !== 'cancelled' && remindAt > now) queueMail.run(visit.leadId, remindAt.getTime(), payload('reminder'));
  };

  const alert = (lead: LeadRow, visit: Visit, title: string, now: Date) => {
    const town = townOf(lead.address);
    options.leads.queueAlert(
      {
        title: `${title}: ${describeVisitShort(visit)}${town ? `, ${town}` : ''}`,
        body: 'Open the schedule to see the visit.',
        url: `/inbox/leads/${lead.id}`,
        tag: `visit-${visit.id}`,
      },
      lead.id,
      now,
    );
  };

  /** The request's status and estimate visit follow the visit: scheduled while booked, back to before once cancelled. */
  const followStatus = (
    lead: LeadRow & { status: LeadStatus; estimate_at: string | null },
    to: LeadStatus,
    estimateAt: string | null,
    actor: Actor,
    at: string,
  ) => {
    setLead.run(to, estimateAt, lead.id);
    if (lead.status !== to) record(lead.id, at, actor, 'status', { from: lead.status, to });
  };

  type Lead = LeadRow & { status: LeadStatus; estimate_at: string | null };

  /** Books or moves the request's one visit. */
  const book = db.transaction((leadId: number, day: string, start: number, actor: Actor, now: Date, address: string | null): BookResult => {
    // Read inside the transaction: an earlier booking in the same batch may have changed it.
    let lead = leadById.get(leadId) as Lead;
    const config = settings();
    const rules = actor.kind === 'owner' ? { ...config, noticeDays: 0, horizonDays: 366 } : config;
    const problem = slotProblem(rules, actor.kind === 'owner' ? [] : daysOffAhead(now), taken(day, day, lead.id), now, day, start);
    if (problem) return { ok: false, problem };
    const window = config.weekly[new Date(`${day}T12:00:00Z`).getUTCDay()]!.find((w) => w.start === start)!;
    const at = now.toISOString();
    if (address !== null) {
      setAddress.run(address, lead.id);
      lead = { ...lead, address };
    }
    const existing = visitOfLead.get(lead.id) as VisitRow | undefined;
    const estimateAt = zonedInstant(day, start).toISOString();
    let row: VisitRow;
    let moved = false;
    if (existing?.status === 'booked') {
      if (existing.day === day && existing.start_min === start)
        return {
          ok: true,
          visit: toVisit(existing),
          visitToken: issue(lead.id, 'visit', now),
          moved: false,
        };
      moveVisit.run(day, start, window.end, at, existing.id);
      row = visitById.get(existing.id) as VisitRow;
      moved = true;
      record(lead.id, at, actor, 'visit', {
        action: 'moved',
        from: describeVisitShort(toVisit(existing)),
        window: describeVisitShort(toVisit(row)),
      });
    } else {
      insertVisit.run({
        leadId: lead.id,
        uid: `${randomUUID()}@visit`,
        day,
        start,
        end: window.end,
        zone: scheduleZone,
        statusBefore: lead.status,
        at,
      });
      row = visitOfLead.get(lead.id) as VisitRow;
      record(lead.id, at, actor, 'visit', {
        action: 'booked',
        window: describeVisitShort(toVisit(row)),
      });
    }
    followStatus(lead, 'Estimate scheduled', estimateAt, actor, at);
    const visit = toVisit(row);
    // The owner's phone hears of the customer's changes; the owner knows of their own.
    if (actor.kind === 'customer') alert(lead, visit, moved ? 'Estimate moved' : 'Estimate booked', now);
    mail(visit, moved ? 'moved' : 'booked', now);
    return {
      ok: true,
      visit,
      visitToken: issue(lead.id, 'visit', now),
      moved,
    };
  });

  /** Ends a booked visit: cancelled (the request goes back to its status before), done or no-show. */
  const end = db.transaction((visitId: number, to: Exclude<VisitStatus, 'booked'>, reason: string | null, actor: Actor, now: Date): ChangeResult => {
    const row = visitById.get(visitId) as VisitRow | undefined;
    if (!row) return { ok: false, problem: 'unknown' };
    if (row.status !== 'booked') return { ok: false, problem: 'not-booked' };
    const at = now.toISOString();
    const lead = leadById.get(row.lead_id) as Lead;
    const cancelled = to === 'cancelled';
    setVisitStatus.run(to, cancelled ? reason : null, cancelled ? 1 : 0, at, visitId);
    const visit = toVisit(visitById.get(visitId) as VisitRow);
    record(lead.id, at, actor, 'visit', {
      action: to,
      window: describeVisitShort(visit),
      ...(reason ? { reason } : {}),
    });
    if (cancelled) {
      if (lead.status === 'Estimate scheduled') followStatus(lead, row.status_before, null, actor, at);
      if (actor.kind === 'customer') alert(lead, visit, 'Estimate cancelled', now);
      mail(visit, 'cancelled', now);
    }
    return { ok: true, visit };
  });

  const bookTogether = groupCommit(db, book, { immediate: true });

  const issue = (leadId: number, kind: 'book' | 'visit', now: Date) => {
    const token = newToken();
    insertToken.run(hashToken(token), leadId, kind, now.toISOString());
    return token;
  };

  const leadOf = (token: string, kind: 'book' | 'visit') =>
    bookingTokenPattern.test(token) ? (leadForToken.get(hashToken(token), kind) as Lead | undefined) : undefined;

  return {
    settings,
    saveSettings: (next: ScheduleSettings) => writeSettings.run(JSON.stringify(next)),
    daysOff: () => daysOffList.all() as (DayOff & { id: number })[],
    daysOffAhead,
    addDayOff: (off: DayOff) => insertDayOff.run(off.first, off.last),
    removeDayOff: (id: number) => deleteDayOff.run(id).changes === 1,
    /** Windows' bookings between two days, not counting one request's own visit. */
    taken,
    /** A new link for a request: 'book' goes on the thank-you page, 'visit' on the result page and in e-mails. */
    issueToken: (leadId: number, kind: 'book' | 'visit', now = new Date()) => issue(leadId, kind, now),
    /** The request a customer's link belongs to, and its visit, or undefined for a token we never issued. */
    byToken: (token: string, kind: 'book' | 'visit') => {
      const lead = leadOf(token, kind);
      if (!lead) return undefined;
      const visit = visitOfLead.get(lead.id) as VisitRow | undefined;
      return {
        lead,
        visit: visit ? toVisit(visit) : null,
        closed: closedStatuses.includes(lead.status),
      };
    },
    visitOfLead: (leadId: number) => {
      const row = visitOfLead.get(leadId) as VisitRow | undefined;
      return row ? toVisit(row) : null;
    },
    visit: (id: number) => {
      const row = visitById.get(id) as VisitRow | undefined;
      return row ? toVisit(row) : null;
    },
    customerTold,
    /** `address`, when given, is the property's address the request lacked, stored with the booking. */
    /**
     * Books or moves the request's visit. Bookings that arrive while the event loop is busy share
     * one IMMEDIATE transaction (the write lock is taken before any capacity is read, across
     * processes too) and so one fsync; each is its own savepoint, checked against those before it.
     * The promise settles after the commit.
     */
    book: (leadId: number, day: string, start: number, actor: Actor, now = new Date(), address: string | null = null): Promise<BookResult> => {
      const lead = leadById.get(leadId) as Lead | undefined;
      if (!lead) return Promise.resolve({ ok: false, problem: 'unknown' });
      if (actor.kind === 'customer' && !settings().online) return Promise.resolve({ ok: false, problem: 'offline' });
      if (actor.kind === 'customer' && closedStatuses.includes(lead.status)) return Promise.resolve({ ok: false, problem: 'closed' });
      return bookTogether(leadId, day, start, actor, now, address);
    },
    /** IMMEDIATE, like book: the write lock is taken before the visit is read, across processes too. */
    end: (visitId: number, to: Exclude<VisitStatus, 'booked'>, reason: string | null, actor: Actor, now = new Date()) =>
      end.immediate(visitId, to, reason, actor, now),
    /** Visits between two Charlotte days with their requests, soonest first. */
    between: (from: string, to: string, statuses: readonly VisitStatus[] = ['booked', 'done', 'no-show', 'cancelled']): ScheduledVisit[] => {
      return (
        visitsBetween.all(from, to, JSON.stringify(statuses)) as (VisitRow & {
          name: string;
          phone: string;
          address: string;
          service: string;
        })[]
      ).map((row) => ({
        ...toVisit(row),
        name: row.name,
        phone: row.phone,
        address: row.address,
        town: townOf(row.address),
        service: row.service,
      }));
    },
    /** The calendar feed's secret, made on first use; `renew` makes a new one, and the old stops working. */
    feedToken: (renew = false) => {
      const current = (readSettings.get() as { feed_token: string | null } | undefined)?.feed_token;
      if (current && !renew) return current;
      const token = newToken();
      writeFeedToken.run(JSON.stringify(defaultSchedule), token);
      return token;
    },
    /** Claims today's morning summary; false when it was already sent. */
    claimSummary: (day: string) =>
      db
        .transaction(() => {
          const row = readSettings.get() as { summary_day: string | null } | undefined;
          if (row?.summary_day === day) return false;
          writeSummaryDay.run(JSON.stringify(defaultSchedule), day);
          return true;
        })
        .immediate(),
  };
}

export type ScheduleStore = ReturnType<typeof scheduleStore>;
