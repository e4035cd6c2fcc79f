/**
 * A request as the inbox's list and request pages render it, built by server/inbox/leads.ts and
 * server/inbox/lead-detail.ts. Types (and the one anchor the pages and the redirects share)
 * shared by the server and the components of src/components/inbox.
 */
import type { LeadFilter } from './inbox-query.ts';
import type { LeadStatus } from './lead-status.ts';
import type { ReviewChannel } from './review-request.ts';

/**
 * How a notification about a request leaves (a delivery's channel): the owner's e-mail, the
 * owner's webhook, the customer's confirmation e-mail, an alert to one of the owners' devices,
 * an e-mail to the customer about their estimate visit (server/schedule), an e-mail about the
 * written quote (its link, a reminder, the signed PDF) and the owner's "Call today" check (server/quotes).
 */
export type Channel = 'email' | 'webhook' | 'confirmation' | 'push' | 'visit-email' | 'quote-email' | 'quote-check';

/** A photo sent with a request, as the request's page shows it. */
export interface PhotoInfo {
  id: string;
  /** 1-based, in the order the visitor chose them. */
  number: number;
  width: number;
  height: number;
}

/** The id of the confirmation an inbox form lands on (its redirect's fragment), next to what changed. */
export const savedAnchor = 'saved';

export interface LeadNote {
  id: number;
  at: string;
  author: string;
  body: string;
}

/** One entry of a request's history; `detail` is stored as JSON in lead_events. */
export type LeadEvent = { id: number; at: string; actor: string } & (
  | { kind: 'opened' }
  | { kind: 'status'; from: LeadStatus; to: LeadStatus }
  | { kind: 'estimate'; from: string | null; to: string | null }
  | { kind: 'note' }
  | { kind: 'contact'; via: ContactVia }
  | { kind: 'review-request'; via: ReviewChannel }
  | { kind: 'visit'; action: 'booked' | 'moved' | 'cancelled' | 'done' | 'no-show'; window: string; from?: string; reason?: string }
);

/** The buttons on a request's page whose taps the inbox records (through their `ping`). */
export type ContactVia = 'call' | 'text' | 'email';

export interface Delivery {
  id: number;
  channel: Channel;
  /** The device a push went to. */
  device: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  /** When a pending job is tried next. */
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
}

export interface LeadDetail {
  id: number;
  reference: string;
  receivedAt: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  service: string;
  serviceLabel: string;
  message: string;
  status: LeadStatus;
  openedAt: string | null;
  estimateAt: string | null;
  /** The estimate visit booked on the schedule (server/schedule), its window in words. */
  visit: { window: string; status: 'booked' | 'cancelled' | 'done' | 'no-show' } | null;
  /** The page of this site that sent the visitor to the quote form, or null when the browser did not say. */
  source: string | null;
  /** The other site the visitor arrived from, and the campaign tags of the address they landed on. */
  referrerHost: string | null;
  campaign: { source: string | null; medium: string | null; campaign: string | null };
  /** The photos sent with the request, in the visitor's order. */
  photos: PhotoInfo[];
  notes: LeadNote[];
  history: LeadEvent[];
  /** When the customer was last asked for a review, or null when never. */
  reviewRequestedAt: string | null;
  deliveries: Delivery[];
}

/** One row of the inbox list: what the owner needs to decide what to open first. */
export interface LeadSummary {
  id: number;
  receivedAt: string;
  name: string;
  serviceLabel: string;
  /** One of our towns, from the address's ZIP or name; null when neither says. */
  town: string | null;
  status: LeadStatus;
  /** False until the owner first opens the request's page. */
  opened: boolean;
  /** How many photos came with the request. */
  photos: number;
  /** Minutes a request still New and unanswered has waited; null once it is answered or has moved on. */
  waitedMinutes: number | null;
  /** The request's estimate visit on the schedule (server/schedule), or null when none was ever booked. */
  visit: ListVisit | null;
}

/** A visit as a card of the list shows it: its window on Charlotte's calendar, and who ended it. */
export interface ListVisit {
  day: string;
  start: number;
  end: number;
  status: 'booked' | 'cancelled' | 'done' | 'no-show';
  /** The last change to the visit was the customer's: with `cancelled`, the customer cancelled it. */
  byCustomer: boolean;
}

export interface LeadListView {
  /** The filter as applied: unknown values in the query string are dropped. */
  filter: LeadFilter;
  leads: LeadSummary[];
  /** Requests matching the whole filter. */
  total: number;
  page: number;
  pageCount: number;
  /** Per status, for the service and search in force (so a status tab says what it holds). */
  counts: Record<LeadStatus, number>;
  /** Still New and never opened, whatever the filter: the count in the page title. */
  unopenedNew: number;
}
