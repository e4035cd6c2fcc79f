/**
 * What the customer's booking and visit pages (src/pages/book/[token].astro) render, built by
 * server/schedule/view.ts; every text is already in words. Types only, shared by the server and
 * the components of src/components/booking.
 */
import type { Visit } from './schedule-view.ts';

/** One open day of the strip: a link that shows its windows (GET only), and the windows themselves. */
export interface DayChoice {
  day: string;
  /** 'Tue' and 'Dec 1', the two lines of the day's button. */
  weekday: string;
  date: string;
  /** 'Tuesday, December 1'. */
  label: string;
  href: string;
  slots: { value: string; label: string }[];
}

/** The day strip and the one day whose windows show. */
export interface Picker {
  days: DayChoice[];
  day: DayChoice;
  chosen: string | null;
}

/** What every customer page says about the request: its service, town and reference. */
export interface RequestSummary {
  service: string;
  town: string | null;
  reference: string;
}

/** What the public booking pages render (src/pages/book/[token].astro); every text is already in words. */
export type BookingView =
  | {
      page: 'book';
      title: string;
      action: string;
      /** Null when there is no open time at all. */
      picker: Picker | null;
      summary: RequestSummary;
      /**
       * The property's address: known (shown, not asked), asked under the ZIP the request gave
       * (the street only), or asked whole. `typed` is what the customer typed, kept after a problem.
       */
      address: { known: string } | { ask: 'street'; zip: string; typed: string } | { ask: 'whole'; typed: string };
      /**
       * Offer a call instead: the address is outside our towns, booking online is off, this
       * customer already holds as many upcoming visits as one may book online, or the estimate
       * visit already took place.
       */
      callInstead: 'outside' | 'offline' | 'limit' | 'done' | null;
      /** A visit already booked: picking another time moves it. */
      current: string | null;
      problem: string | null;
    }
  | {
      page: 'visit';
      /** Just booked or changed: the result page. */
      result: 'booked' | 'changed' | null;
      when: string;
      status: Visit['status'];
      summary: RequestSummary;
      address: string;
      self: string;
      calendar: string;
      /** The `sms:` link that texts the visit's link to oneself. */
      textLink: string;
      /** "E-mail me this link": shown when e-mail is set up and the request has an address. */
      emailLinkAction: string | null;
      /** The link was just e-mailed. */
      sent: boolean;
      changeAction: string;
      cancelAction: string;
      /** "Pick another time" after a cancellation, while the request can still be booked online. */
      againAction: string | null;
      mayChange: boolean;
      /** How many hours before the window the customer may still change it. */
      cutoffHours: number;
      picker: Picker | null;
      /** The owner's last move or cancellation, in words for the customer. */
      ownerChange: { moved: boolean; from: string | null; reason: string | null } | null;
      problem: string | null;
    }
  | { page: 'problem'; status: number; title: string; message: string };
