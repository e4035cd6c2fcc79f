import type { ReactNode } from 'react';
import { business } from '../../config/business.ts';
import { formatCalendarDay, formatBusinessTime } from '../../lib/dates.ts';
import { formatCents, formatRate } from '../../lib/quote-money.ts';
import type { QuotePageView } from '../../lib/quote-page-view.ts';
import { liveTotalClass, postedTotalClass, quoteFormId } from '../../lib/quote-live-total.ts';
import { BookingCard, BookingProblemBox } from '../booking/BookingCard.tsx';
import { ProblemCard } from '../booking/BookingProblem.tsx';
import { buttonClass } from '../ui/Button.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { FactList } from '../ui/FactList.tsx';
import { ApproveFields, OtherAnswers } from './QuoteAnswers.tsx';
import { QuoteLines } from './QuoteLines.tsx';
import { QuoteTermsText } from './QuoteTermsText.tsx';
import { QuoteTotals } from './QuoteTotals.tsx';

type QuoteView = Extract<QuotePageView, { page: 'quote' }>;

const stateTones = {
  success: { card: 'border-success', title: 'text-xl font-extrabold text-success' },
  line: { card: 'border-line', title: 'text-xl font-extrabold' },
  danger: { card: 'border-danger', title: 'text-xl font-extrabold text-danger' },
  brand: { card: 'border-brand', title: 'text-xl font-extrabold' },
} as const;

/** One state of the quote in a bordered card, its title first; a status for screen readers when it answers what the customer just sent. */
function StateCard({ tone, title, announce, children }: { tone: keyof typeof stateTones; title: string; announce: boolean; children: ReactNode }) {
  return (
    <div role={announce ? 'status' : undefined} className={`mt-6 rounded-lg border-4 ${stateTones[tone].card} bg-white p-4`}>
      <p className={stateTones[tone].title}>{title}</p>
      {children}
    </div>
  );
}

/** Where the quote stands, in words, above everything else. */
function StateNotice({ view }: { view: QuoteView }) {
  const announce = Boolean(view.result);
  if (view.state === 'approved' && view.signature) {
    return (
      <StateCard tone="success" title={view.result ? 'Thank you: the quote is signed' : 'Approved'} announce={announce}>
        <p className="mt-1">
          {`Signed by ${view.signature.fullName} on ${formatBusinessTime(view.signature.signedAt)} (Charlotte time), version ${view.signature.version}, total ${formatCents(view.signature.totalCents)}.`}
        </p>
        <p className="mt-1">We will call you to schedule the work. Keep the signed PDF with your records.</p>
        <a href={view.actions.pdf} download className={buttonClass('action', 'mt-4')}>
          Download signed PDF
        </a>
      </StateCard>
    );
  }
  if (view.state === 'declined') {
    return (
      <StateCard tone="line" title={view.result ? 'Declined: thank you for telling us' : 'You declined this quote'} announce={announce}>
        <p className="mt-1">If you change your mind or want a different scope, call us and we will send a new version.</p>
        <div className="mt-4">
          <CallButton variant="secondary" />
        </div>
      </StateCard>
    );
  }
  if (view.state === 'expired') {
    return (
      <StateCard tone="danger" title={`This quote expired on ${formatCalendarDay(view.version.validUntil)}`} announce={false}>
        <p className="mt-1">Prices and our schedule may have changed since. Call us and we will confirm it or send an updated quote.</p>
        <div className="mt-4">
          <CallButton />
        </div>
      </StateCard>
    );
  }
  if (view.state === 'changes-requested') {
    return (
      <StateCard tone="brand" title={view.result ? 'Sent: we have your request for changes' : 'You asked for changes'} announce={announce}>
        {view.changesAsked ? <p className="mt-1 break-words whitespace-pre-line">“{view.changesAsked}”</p> : null}
        <p className="mt-1">We will send you a new version at this same link. You can still approve this one as it is.</p>
      </StateCard>
    );
  }
  return null;
}

/** The total for the boxes as posted, and, when there are few options, every other total for CSS to show as boxes are ticked. */
function Totals({ view }: { view: QuoteView }) {
  const taxRateBp = view.version.taxRateBp;
  return (
    <div aria-live="polite" className="mt-4">
      <div className={postedTotalClass}>
        <QuoteTotals totals={view.totals} taxRateBp={taxRateBp} />
      </div>
      {view.live?.map(({ mask, totals }) => (
        <div key={mask} className={liveTotalClass(mask)}>
          <QuoteTotals totals={totals} taxRateBp={taxRateBp} />
        </div>
      ))}
    </div>
  );
}

/** The customer's written quote: the lines, options and totals, the deposit, the terms, then the signature; or its state in words. */
export function QuotePage({ view }: { view: QuoteView }) {
  const open = view.state === 'sent' || view.state === 'changes-requested';
  const signed = view.state === 'approved';
  const { version } = view;
  return (
    <BookingCard tone={signed ? 'success' : view.state === 'expired' ? 'danger' : 'brand'}>
      <p className="font-bold text-brand">
        {`Written quote · ${view.reference} · version ${version.number}`}
      </p>
      <h1 className="mt-2">{view.result === 'approved' ? 'Approved' : `Your quote from ${business.name}`}</h1>
      {view.problem ? <BookingProblemBox>{view.problem.message}</BookingProblemBox> : null}
      <StateNotice view={view} />
      <FactList
        className="mt-6"
        rows={[
          ['For', view.customer.name],
          ['Property', view.customer.address || 'The address we visited'],
          ['Sent', formatCalendarDay(version.sentAt)],
          ['Valid until', formatCalendarDay(version.validUntil)],
        ]}
      />
      {version.note ? <p className="mt-6 break-words whitespace-pre-line">{version.note}</p> : null}
      {view.photos.length > 0 ? (
        <ul aria-label="Photos" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {view.photos.map((photo) => (
            <li key={photo.small}>
              <a href={photo.full} className="block">
                <img src={photo.small} width={photo.width} height={photo.height} alt={photo.alt} loading="lazy" className="h-auto w-full rounded-lg border border-line" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <form id={quoteFormId} method="post" action={view.actions.approve} className="mt-6">
        <input type="hidden" name="version" value={version.number} />
        <h2 className="text-xl">The work</h2>
        <div className="mt-2">
          <QuoteLines lines={version.lines} options={view.options} fixed={!open} />
        </div>
        {open && view.options.length > 0 ? (
          <button type="submit" formAction={view.actions.total} formNoValidate className={buttonClass('secondary', 'mt-4 cursor-pointer')}>
            Update total
          </button>
        ) : null}
        <Totals view={view} />
        {version.deposit ? (
          <section aria-labelledby="deposit-heading" className="mt-6">
            <h2 id="deposit-heading" className="text-xl">
              Deposit
            </h2>
            <p className="mt-1">
              {`${version.deposit.kind === 'percent' ? `${formatRate(version.deposit.value)} of the total` : 'A fixed amount'}, to schedule the work and buy materials; the balance is due when the work is complete.`}
            </p>
            {version.paymentInstructions ? <p className="mt-2 break-words whitespace-pre-line">{version.paymentInstructions}</p> : null}
          </section>
        ) : null}
        <QuoteTermsText terms={view.terms} />
        {open ? <ApproveFields view={view} /> : null}
      </form>
      {open ? <OtherAnswers view={view} /> : null}
      <p className="mt-8 text-muted">
        Questions? Call{' '}
        <a href={`tel:${business.phone.e164}`} className="font-semibold whitespace-nowrap underline underline-offset-2">
          {business.phone.display}
        </a>
        .
      </p>
    </BookingCard>
  );
}

/** A refused link or request: what happened, and the phone. */
export function QuoteProblem({ view }: { view: Extract<QuotePageView, { page: 'problem' }> }) {
  return (
    <ProblemCard status={view.status} title={view.title} message={view.message}>
      <div className="mt-6 flex flex-wrap gap-3">
        {view.link ? (
          <a href={view.link.href} className={buttonClass('action')}>
            {view.link.label}
          </a>
        ) : null}
        <CallButton variant={view.link ? 'secondary' : 'action'} />
      </div>
    </ProblemCard>
  );
}
