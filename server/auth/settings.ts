import { business } from '../../src/config/business.ts';

/**
 * Settings of the inbox sign-in, read from the environment. They live here rather than in
 * server/leads/config.ts until the validated settings module lands.
 */
export interface AuthSettings {
  /** The one origin the inbox is served from; every state-changing request must come from it. */
  siteOrigin: string;
  /** Behind a reverse proxy the socket address is the proxy's: read X-Forwarded-For instead. */
  trustProxy: boolean;
  /** Sign-in attempts per client address per window (Better Auth's limiter, stored in SQLite). */
  addressLimit: number;
  addressWindowSeconds: number;
}

export const sessionRules = {
  /** Idle timeout: a session unused this long expires (Better Auth slides it on use). */
  idleSeconds: 7 * 24 * 60 * 60,
  /** How often a used session's expiry is pushed forward. */
  slideEverySeconds: 60 * 60,
  /** Absolute timeout from sign-in, whatever the use. */
  absoluteSeconds: 30 * 24 * 60 * 60,
} as const;

export const lockoutRules = {
  /** Failures per account within the window that lock it. */
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
} as const;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number above 0, not '${value}'`);
  return number;
}

export function readAuthSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  const site = env.SITE_URL?.trim() || business.url;
  return {
    siteOrigin: new URL(site).origin,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    addressLimit: positiveInteger('INBOX_SIGNIN_LIMIT', env.INBOX_SIGNIN_LIMIT, 10),
    addressWindowSeconds: 15 * 60,
  };
}
