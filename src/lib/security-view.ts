/**
 * What /inbox/security and the refused-request page render: passkeys, sessions, the sign-in
 * audit (server/auth/audit.ts, server/inbox/security-page-data.ts) and why the origin guard refused a
 * form (server/inbox/guard.ts). Types only, shared by the server and the inbox's components.
 */

/** What happened at the door: every sign-in, failure and lockout, and the session changes. */
export type AuditOutcome =
  | 'signed in'
  | 'signed in with passkey'
  | 'wrong e-mail or password'
  | 'passkey refused'
  | 'account locked'
  | 'refused: account locked'
  | 'refused: too many attempts from this address'
  | 'signed out'
  | 'signed out everywhere'
  | 'passkey added'
  | 'passkey removed'
  | 'alerts turned on'
  | 'alerts stopped on a device'
  | 'owner account created with the setup link'
  | 'refused: setup link not valid'
  | 'refused: too many setup attempts from this address';

export interface AuditEntry {
  id: number;
  at: string;
  email: string;
  outcome: AuditOutcome;
  client_ip: string | null;
}

export interface PasskeySummary {
  id: string;
  name: string | null;
  createdAt: string | null;
  backedUp: boolean;
}

export interface SessionSummary {
  id: string;
  createdAt: string;
  /** When the session was last refreshed by use (Better Auth refreshes it at most hourly). */
  updatedAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** The browser and system, e.g. 'Chrome on Android'. */
  device: string;
  current: boolean;
}

export interface SecurityOverview {
  passkeys: PasskeySummary[];
  sessions: SessionSummary[];
  audit: AuditEntry[];
}

/** Why a state-changing request was refused, with what was expected and what arrived. */
export interface Refusal {
  reason: 'no origin' | 'another origin' | 'cross-site';
  /** SITE_URL's origin, the only one the inbox accepts. */
  expected: string;
  /** False when SITE_URL is unset and `expected` is the localhost address the server runs at. */
  siteUrlSet: boolean;
  /** The request's Origin header, if it had one. */
  arrived: string | null;
  /**
   * The browser sent the form from this very server under another address (SITE_URL does not
   * match where the owner opened the inbox), rather than from another site.
   */
  sameServer: boolean;
}
