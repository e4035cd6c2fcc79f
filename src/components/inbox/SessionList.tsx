import { formatBusinessTime, timeAgo } from '../../lib/dates.ts';
import type { SessionSummary } from '../../lib/security-view.ts';

/** A moment as "3 days ago", with the exact Charlotte time on hover and for machines. */
function Ago({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatBusinessTime(iso)}>
      {timeAgo(iso)}
    </time>
  );
}

/**
 * Where the owner is signed in, by device name; the full browser string stays one tap away for
 * the rare case the name is not enough. "Sign out everywhere" in the Account menu ends them all.
 */
export function SessionList({ sessions }: { sessions: readonly SessionSummary[] }) {
  return (
    <ul className="divide-y divide-line border-y border-line">
      {sessions.map((session) => (
        <li key={session.id} className="py-3">
          <p>
            <span className="font-bold">{session.device}</span>
            {session.current ? <span className="ml-2 rounded-full bg-brand-tint px-2 text-small font-bold text-brand">This device</span> : null}
          </p>
          <p className="text-small text-muted">
            Signed in <Ago iso={session.createdAt} />, {session.current ? 'in use now' : <>last used <Ago iso={session.updatedAt} /></>}, from{' '}
            {session.ipAddress ?? 'an unknown address'}
          </p>
          {session.userAgent ? (
            <details className="mt-1 text-small">
              <summary className="inline-flex min-h-6 cursor-pointer items-center text-brand underline underline-offset-2">Full browser string</summary>
              <p className="mt-1 font-mono break-all text-muted">{session.userAgent}</p>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
