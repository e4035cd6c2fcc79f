import type { AuditEntry, AuditLog } from '../auth/audit.ts';
import { ownerSignIns, type StoredSession } from '../auth/owners.ts';
import type { LeadsDb } from '../db/open.ts';
import { deviceName } from './device-name.ts';

export interface PasskeySummary {
  id: string;
  name: string | null;
  createdAt: string | null;
  backedUp: boolean;
}

export interface SessionSummary extends StoredSession {
  /** The browser and system, e.g. 'Chrome on Android'. */
  device: string;
  current: boolean;
}

export interface SecurityOverview {
  passkeys: PasskeySummary[];
  sessions: SessionSummary[];
  audit: AuditEntry[];
}

/** What the owner sees on /inbox/security: their passkeys and sessions, and who tried the door. */
export function securityOverview(db: LeadsDb, audit: AuditLog) {
  const signIns = ownerSignIns(db);
  return (ownerId: string, currentSessionId: string): SecurityOverview => ({
    passkeys: signIns.passkeys(ownerId),
    sessions: signIns.sessions(ownerId, new Date()).map((row) => ({
      ...row,
      device: deviceName(row.userAgent),
      current: row.id === currentSessionId,
    })),
    audit: audit.recent(50),
  });
}
