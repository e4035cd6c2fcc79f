import { CallButton } from '../ui/CallButton.tsx';
import { TextLink } from '../ui/TextLink.tsx';
import { BookingCard } from './BookingCard.tsx';
import type { BookingView } from '../../lib/booking-view.ts';

/** A refused booking request: what happened, that nothing changed, and the phone. */
export function BookingProblem({ view }: { view: Extract<BookingView, { page: 'problem' }> }) {
  return (
    <BookingCard tone="danger">
      <p className="font-bold text-danger">Error {view.status}</p>
      <h1 className="mt-2">{view.title}</h1>
      <p className="mt-4 text-lg">{view.message}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <CallButton />
      </div>
      <p className="mt-6">
        <TextLink href="/">Return to the homepage</TextLink>
      </p>
    </BookingCard>
  );
}
