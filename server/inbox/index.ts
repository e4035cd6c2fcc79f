import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { auditLog } from '../auth/audit.ts';
import { createAuth } from '../auth/auth.ts';
import { accountLockout } from '../auth/lockout.ts';
import { ownerSessions } from '../auth/sessions.ts';
import type { AuthSettings } from '../auth/settings.ts';
import { loadHeaderRules } from '../headers-file.ts';
import type { SiteCounts } from '../insights/counts.ts';
import { insightsReport } from '../insights/report.ts';
import type { LeadsDb } from '../leads/db.ts';
import type { Alerts } from '../alerts/index.ts';
import { endAlertsOfRemovedOwners } from '../alerts/subscriptions.ts';
import type { Logger } from '../log.ts';
import { astroPages } from './astro.ts';
import { leadDetails } from './lead-detail.ts';
import { inboxLeads } from './leads.ts';
import { createInboxRoutes } from './routes.ts';
import { photoReader } from '../photos/store.ts';
import { securityOverview } from './security.ts';
import type { SiteDeps } from '../site/site-context.ts';

/** The owner's inbox over the lead database: sign-in, sessions and the pages under /inbox. */
export async function startInbox(
  db: LeadsDb,
  distDir: string,
  settings: AuthSettings,
  counts: SiteCounts,
  alerts: Alerts,
  reviewLink: () => string,
  site?: SiteDeps,
  logger?: Logger,
) {
  const auth = await createAuth(db, settings);
  const sessions = ownerSessions(auth, db);
  sessions.sweep();
  endAlertsOfRemovedOwners(db);
  const audit = auditLog(db);
  const headersFile = join(distDir, '_headers');
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
    pages: astroPages(distDir, existsSync(headersFile) ? loadHeaderRules(headersFile) : []),
    logger,
    site,
  });
}
