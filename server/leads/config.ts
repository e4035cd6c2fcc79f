/** Runtime settings of the lead inbox; read and validated with the others in server/config.ts. */
export interface LeadsConfig {
  dbPath: string;
  smtpUrl?: string;
  emailFrom?: string;
  emailTo?: string;
  webhookUrl?: string;
  /** Accepted leads per client address per window; Infinity lifts the limit (benchmarks). */
  rateLimit: number;
  rateWindowMs: number;
  /** Behind a reverse proxy the socket address is the proxy's: read X-Forwarded-For instead. */
  trustProxy: boolean;
}

export type Channel = 'email' | 'webhook';

/** Channels a new lead is queued for; e-mail needs both a server and a recipient. */
export function notificationChannels(config: Pick<LeadsConfig, 'smtpUrl' | 'emailTo' | 'webhookUrl'>): Channel[] {
  const channels: Channel[] = [];
  if (config.smtpUrl && config.emailTo) channels.push('email');
  if (config.webhookUrl) channels.push('webhook');
  return channels;
}

/** One line for the start-up log, so the owner knows whether anyone is told about new leads. */
export function describeNotifications(config: LeadsConfig): string {
  const parts: string[] = [];
  if (config.smtpUrl && config.emailTo) parts.push(`e-mail to ${config.emailTo}`);
  else if (config.smtpUrl || config.emailTo) parts.push('e-mail NOT configured (set both SMTP_URL and LEADS_EMAIL_TO)');
  if (config.webhookUrl) parts.push(`webhook ${new URL(config.webhookUrl).origin}`);
  const active = notificationChannels(config).length > 0;
  return `Lead notifications: ${active ? parts.join(', ') : `none — leads are only stored${parts.length ? ` (${parts.join(', ')})` : ''}`}`;
}
