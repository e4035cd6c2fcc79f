import { Card } from '../ui/Card.tsx';
import { buttonClass } from '../ui/Button.tsx';
import { ErrorSummary } from '../ui/ErrorSummary.tsx';
import { controlClass, FormField } from '../ui/FormField.tsx';

export interface SetupFormProps {
  token: string;
  email: string;
  errors?: readonly { field: 'email' | 'password'; message: string }[];
}

/** The first owner account, from the one-time setup link: e-mail and password, the rules of `npm run owner`. */
export function SetupForm({ token, email, errors = [] }: SetupFormProps) {
  const errorOf = (field: 'email' | 'password') => errors.find((error) => error.field === field)?.message;
  return (
    <div className="mx-auto max-w-md">
      <h1>Create the owner's account</h1>
      <p className="mt-3 mb-6 text-muted">
        This account reads your quote requests and edits your website. Use an e-mail address you check; you sign in with it and this password.
      </p>
      {errors.length ? <ErrorSummary errors={errors} controlId={(field) => field} heading="h2" /> : null}
      <Card>
        <form method="post" action="/inbox/setup">
          <input type="hidden" name="token" value={token} />
          <FormField id="email" label="Email" error={errorOf('email')} className="mb-5">
            {(describedBy) => (
              <input
                id="email"
                name="email"
                type="email"
                required
                autoComplete="username"
                maxLength={320}
                defaultValue={email}
                aria-describedby={describedBy}
                aria-invalid={errorOf('email') ? true : undefined}
                className={controlClass(Boolean(errorOf('email')))}
              />
            )}
          </FormField>
          <FormField id="password" label="Password" hint="At least 12 characters, and not a common password." error={errorOf('password')} className="mb-5">
            {(describedBy) => (
              <input
                id="password"
                name="password"
                type="password"
                required
                minLength={12}
                maxLength={128}
                autoComplete="new-password"
                aria-describedby={describedBy}
                aria-invalid={errorOf('password') ? true : undefined}
                className={controlClass(Boolean(errorOf('password')))}
              />
            )}
          </FormField>
          <button type="submit" className={buttonClass('action', 'w-full cursor-pointer')}>
            Create account
          </button>
        </form>
      </Card>
    </div>
  );
}
