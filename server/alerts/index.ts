import type { Business } from '../../src/config/business-facts.ts';
import { isOvernight } from '../../src/lib/quiet-hours.ts';
import { inboxManifest } from './app-files.ts';
import type { LeadRow } from '../leads/db.ts';
import type { LeadsDb } from '../db/open.ts';
import { PermanentFailure, type Sender, type SendJob } from '../db/outbox.ts';
import { pushAgent } from './endpoint.ts';
import { leadAlert, pushSender, type AlertPayload, SubscriptionGone, summaryAlert, testAlert } from './push.ts';
import { quietHoursStore } from './quiet-hours.ts';
import { parseSubscription, pushSubscriptions } from './subscriptions.ts';
import { vapidDetails } from './vapid.ts';

export interface AlertsOptions {
  siteOrigin: string;
  /** ALERTS_ALLOW_LOCAL_ENDPOINTS=1: loopback push services are allowed (tests only). */
  allowLoopback: boolean;
  /** The business facts published last (server/site/facts.ts): the e-mail for the VAPID subject, the name for the manifest. */
  facts: () => Business;
}

/**
 * Push alerts to the owners' devices: the VAPID keys, the devices, quiet hours, the outbox's
 * push sender and the test alert, over the lead database.
 */
export function startAlerts(db: LeadsDb, { siteOrigin, allowLoopback, facts }: AlertsOptions) {
  const vapid = vapidDetails(db, siteOrigin, () => facts().email);
  const subscriptions = pushSubscriptions(db);
  const quietHours = quietHoursStore(db);
  const agent = pushAgent({ allowLoopback });
  const send = pushSender({ vapid, agent, allowLoopback });

  /** Sends to one device; a device its push service has forgotten is removed. */
  const deliver: typeof send = async (target, payload, urgency) => {
    try {
      await send(target, payload, urgency);
    } catch (error) {
      if (error instanceof SubscriptionGone) subscriptions.remove(target.id);
      throw error;
    }
  };

  /** A job's own alert, the summary of those quiet hours held, or the request's alert. */
  const alertOf = (lead: LeadRow | null, job: SendJob, subscriptionId: number): AlertPayload => {
    if (job.payload !== null) return JSON.parse(job.payload) as AlertPayload;
    if (!lead) throw new PermanentFailure('a request alert names no request');
    if (job.batch <= 1) return leadAlert(lead);
    const quiet = quietHours.ofDevice(subscriptionId);
    return summaryAlert(job.batch, { overnight: quiet ? isOvernight(quiet) : true });
  };

  /** The outbox's sender for push jobs: the request's alert, or the summary of those quiet hours held. */
  const outboxSender: Sender<LeadRow> = async (lead, job) => {
    const target = job.subscriptionId === null ? undefined : subscriptions.target(job.subscriptionId);
    if (!target) throw new PermanentFailure('alerts to this device were stopped before it could be sent');
    await deliver(target, alertOf(lead, job, target.id));
  };

  return {
    publicKey: vapid.publicKey,
    subscriptions,
    /** Reads a subscription a page posted; a loopback endpoint only with ALERTS_ALLOW_LOCAL_ENDPOINTS. */
    parse: (body: unknown) => parseSubscription(body, { allowLoopback }),
    quietHours,
    outboxSender,
    /** "Send a test alert" on one of the owner's devices; false when it is not theirs. */
    sendTest: async (subscriptionId: number, ownerId: string): Promise<boolean> => {
      const target = subscriptions.ownersTarget(subscriptionId, ownerId);
      if (!target) return false;
      await deliver(target, testAlert, 'normal');
      return true;
    },
    /** The installable inbox's manifest, named after the business as published now. */
    manifest: () => inboxManifest(facts().name),
    close: () => agent.destroy(),
  };
}

export type Alerts = ReturnType<typeof startAlerts>;
