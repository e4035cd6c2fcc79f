import { Card } from '../ui/Card.tsx';
import { buttonClass } from '../ui/Button.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { TextField } from './TextField.tsx';

export type LoginError = 'credentials' | 'throttled';

const messages: Record<LoginError, string> = {
  credentials: 'The e-mail address or password is not right. Check both and try again.',
  throttled: 'Too many sign-in attempts from this network. Wait 15 minutes, then try again.',
};

/**
 * Password sign-in posts a plain form; the passkey button stays hidden until the page script
 * finds WebAuthn, so nobody sees a control that cannot work.
 */
export function LoginForm({ error }: { error: LoginError | null }) {
  return (
    <div className="mx-auto max-w-md">
      <h1>Sign in</h1>
      <p className="mt-3 mb-6 text-muted">The inbox holds your customers' quote requests. Only owners can sign in.</p>
      {error ? <ErrorSummary message={messages[error]} fieldId="email" /> : null}
      <Card>
        <form method="post" action="/inbox/login">
          <TextField id="email" name="email" label="Email" type="email" autoComplete="username webauthn" invalid={error === 'credentials'} maxLength={320} />
          <TextField id="password" name="password" label="Password" type="password" autoComplete="current-password" invalid={error === 'credentials'} maxLength={128} />
          <button type="submit" className={buttonClass('action', 'w-full cursor-pointer')}>
            Sign in
          </button>
        </form>
        <div data-passkey-sign-in-area hidden className="mt-6 border-t border-line pt-6">
          <button type="button" data-passkey-sign-in className={buttonClass('secondary', 'w-full cursor-pointer')}>
            Sign in with a passkey
          </button>
          <p data-passkey-status role="status" className="mt-3 text-small text-muted"></p>
        </div>
      </Card>
    </div>
  );
}
