/** Runtime settings of the lead inbox; read and validated with the others in server/config.ts. */
import type { Channel } from '../../src/lib/lead-view.ts';
export interface LeadsConfig {
  dbPath: string;
  smtpUrl?: string;
  emailFrom?: string;
  emailTo?: string;
  webhookUrl?: string;
  /** Whether the person who asked for a quote gets a confirmation e-mail (needs SMTP). */
  confirmationEmail: boolean;
  /** Accepted leads per client address per window; Infinity lifts the limit (benchmarks). */
  rateLimit: number;
  rateWindowMs: number;
  /** Behind a reverse proxy the socket address is the proxy's: read X-Forwarded-For instead. */
  trustProxy: boolean;
  /** The public origin (SITE_URL): notifications link to the request's page in the inbox there. */
  siteOrigin: string;
  /** ALERTS_ALLOW_LOCAL_ENDPOINTS: push subscriptions may point at loopback (the tests' push service). */
  allowLocalPushEndpoints: boolean;
  /** Photo bytes held in memory by all requests at once; not an environment setting, tests lower it. */
  uploadBudgetBytes?: number;
}

/**
 * Channels a new lead is queued for; the owner's e-mail needs both a server and a recipient,
 * the customer's confirmation only the server (the recipient is the visitor).
 */
export function notificationChannels(config: Pick<LeadsConfig, 'smtpUrl' | 'emailTo' | 'webhookUrl' | 'confirmationEmail'>): Channel[] {
  const channels: Channel[] = [];
  if (config.smtpUrl && config.emailTo) channels.push('email');
  if (config.webhookUrl) channels.push('webhook');
  if (config.smtpUrl && config.confirmationEmail) channels.push('confirmation');
  return channels;
}

/**
 * One line for the start-up log, so the owner knows whether anyone is told about new leads;
 * `alertDevices` counts the phones that get alerts (turned on in the inbox, not in settings).
 */
export function describeNotifications(config: LeadsConfig, alertDevices = 0): string {
  const parts: string[] = [];
  if (config.smtpUrl && config.emailTo) parts.push(`e-mail to ${config.emailTo}`);
  else if (config.smtpUrl || config.emailTo) parts.push('e-mail NOT configured (set both SMTP_URL and LEADS_EMAIL_TO)');
  if (config.webhookUrl) parts.push(`webhook ${new URL(config.webhookUrl).origin}`);
  if (config.smtpUrl && config.confirmationEmail) parts.push('confirmation e-mail to the customer');
  if (alertDevices > 0) parts.push(`phone alerts to ${alertDevices === 1 ? '1 device' : `${alertDevices} devices`}`);
  const active = notificationChannels(config).length > 0 || alertDevices > 0;
  return `Lead notifications: ${active ? parts.join(', ') : `none — leads are only stored${parts.length ? ` (${parts.join(', ')})` : ''}`}`;
}
