import type { AuditLog } from '../auth/audit.ts';
import type { LeadsDb } from '../leads/db.ts';
import { deviceName } from './device-name.ts';
import type { PasskeySummary, SecurityOverview, SessionSummary } from '../../src/lib/security-view.ts';

/** What the owner sees on /inbox/security: their passkeys and sessions, and who tried the door. */
export function securityOverview(db: LeadsDb, audit: AuditLog) {
  const passkeys = db.prepare(`SELECT id, name, createdAt, backedUp FROM passkey WHERE userId = ? ORDER BY createdAt`);
  const sessions = db.prepare(
    `SELECT id, createdAt, updatedAt, expiresAt, ipAddress, userAgent FROM session WHERE userId = ? AND expiresAt > ? ORDER BY createdAt DESC`,
  );
  return (ownerId: string, currentSessionId: string): SecurityOverview => ({
    passkeys: (passkeys.all(ownerId) as (Omit<PasskeySummary, 'backedUp'> & { backedUp: number })[]).map((row) => ({
      ...row,
      backedUp: row.backedUp === 1,
    })),
    sessions: (sessions.all(ownerId, new Date().toISOString()) as Omit<SessionSummary, 'current' | 'device'>[]).map((row) => ({
      ...row,
      device: deviceName(row.userAgent),
      current: row.id === currentSessionId,
    })),
    audit: audit.recent(50),
  });
}
