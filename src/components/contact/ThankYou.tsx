import { business, hoursLines } from '../../config/business.ts';
import { Breadcrumbs } from '../layout/Breadcrumbs.tsx';
import { bookingLinkLabel } from '../../lib/booking-links.ts';
import { buttonClass } from '../ui/Button.tsx';
import { CallActions } from '../ui/CallActions.tsx';
import { TextLink } from '../ui/TextLink.tsx';

const steps = [
  {
    title: 'We read your request',
    text: 'We look at the damage you described, the service you picked and where the property is, so the first call is short and useful.',
  },
  {
    title: `We contact you within ${business.responseTime}`,
    text: 'We call or e-mail to ask any questions and set a time for a free on-site estimate that suits you.',
  },
  {
    title: 'You get a written quote',
    text: 'A clear price with no hidden fees and no obligation. Most repairs are finished in 1-2 days once you say go.',
  },
];

/** Where a form sent without JavaScript lands once the lead is stored. */
export function ThankYou() {
  return (
    <section className="section bg-surface-alt">
      <div className="container-page max-w-3xl">
        <Breadcrumbs items={[{ label: 'Contact', href: '/contact' }, { label: 'Request Received' }]} currentPath="/contact/thank-you" />
        <div className="mt-6 rounded-card border border-line border-t-8 border-t-success bg-white p-5 shadow-card sm:p-10">
          <p className="font-bold text-success">Request received</p>
          <h1 className="mt-2">Message Sent!</h1>
          <p className="mt-4 text-lg">Thank you for contacting us. We'll get back to you within {business.responseTime}.</p>
          {/* Our server shows this line with the request's number (server/leads/confirmation.ts); a static host has no number and leaves it hidden. */}
          <p data-reference="" hidden className="mt-4 text-lg font-bold"></p>
          {/* Shown by our server, with the request's own booking page, while customers can book online; a static host has none. */}
          <p data-booking="" hidden className="mt-6">
            <a href="/contact" className={buttonClass('action', 'w-full sm:w-auto')}>
              {bookingLinkLabel}
            </a>
          </p>
          <h2 className="mt-10 text-2xl">What happens next</h2>
          <ol className="mt-5 space-y-5">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg">{step.title}</h3>
                  <p className="mt-1 text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-10 rounded-lg bg-surface-alt p-4 sm:p-6">
            <h2 className="text-xl">Need us sooner?</h2>
            <p className="mt-2 text-muted">
              For urgent repairs, call us during business hours ({hoursLines()
                .filter((row) => row.time !== 'Closed')
                .map((row) => `${row.days} ${row.time}`)
                .join(', ')}
              ).
            </p>
            <CallActions className="mt-4 flex flex-wrap gap-3" href="/services" label="Browse Our Services" />
          </div>
          <p className="mt-8">
            <TextLink href="/">Return to the homepage</TextLink>
          </p>
        </div>
      </div>
    </section>
  );
}
