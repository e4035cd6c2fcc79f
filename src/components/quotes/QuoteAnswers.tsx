import type { QuotePageView } from '../../lib/quote-page-view.ts';
import { consentLabel, consentMeaning } from '../../lib/quote-terms.ts';
import { buttonClass } from '../ui/Button.tsx';
import { controlClass, FieldError, FormField } from '../ui/FormField.tsx';

type QuoteView = Extract<QuotePageView, { page: 'quote' }>;

const fieldError = (view: QuoteView, field: 'fullName' | 'consent' | 'message') => (view.problem?.field === field ? view.problem.message : undefined);

/** After the terms, never before: the typed name, the consent and "Approve quote", inside the quote's form. */
export function ApproveFields({ view }: { view: QuoteView }) {
  const consentError = fieldError(view, 'consent');
  return (
    <section aria-labelledby="approve-heading" className="mt-8 rounded-lg border-2 border-brand p-4 sm:p-6">
      <h2 id="approve-heading" className="text-xl">
        Approve and sign
      </h2>
      <FormField id="full-name" label="Full name" hint="Type your name as you sign it." error={fieldError(view, 'fullName')} className="mt-4">
        {(describedBy) => (
          <input
            id="full-name"
            name="fullName"
            type="text"
            autoComplete="name"
            required
            minLength={2}
            maxLength={120}
            defaultValue={view.typed.fullName}
            aria-describedby={describedBy}
            aria-invalid={fieldError(view, 'fullName') ? true : undefined}
            className={controlClass(Boolean(fieldError(view, 'fullName')))}
          />
        )}
      </FormField>
      <div className={`mt-4 ${consentError ? 'border-l-4 border-danger pl-4' : ''}`}>
        <FieldError id="consent-error" error={consentError} />
        <label htmlFor="consent" className="flex cursor-pointer gap-3 font-bold">
          <input
            id="consent"
            name="consent"
            type="checkbox"
            value="yes"
            required
            aria-describedby={consentError ? 'consent-meaning consent-error' : 'consent-meaning'}
            className="mt-1 size-6 shrink-0 accent-brand"
          />
          <span>{consentLabel}</span>
        </label>
        <p id="consent-meaning" className="mt-1 pl-9 text-small text-muted">
          {consentMeaning}
        </p>
      </div>
      <button type="submit" className={buttonClass('action', 'mt-6 w-full cursor-pointer sm:w-auto')}>
        Approve quote
      </button>
    </section>
  );
}

/** "Request changes" with the customer's words, and "Decline" with an optional reason: each a form of its own that posts. */
export function OtherAnswers({ view }: { view: QuoteView }) {
  const version = <input type="hidden" name="version" value={view.version.number} />;
  return (
    <section aria-labelledby="other-answers" className="mt-10">
      <h2 id="other-answers" className="text-xl">
        Not ready to approve?
      </h2>
      <form method="post" action={view.actions.changes} className="mt-4">
        {version}
        <FormField id="changes-message" label="What would you like us to change?" error={fieldError(view, 'message')}>
          {(describedBy) => (
            <textarea
              id="changes-message"
              name="message"
              rows={4}
              required
              maxLength={2000}
              defaultValue={view.typed.message}
              aria-describedby={describedBy}
              className={controlClass(Boolean(fieldError(view, 'message')))}
            />
          )}
        </FormField>
        <button type="submit" className={buttonClass('secondary', 'mt-3 cursor-pointer')}>
          Request changes
        </button>
      </form>
      <form method="post" action={view.actions.decline} className="mt-8">
        {version}
        <FormField id="decline-reason" label="Why are you declining?" optional hint="It helps us quote better next time.">
          {(describedBy) => (
            <textarea
              id="decline-reason"
              name="reason"
              rows={3}
              maxLength={2000}
              defaultValue={view.typed.reason}
              aria-describedby={describedBy}
              className={controlClass(false)}
            />
          )}
        </FormField>
        <button type="submit" className={buttonClass('secondary', 'mt-3 cursor-pointer')}>
          Decline
        </button>
      </form>
    </section>
  );
}
