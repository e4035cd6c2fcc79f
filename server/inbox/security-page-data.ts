import type { AuditLog } from '../auth/audit.ts';
import { ownerSignIns } from '../auth/owners.ts';
import type { LeadsDb } from '../db/open.ts';
import { deviceName } from './device-name.ts';
import type { SecurityOverview } from '../../src/lib/security-view.ts';

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
