import type { ReactNode } from 'react';

/** The white card every booking page sits in, as on the thank-you page. */
export function BookingCard({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'success' | 'danger' }) {
  const top = {
    brand: 'border-t-brand',
    success: 'border-t-success',
    danger: 'border-t-danger',
  }[tone];
  return (
    <section className="section bg-surface-alt">
      <div className="container-page max-w-3xl">
        <div className={`rounded-card border border-line border-t-8 ${top} bg-white p-5 shadow-card sm:p-10`}>{children}</div>
      </div>
    </section>
  );
}

/** A problem with what was sent, announced when the page loads. */
export function BookingProblemBox({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="mt-6 rounded-lg border-4 border-danger bg-white p-4">
      <p className="font-bold text-danger">{children}</p>
    </div>
  );
}
