import { upcomingVisitsPerCustomer } from '../../lib/schedule.ts';
import { business, telHref } from '../../config/business.ts';
import { referenceSentence } from '../../lib/lead-contact.ts';
import { quoteLimits } from '../../lib/quote-fields.ts';
import { buttonClass } from '../ui/Button.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { controlClass } from '../ui/FormField.tsx';
import { BookingCard, BookingProblemBox } from './BookingCard.tsx';
import { summaryLine } from './RequestFacts.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import type { BookingView } from '../../lib/booking-view.ts';

type BookView = Extract<BookingView, { page: 'book' }>;

const control = `mt-1 ${controlClass(false)}`;

/** The property's address: a street under the request's ZIP, or the whole address when the request has none. */
function AddressField({ address }: { address: Extract<BookView['address'], { ask: string }> }) {
  const street = address.ask === 'street';
  return (
    <div className="mt-6">
      <label htmlFor="address" className="block font-bold">
        {street ? 'Street address' : 'Property address'}
      </label>
      <p id="address-hint" className="text-small text-muted">
        {street ? `House number and street in ZIP ${address.zip}, from your request.` : 'Street, town and ZIP, so we know where to come.'}
      </p>
      <input
        id="address"
        name="address"
        type="text"
        required
        maxLength={quoteLimits.address}
        autoComplete="address-line1"
        defaultValue={address.typed}
        aria-describedby="address-hint"
        className={control}
      />
    </div>
  );
}

function CallInstead({ children, reference }: { children: string; reference: string }) {
  return (
    <>
      <p className="mt-4 text-lg">{children}</p>
      <p className="mt-2 font-bold">{referenceSentence(reference)}</p>
      <div className="mt-6">
        <CallButton />
      </div>
    </>
  );
}

/** The customer picks a day, then its arrival window, and books; a plain form, no script. */
export function BookingPage({ view }: { view: BookView }) {
  const { picker, address } = view;
  return (
    <BookingCard>
      <p className="font-bold text-brand">Free estimate</p>
      <h1 className="mt-2">{view.title}</h1>
      {view.callInstead === 'offline' ? (
        <CallInstead reference={view.summary.reference}>{`We'll call to set a time that suits you, within ${business.responseTime}.`}</CallInstead>
      ) : view.callInstead === 'done' ? (
        <CallInstead reference={view.summary.reference}>We have already been out for this request. Call us if you need another visit.</CallInstead>
      ) : view.callInstead === 'limit' ? (
        <CallInstead reference={view.summary.reference}>
          {`You already have ${upcomingVisitsPerCustomer} estimate visits booked with us. Call us and we will gladly set up another.`}
        </CallInstead>
      ) : view.callInstead === 'outside' ? (
        <CallInstead reference={view.summary.reference}>Your address is outside the towns we book online. Call us and we will tell you whether we can come, and when.</CallInstead>
      ) : (
        <>
          <p className="mt-4 text-lg">We arrive within the window you pick. All times are Charlotte time.</p>
          {view.current ? (
            <p className="mt-3 rounded-lg bg-surface-alt p-4">
              You are booked for <strong>{view.current}</strong>. Picking another time moves your visit.
            </p>
          ) : null}
          {view.problem ? <BookingProblemBox>{view.problem}</BookingProblemBox> : null}
          {picker === null ? (
            <>
              <p className="mt-6">There are no open times in the next weeks. Call us and we will find one.</p>
              <div className="mt-4">
                <CallButton />
              </div>
            </>
          ) : (
            <form method="post" action={view.action} className="mt-8">
              <SlotPicker picker={picker} />
              {'ask' in address ? <AddressField address={address} /> : null}
              <div className="mt-4 rounded-lg bg-surface-alt px-4 py-3">
                <p className="text-small font-semibold">{summaryLine(view.summary)}</p>
                {'known' in address ? <p className="break-words text-small text-muted">At {address.known}</p> : null}
              </div>
              <button type="submit" className={buttonClass('action', 'mt-4 w-full cursor-pointer sm:w-auto')}>
                Book this time
              </button>
            </form>
          )}
          <p className="mt-6 text-muted">
            No time that suits you? Call{' '}
            <a href={telHref} className="font-semibold whitespace-nowrap text-ink underline underline-offset-2">
              {business.phone.display}
            </a>
            .
          </p>
        </>
      )}
    </BookingCard>
  );
}
