import type { BookingView } from '../../../server/schedule/view.ts';
import { business, telHref } from '../../config/business.ts';
import { buttonClass } from '../ui/Button.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { BookingCard, BookingProblemBox } from './BookingCard.tsx';
import { SlotPicker } from './SlotPicker.tsx';

type VisitView = Extract<BookingView, { page: 'visit' }>;

const phoneLink = (
  <a href={telHref} className="font-semibold underline underline-offset-2">
    {business.phone.display}
  </a>
);

/** Right after booking: "Booked", the window in words, and the two next steps. */
function Booked({ view }: { view: VisitView }) {
  return (
    <BookingCard tone="success">
      <p className="font-bold text-success">{view.result === 'changed' ? 'New time saved' : 'Visit booked'}</p>
      <h1 className="mt-2">Booked</h1>
      <p className="mt-4 text-2xl font-bold">{view.when}</p>
      <p className="mt-2 text-lg">We arrive within this window for your free estimate (Charlotte time).</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={view.calendar} download="estimate-visit.ics" className={buttonClass('action')}>
          Add to calendar
        </a>
        <a href={view.self} className={buttonClass('secondary')}>
          Change or cancel
        </a>
      </div>
      <p className="mt-6 text-muted">Keep this page's address: it is the only way to change the visit online. Questions? Call {phoneLink}.</p>
    </BookingCard>
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
      <p className="font-bold text-brand">Free estimate</p>
      <h1 className="mt-2">{heading}</h1>
      <p className={`mt-4 text-2xl font-bold ${cancelled ? 'line-through decoration-2' : ''}`}>{view.when}</p>
      {view.problem ? <BookingProblemBox>{view.problem}</BookingProblemBox> : null}
      {view.status === 'booked' ? (
        <>
          <p className="mt-2 text-lg">We arrive within this window (Charlotte time).</p>
          <p className="mt-6">
            <a href={view.calendar} download="estimate-visit.ics" className={buttonClass('secondary')}>
              Add to calendar
            </a>
          </p>
          {view.mayChange ? (
            <>
              <h2 className="mt-10 text-2xl">Change time</h2>
              {view.days.length ? (
                <form method="post" action={view.changeAction} className="mt-4">
                  <SlotPicker days={view.days} chosen={null} />
                  <button type="submit" className={buttonClass('action', 'mt-6 w-full cursor-pointer sm:w-auto')}>
                    Change time
                  </button>
                </form>
              ) : (
                <p className="mt-4">There are no other open times just now. Call {phoneLink} to find one.</p>
              )}
              <h2 className="mt-10 text-2xl">Cancel visit</h2>
              <form method="post" action={view.cancelAction} className="mt-4">
                <p>You can book again later from the link we gave you, or call us.</p>
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
      ) : (
        <div className="mt-6">
          <p>{cancelled ? 'This visit is cancelled. To pick another time, call us.' : 'Questions about your estimate? Call us.'}</p>
          <div className="mt-4">
            <CallButton />
          </div>
        </div>
      )}
    </BookingCard>
  );
}
