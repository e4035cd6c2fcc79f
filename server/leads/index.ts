import type { Hono } from 'hono';
import type { Logger } from '../log.ts';
import { notificationChannels, type LeadsConfig } from './config.ts';
import { checkDatabase, openLeadsDb, type Health, type LeadsDb } from '../db/open.ts';
import { leadStore, type LeadRow, type LeadStore } from './db.ts';
import { photoReader } from '../photos/store.ts';
import { createSenders } from './notify.ts';
import { OutboxWorker, type OutboxOptions } from '../db/outbox.ts';
import { createQuoteApi } from './routes.ts';
import { startAlerts, type Alerts } from '../alerts/index.ts';
import { liveBusiness } from '../site/facts.ts';
import type { Business } from '../../src/config/business-facts.ts';
import { visitEmailSender } from '../schedule/email.ts';
import { scheduleStore, type ScheduleStore } from '../schedule/store.ts';
import { queueMorningSummary } from '../schedule/owner-view.ts';

export interface LeadsService {
  api: Hono;
  db: LeadsDb;
  /** The lead store's statements; `store.queueAlert` inside a change's transaction, then `worker.kick()`. */
  store: LeadStore;
  worker: OutboxWorker<LeadRow>;
  /** Push alerts to the owners' devices; the inbox manages them, the outbox sends them. */
  alerts: Alerts;
  health: () => Health;
  /** The business facts the live site states (server/site/facts.ts). */
  facts: () => Business;
  /** The estimate-visit schedule (server/schedule). */
  schedule: ScheduleStore;
  close: () => Promise<void>;
}

/** Opens the lead store, builds the /api routes and starts the notification worker. */
export function startLeads(
  config: LeadsConfig,
  logger: Logger,
  outbox: Partial<Omit<OutboxOptions<LeadRow>, 'store' | 'senders'>> = {},
): LeadsService {
  const db = openLeadsDb(config.dbPath);
  const store = leadStore(db);
  const facts = liveBusiness(db);
  const { senders, close: closeSenders, mail } = createSenders(config, photoReader(db), facts);
  const schedule = scheduleStore(db, { leads: store, email: Boolean(mail) });
  if (mail) senders['visit-email'] = visitEmailSender(mail.transport, schedule, mail.from, config.siteOrigin, facts);
  const alerts = startAlerts(db, { siteOrigin: config.siteOrigin, allowLoopback: config.allowLocalPushEndpoints, facts });
  senders.push = alerts.outboxSender;
  // The owner's 7 AM summary of the day's visits (off by default), checked every minute.
  const summaryTimer = setInterval(() => {
    if (queueMorningSummary(schedule, store)) worker.kick();
  }, 60_000);
  summaryTimer.unref();
  const worker = new OutboxWorker({ store, senders, log: (message) => logger.warn(message), ...outbox }).start();
  const api = createQuoteApi({
    store,
    channels: notificationChannels(config),
    rateLimit: config.rateLimit,
    rateWindowMs: config.rateWindowMs,
    trustProxy: config.trustProxy,
    uploadBudgetBytes: config.uploadBudgetBytes,
    logger,
    onLead: () => worker.kick(),
    facts,
    booking: { open: () => schedule.settings().online, issue: (id) => schedule.issueToken(id, 'book') },
  });
  return {
    api,
    db,
    store,
    worker,
    alerts,
    facts,
    schedule,
    health: () => checkDatabase(db),
    close: async () => {
      clearInterval(summaryTimer);
      await worker.stop();
      closeSenders();
      alerts.close();
      db.close();
    },
  };
}
