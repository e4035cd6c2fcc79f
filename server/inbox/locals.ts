import type { QuietHours } from '../../src/lib/quiet-hours.ts';
import type { OwnerDevice } from '../alerts/subscriptions.ts';
import type { Refusal } from './guard.ts';
import type { InsightsView } from '../insights/report.ts';
import type { LeadDetail } from './lead-detail.ts';
import type { LeadListView } from './leads.ts';
import type { SecurityOverview } from './security.ts';
import type { SiteForm, SiteView } from '../site/view.ts';

/**
 * What the server hands an inbox page as Astro.locals. The server owns the database and
 * the session; a page only renders what it is given.
 */
export interface InboxLocals {
  /** The signed-in owner; null on the sign-in page. */
  owner: { email: string } | null;
  inbox: InboxData | null;
  /** On the refusal page: why the request was refused. */
  refused?: Refusal;
  /** The business name the live site states, for the inbox's header and titles; the built one when absent. */
  businessName?: string;
}

export interface InboxData {
  /** The list for the page's query string (filters, search, page). */
  leads: (params: URLSearchParams) => LeadListView;
  security: () => SecurityOverview;
  /** The insights dashboard for the page's query string (period, sort). */
  insights: (params: URLSearchParams) => InsightsView;
  /** The signed-in owner's devices that get alerts, and their quiet hours (null: off). */
  alerts: () => { devices: OwnerDevice[]; quietHours: QuietHours | null };
  /** The Site tab: drafts, revisions and publishing state (server/site). */
  site?: () => SiteView;
  /** A Site form sent back with its problems, or after a conflicting save. */
  siteForm?: SiteForm;
  /** A list action (hide, move, delete) refused because the item changed meanwhile: the list is shown again, as it is now. */
  siteConflict?: boolean;
  /** On a request's page: that request, or null when the URL names none. */
  lead?: LeadDetail | null;
  /** On a request's page: the owner's review link for "Ask for a review", empty when not set. */
  reviewLink?: string;
}
