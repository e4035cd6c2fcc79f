import { addDays, businessDay } from '../../src/lib/dates.ts';
import { feedPath } from '../../src/lib/booking-links.ts';
import { holidaysBetween } from '../../src/lib/holidays.ts';
import { contactLinks } from '../../src/lib/lead-contact.ts';
import { serviceLabel } from '../../src/lib/quote-fields.ts';
import {
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
  type ScheduleSettings,
} from '../../src/lib/schedule.ts';
import type { LeadStore } from '../leads/db.ts';
import type { ScheduleStore, ScheduledVisit } from './store.ts';

export interface OwnerVisit extends ScheduledVisit {
  window: string;
  serviceLabel: string;
  maps: string | null;
  call: string | null;
  text: string | null;
}

/** What /inbox/schedule renders. */
export interface ScheduleView {
  settings: ScheduleSettings;
  weekly: { index: number; name: string; text: string }[];
  daysOff: { id: number; label: string }[];
  /** Upcoming visits by day, today first. */
  days: { day: string; label: string; visits: OwnerVisit[] }[];
  /** Windows the owner can move a visit to: open ones up to the horizon, from later today (no notice for the owner). */
  moveTo: { value: string; label: string }[];
  feedUrl: string;
  /** The next public holidays in words: 'Thanksgiving Day, Thu, Nov 26; Day after Thanksgiving, Fri, Nov 27'. */
  nextHolidays: string;
}

export function scheduleView(schedule: ScheduleStore, siteOrigin: string, now = new Date()): ScheduleView {
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

