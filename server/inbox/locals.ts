import type { Business } from '../../src/config/business-facts.ts';
import type { BackupStatus } from '../../src/lib/backup-status.ts';
import type { ArticleName } from '../../src/lib/page-names.ts';
import type { QuietHours } from '../../src/lib/quiet-hours.ts';
import type { OwnerDevice } from '../../src/lib/alerts-view.ts';
import type { Refusal, SecurityOverview } from '../../src/lib/security-view.ts';
import type { InsightsView } from '../../src/lib/insights-view.ts';
import type { LeadDetail, LeadListView } from '../../src/lib/lead-view.ts';
import type { SiteForm, SiteView } from '../../src/lib/site-view.ts';
import type { BookingView } from '../../src/lib/booking-view.ts';
import type { QuotePageView } from '../../src/lib/quote-page-view.ts';
import type { ScheduleView } from '../../src/lib/schedule-view.ts';
import type { QuoteSettings } from '../../src/lib/quote-document-view.ts';
import type { QuoteFormView, QuoteInsightsView, QuoteLife } from '../../src/lib/quote-owner-view.ts';

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
  /** On /inbox/setup, and on the sign-in page while no owner exists: the first account's setup. */
  setup?: SetupView;
  /**
   * The answer when the page fails while rendering (src/middleware.ts): the site's error page
   * with this request's id, the error logged under it. Set by the server for every inbox page.
   */
  failed?: (error: unknown) => Response;
  /** The business facts the owner published last (server/site/facts.ts), which every page rendered on demand states. */
  business?: Business;
  /** A public booking page (server/schedule/customer-routes.ts): what it shows and the status it answers with. */
  booking?: { view: BookingView; status: number };
  /** The customer's written quote page (server/quotes/customer-routes.ts): what it shows and the status it answers with. */
  quote?: { view: QuotePageView; status: number };
  /** The off-site copy's state, for the Security page and the header's warning; absent: off. */
  backup?: BackupStatus;
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
  /** The owner's published articles (titles by address), which the pages' own data cannot know. */
  articleNames?: () => ArticleName[];
  /** A Site form sent back with its problems, or after a conflicting save. */
  siteForm?: SiteForm;
  /** A list action (hide, move, delete) refused because the item changed meanwhile: the list is shown again, as it is now. */
  siteConflict?: boolean;
  /** On a request's page: that request, or null when the URL names none. */
  lead?: LeadDetail | null;
  /** The Schedule tab: upcoming visits, availability, days off and the calendar link. */
  schedule?: () => ScheduleView;
  /** On a request's page: the owner's review link for "Ask for a review", empty when not set. */
  reviewLink?: string;
  /** On a request's page: its written quote's life (server/quotes), or undefined when it has none. */
  quote?: QuoteLife;
  /** The quote form of a request (/inbox/leads/<id>/quote). */
  quoteForm?: QuoteFormView;
  /** The follow-ups of every quote, on the Alerts page. */
  quoteSettings?: () => QuoteSettings;
  /** Insights' quote figures for a period of business days, inclusive. */
  quoteInsights?: (from: string, to: string) => QuoteInsightsView;
}

/**
 * The setup page's state: the form (with what was typed and what is wrong), or why there is
 * no form: no link given, a link that does not work, or too many attempts from this network.
 * On the sign-in page, `no-link` means no owner exists yet.
 */
export type SetupView =
  | { state: 'form'; token: string; email: string; errors?: { field: 'email' | 'password'; message: string }[] }
  | { state: 'no-link' | 'invalid' | 'throttled' };
