import { addDays, businessDay } from '../../src/lib/dates.ts';
import { bookingPath, selfTextHref, visitCalendarPath, visitPath } from '../../src/lib/booking-links.ts';
import { leadReference } from '../../src/lib/lead-contact.ts';
import { serviceLabel } from '../../src/lib/quote-fields.ts';
import { describeVisit, formatDayLong, formatWindow, openSlots, slotsByDay, slotValue, customerMayChange, parseSlotValue } from '../../src/lib/schedule.ts';
import { outsideArea, townOf, zipOnly } from '../../src/lib/town.ts';
import type { LeadRow } from '../leads/db.ts';
import type { LastChange, ScheduleStore } from './store.ts';
import type { Visit } from '../../src/lib/schedule-view.ts';
import type { BookingView, DayChoice, Picker, RequestSummary } from '../../src/lib/booking-view.ts';

const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const dateShort = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The open days of the next two weeks or so, at most `days` of them: the soonest are what most
 * customers pick, and the strip stays two rows on a phone; the rest can be had by phone. Only
 * the shown day's windows are in the page.
 */
/** How many open days the strip offers. */
const pickerDays = 10;

function picker(schedule: ScheduleStore, { leadId, page, now }: { leadId: number; page: string; now: Date }, wanted: { day?: string; chosen?: string | null }): Picker | null {
  const settings = schedule.settings();
  const slots = openSlots(
    settings,
    schedule.daysOffAhead(now),
    schedule.taken(businessDay(now), addDays(businessDay(now), settings.horizonDays), leadId),
    now,
  );
  const strip: DayChoice[] = slotsByDay(slots)
    .slice(0, pickerDays)
    .map(({ day, slots: list }) => {
      const date = new Date(`${day}T12:00:00Z`);
      return {
        day,
        weekday: weekdayShort.format(date),
        date: dateShort.format(date),
        label: formatDayLong(day),
        href: `${page}?day=${day}#pick`,
        slots: list.map((slot) => ({ value: slotValue(slot.day, slot.start), label: formatWindow(slot) })),
      };
    });
  if (strip.length === 0) return null;
  const chosenDay = parseSlotValue(wanted.chosen)?.day;
  const day = strip.find((d) => d.day === wanted.day) ?? strip.find((d) => d.day === chosenDay) ?? strip[0]!;
  return { days: strip, day, chosen: wanted.chosen ?? null };
}

function summaryOf(lead: LeadRow): RequestSummary {
  return { service: serviceLabel(lead.service), town: townOf(lead.address), reference: leadReference(lead.id) };
}

/** The booking link a page is for: its token, its request and the visit it shows. */
export interface BookingLink {
  token: string;
  lead: LeadRow;
  visit: Visit | null;
}

export type BookKept = {
    /** The day the strip's link asked for. */
    day?: string;
    address?: string;
    chosen?: string;
    problem?: string;
    overLimit?: boolean;
    estimateDone?: boolean;
};

export function bookView(schedule: ScheduleStore, { token, lead, visit }: BookingLink, now: Date, kept: BookKept = {}): BookingView {
  const online = schedule.settings().online;
  const callInstead = !online ? 'offline' : outsideArea(lead.address) ? 'outside' : kept.estimateDone ? 'done' : kept.overLimit ? 'limit' : null;
  const zip = zipOnly(lead.address);
  const typed = kept.address ?? '';
  return {
    page: 'book',
    title:
      callInstead === 'outside' || callInstead === 'limit'
        ? 'Call us to set your free estimate'
        : callInstead === 'offline'
          ? "We'll call to set your free estimate"
          : callInstead === 'done'
            ? 'Call us for another visit'
            : 'Pick a time for your free estimate',
    action: bookingPath(token),
    picker: callInstead ? null : picker(schedule, { leadId: lead.id, page: bookingPath(token), now }, { day: kept.day, chosen: kept.chosen }),
    summary: summaryOf(lead),
    address: zip ? { ask: 'street', zip, typed } : lead.address.trim() === '' ? { ask: 'whole', typed } : { known: lead.address },
    callInstead,
    current: visit?.status === 'booked' ? describeVisit(visit) : null,
    problem: kept.problem ?? null,
  };
}

/** The owner's move or cancellation, for the customer; null when the customer made the last change. */
function ownerChangeOf(visit: Visit, change: LastChange | null): Extract<BookingView, { page: 'visit' }>['ownerChange'] {
  if (!change?.byOwner) return null;
  if (visit.status === 'booked' && change.action === 'moved') return { moved: true, from: change.from, reason: change.reason };
  if (visit.status === 'cancelled' && change.action === 'cancelled') return { moved: false, from: null, reason: change.reason };
  return null;
}

export type VisitExtra = { result?: 'booked' | 'changed' | null; problem?: string; day?: string; sent?: boolean };

export function visitView(
  schedule: ScheduleStore,
  link: BookingLink & {
    visit: Visit;
    /** The request is settled, its estimate visit took place, or it has another visit booked: "Pick another time" is not offered. */
    booking: { closed: boolean; estimateDone: boolean; booked: boolean };
  },
  { siteOrigin, now }: { siteOrigin: string; now: Date },
  extra: VisitExtra = {},
): BookingView {
  const { token, visit, lead, booking } = link;
  const settings = schedule.settings();
  const mayChange = visit.status === 'booked' && customerMayChange(visit, settings.changeCutoffHours, now);
  const self = visitPath(token);
  const when = describeVisit(visit);
  return {
    page: 'visit',
    result: extra.result ?? null,
    when,
    status: visit.status,
    summary: summaryOf(lead),
    address: lead.address,
    self,
    calendar: visitCalendarPath(token),
    textLink: selfTextHref(`Free estimate visit, ${when} (Charlotte time). To change or cancel: ${siteOrigin}${self}`),
    emailLinkAction: visit.status === 'booked' && schedule.emails && lead.email.trim() !== '' ? `${self}/email-link` : null,
    sent: extra.sent ?? false,
    changeAction: `${self}/change`,
    cancelAction: `${self}/cancel`,
    againAction:
      visit.status === 'cancelled' && !booking.closed && !booking.estimateDone && !booking.booked && settings.online && !outsideArea(lead.address) ? `${self}/again` : null,
    mayChange,
    cutoffHours: settings.changeCutoffHours,
    picker: mayChange ? picker(schedule, { leadId: visit.leadId, page: self, now }, { day: extra.day }) : null,
    ownerChange: ownerChangeOf(visit, schedule.lastChange(visit)),
    problem: extra.problem ?? null,
  };
}
