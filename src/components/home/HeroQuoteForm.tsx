import { attributionFields } from '../../lib/attribution.ts';
import { quoteFormField, shortQuoteForm, shortQuoteLabels, shortQuoteLimits, type ShortQuoteField } from '../../lib/quote-fields.ts';
import { QuoteTrap } from '../contact/QuoteTrap.tsx';
import { ErrorSummary } from '../ui/ErrorSummary.tsx';
import { controlClass, FormField } from '../ui/FormField.tsx';
import { ServiceOptions } from '../ui/ServiceOptions.tsx';

const id = (field: ShortQuoteField) => `hero-${field}`;

/**
 * "Get a free quote" in the home page's hero: a plain form, no script, posting to the quote
 * endpoint as the short form (a phone number is enough to call back). A problem comes back on
 * this page: the server fills the form in again with each message at its field, and the summary
 * of problems, kept here as a template with one placeholder line, above the form, taking focus
 * (server/leads/home-form.ts). A stored request lands on the thank-you page with its reference.
 */
export function HeroQuoteForm({ endpoint }: { endpoint: string }) {
  return (
    <div className="on-light rounded-card bg-white p-5 text-ink shadow-card sm:p-6">
      <h2 id="hero-quote-title" className="text-2xl lg:text-[1.75rem]">
        Get a free quote
      </h2>
      <template id="hero-quote-problems">
        <ErrorSummary errors={[{ field: 'name', message: '' }]} controlId={(field) => id(field as ShortQuoteField)} />
      </template>
      <form method="post" action={endpoint} aria-labelledby="hero-quote-title" className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name={quoteFormField} value={shortQuoteForm} />
        {/* Credited to the home page in Insights, whatever the browser's Referer policy. */}
        <input type="hidden" name={attributionFields.page} value="/" />
        <FormField id={id('name')} label={shortQuoteLabels.name}>
          {() => <input id={id('name')} name="name" type="text" required maxLength={shortQuoteLimits.name} autoComplete="name" className={controlClass(false)} />}
        </FormField>
        <FormField id={id('phone')} label={shortQuoteLabels.phone}>
          {() => <input id={id('phone')} name="phone" type="tel" required maxLength={shortQuoteLimits.phone} autoComplete="tel" className={controlClass(false)} />}
        </FormField>
        <FormField id={id('service')} label={shortQuoteLabels.service}>
          {() => (
            <select id={id('service')} name="service" required className={controlClass(false)}>
              <ServiceOptions emptyLabel="Select a service" />
            </select>
          )}
        </FormField>
        <FormField id={id('zip')} label={shortQuoteLabels.zip}>
          {() => (
            <input id={id('zip')} name="zip" type="text" required inputMode="numeric" pattern="\d{5}(-\d{4})?" maxLength={shortQuoteLimits.zip} autoComplete="postal-code" className={controlClass(false)} />
          )}
        </FormField>
        <FormField id={id('message')} label={shortQuoteLabels.message} optional className="sm:col-span-2">
          {() => <input id={id('message')} name="message" type="text" maxLength={shortQuoteLimits.message} className={controlClass(false)} />}
        </FormField>
        <QuoteTrap id="hero-trap" />
        <button type="submit" className="min-h-12 cursor-pointer rounded-lg bg-action px-6 py-3 text-lg font-bold text-white hover:bg-action-hover sm:col-span-2">
          Get my free quote
        </button>
      </form>
      <p className="mt-3 text-small text-muted">
        Free, no obligation.{' '}
        <a href="/contact" className="font-semibold text-brand underline underline-offset-2">
          Add photos or more details
        </a>
      </p>
    </div>
  );
}
