import { addDays, businessDay } from '../../src/lib/dates.ts';
import { bookingPath, visitCalendarPath, visitPath } from '../../src/lib/booking-links.ts';
import { describeVisit, formatDayShort, formatWindow, openSlots, slotsByDay, slotValue, customerMayChange } from '../../src/lib/schedule.ts';
import { townOf, zipOnly } from '../../src/lib/town.ts';
import type { LeadRow } from '../leads/db.ts';
import type { ScheduleStore, Visit } from './store.ts';

/** The windows a customer may pick, grouped by day, in words. */
export interface DayChoice {
  day: string;
  label: string;
  slots: { value: string; label: string }[];
}

/** What the public booking pages render (src/pages/book/[token].astro); every text is already in words. */
export type BookingView =
  | {
      page: 'book';
      action: string;
      days: DayChoice[];
      /** The request has no address yet: the form asks for it. */
      askAddress: boolean;
      /** What the customer typed, kept after a problem. */
      address: string;
      chosen: string | null;
      /**
       * Offer a call instead: the address is outside our towns, booking online is off, this
       * customer already holds as many upcoming visits as one may book online, or the estimate
       * visit already took place.
       */
      callInstead: 'outside' | 'offline' | 'limit' | 'done' | null;
      /** A visit already booked: picking another time moves it. */
      current: string | null;
      problem: string | null;
      /** "That time was just taken". */
      taken: boolean;
    }
  | {
      page: 'visit';
      /** Just booked or changed: the result page ("Booked"). */
      result: 'booked' | 'changed' | null;
      when: string;
      status: Visit['status'];
      self: string;
      calendar: string;
      changeAction: string;
      cancelAction: string;
      mayChange: boolean;
      /** How many hours before the window the customer may still change it. */
      cutoffHours: number;
      days: DayChoice[];
      problem: string | null;
    }
  | { page: 'problem'; status: number; title: string; message: string };

/**
 * The open windows of the next `days` days that have any: the soonest are what most customers
 * pick, and the page stays short on a phone and within its byte budget; the rest can be had by phone.
 */
function choices(schedule: ScheduleStore, leadId: number, now: Date, days = 10): DayChoice[] {
  const settings = schedule.settings();
  const slots = openSlots(
    settings,
    schedule.daysOffAhead(now),
    schedule.taken(businessDay(now), addDays(businessDay(now), settings.horizonDays), leadId),
    now,
  );
  return slotsByDay(slots).slice(0, days).map(({ day, slots: list }) => ({
    day,
    label: formatDayShort(day),
    slots: list.map((slot) => ({
      value: slotValue(slot.day, slot.start),
      label: formatWindow(slot),
    })),
  }));
}

export function bookView(
  schedule: ScheduleStore,
  token: string,
  lead: LeadRow,
  visit: Visit | null,
  now: Date,
  kept: {
    address?: string;
    chosen?: string;
    problem?: string;
    taken?: boolean;
    overLimit?: boolean;
    estimateDone?: boolean;
  } = {},
): BookingView {
  const online = schedule.settings().online;
  const outside = lead.address.trim() !== '' && townOf(lead.address) === null;
  const callInstead = !online ? 'offline' : outside ? 'outside' : kept.estimateDone ? 'done' : kept.overLimit ? 'limit' : null;
  return {
    page: 'book',
    action: bookingPath(token),
    days: callInstead ? [] : choices(schedule, lead.id, now),
    askAddress: lead.address.trim() === '' || zipOnly(lead.address) !== null,
    address: kept.address ?? '',
    chosen: kept.chosen ?? null,
    callInstead,
    current: visit?.status === 'booked' ? describeVisit(visit) : null,
    problem: kept.problem ?? null,
    taken: kept.taken ?? false,
  };
}

export function visitView(
  schedule: ScheduleStore,
  token: string,
  visit: Visit,
  now: Date,
  extra: { result?: 'booked' | 'changed' | null; problem?: string } = {},
): BookingView {
  const cutoffHours = schedule.settings().changeCutoffHours;
  const mayChange = visit.status === 'booked' && customerMayChange(visit, cutoffHours, now);
  return {
    page: 'visit',
    result: extra.result ?? null,
    when: describeVisit(visit),
    status: visit.status,
    self: visitPath(token),
    calendar: visitCalendarPath(token),
    changeAction: `${visitPath(token)}/change`,
    cancelAction: `${visitPath(token)}/cancel`,
    mayChange,
    cutoffHours,
    days: mayChange ? choices(schedule, visit.leadId, now) : [],
    problem: extra.problem ?? null,
  };
}
