/**
 * The estimate visits as the owner's Schedule tab (/inbox/schedule) renders them, built by
 * server/schedule/owner-view.ts over the schedule store (server/schedule/store.ts). Types only:
 * they live below both the components that render them and the server that fills them.
 */
import type { ScheduleSettings } from './schedule.ts';

export type VisitStatus = 'booked' | 'cancelled' | 'done' | 'no-show';

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
  /** What the owner's last change to a visit did, in words; null when the page was not reached from one. */
  notice: string | null;
  /** Days off the owner asked for over booked visits: named, and asked about, before they are added. */
  dayOffCheck: DayOffCheck | null;
}

export interface DayOffCheck {
  first: string;
  last: string;
  label: string;
  visits: { id: number; leadId: number; label: string }[];
}
