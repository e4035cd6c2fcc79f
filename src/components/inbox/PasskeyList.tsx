import { formatBusinessTime } from '../../lib/dates.ts';
import { buttonClass } from '../ui/Button.tsx';
import type { PasskeySummary } from '../../lib/security-view.ts';

/** The owner's passkeys; adding one needs the page script (WebAuthn has no form post). */
export function PasskeyList({ passkeys }: { passkeys: readonly PasskeySummary[] }) {
  return (
    <>
      <p className="text-muted">
        A passkey lets you sign in with Face ID, a fingerprint or your phone's screen lock instead of the password.
      </p>
      {passkeys.length ? (
        <ul className="mt-4 divide-y divide-line border-y border-line">
          {passkeys.map((key, index) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <strong>{key.name || `Passkey ${index + 1}`}</strong>
                {key.createdAt ? <span className="block text-small text-muted">Added {formatBusinessTime(key.createdAt)}</span> : null}
              </span>
              <form method="post" action="/inbox/passkeys/remove">
                <input type="hidden" name="id" value={key.id} />
                <button type="submit" className={buttonClass('secondary', 'cursor-pointer px-4 text-small')}>
                  Remove<span className="sr-only"> {key.name || `passkey ${index + 1}`}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4">You have no passkey yet.</p>
      )}
      <div data-passkey-add-area hidden className="mt-4">
        <button type="button" data-passkey-add className={buttonClass('action', 'cursor-pointer')}>
          Add a passkey
        </button>
        <p data-passkey-status role="status" className="mt-3 text-small text-muted"></p>
      </div>
    </>
  );
}
