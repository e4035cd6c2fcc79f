/**
 * Every runtime setting of the server and the leads CLI, read from the environment (after
 * load-env.ts has merged `.env`) and validated in one pass, so an operator sees every
 * mistake at once instead of fixing them one restart at a time. Documented in .env.example.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultPort, siteUrlFrom, type SiteUrlKind } from '../src/config/site-url.ts';
import type { AuthSettings } from './auth/settings.ts';
import { readBackupSettings, type BackupSettings } from './backup/settings.ts';
import type { LeadsConfig } from './leads/config.ts';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface ServerConfig {
  port: number;
  /** SITE_URL's origin, and whether it was set (see src/config/site-url.ts). */
  site: { origin: string; kind: SiteUrlKind };
  host: string;
  distDir: string;
  logLevel: LogLevel;
  leads: LeadsConfig;
  inbox: AuthSettings;
  /** The owner's review link for "Ask for a review" on Won requests; empty when not set. */
  reviewLink: string;
  /** The off-site copy (BACKUP_URL and its companions); null when off or wrongly set. */
  backup: BackupSettings | null;
  /**
   * What is wrong with the BACKUP_* settings, in one sentence per mistake; empty when nothing is.
   * Never a reason to stop: the site runs without the copy and says so (server/backup/problem.ts).
   */
  backupProblems: string[];
  /** BACKUP_URL is set: the owner asked for an off-site copy, so an empty machine must restore from it. */
  backupRequested: boolean;
}

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid settings (from the environment or .env):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const emailAddress = z.email();
/** A sender may carry a display name: `Site <site@example.com>`. */
const sender = z.string().refine((value) => emailAddress.safeParse(/^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value).success);
const host = z.string().refine((value) => isIP(value) !== 0 || z.hostname().safeParse(value).success);
const rateLimit = z.union([z.literal('off').transform(() => Infinity), wholeNumber(1, Number.MAX_SAFE_INTEGER)]);
const onOff = z.enum(['on', 'off']).transform((value) => value === 'on');
const flag = z.enum(['1', 'true', '0', 'false']).transform((value) => value === '1' || value === 'true');

/** Empty means unset, as in .env.example where optional settings are left blank. */
const blank = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function settingsReader(env: NodeJS.ProcessEnv) {
  const problems: string[] = [];
  /** `secret` settings may hold passwords or tokens: the message names them without their value. */
  const read = <T>(name: string, schema: z.ZodType<T, string>, accepted: string, { secret = false } = {}): T | undefined => {
    const value = blank(env[name]);
    if (value === undefined) return undefined;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    problems.push(`${name}${secret ? ' (value not shown)' : `=${JSON.stringify(value)}`} is invalid; accepted: ${accepted}`);
    return undefined;
  };
  return { read, problems };
}

/** The SQLite file named by LEADS_DB (default data/leads.sqlite), as an absolute path. */
export function leadsDbPath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(blank(env.LEADS_DB) ?? 'data/leads.sqlite');
}

/** Reads and validates every setting; throws a ConfigError listing each invalid one. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { read, problems } = settingsReader(env);
  const trustProxy = read('TRUST_PROXY', flag, '1, true, 0, false or empty') ?? false;
  read('SITE_URL', z.url({ protocol: /^https?$/, hostname: /.+/ }), 'the public http:// or https:// address of the site, e.g. https://www.example.com');
  const port = read('PORT', wholeNumber(1, 65535), 'a whole number from 1 to 65535') ?? defaultPort;
  const site = siteUrlFrom(env);
  // An invalid SITE_URL is reported with the others below.
  const siteOrigin = URL.canParse(site.url) ? new URL(site.url).origin : '';
  const backupProblems: string[] = [];
  const config: ServerConfig = {
    port,
    site: { origin: siteOrigin, kind: site.kind },
    host: read('HOST', host, 'an IP address or a host name, e.g. 0.0.0.0, 127.0.0.1 or ::') ?? '0.0.0.0',
    distDir: resolve(blank(env.DIST_DIR) ?? 'dist'),
    logLevel: read('LOG_LEVEL', z.enum(logLevels), logLevels.join(', ')) ?? 'info',
    leads: {
      dbPath: leadsDbPath(env),
      smtpUrl: read('SMTP_URL', z.url({ protocol: /^smtps?$/, hostname: /.+/ }), 'an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587', { secret: true }),
      emailFrom: read('LEADS_EMAIL_FROM', sender, 'an e-mail address, optionally with a name: Site <site@example.com>'),
      emailTo: read('LEADS_EMAIL_TO', emailAddress, 'an e-mail address, e.g. owner@example.com'),
      webhookUrl: read('LEADS_WEBHOOK_URL', z.url({ protocol: /^https?$/, hostname: /.+/ }), 'an http:// or https:// URL', { secret: true }),
      confirmationEmail: read('LEADS_CONFIRMATION_EMAIL', onOff, "'on' or 'off'") ?? true,
      rateLimit: read('LEADS_RATE_LIMIT', rateLimit, "a whole number above 0, or 'off'") ?? 5,
      rateWindowMs: 10 * 60 * 1000,
      trustProxy,
      siteOrigin,
      allowLocalPushEndpoints: read('ALERTS_ALLOW_LOCAL_ENDPOINTS', flag, '1, true, 0, false or empty (1 only for tests)') ?? false,
    },
    inbox: {
      siteOrigin,
      siteUrlSet: site.kind !== 'local',
      trustProxy,
      addressLimit: read('INBOX_SIGNIN_LIMIT', wholeNumber(1, 1_000_000), 'a whole number above 0') ?? 10,
      addressWindowSeconds: 15 * 60,
    },
    reviewLink: read('REVIEW_LINK', z.url({ protocol: /^https$/, hostname: /.+/ }), 'an https:// URL where customers leave a review, e.g. your Google Business Profile review link') ?? '',
    backup: readBackupSettings(env, backupProblems),
    backupProblems,
    backupRequested: blank(env.BACKUP_URL) !== undefined,
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** Prints the problems as one message, without a stack trace, and ends the process. */
export function exitWithProblems(problems: readonly string[]): never {
  process.stderr.write(`${new ConfigError(problems).message}\n`);
  // 78 is EX_CONFIG: the unit file tells systemd not to restart on it, since a retry cannot help.
  process.exit(78);
}

export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) exitWithProblems(error.problems);
    throw error;
  }
}
