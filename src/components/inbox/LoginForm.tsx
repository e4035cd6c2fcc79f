import { Card } from '../ui/Card.tsx';
import { buttonClass } from '../ui/Button.tsx';
import { ErrorSummary } from '../ui/ErrorSummary.tsx';
import { controlClass, FormField } from '../ui/FormField.tsx';

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
  // Both fields are marked: saying which one was wrong would tell an attacker the e-mail exists.
  const invalid = error === 'credentials';
  return (
    <div className="mx-auto max-w-md">
      <h1>Sign in</h1>
      <p className="mt-3 mb-6 text-muted">The inbox holds your customers' quote requests. Only owners can sign in.</p>
      {error ? <ErrorSummary errors={[{ field: 'email', message: messages[error] }]} controlId={() => 'email'} heading="h2" /> : null}
      <Card>
        <form method="post" action="/inbox/login">
          <FormField id="email" label="Email" className="mb-5">
            {() => <input id="email" name="email" type="email" required autoComplete="username webauthn" maxLength={320} aria-invalid={invalid || undefined} className={controlClass(invalid)} />}
          </FormField>
          <FormField id="password" label="Password" className="mb-5">
            {() => <input id="password" name="password" type="password" required autoComplete="current-password" maxLength={128} aria-invalid={invalid || undefined} className={controlClass(invalid)} />}
          </FormField>
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
