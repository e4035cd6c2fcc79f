import { business, hoursLines, serviceAreaCities } from '../../config/business.ts';
import { Breadcrumbs } from '../layout/Breadcrumbs.tsx';
import { bookingLinkLabel } from '../../lib/booking-links.ts';
import { buttonClass } from '../ui/Button.tsx';
import { CallActions } from '../ui/CallActions.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { TextLink } from '../ui/TextLink.tsx';

const areaNames = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(serviceAreaCities);

/** What happens next when the customer books the visit themselves, from the button above the steps. */
const bookingSteps = [
  {
    title: 'You pick a time',
    text: `Use the button above to choose an arrival window for your free estimate; you can change or cancel it online. If you would rather talk, we call you within ${business.responseTime}.`,
  },
  {
    title: 'We come to look',
    text: 'We arrive within your window, look at the concrete, measure and answer your questions. The estimate is free.',
  },
  {
    title: 'You get a written quote',
    text: 'A clear price with no hidden fees and no obligation. Most repairs are finished in 1-2 days once you say go.',
  },
];

/** What happens next when we set the time with the customer: no booking link (a static host, booking off, or outside our towns). */
const callSteps = [
  {
    title: 'We read your request',
    text: 'We look at the damage you described, the service you picked and where the property is, so the first call is short and useful.',
  },
  {
    title: `We contact you within ${business.responseTime}`,
    text: 'We call or e-mail to ask any questions and set a time for a free on-site estimate that suits you.',
  },
  bookingSteps[2]!,
];

function Steps({ steps, kind, hidden }: { steps: typeof bookingSteps; kind: 'book' | 'call'; hidden: boolean }) {
  return (
    <ol data-steps={kind} hidden={hidden} className="mt-5 space-y-5">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white">
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg">{step.title}</h3>
            <p className="mt-1 text-muted">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Where a form sent without JavaScript lands once the lead is stored. */
export function ThankYou() {
  return (
    <section className="section bg-surface-alt">
      <div className="container-page max-w-3xl">
        <Breadcrumbs items={[{ label: 'Contact', href: '/contact' }, { label: 'Request Received' }]} currentPath="/contact/thank-you" />
        <div className="mt-6 rounded-card border border-line border-t-8 border-t-success bg-white p-5 shadow-card sm:p-10">
          <h1>Request received</h1>
          <p className="mt-4 text-lg">Thank you for contacting us. We'll get back to you within {business.responseTime}.</p>
          {/* Our server shows this line with the request's number (server/leads/confirmation.ts); a static host has no number and leaves it hidden. */}
          <p data-reference="" hidden className="mt-4 text-lg font-bold"></p>
          {/* Shown by our server, with the request's own booking page, while customers can book online; a static host has none. */}
          <p data-booking="" hidden className="mt-6">
            <a href="/contact" className={buttonClass('action', 'w-full sm:w-auto')}>
              {bookingLinkLabel}
            </a>
          </p>
          {/* Shown by our server instead of the booking link when the address is outside our towns. */}
          <div data-outside="" hidden className="mt-6 rounded-lg bg-surface-alt p-4 sm:p-6">
            <h2 className="text-xl">Your address is outside our usual area</h2>
            <p className="mt-2">
              We book online only in {areaNames}. Call us and we'll tell you whether we can come, and when; or we call you within{' '}
              {business.responseTime}.
            </p>
            <div className="mt-4">
              <CallButton />
            </div>
          </div>
          <h2 className="mt-10 text-2xl">What happens next</h2>
          <Steps kind="call" steps={callSteps} hidden={false} />
          <Steps kind="book" steps={bookingSteps} hidden />
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
