import { buttonClass } from '../ui/Button.tsx';

/** Who is signed in, and the two ways out; plain form posts, so they work without script. */
export function AccountBar({ email }: { email: string }) {
  return (
    <div className="border-b border-line bg-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
        <p className="text-small text-muted">
          Signed in as <strong className="break-all text-ink">{email}</strong>
        </p>
        <div className="flex flex-wrap gap-2">
          <form method="post" action="/inbox/sign-out">
            <button type="submit" className={buttonClass('secondary', 'cursor-pointer px-4 text-small')}>
              Sign out
            </button>
          </form>
          <form method="post" action="/inbox/sign-out-everywhere">
            <button type="submit" className={buttonClass('secondary', 'cursor-pointer px-4 text-small')}>
              Sign out everywhere
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
