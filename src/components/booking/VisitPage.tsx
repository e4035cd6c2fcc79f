import { business, telHref } from '../../config/business.ts';
import { buttonClass } from '../ui/Button.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { BookingCard, BookingProblemBox } from './BookingCard.tsx';
import { RequestFacts } from './RequestFacts.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import type { BookingView } from '../../lib/booking-view.ts';

type VisitView = Extract<BookingView, { page: 'visit' }>;

const phoneLink = (
  <a href={telHref} className="font-semibold whitespace-nowrap underline underline-offset-2">
    {business.phone.display}
  </a>
);

/** This page's link is how the customer changes the visit later: ways to keep it, without alarm. */
function KeepLink({ view }: { view: VisitView }) {
  return (
    <div className="mt-8 rounded-lg bg-surface-alt p-4 sm:p-6">
      <h2 className="text-xl">Keep the link to this visit</h2>
      <p className="mt-1">It opens this page, to change or cancel the visit.</p>
      {view.sent ? (
        <p role="status" className="mt-3 font-bold text-success">
          We e-mailed the link to the address on your request.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {view.emailLinkAction && !view.sent ? (
          <form method="post" action={view.emailLinkAction}>
            <button type="submit" className={buttonClass('secondary', 'cursor-pointer')}>
              E-mail me this link
            </button>
          </form>
        ) : null}
        <a href={view.textLink} className={buttonClass('secondary')}>
          Text me this link
        </a>
      </div>
    </div>
  );
}

/** The owner's move or cancellation, in words: the customer never sees a time they did not pick without a word of why. */
function OwnerChange({ change }: { change: NonNullable<VisitView['ownerChange']> }) {
  return (
    <div className="mt-4 rounded-lg border-2 border-brand p-4">
      <p className="font-bold">
        {change.moved ? `We moved your visit to this time${change.from ? ` (it was ${change.from})` : ''}.` : 'We cancelled this visit.'}
      </p>
      {change.reason ? <p className="mt-1 break-words">Why: {change.reason}</p> : null}
      <p className="mt-1">Sorry for the change. Questions? Call {phoneLink}.</p>
    </div>
  );
}

/** Right after booking or changing: one heading with the day and window, then the address, service and reference. */
function Booked({ view }: { view: VisitView }) {
  return (
    <BookingCard tone="success">
      <h1>
        {view.result === 'changed' ? 'New time' : 'Booked'}: {view.when}
      </h1>
      <p className="mt-3 text-lg">We arrive within this window for your free estimate (Charlotte time).</p>
      <RequestFacts summary={view.summary} address={view.address} />
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={view.calendar} download="estimate-visit.ics" className={buttonClass('action')}>
          Add to calendar
        </a>
        <a href={view.self} className={buttonClass('secondary')}>
          Change or cancel
        </a>
      </div>
      <KeepLink view={view} />
      <p className="mt-6 text-muted">Questions? Call {phoneLink}.</p>
    </BookingCard>
  );
}

/** A cancelled visit: who cancelled and why, the file that takes it out of the calendar, and another time. */
function Cancelled({ view }: { view: VisitView }) {
  return (
    <>
      {view.ownerChange ? <OwnerChange change={view.ownerChange} /> : <p className="mt-4">You cancelled this visit.</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        {view.againAction ? (
          <form method="post" action={view.againAction}>
            <button type="submit" className={buttonClass('action', 'cursor-pointer')}>
              Pick another time
            </button>
          </form>
        ) : null}
        <a href={view.calendar} download="estimate-visit-cancelled.ics" className={buttonClass('secondary')}>
          Remove from my calendar
        </a>
      </div>
      {view.againAction ? null : (
        <div className="mt-6">
          <p>To pick another time, call us.</p>
          <div className="mt-4">
            <CallButton />
          </div>
        </div>
      )}
    </>
  );
}

/** The visit's own page: what is booked, and Change time / Cancel visit as forms that POST. */
export function VisitPage({ view }: { view: VisitView }) {
  if (view.result) return <Booked view={view} />;
  const cancelled = view.status === 'cancelled';
  const heading = {
    booked: 'Your free estimate visit',
    cancelled: 'Visit cancelled',
    done: 'Visit done',
    'no-show': 'Visit missed',
  }[view.status];
  return (
    <BookingCard tone={cancelled ? 'danger' : 'brand'}>
      <p className="font-bold text-brand">Free estimate · request {view.summary.reference}</p>
      <h1 className="mt-2">{heading}</h1>
      <p className={`mt-4 text-2xl font-bold ${cancelled ? 'line-through decoration-2' : ''}`}>{view.when}</p>
      {view.problem ? <BookingProblemBox>{view.problem}</BookingProblemBox> : null}
      {view.status === 'booked' ? (
        <>
          {view.ownerChange ? <OwnerChange change={view.ownerChange} /> : null}
          <p className="mt-2 text-lg">We arrive within this window (Charlotte time).</p>
          <RequestFacts summary={view.summary} address={view.address} />
          <p className="mt-6">
            <a href={view.calendar} download="estimate-visit.ics" className={buttonClass('secondary')}>
              Add to calendar
            </a>
          </p>
          <KeepLink view={view} />
          {view.mayChange ? (
            <>
              <h2 className="mt-10 text-2xl">Change time</h2>
              {view.picker ? (
                <form method="post" action={view.changeAction} className="mt-4">
                  <SlotPicker picker={view.picker} level={3} />
                  <button type="submit" className={buttonClass('action', 'mt-6 w-full cursor-pointer sm:w-auto')}>
                    Change time
                  </button>
                </form>
              ) : (
                <p className="mt-4">There are no other open times just now. Call {phoneLink} to find one.</p>
              )}
              <h2 className="mt-10 text-2xl">Cancel visit</h2>
              <form method="post" action={view.cancelAction} className="mt-4">
                <p>You can pick another time afterwards from this page, or call us.</p>
                <button type="submit" className={buttonClass('secondary', 'mt-4 w-full cursor-pointer sm:w-auto')}>
                  Cancel visit
                </button>
              </form>
            </>
          ) : (
            <div className="mt-8 rounded-lg bg-surface-alt p-4 sm:p-6">
              <p>Your visit is less than {view.cutoffHours} hours away, so it can no longer be changed here. To change or cancel, call us.</p>
              <div className="mt-4">
                <CallButton />
              </div>
            </div>
          )}
        </>
      ) : cancelled ? (
        <Cancelled view={view} />
      ) : (
        <div className="mt-6">
          <p>Questions about your estimate? Call us.</p>
          <div className="mt-4">
            <CallButton />
          </div>
        </div>
      )}
    </BookingCard>
  );
}
