import { randomBytes } from 'node:crypto';
import { passkey } from '@better-auth/passkey';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import type { Business } from '../../src/config/business-facts.ts';
import type { LeadsDb } from '../db/open.ts';
import { keptSecrets } from './kept-secrets.ts';
import { passwordLength } from './password-policy.ts';
import { sessionRules, type AuthSettings } from './settings.ts';

/** Better Auth's endpoints live under the inbox, so the session cookie can be scoped to /inbox. */
export const authBasePath = '/inbox/auth';

/**
 * Better Auth reads the client address from a header. The server overwrites this one on every
 * request it hands over with the address it trusts, so a client cannot choose its own bucket.
 */
export const clientAddressHeader = 'x-inbox-client-address';

/** Generated once and kept in the database, so nothing needs setting and one backup restores sessions. */
function authSecret(db: LeadsDb): string {
  return keptSecrets(db)({ secret: randomBytes(32).toString('base64url') }).secret!;
}

function authOptions(db: LeadsDb, settings: AuthSettings, business: Business) {
  const signInRule = { window: settings.addressWindowSeconds, max: settings.addressLimit };
  return {
    appName: business.name,
    baseURL: settings.siteOrigin,
    basePath: authBasePath,
    secret: authSecret(db),
    database: db,
    telemetry: { enabled: false },
    logger: { level: 'error' },
    trustedOrigins: [settings.siteOrigin],
    emailAndPassword: {
      enabled: true,
      // Owners are created with `npm run owner -- add`, never by a visitor.
      disableSignUp: true,
      minPasswordLength: passwordLength.min,
      maxPasswordLength: passwordLength.max,
    },
    session: { expiresIn: sessionRules.idleSeconds, updateAge: sessionRules.slideEverySeconds },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 60,
      customRules: { '/sign-in/email': signInRule, '/passkey/verify-authentication': signInRule },
    },
    advanced: {
      useSecureCookies: true,
      cookiePrefix: 'inbox',
      defaultCookieAttributes: { path: '/inbox', sameSite: 'lax', httpOnly: true, secure: true },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
    },
    plugins: [
      passkey({ rpID: new URL(settings.siteOrigin).hostname, rpName: business.name, origin: settings.siteOrigin }),
    ],
  } satisfies BetterAuthOptions;
}

/** Better Auth over the lead database; its tables are created or updated first. */
/**
 * `facts` names the business at start; the passkey prompt asks for the name published at the time
 * of each sign-in (server/inbox/account-routes.ts).
 */
export async function createAuth(db: LeadsDb, settings: AuthSettings, facts: () => Business) {
  const options = authOptions(db, settings, facts());
  const { runMigrations } = await getMigrations(options);
  await runMigrations();
  return betterAuth(options);
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
