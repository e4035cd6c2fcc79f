import { randomUUID } from 'node:crypto';
import { businessDay, businessTimeInput } from '../../src/lib/dates.ts';
import type { LeadStatus } from '../../src/lib/lead-status.ts';
import {
  customerMayChange,
  defaultSchedule,
  describeVisitShort,
  isDay,
  scheduleZone,
  slotKey,
  slotProblem,
  weekdayOf,
  zonedInstant,
  reminderTime,
  type DayOff,
  type ScheduleSettings,
  type SlotProblem,
  upcomingVisitsPerCustomer,
} from '../../src/lib/schedule.ts';
import { townOf, zipOnly } from '../../src/lib/town.ts';
import { bookingTokenPattern } from '../../src/lib/booking-links.ts';
import { cleanLine } from '../../src/lib/clean-text.ts';
import type { LeadsDb } from '../db/open.ts';
import { groupCommit } from '../db/group-commit.ts';
import type { LeadRow, LeadStore } from '../leads/db.ts';
import { leadRecords, type NewEvent, type WorkedLead } from '../leads/records.ts';
import { outboxStore } from '../db/outbox.ts';
import { hashToken, newToken } from './tokens.ts';
import type { ScheduledVisit, Visit, VisitStatus } from '../../src/lib/schedule-view.ts';

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

/** What an e-mail to the customer is about; the window is the one it had when the change was made. */
export interface VisitMail {
  /** 'link': the customer asked for the visit's link by e-mail ("E-mail me this link"). */
  kind: 'booked' | 'moved' | 'cancelled' | 'reminder' | 'link';
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

/**
 * What may happen to a visit. `booked` makes a request's visit, or moves the one it has (the
 * same visit, SEQUENCE raised: "moved"); the three others end a booked visit for good.
 */
export type VisitChange =
  | {
      to: 'booked';
      day: string;
      start: number;
      /** Move this visit (it must be the request's booked one); without it the request's booked visit, or a new one. */
      visitId?: number;
      /** The property's address the request lacked, stored with the booking (customer only). */
      address?: string | null;
      /** The owner's typed time: any minute of the day, inside a window or not. */
      anyTime?: boolean;
      /** The owner's word on a move, kept in the history; the customer sees it on the visit's page and in the e-mail. */
      reason?: string | null;
    }
  | { to: 'cancelled' | 'done' | 'no-show'; visitId: number; reason?: string | null };

export type ChangeProblem =
  | SlotProblem
  | 'offline'
  | 'closed'
  | 'unknown'
  | 'not-booked'
  | 'cutoff'
  | 'outside'
  | 'address-needed'
  | 'limit'
  | 'estimate-done'
  | 'owner-only';

/** The HTTP status every refusal answers with: always a 4xx, and a refused change changes nothing. */
export const problemStatus: Record<ChangeProblem, 400 | 403 | 404 | 409 | 410> = {
  'not-a-window': 400,
  past: 409,
  'too-soon': 409,
  'too-far': 409,
  'day-off': 409,
  full: 409,
  offline: 409,
  closed: 410,
  unknown: 404,
  'not-booked': 409,
  cutoff: 409,
  outside: 400,
  'address-needed': 400,
  limit: 409,
  'estimate-done': 409,
  'owner-only': 403,
};

export type ChangeResult =
  | { ok: true; visit: Visit; visitToken: string; moved: boolean }
  | { ok: false; problem: ChangeProblem; status: 400 | 403 | 404 | 409 | 410 };

/** The newest change to a visit, as the request's history holds it: who made it and why. */
export interface LastChange {
  action: 'booked' | 'moved' | 'cancelled' | 'done' | 'no-show';
  byOwner: boolean;
  /** The window before a move, in short words. */
  from: string | null;
  reason: string | null;
}

/** How many times a day a visit's link may be e-mailed at the customer's request. */
export const linkMailsPerDay = 3;

/** Requests in these states are settled: their booking links are used up. */
const closedStatuses: readonly LeadStatus[] = ['Quoted', 'Won', 'Lost', 'Spam'];

/** How long a visit at a time the owner typed lasts, when it is not one of the windows. */
const ownerVisitMinutes = 120;

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

/** The same phone number however it was typed. */
const phoneKey = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

export interface ScheduleStoreOptions {
  /** Outbox: alerts to the owner's devices. */
  leads: Pick<LeadStore, 'queueAlert'>;
  /** Queue e-mails to the customer (SMTP_URL is set). */
  email: boolean;
}

/**
 * The schedule over the lead database. A visit is booked, moved, cancelled, done or no-show, and
 * every change to one, the customer's and the owner's alike, goes through `change`: the rules,
 * the visit, the request's status, its history entry, the owner's alert and the customer's
 * e-mails commit in one IMMEDIATE transaction, so a capacity check and its insert can never be
 * split by another booking, and a refused change writes nothing.
 */
export function scheduleStore(db: LeadsDb, options: ScheduleStoreOptions) {
  const readSettings = db.prepare(`SELECT data, feed_token, summary_day FROM schedule_settings WHERE id = 1`);
  const writeSettings = db.prepare(`INSERT INTO schedule_settings (id, data) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET data = excluded.data`);
  const writeFeedToken = db.prepare(
    `INSERT INTO schedule_settings (id, data, feed_token) VALUES (1, '{}', ?) ON CONFLICT (id) DO UPDATE SET feed_token = excluded.feed_token`,
  );
  const writeSummaryDay = db.prepare(
    `INSERT INTO schedule_settings (id, data, summary_day) VALUES (1, '{}', ?) ON CONFLICT (id) DO UPDATE SET summary_day = excluded.summary_day`,
  );
  const daysOffList = db.prepare(`SELECT id, first, last FROM schedule_days_off ORDER BY first, last`);
  const daysOffFrom = db.prepare(`SELECT first, last FROM schedule_days_off WHERE last >= ?`);
  const insertDayOff = db.prepare(`INSERT INTO schedule_days_off (first, last) VALUES (?, ?)`);
  const deleteDayOff = db.prepare(`DELETE FROM schedule_days_off WHERE id = ?`);
  const insertToken = db.prepare(`INSERT INTO booking_tokens (token_hash, lead_id, kind, created_at, visit_id) VALUES (?, ?, ?, ?, ?)`);
  const token = db.prepare(`SELECT lead_id, visit_id FROM booking_tokens WHERE token_hash = ? AND kind = ?`);
  const leads = leadRecords(db);
  const outbox = outboxStore(db);
  const bookedOfLead = db.prepare(`SELECT * FROM visits WHERE lead_id = ? AND status = 'booked'`);
  const latestOfLead = db.prepare(`SELECT * FROM visits WHERE lead_id = ? ORDER BY status = 'booked' DESC, id DESC LIMIT 1`);
  const doneOfLead = db.prepare(`SELECT 1 FROM visits WHERE lead_id = ? AND status = 'done' LIMIT 1`).pluck();
  const visitById = db.prepare(`SELECT * FROM visits WHERE id = ?`);
  const bookedBetween = db.prepare(`SELECT day, start_min FROM visits WHERE status = 'booked' AND day BETWEEN ? AND ? AND lead_id <> ?`);
  // At most one visit per request is booked (visits_one_booked), so requests holding one count visits.
  const bookedLeadsFrom = db.prepare(`SELECT lead_id FROM visits WHERE status = 'booked' AND day >= ? AND lead_id <> ?`).pluck();
  const insertVisit = db.prepare(
    `INSERT INTO visits (lead_id, uid, sequence, day, start_min, end_min, zone, status, status_before, booked_at, updated_at)
     VALUES (@leadId, @uid, 0, @day, @start, @end, @zone, 'booked', @statusBefore, @at, @at)`,
  );
  const moveVisit = db.prepare(`UPDATE visits SET day = ?, start_min = ?, end_min = ?, sequence = sequence + 1, updated_at = ? WHERE id = ?`);
  const setVisitStatus = db.prepare(`UPDATE visits SET status = ?, cancel_reason = ?, sequence = sequence + ?, updated_at = ? WHERE id = ?`);
  const queueMail = (leadId: number, at: Date, payload: string) => outbox.queue({ leadId, channel: 'visit-email', at, payload });
  const visitsBetween = db.prepare(
    `SELECT * FROM visits WHERE day BETWEEN ? AND ? AND status IN (SELECT value FROM json_each(?)) ORDER BY day, start_min, id`,
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

  /**
   * Booked visits per window between two days, not counting one request's own: a visit counts in
   * the window its start falls in, so a time the owner typed (9:30 AM) fills its window (8–10 AM).
   */
  const taken = (from: string, to: string, exceptLead: number) => {
    const weekly = settings().weekly;
    const counts = new Map<string, number>();
    for (const row of bookedBetween.all(from, to, exceptLead) as { day: string; start_min: number }[]) {
      const window = weekly[weekdayOf(row.day)]!.find((w) => w.start <= row.start_min && row.start_min < w.end);
      if (!window) continue;
      const key = slotKey(row.day, window.start);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  };

  const actorName = (actor: Actor) => (actor.kind === 'customer' ? 'customer' : actor.email);
  /** A history entry of a visit's change, by the customer or an owner. */
  const record = (actor: Actor, event: Omit<NewEvent, 'actor'>) => leads.record({ ...event, actor: actorName(actor) });

  // The home page's short form asks for a phone number only: no address, no e-mail.
  const customerTold = (leadId: number): CustomerTold => (!options.email ? 'no-smtp' : leads.email(leadId) ? 'emailed' : 'no-email');

  const mail = (visit: Visit, kind: VisitMail['kind'], now: Date) => {
    if (customerTold(visit.leadId) !== 'emailed') return;
    outbox.dropPending(visit.leadId, { channel: 'visit-email', kind: 'reminder' });
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
    queueMail(visit.leadId, now, payload(kind));
    const remindAt = reminderTime(visit.day);
    if (kind !== 'cancelled' && remindAt > now) queueMail(visit.leadId, remindAt, payload('reminder'));
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

  /**
   * The request's status follows its visits: "Estimate scheduled" exactly while one is booked,
   * and the status it had before that visit once none is.
   */
  const followStatus = (leadId: number, actor: Actor, at: string) => {
    const lead = leads.get(leadId)!;
    const booked = bookedOfLead.get(leadId) as VisitRow | undefined;
    const latest = latestOfLead.get(leadId) as VisitRow | undefined;
    const to: LeadStatus = booked ? 'Estimate scheduled' : lead.status === 'Estimate scheduled' ? (latest?.status_before ?? 'New') : lead.status;
    const estimateAt = booked ? zonedInstant(booked.day, booked.start_min).toISOString() : null;
    leads.setVisitStatus(leadId, { status: to, estimateAt });
    if (lead.status !== to) record(actor, { leadId, at, kind: 'status', detail: { from: lead.status, to } });
  };

  /** A customer past the limit: this phone number, e-mail or client address already holds enough upcoming visits. */
  const hoarding = (lead: WorkedLead, now: Date) =>
    leads.sameCustomer(bookedLeadsFrom.all(businessDay(now), lead.id) as number[], {
      phone: phoneKey(lead.phone),
      email: lead.email.trim().toLowerCase(),
      ip: lead.client_ip,
    }) >= upcomingVisitsPerCustomer;

  const refuse = (problem: ChangeProblem): ChangeResult => ({ ok: false, problem, status: problemStatus[problem] });

  /** The one transition function: every path that changes a visit comes here. */
  const change = db.transaction((leadId: number, next: VisitChange, actor: Actor, now: Date): ChangeResult => {
    // Read inside the transaction: an earlier change in the same batch may have changed it.
    const lead = leads.get(leadId);
    if (!lead) return refuse('unknown');
    const customer = actor.kind === 'customer';
    const config = settings();
    if (customer && closedStatuses.includes(lead.status)) return refuse('closed');
    const booked = bookedOfLead.get(lead.id) as VisitRow | undefined;
    const at = now.toISOString();

    if (next.to !== 'booked') {
      const row = visitById.get(next.visitId) as VisitRow | undefined;
      if (!row || row.lead_id !== lead.id) return refuse('unknown');
      if (row.status !== 'booked') return refuse('not-booked');
      if (customer && next.to !== 'cancelled') return refuse('owner-only');
      if (customer && !customerMayChange(toVisit(row), config.changeCutoffHours, now)) return refuse('cutoff');
      const cancelled = next.to === 'cancelled';
      const reason = cancelled ? (next.reason ?? null) : null;
      setVisitStatus.run(next.to, reason, cancelled ? 1 : 0, at, row.id);
      const visit = toVisit(visitById.get(row.id) as VisitRow);
      record(actor, { leadId: lead.id, at, kind: 'visit', detail: { action: next.to, window: describeVisitShort(visit), ...(reason ? { reason } : {}) } });
      followStatus(lead.id, actor, at);
      if (cancelled) {
        if (customer) alert(lead, visit, 'Estimate cancelled', now);
        mail(visit, 'cancelled', now);
      }
      return { ok: true, visit, visitToken: issue(lead.id, 'visit', now, visit.id), moved: false };
    }

    const target = next.visitId === undefined ? booked : (visitById.get(next.visitId) as VisitRow | undefined);
    if (next.visitId !== undefined && (!target || target.lead_id !== lead.id)) return refuse('unknown');
    if (next.visitId !== undefined && target?.status !== 'booked') return refuse('not-booked');
    if (customer) {
      if (!config.online) return refuse('offline');
      if (next.anyTime) return refuse('owner-only');
      // The window the customer holds may only be given up until the cutoff, whichever page they use.
      if (target && !customerMayChange(toVisit(target), config.changeCutoffHours, now)) return refuse('cutoff');
      if (!target && doneOfLead.get(lead.id)) return refuse('estimate-done');
      const address = next.address ?? lead.address;
      if (address.trim() === '' || zipOnly(address)) return refuse('address-needed');
      if (townOf(address) === null) return refuse('outside');
      if (!target && hoarding(lead, now)) return refuse('limit');
    }
    let start = next.start;
    let end: number;
    const window = isDay(next.day) ? config.weekly[weekdayOf(next.day)]!.find((w) => w.start === start) : undefined;
    if (next.anyTime && !window) {
      if (!isDay(next.day) || !Number.isInteger(start) || start < 0 || start >= 1440) return refuse('not-a-window');
      if (zonedInstant(next.day, start) <= now) return refuse('past');
      const holder = config.weekly[weekdayOf(next.day)]!.find((w) => w.start <= start && start < w.end);
      if (holder && (taken(next.day, next.day, lead.id).get(slotKey(next.day, holder.start)) ?? 0) >= config.capacity) return refuse('full');
      end = Math.min(start + ownerVisitMinutes, 1440);
    } else {
      const rules = customer ? config : { ...config, noticeDays: 0, horizonDays: 366, closedOnHolidays: false };
      const problem = slotProblem(rules, customer ? daysOffAhead(now) : [], taken(next.day, next.day, lead.id), now, next.day, start);
      if (problem) return refuse(problem);
      start = window!.start;
      end = window!.end;
    }
    if (customer && next.address) leads.setAddress(lead.id, next.address);
    let row: VisitRow;
    let moved = false;
    if (target) {
      if (target.day === next.day && target.start_min === start && target.end_min === end)
        return { ok: true, visit: toVisit(target), visitToken: issue(lead.id, 'visit', now, target.id), moved: false };
      moveVisit.run(next.day, start, end, at, target.id);
      row = visitById.get(target.id) as VisitRow;
      moved = true;
      record(actor, {
        leadId: lead.id,
        at,
        kind: 'visit',
        detail: {
          action: 'moved',
          from: describeVisitShort(toVisit(target)),
          window: describeVisitShort(toVisit(row)),
          ...(next.reason ? { reason: next.reason } : {}),
        },
      });
    } else {
      const id = insertVisit.run({
        leadId: lead.id,
        uid: `${randomUUID()}@visit`,
        day: next.day,
        start,
        end,
        zone: scheduleZone,
        statusBefore: lead.status === 'Estimate scheduled' ? ((latestOfLead.get(lead.id) as VisitRow | undefined)?.status_before ?? 'New') : lead.status,
        at,
      }).lastInsertRowid;
      row = visitById.get(id) as VisitRow;
      record(actor, { leadId: lead.id, at, kind: 'visit', detail: { action: 'booked', window: describeVisitShort(toVisit(row)) } });
    }
    followStatus(lead.id, actor, at);
    const visit = toVisit(row);
    // The owner's phone hears of the customer's changes; the owner knows of their own.
    if (customer) alert(lead, visit, moved ? 'Estimate moved' : 'Estimate booked', now);
    mail(visit, moved ? 'moved' : 'booked', now);
    return { ok: true, visit, visitToken: issue(lead.id, 'visit', now, visit.id), moved };
  });

  const changeTogether = groupCommit(db, change, { immediate: true });

  const issue = (leadId: number, kind: 'book' | 'visit', now: Date, visitId: number | null = null) => {
    const fresh = newToken();
    insertToken.run(hashToken(fresh), leadId, kind, now.toISOString(), visitId);
    return fresh;
  };

  /**
   * Before the state machine, the owner's typed estimate time was only `leads.estimate_at`: it
   * never reached the schedule. Each such time becomes the visit it always meant, once, when the
   * store first opens the database (no GET ever does it).
   */
  const typed = leads.typedEstimates().filter((lead) => bookedOfLead.get(lead.id) === undefined);
  if (typed.length) db.transaction(() => {
    for (const lead of typed) {
      const [day, clock] = businessTimeInput(lead.estimate_at).split('T') as [string, string];
      const start = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
      const at = new Date().toISOString();
      insertVisit.run({
        leadId: lead.id,
        uid: `${randomUUID()}@visit`,
        day,
        start,
        end: Math.min(start + ownerVisitMinutes, 1440),
        zone: scheduleZone,
        statusBefore: leads.statusBefore(lead.id) ?? 'Contacted',
        at,
      });
    }
  })();

  /** The feed's secret as stored; made once when the store first opens a database that has none, so no GET ever writes it. */
  const feedSecret = () => (readSettings.get() as { feed_token: string | null } | undefined)?.feed_token ?? null;
  if (feedSecret() === null) writeFeedToken.run(newToken());

  return {
    settings,
    saveSettings: (next: ScheduleSettings) => writeSettings.run(JSON.stringify(next)),
    daysOff: () => daysOffList.all() as (DayOff & { id: number })[],
    daysOffAhead,
    addDayOff: (off: DayOff) => insertDayOff.run(off.first, off.last),
    removeDayOff: (id: number) => deleteDayOff.run(id).changes === 1,
    /** Windows' bookings between two days, not counting one request's own visit. */
    taken,
    /** A new link for a request: 'book' goes on the thank-you page, 'visit' (naming its visit) on the result page and in e-mails. */
    issueToken: (leadId: number, kind: 'book' | 'visit', now = new Date(), visitId: number | null = null) => issue(leadId, kind, now, visitId),
    /**
     * The request a customer's link belongs to and the visit it shows (a visit link's own visit;
     * for a booking link the booked one, else the latest), or undefined for a token we never issued.
     */
    byToken: (given: string, kind: 'book' | 'visit') => {
      const found = bookingTokenPattern.test(given) ? (token.get(hashToken(given), kind) as { lead_id: number; visit_id: number | null } | undefined) : undefined;
      if (!found) return undefined;
      const lead = leads.get(found.lead_id)!;
      const row = (found.visit_id === null ? latestOfLead.get(lead.id) : visitById.get(found.visit_id)) as VisitRow | undefined;
      return {
        lead,
        visit: row ? toVisit(row) : null,
        closed: closedStatuses.includes(lead.status),
        /** Whether a new booking would pass the limit on upcoming visits per customer. */
        overLimit: !bookedOfLead.get(lead.id) && hoarding(lead, new Date()),
        /** The estimate visit took place: the link books no other. */
        estimateDone: !bookedOfLead.get(lead.id) && Boolean(doneOfLead.get(lead.id)),
        /** The request has a booked visit now (after a cancellation, perhaps a new one). */
        booked: Boolean(bookedOfLead.get(lead.id)),
      };
    },
    /** The request's booked visit, else its latest, or null. */
    visitOfLead: (leadId: number) => {
      const row = latestOfLead.get(leadId) as VisitRow | undefined;
      return row ? toVisit(row) : null;
    },
    visit: (id: number) => {
      const row = visitById.get(id) as VisitRow | undefined;
      return row ? toVisit(row) : null;
    },
    customerTold,
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
      const requests = new Map(leads.many([...new Set(rows.map((row) => row.lead_id))]).map((lead) => [lead.id, lead]));
      return rows.map((row) => {
        const { name, phone, address, service } = requests.get(row.lead_id)!;
        return { ...toVisit(row), name, phone, address, town: townOf(address), service };
      });
    },
    /** The calendar feed's secret; read only, so fetching the feed never writes. */
    feedToken: () => feedSecret() as string,
    /** Makes a new feed secret; the old address stops working. */
    renewFeedToken: () => {
      const fresh = newToken();
      writeFeedToken.run(fresh);
      return fresh;
    },
    /**
     * What the customer's visit page and e-mails say of the visit's last change, as it left the
     * visit in this window: the owner's move or cancellation, and why.
     */
    lastChange: (visit: Pick<Visit, 'leadId' | 'day' | 'start' | 'end'>): LastChange | null => {
      const row = leads.lastVisitEvent(visit.leadId, describeVisitShort(visit));
      if (!row) return null;
      const detail = JSON.parse(row.detail) as { action: LastChange['action']; from?: string; reason?: string };
      // A reason stored before the clean-text rule is cleaned on its way out.
      const reason = detail.reason ? cleanLine(detail.reason) : null;
      return { action: detail.action, byOwner: row.actor !== 'customer', from: detail.from ?? null, reason: reason || null };
    },
    /**
     * Queues the e-mail of a booked visit's link to the request's own address, at most
     * `linkMailsPerDay` a day: false when e-mail is off, the request has no address, or the day's are used.
     */
    queueLinkMail: (visit: Visit, now = new Date()): boolean => {
      if (!options.email || !leads.email(visit.leadId)) return false;
      if (outbox.countQueued(visit.leadId, { channel: 'visit-email', kind: 'link', after: now.getTime() - 86_400_000 }) >= linkMailsPerDay) return false;
      const payload: VisitMail = { kind: 'link', visitId: visit.id, uid: visit.uid, sequence: visit.sequence, day: visit.day, start: visit.start, end: visit.end };
      queueMail(visit.leadId, now, JSON.stringify(payload));
      return true;
    },
    /** Whether visit e-mails go out at all (SMTP_URL is set). */
    emails: options.email,
    /** Claims today's morning summary; false when it was already sent. */
    claimSummary: (day: string) =>
      db
        .transaction(() => {
          const row = readSettings.get() as { summary_day: string | null } | undefined;
          if (row?.summary_day === day) return false;
          writeSummaryDay.run(day);
          return true;
        })
        .immediate(),
  };
}

export type ScheduleStore = ReturnType<typeof scheduleStore>;
