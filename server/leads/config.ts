import { resolve } from 'node:path';

/** Runtime settings of the lead inbox, read from the environment (documented in .env.example). */
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

const blank = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function parseRateLimit(value: string | undefined): number {
  if (value === undefined) return 5;
  if (value === 'off') return Infinity;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`LEADS_RATE_LIMIT must be a whole number above 0 or 'off', not '${value}'`);
  return limit;
}

export function readLeadsConfig(env: NodeJS.ProcessEnv = process.env): LeadsConfig {
  const limit = blank(env.LEADS_RATE_LIMIT);
  return {
    dbPath: resolve(blank(env.LEADS_DB) ?? 'data/leads.sqlite'),
    smtpUrl: blank(env.SMTP_URL),
    emailFrom: blank(env.LEADS_EMAIL_FROM),
    emailTo: blank(env.LEADS_EMAIL_TO),
    webhookUrl: blank(env.LEADS_WEBHOOK_URL),
    rateLimit: parseRateLimit(limit),
    rateWindowMs: 10 * 60 * 1000,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
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
