/** Settings of the inbox sign-in; server/config.ts reads and validates them with the others. */
export interface AuthSettings {
  /** The one origin the inbox is served from; every state-changing request must come from it. */
  siteOrigin: string;
  /** False when SITE_URL is unset and siteOrigin is http://localhost:<PORT>. */
  siteUrlSet: boolean;
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
