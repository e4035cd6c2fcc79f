import { auditLog } from '../auth/audit.ts';
import { createAuth } from '../auth/auth.ts';
import { accountLockout } from '../auth/lockout.ts';
import { ownerCount } from '../auth/owners.ts';
import { setupLinks } from '../auth/setup-link.ts';
import { ownerSessions } from '../auth/sessions.ts';
import type { AuthSettings } from '../auth/settings.ts';
import type { SiteCounts } from '../insights/counts.ts';
import { insightsReport } from '../insights/report.ts';
import type { LeadsDb } from '../db/open.ts';
import type { Alerts } from '../alerts/index.ts';
import { endAlertsOfRemovedOwners } from '../alerts/subscriptions.ts';
import type { Logger } from '../log.ts';
import type { AstroPages } from './astro.ts';
import { leadDetails } from './lead-detail.ts';
import { inboxLeads } from './leads.ts';
import { createInboxRoutes, type InboxDeps } from './routes.ts';
import { photoReader } from '../photos/store.ts';
import { securityOverview } from './security.ts';
import type { SiteDeps } from '../site/site-context.ts';
import type { BackupStatus } from '../../src/lib/backup-status.ts';
import type { Business } from '../../src/config/business-facts.ts';

/** The owner's inbox over the lead database: sign-in, sessions and the pages under /inbox. */
export async function startInbox(
  db: LeadsDb,
  pages: AstroPages,
  settings: AuthSettings,
  counts: SiteCounts,
  alerts: Alerts,
  reviewLink: () => string,
  facts: () => Business,
  site?: SiteDeps,
  logger?: Logger,
  schedule?: InboxDeps['schedule'],
  backup?: () => BackupStatus,
) {
  const auth = await createAuth(db, settings);
  const sessions = ownerSessions(auth, db);
  sessions.sweep();
  endAlertsOfRemovedOwners(db);
  const audit = auditLog(db);
  return createInboxRoutes({
    auth,
    settings,
    sessions,
    lockout: accountLockout(db),
    audit,
    leads: inboxLeads(db),
    details: leadDetails(db),
    photos: photoReader(db),
    security: securityOverview(db, audit),
    insights: insightsReport(db, counts),
    alerts,
    reviewLink,
    facts,
    pages,
    logger,
    site,
    setup: { links: setupLinks(db), hasOwner: () => ownerCount(db) > 0 },
    schedule,
    backup,
  });
}
