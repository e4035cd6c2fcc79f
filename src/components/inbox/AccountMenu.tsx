import { buttonClass } from '../ui/Button.tsx';

/**
 * Who is signed in, and the two ways out, folded into one "Account" item of the inbox's
 * navigation: a bar of its own cost every page about 290 px on a phone, above the work. A
 * <details> opens without script; the sign-outs are plain form posts.
 */
export function AccountMenu({ email }: { email: string }) {
  return (
    <details className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2.5 font-semibold text-white hover:bg-white/10 sm:px-3 [&::-webkit-details-marker]:hidden">
        Account
        <span aria-hidden="true" className="text-small transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="on-light absolute right-0 z-40 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-white p-4 text-ink shadow-card">
        <p className="text-small text-muted">
          Signed in as <strong className="break-all text-ink">{email}</strong>
        </p>
        <form method="post" action="/inbox/sign-out" className="mt-3">
          <button type="submit" className={buttonClass('secondary', 'w-full cursor-pointer px-4')}>
            Sign out
          </button>
        </form>
        <form method="post" action="/inbox/sign-out-everywhere" className="mt-2">
          <button type="submit" className={buttonClass('secondary', 'w-full cursor-pointer px-4')}>
            Sign out everywhere
          </button>
        </form>
        <p className="mt-2 text-small text-muted">
          "Everywhere" ends every device's session and its phone alerts. <a href="/inbox/security" className="font-semibold underline">Security</a> lists them.
        </p>
      </div>
    </details>
  );
}
