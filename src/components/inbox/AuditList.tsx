import { formatBusinessTime } from '../../lib/dates.ts';
import type { AuditEntry } from '../../lib/security-view.ts';

const alarming = new Set([
  'wrong e-mail or password',
  'account locked',
  'refused: account locked',
  'refused: too many attempts from this address',
  'passkey refused',
  'refused: setup link not valid',
  'refused: too many setup attempts from this address',
]);

/** The latest sign-in events, newest first, with the address each came from. */
export function AuditList({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return <p>No sign-in activity yet.</p>;
  return (
    <ol className="divide-y divide-line border-y border-line">
      {entries.map((entry) => (
        <li key={entry.id} className="py-3">
          <p className={`font-bold ${alarming.has(entry.outcome) ? 'text-danger' : ''}`}>{entry.outcome}</p>
          <p className="text-small break-words text-muted">
            <time dateTime={entry.at}>{formatBusinessTime(entry.at)}</time>
            {entry.email ? ` · ${entry.email}` : ''} · {entry.client_ip ?? 'unknown address'}
          </p>
        </li>
      ))}
    </ol>
  );
}
