import type { LeadsDb } from '../db/open.ts';
import type { AuditEntry, AuditOutcome } from '../../src/lib/security-view.ts';

/** Longest e-mail we keep as typed; anything longer is an attack, not an owner. */
const maxEmail = 320;

export function auditLog(db: LeadsDb) {
  const insert = db.prepare(`INSERT INTO auth_audit (at, email, outcome, client_ip) VALUES (?, ?, ?, ?)`);
  const recent = db.prepare(`SELECT * FROM auth_audit ORDER BY id DESC LIMIT ?`);
  const failuresFrom = db
    .prepare(`SELECT count(*) FROM auth_audit WHERE client_ip = ? AND outcome = 'wrong e-mail or password' AND at > ?`)
    .pluck();
  return {
    record: (email: string, outcome: AuditOutcome, clientIp: string | null, now = new Date()) =>
      insert.run(now.toISOString(), email.slice(0, maxEmail), outcome, clientIp),
    recent: (limit = 50) => recent.all(limit) as AuditEntry[],
    /** Failed password sign-ins from one address since a time, whatever account they named. */
    failuresFrom: (clientIp: string | null, since: Date) => (clientIp ? (failuresFrom.get(clientIp, since.toISOString()) as number) : 0),
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
