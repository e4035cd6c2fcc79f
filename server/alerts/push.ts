import type { Agent } from 'node:https';
import { cleanLine, cleanText } from '../../src/lib/clean-text.ts';
import webpush, { WebPushError } from 'web-push';
import { serviceLabel } from '../../src/lib/quote-fields.ts';
import { townOf } from '../../src/lib/town.ts';
import type { LeadRow } from '../leads/db.ts';
import { PermanentFailure } from '../db/outbox.ts';
import { endpointProblem } from './endpoint.ts';
import type { PushTarget } from './subscriptions.ts';
import type { VapidDetails } from './vapid.ts';

/** What the service worker shows (server/alerts/sw.js): never the message, the phone or the e-mail. */
export interface AlertPayload {
  title: string;
  body: string;
  /** The inbox page a tap opens. */
  url: string;
  /** Alerts with the same tag replace each other on the lock screen. */
  tag: string;
}

/** "New request: Leveling in Matthews, from Dana": what the owner needs at a glance. */
export function leadAlert(lead: Pick<LeadRow, 'id' | 'name' | 'service' | 'address'>): AlertPayload {
  const town = townOf(lead.address);
  const firstName = lead.name.trim().split(/\s+/)[0] ?? '';
  const title = `New request: ${serviceLabel(lead.service)}${town ? ` in ${town}` : ''}${firstName ? `, from ${firstName.slice(0, 40)}` : ''}`;
  return { title, body: 'Tap to open it in your inbox.', url: `/inbox/leads/${lead.id}`, tag: `lead-${lead.id}` };
}

/** One alert for every request that arrived during quiet hours. */
export function summaryAlert(count: number, { overnight }: { overnight: boolean }): AlertPayload {
  return {
    title: `${count} new requests ${overnight ? 'overnight' : 'during quiet hours'}`,
    body: 'Tap to open your inbox.',
    url: '/inbox',
    tag: 'quiet-hours-summary',
  };
}

export const testAlert: AlertPayload = {
  title: 'Test alert from your inbox',
  body: 'Alerts work on this device. New quote requests will show up like this.',
  url: '/inbox/alerts',
  tag: 'test-alert',
};

/** The push service says the subscription is gone (404 or 410): retrying cannot help. */
export class SubscriptionGone extends PermanentFailure {
  readonly statusCode: number;

  constructor(statusCode: number) {
    super(`the push service says this device is no longer subscribed (${statusCode}); alerts to it were stopped`);
    this.statusCode = statusCode;
  }
}

export interface PushOptions {
  vapid: VapidDetails;
  agent: Agent;
  allowLoopback: boolean;
  timeoutMs?: number;
}

export type SendPush = (target: PushTarget, payload: AlertPayload, urgency?: 'normal' | 'high') => Promise<void>;

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with web-push, then posts to the
 * device's push service. A 404 or 410 throws SubscriptionGone; any other failure a plain Error
 * the outbox retries with back-off.
 */
export function pushSender({ vapid, agent, allowLoopback, timeoutMs = 10_000 }: PushOptions): SendPush {
  return async (target, payload, urgency = 'high') => {
    const problem = endpointProblem(target.endpoint, { allowLoopback });
    if (problem) throw new Error(problem);
    try {
      // Cleaned as it leaves: an alert queued from text stored before the clean-text rule heals here.
      const clean = { ...payload, title: cleanLine(payload.title), body: cleanText(payload.body) };
      await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(clean), {
        vapidDetails: vapid,
        contentEncoding: 'aes128gcm',
        // A request is worth telling about for a day; after that the inbox says it anyway.
        TTL: 24 * 60 * 60,
        urgency,
        agent,
        timeout: timeoutMs,
      });
    } catch (error) {
      if (error instanceof WebPushError) {
        if (error.statusCode === 404 || error.statusCode === 410) throw new SubscriptionGone(error.statusCode);
        throw new Error(`the push service answered ${error.statusCode}`);
      }
      throw error;
    }
  };
}
