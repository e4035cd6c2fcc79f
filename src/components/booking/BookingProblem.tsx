import type { ReactNode } from 'react';
import { CallButton } from '../ui/CallButton.tsx';
import { TextLink } from '../ui/TextLink.tsx';
import { BookingCard } from './BookingCard.tsx';
import type { BookingView } from '../../lib/booking-view.ts';

/** A refused customer link or post (booking, the written quote): the error, what happened, and what to do next. */
export function ProblemCard({ status, title, message, children }: { status: number; title: string; message: string; children: ReactNode }) {
  return (
    <BookingCard tone="danger">
      <p className="font-bold text-danger">Error {status}</p>
      <h1 className="mt-2">{title}</h1>
      <p className="mt-4 text-lg">{message}</p>
      {children}
    </BookingCard>
  );
}

/** A refused booking request: what happened, that nothing changed, and the phone. */
export function BookingProblem({ view }: { view: Extract<BookingView, { page: 'problem' }> }) {
  return (
    <ProblemCard status={view.status} title={view.title} message={view.message}>
      <div className="mt-6 flex flex-wrap gap-3">
        <CallButton />
      </div>
      <p className="mt-6">
        <TextLink href="/">Return to the homepage</TextLink>
      </p>
    </ProblemCard>
  );
}
