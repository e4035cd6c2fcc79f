import type { BookingView } from '../../../server/schedule/view.ts';
import { upcomingVisitsPerCustomer } from '../../lib/schedule.ts';
import { business, telHref } from '../../config/business.ts';
import { quoteLimits } from '../../lib/quote-fields.ts';
import { buttonClass } from '../ui/Button.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { BookingCard, BookingProblemBox } from './BookingCard.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import { controlClass } from '../ui/FormField.tsx';

const control = `mt-1 ${controlClass(false)}`;

/** The customer picks the arrival window of their free estimate visit; a plain form, no script. */
export function BookingPage({ view }: { view: Extract<BookingView, { page: 'book' }> }) {
  return (
    <BookingCard>
      <p className="font-bold text-brand">Free estimate</p>
      <h1 className="mt-2">Pick a time for your free estimate</h1>
      {view.callInstead === 'offline' ? (
        <>
          <p className="mt-4 text-lg">We'll call to set a time that suits you, within {business.responseTime}.</p>
          <div className="mt-6">
            <CallButton />
          </div>
        </>
      ) : view.callInstead === 'done' ? (
        <>
          <p className="mt-4 text-lg">We have already been out for this request. Call us if you need another visit.</p>
          <div className="mt-6">
            <CallButton />
          </div>
        </>
      ) : view.callInstead === 'limit' ? (
        <>
          <p className="mt-4 text-lg">
            You already have {upcomingVisitsPerCustomer} estimate visits booked with us. Call us and we will gladly set up another.
          </p>
          <div className="mt-6">
            <CallButton />
          </div>
        </>
      ) : view.callInstead === 'outside' ? (
        <>
          <p className="mt-4 text-lg">
            Your address is outside the towns we book online. Call us and we will tell you whether we can come, and when.
          </p>
          <div className="mt-6">
            <CallButton />
          </div>
        </>
      ) : (
        <>
          <p className="mt-4 text-lg">We arrive within the window you pick. All times are Charlotte time.</p>
          {view.current ? (
            <p className="mt-3 rounded-lg bg-surface-alt p-4">
              You are booked for <strong>{view.current}</strong>. Picking another time moves your visit.
            </p>
          ) : null}
          {view.problem ? <BookingProblemBox>{view.problem}</BookingProblemBox> : null}
          {view.days.length === 0 ? (
            <>
              <p className="mt-6">There are no open times in the next weeks. Call us and we will find one.</p>
              <div className="mt-4">
                <CallButton />
              </div>
            </>
          ) : (
            <form method="post" action={view.action} className="mt-6">
              <SlotPicker days={view.days} chosen={view.chosen} />
              {view.askAddress ? (
                <div className="mt-6">
                  <label htmlFor="address" className="block font-bold">
                    Property address
                  </label>
                  <p id="address-hint" className="text-small text-muted">
                    Street, town and ZIP, so we know where to come.
                  </p>
                  <input
                    id="address"
                    name="address"
                    type="text"
                    required
                    maxLength={quoteLimits.address}
                    autoComplete="address-line1"
                    defaultValue={view.address}
                    aria-describedby="address-hint"
                    className={control}
                  />
                </div>
              ) : null}
              <button type="submit" className={buttonClass('action', 'mt-6 w-full cursor-pointer sm:w-auto')}>
                Book this time
              </button>
            </form>
          )}
          <p className="mt-6 text-muted">
            No time that suits you? Call{' '}
            <a href={telHref} className="font-semibold text-ink underline underline-offset-2">
              {business.phone.display}
            </a>
            .
          </p>
        </>
      )}
    </BookingCard>
  );
}
