import type { Hono } from 'hono';
import { auditLog } from '../auth/audit.ts';
import type { Auth } from '../auth/auth.ts';
import { accountLockout } from '../auth/lockout.ts';
import { ownerCount } from '../auth/owners.ts';
import { setupLinks } from '../auth/setup-link.ts';
import { ownerSessions } from '../auth/sessions.ts';
import type { SiteCounts } from '../insights/counts.ts';
import { insightsReport } from '../insights/report.ts';
import type { LeadsDb } from '../db/open.ts';
import type { Alerts } from '../alerts/index.ts';
import { endAlertsOfRemovedOwners } from '../alerts/subscriptions.ts';
import type { Logger } from '../log.ts';
import type { AstroPages } from './astro.ts';
import { leadDetails } from './lead-detail.ts';
import { inboxLeads } from './leads.ts';
import { createInboxRoutes } from './routes.ts';
import type { PhotoReader } from '../photos/store.ts';
import { securityOverview } from './security-page-data.ts';
import type { SiteStore } from '../site/store.ts';
import type { Publisher } from '../site/publish.ts';
import type { WorkPhotoStore } from '../site/work-photos.ts';
import type { ScheduleStore } from '../schedule/store.ts';
import type { QuoteStore } from '../quotes/store.ts';
import { quoteInsights } from '../quotes/insights.ts';
import type { OutboxWorker } from '../db/outbox.ts';
import type { AuthSettings } from '../auth/settings.ts';
import type { BackupStatus } from '../../src/lib/backup-status.ts';
import type { Business } from '../../src/config/business-facts.ts';

/** What the inbox needs of the app (server/app.ts). */
export interface InboxHost {
  http: Hono<any>;
  db: LeadsDb;
  auth: Auth;
  photos: PhotoReader;
  config: { inbox: AuthSettings };
  pages: AstroPages;
  counts: SiteCounts;
  alerts: Alerts;
  reviewLink: () => string;
  facts: () => Business;
  site: { store: SiteStore; publisher: Publisher; workPhotos: WorkPhotoStore };
  logger: Logger;
  schedule: ScheduleStore;
  /** Written quotes (server/quotes/store.ts). */
  quotes: QuoteStore;
  outbox: Pick<OutboxWorker<unknown>, 'kick'>;
  backup: { status: () => BackupStatus };
}

/** The owner's inbox under /inbox: sign-in, sessions, and every tab's pages and actions. */
export function bindInbox(app: InboxHost): void {
  const { db, config, site, auth } = app;
  const sessions = ownerSessions(auth, db);
  sessions.sweep();
  endAlertsOfRemovedOwners(db);
  const audit = auditLog(db);
  const routes = createInboxRoutes({
    auth,
    settings: config.inbox,
    sessions,
    lockout: accountLockout(db),
    audit,
    leads: inboxLeads(db),
    details: leadDetails(db),
    photos: app.photos,
    security: securityOverview(db, audit),
    insights: insightsReport(db, app.counts),
    alerts: app.alerts,
    reviewLink: app.reviewLink,
    facts: app.facts,
    pages: app.pages,
    logger: app.logger,
    site: { store: site.store, publisher: site.publisher, db, photos: site.workPhotos },
    setup: { links: setupLinks(db), hasOwner: () => ownerCount(db) > 0 },
    schedule: { store: app.schedule, onChange: () => app.outbox.kick() },
    backup: app.backup.status,
    quotes: {
      store: app.quotes,
      insights: quoteInsights(db),
      // The list the site states: what the owner published last, else the repository's.
      prices: () => (site.store.liveSnapshot() ?? site.store.seeds).price,
      onChange: () => app.outbox.kick(),
    },
  });
  app.http.route('/inbox', routes);
}
