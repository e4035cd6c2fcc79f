import { formatBusinessTime } from '../../lib/dates.ts';
import type { SessionSummary } from '../../../server/inbox/security.ts';

/** Where the owner is signed in; "Sign out everywhere" in the bar above ends them all. */
export function SessionList({ sessions }: { sessions: readonly SessionSummary[] }) {
  return (
    <ul className="divide-y divide-line border-y border-line">
      {sessions.map((session) => (
        <li key={session.id} className="py-3">
          <p className="font-bold break-words">
            {session.userAgent || 'Unknown browser'}
            {session.current ? <span className="ml-2 rounded-full bg-brand-tint px-2 text-small text-brand">This device</span> : null}
          </p>
          <p className="text-small text-muted">
            Signed in {formatBusinessTime(session.createdAt)} from {session.ipAddress ?? 'an unknown address'}; expires if unused by{' '}
            {formatBusinessTime(session.expiresAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
