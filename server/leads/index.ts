import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import type { Business } from '../../src/config/business-facts.ts';
import type { Logger } from '../log.ts';
import type { ScheduleStore } from '../schedule/store.ts';
import type { LiveSite, SiteFolder } from '../static-site.ts';
import { notificationChannels, type LeadsConfig } from './config.ts';
import type { LeadStore } from './db.ts';
import type { OutboxWorker } from '../db/outbox.ts';
import { createQuoteApi } from './routes.ts';

/** What the quote endpoint needs of the app (server/app.ts). */
export interface QuoteApiHost {
  http: Hono<any>;
  config: { leads: LeadsConfig };
  logger: Logger;
  leads: LeadStore;
  outbox: Pick<OutboxWorker<unknown>, 'kick'>;
  schedule: Pick<ScheduleStore, 'settings' | 'issueToken'>;
  site: { live: LiveSite };
  facts: () => Business;
}

/** Binds POST /api/quote: a stored request wakes the outbox, and gets a booking link while customers book online. */
export function bindQuoteApi({ http, config, logger, leads, outbox, schedule, site, facts }: QuoteApiHost): void {
  const homePages = new WeakMap<SiteFolder, string | undefined>();
  // Read once per site folder: a publish switches to a new folder, whose home page is read when first asked for.
  const homePageOf = (folder: SiteFolder) => {
    if (!homePages.has(folder)) {
      const file = folder.routes.get('/');
      homePages.set(folder, file ? readFileSync(file.file, 'utf8') : undefined);
    }
    return homePages.get(folder);
  };
  http.use('/api/quote', async (c, next) => {
    c.set('homePage', () => homePageOf(site.live.current));
    await next();
  });
  http.route(
    '/api',
    createQuoteApi({
      store: leads,
      channels: notificationChannels(config.leads),
      rateLimit: config.leads.rateLimit,
      rateWindowMs: config.leads.rateWindowMs,
      trustProxy: config.leads.trustProxy,
      uploadBudgetBytes: config.leads.uploadBudgetBytes,
      logger,
      onLead: () => outbox.kick(),
      facts,
      booking: { open: () => schedule.settings().online, issue: (id) => schedule.issueToken(id, 'book') },
    }),
  );
}
