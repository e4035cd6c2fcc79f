import { addDays, businessDay } from '../../src/lib/dates.ts';
import { feedPath } from '../../src/lib/booking-links.ts';
import { holidaysBetween } from '../../src/lib/holidays.ts';
import { contactLinks } from '../../src/lib/lead-contact.ts';
import { serviceLabel } from '../../src/lib/quote-fields.ts';
import {
  describeVisitMedium,
  describeVisitShort,
  formatDayLong,
  formatDayShort,
  formatDayOff,
  formatWindow,
  morningSummaryMinutes,
  openSlots,
  slotValue,
  weekdayNames,
  zonedInstant,
} from '../../src/lib/schedule.ts';
import type { LeadStore } from '../leads/db.ts';
import type { CustomerTold, ScheduleStore } from './store.ts';
import type { DayOffCheck, OwnerVisit, ScheduleView } from '../../src/lib/schedule-view.ts';

/** The owner's changes to a visit that the page confirms, as the redirect's `saved` names them. */
export type VisitOutcome = 'moved' | 'cancelled' | 'done' | 'no-show';

const toldWords: Record<CustomerTold, string> = {
  emailed: 'the customer was e-mailed',
  'no-email': 'the customer was not told: no e-mail on this request',
  'no-smtp': 'the customer was not told: e-mail is not set up on this server',
};

/**
 * "Moved to Tue, Dec 1, 8–10 AM; the customer was e-mailed": what a change did, built from the
 * visit as stored rather than from text in the address, so a link cannot make the page say anything else.
 */
export function visitNotice(schedule: ScheduleStore, outcome: VisitOutcome, visitId: number): string | null {
  const visit = schedule.visit(visitId);
  if (!visit) return null;
  const when = describeVisitMedium(visit);
  const told = toldWords[schedule.customerTold(visit.leadId)];
  switch (outcome) {
    case 'moved':
      return `Moved to ${when}; ${told}.`;
    case 'cancelled':
      return `Cancelled; ${told}. The visit was ${when}.`;
    case 'done':
      return `Marked the visit of ${when} done.`;
    case 'no-show':
      return `Marked the visit of ${when} a no-show.`;
  }
}

/** Booked visits between two days, each named: what a day off over them would leave standing. */
export function dayOffCheck(schedule: ScheduleStore, first: string, last: string): DayOffCheck | null {
  const visits = schedule.between(first, last, ['booked']);
  if (visits.length === 0) return null;
  return {
    first,
    last,
    label: formatDayOff({ first, last }),
    visits: visits.map((visit) => ({
      id: visit.id,
      leadId: visit.leadId,
      label: `${describeVisitMedium(visit)}: ${visit.name}${visit.town ? `, ${visit.town}` : ''}`,
    })),
  };
}

export interface ScheduleViewOptions {
  now?: Date;
  notice?: string | null;
  dayOffCheck?: DayOffCheck | null;
}

export function scheduleView(
  schedule: ScheduleStore,
  siteOrigin: string,
  { now = new Date(), notice = null, dayOffCheck = null }: ScheduleViewOptions = {},
): ScheduleView {
  const settings = schedule.settings();
  const today = businessDay(now);
  const visits = schedule.between(today, addDays(today, 60), ['booked', 'done', 'no-show']);
  const days: ScheduleView['days'] = [];
  for (const visit of visits) {
    const links = contactLinks({
      id: visit.leadId,
      phone: visit.phone,
      email: '',
      address: visit.address,
    });
    const item: OwnerVisit = {
      ...visit,
      window: formatWindow(visit),
      serviceLabel: serviceLabel(visit.service),
      maps: links.map,
      call: links.call,
      text: links.text,
    };
    const last = days.at(-1);
    if (last?.day === visit.day) last.visits.push(item);
    else
      days.push({
        day: visit.day,
        label: visit.day === today ? `Today, ${formatDayLong(visit.day)}` : formatDayLong(visit.day),
        visits: [item],
      });
  }
  const ahead = { ...settings, noticeDays: 0, closedOnHolidays: false };
  return {
    settings,
    weekly: weekdayNames.map((name, index) => ({
      index,
      name,
      text: settings.weekly[index]!.map(formatWindow).join(', '),
    })),
    daysOff: schedule
      .daysOff()
      .filter((off) => off.last >= today)
      .map((off) => ({ id: off.id, label: formatDayOff(off) })),
    days,
    moveTo: openSlots(ahead, [], schedule.taken(today, addDays(today, settings.horizonDays), 0), now).map((slot) => ({
      value: slotValue(slot.day, slot.start),
      label: describeVisitShort(slot),
    })),
    feedUrl: `${siteOrigin}${feedPath(schedule.feedToken())}`,
    nextHolidays: holidaysBetween(today, addDays(today, 366))
      .slice(0, 2)
      .map((holiday) => `${holiday.name}, ${formatDayShort(holiday.day)}`)
      .join('; '),
    notice,
    dayOffCheck,
  };
}

/** The 7 AM alert listing the day's visits, once a day, when the owner turned it on. */
export function queueMorningSummary(schedule: ScheduleStore, leads: Pick<LeadStore, 'queueAlert'>, now = new Date()): boolean {
  if (!schedule.settings().morningSummary) return false;
  const today = businessDay(now);
  if (now < zonedInstant(today, morningSummaryMinutes) || now >= zonedInstant(today, 12 * 60)) return false;
  const visits = schedule.between(today, today, ['booked']);
  if (!schedule.claimSummary(today)) return false;
  const body = visits.length
    ? visits.map((visit) => `${formatWindow(visit)}${visit.town ? ` ${visit.town}` : ''}`).join('; ')
    : 'No estimate visits today.';
  leads.queueAlert(
    {
      title: `Today: ${visits.length === 1 ? '1 estimate visit' : `${visits.length} estimate visits`}`,
      body,
      url: '/inbox/schedule',
      tag: `summary-${today}`,
    },
    null,
    now,
  );
  return true;
}
