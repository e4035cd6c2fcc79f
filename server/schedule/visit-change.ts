import type { LeadStatus } from '../../src/lib/lead-status.ts';
import {
  customerMayChange,
  describeVisitShort,
  isDay,
  scheduleZone,
  slotKey,
  slotProblem,
  weekdayOf,
  zonedInstant,
  type ScheduleSettings,
} from '../../src/lib/schedule.ts';
import { townOf, zipOnly } from '../../src/lib/town.ts';
import type { LeadsDb } from '../db/open.ts';
import type { LeadRecords, WorkedLead } from '../leads/records.ts';
import type { ScheduleSettingsStore } from './schedule-settings.ts';
import type { bookingTokens } from './tokens.ts';
import { insertVisitSql, ownerVisitMinutes, visitUid } from './typed-times.ts';
import type { VisitQueries } from './visit-queries.ts';
import type { VisitNotices } from './visit-notices.ts';
import { problemStatus, toVisit, type Actor, type ChangeProblem, type ChangeResult, type VisitChange, type VisitRow } from './visits.ts';

/** Requests in these states are settled: their booking links are used up. */
export const closedStatuses: readonly LeadStatus[] = ['Quoted', 'Won', 'Lost', 'Spam'];

export interface VisitChangeParts {
  queries: VisitQueries;
  settings: ScheduleSettingsStore;
  notices: VisitNotices;
  tokens: ReturnType<typeof bookingTokens>;
  records: LeadRecords;
}

type Booking = Extract<VisitChange, { to: 'booked' }>;
type Ending = Exclude<VisitChange, Booking>;
/** One change as `change` was asked for it, with what it read first. */
interface Step<N extends VisitChange> {
  lead: WorkedLead;
  next: N;
  actor: Actor;
  now: Date;
  at: string;
  config: ScheduleSettings;
}

const refuse = (problem: ChangeProblem): ChangeResult => ({ ok: false, problem, status: problemStatus[problem] });
const actorName = (actor: Actor) => (actor.kind === 'customer' ? 'customer' : actor.email);

/**
 * The one transition function, `change`: every path that changes a visit comes here, the
 * customer's and the owner's alike, and it runs inside one transaction.
 */
export function visitChanges(db: LeadsDb, { queries, settings, notices, tokens, records }: VisitChangeParts) {
  const bookedBetween = db.prepare(`SELECT day, start_min FROM visits WHERE status = 'booked' AND day BETWEEN ? AND ? AND lead_id <> ?`);
  const insertVisit = db.prepare(insertVisitSql);
  const moveVisit = db.prepare(`UPDATE visits SET day = ?, start_min = ?, end_min = ?, sequence = sequence + 1, updated_at = ? WHERE id = ?`);
  const setVisitStatus = db.prepare(`UPDATE visits SET status = ?, cancel_reason = ?, sequence = sequence + ?, updated_at = ? WHERE id = ?`);

  /**
   * Booked visits per window between two days, not counting one request's own: a visit counts in
   * the window its start falls in, so a time the owner typed (9:30 AM) fills its window (8–10 AM).
   */
  const taken = (from: string, to: string, exceptLead: number) => {
    const weekly = settings.settings().weekly;
    const counts = new Map<string, number>();
    for (const row of bookedBetween.all(from, to, exceptLead) as { day: string; start_min: number }[]) {
      const window = weekly[weekdayOf(row.day)]!.find((w) => w.start <= row.start_min && row.start_min < w.end);
      if (!window) continue;
      const key = slotKey(row.day, window.start);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  };

  const record = (step: Step<VisitChange>, kind: string, detail: object) =>
    records.record({ leadId: step.lead.id, at: step.at, actor: actorName(step.actor), kind, detail });

  const visitToken = (step: Step<VisitChange>, visitId: number) => tokens.issue(step.lead.id, 'visit', { now: step.now, visitId });

  /**
   * The request's status follows its visits: "Estimate scheduled" exactly while one is booked,
   * and the status it had before that visit once none is.
   */
  const followStatus = (step: Step<VisitChange>) => {
    const leadId = step.lead.id;
    const lead = queries.lead(leadId)!;
    const booked = queries.booked(leadId);
    const to: LeadStatus = booked ? 'Estimate scheduled' : lead.status === 'Estimate scheduled' ? (queries.latest(leadId)?.status_before ?? 'New') : lead.status;
    const estimateAt = booked ? zonedInstant(booked.day, booked.start_min).toISOString() : null;
    records.setVisitStatus(leadId, { status: to, estimateAt });
    if (lead.status !== to) record(step, 'status', { from: lead.status, to });
    // The owner setting a visit answers a new request, as any status change from New in the inbox does.
    if (lead.status === 'New' && to !== 'New' && step.actor.kind === 'owner') records.markAnswered(leadId, step.at);
  };

  /** Cancelled, done or no-show: the end of a booked visit. */
  const endVisit = (step: Step<Ending>): ChangeResult => {
    const { lead, next, now } = step;
    const customer = step.actor.kind === 'customer';
    const row = queries.visit(next.visitId);
    if (!row || row.lead_id !== lead.id) return refuse('unknown');
    if (row.status !== 'booked') return refuse('not-booked');
    if (customer && next.to !== 'cancelled') return refuse('owner-only');
    if (customer && !customerMayChange(toVisit(row), step.config.changeCutoffHours, now)) return refuse('cutoff');
    const cancelled = next.to === 'cancelled';
    const reason = cancelled ? (next.reason ?? null) : null;
    setVisitStatus.run(next.to, reason, cancelled ? 1 : 0, step.at, row.id);
    const visit = toVisit(queries.visit(row.id)!);
    record(step, 'visit', { action: next.to, window: describeVisitShort(visit), ...(reason ? { reason } : {}) });
    followStatus(step);
    if (cancelled) {
      if (customer) notices.alert(lead, visit, { title: 'Estimate cancelled', now });
      notices.mail(visit, 'cancelled', now);
    }
    return { ok: true, visit, visitToken: visitToken(step, visit.id), moved: false };
  };

  /** Why the customer may not book or move to this visit, beyond the window's own rules. */
  const customerProblem = (step: Step<Booking>, target: VisitRow | undefined): ChangeProblem | null => {
    const { lead, next, now, config } = step;
    if (!config.online) return 'offline';
    if (next.anyTime) return 'owner-only';
    // The window the customer holds may only be given up until the cutoff, whichever page they use.
    if (target && !customerMayChange(toVisit(target), config.changeCutoffHours, now)) return 'cutoff';
    if (!target && queries.hasDone(lead.id)) return 'estimate-done';
    const address = next.address ?? lead.address;
    if (address.trim() === '' || zipOnly(address)) return 'address-needed';
    if (townOf(address) === null) return 'outside';
    if (!target && queries.hoarding(lead, now)) return 'limit';
    return null;
  };

  /** The visit's start and end: a window, or (the owner only) any minute of the day. */
  const placement = (step: Step<Booking>): { start: number; end: number } | ChangeProblem => {
    const { lead, next, now, config } = step;
    const customer = step.actor.kind === 'customer';
    const start = next.start;
    const window = isDay(next.day) ? config.weekly[weekdayOf(next.day)]!.find((w) => w.start === start) : undefined;
    if (next.anyTime && !window) {
      if (!isDay(next.day) || !Number.isInteger(start) || start < 0 || start >= 1440) return 'not-a-window';
      if (zonedInstant(next.day, start) <= now) return 'past';
      const holder = config.weekly[weekdayOf(next.day)]!.find((w) => w.start <= start && start < w.end);
      if (holder && (taken(next.day, next.day, lead.id).get(slotKey(next.day, holder.start)) ?? 0) >= config.capacity) return 'full';
      return { start, end: Math.min(start + ownerVisitMinutes, 1440) };
    }
    const rules = customer ? config : { ...config, noticeDays: 0, horizonDays: 366, closedOnHolidays: false };
    const problem = slotProblem(rules, customer ? settings.daysOffAhead(now) : [], taken(next.day, next.day, lead.id), now, next.day, start);
    return problem ?? { start: window!.start, end: window!.end };
  };

  /** Moves the target visit to its new window; undefined when it is there already. */
  const moveTo = (step: Step<Booking>, target: VisitRow, { start, end }: { start: number; end: number }): VisitRow | undefined => {
    const { next } = step;
    if (target.day === next.day && target.start_min === start && target.end_min === end) return undefined;
    moveVisit.run(next.day, start, end, step.at, target.id);
    const row = queries.visit(target.id)!;
    record(step, 'visit', {
      action: 'moved',
      from: describeVisitShort(toVisit(target)),
      window: describeVisitShort(toVisit(row)),
      ...(next.reason ? { reason: next.reason } : {}),
    });
    return row;
  };

  const insertNew = (step: Step<Booking>, { start, end }: { start: number; end: number }): VisitRow => {
    const { lead } = step;
    const id = insertVisit.run({
      leadId: lead.id,
      uid: visitUid(),
      day: step.next.day,
      start,
      end,
      zone: scheduleZone,
      statusBefore: lead.status === 'Estimate scheduled' ? (queries.latest(lead.id)?.status_before ?? 'New') : lead.status,
      at: step.at,
    }).lastInsertRowid;
    const row = queries.visit(Number(id))!;
    record(step, 'visit', { action: 'booked', window: describeVisitShort(toVisit(row)) });
    return row;
  };

  /** Books a request's visit, or moves the one it has. */
  const bookVisit = (step: Step<Booking>): ChangeResult => {
    const { lead, next, now } = step;
    const customer = step.actor.kind === 'customer';
    const target = next.visitId === undefined ? queries.booked(lead.id) : queries.visit(next.visitId);
    if (next.visitId !== undefined && (!target || target.lead_id !== lead.id)) return refuse('unknown');
    if (next.visitId !== undefined && target?.status !== 'booked') return refuse('not-booked');
    const problem = customer ? customerProblem(step, target) : null;
    if (problem) return refuse(problem);
    const place = placement(step);
    if (typeof place === 'string') return refuse(place);
    if (customer && next.address) records.setAddress(lead.id, next.address);
    const row = target ? moveTo(step, target, place) : insertNew(step, place);
    if (!row) return { ok: true, visit: toVisit(target!), visitToken: visitToken(step, target!.id), moved: false };
    const moved = Boolean(target);
    followStatus(step);
    const visit = toVisit(row);
    // The owner's phone hears of the customer's changes; the owner knows of their own.
    if (customer) notices.alert(lead, visit, { title: moved ? 'Estimate moved' : 'Estimate booked', now });
    notices.mail(visit, moved ? 'moved' : 'booked', now);
    return { ok: true, visit, visitToken: visitToken(step, visit.id), moved };
  };

  const change = db.transaction((leadId: number, next: VisitChange, actor: Actor, now: Date): ChangeResult => {
    // Read inside the transaction: an earlier change in the same batch may have changed it.
    const lead = queries.lead(leadId);
    if (!lead) return refuse('unknown');
    if (actor.kind === 'customer' && closedStatuses.includes(lead.status)) return refuse('closed');
    const step = { lead, actor, now, at: now.toISOString(), config: settings.settings() };
    return next.to === 'booked' ? bookVisit({ ...step, next }) : endVisit({ ...step, next });
  });

  return { change, taken };
}
