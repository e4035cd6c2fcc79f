import type { ReactNode } from 'react';

/**
 * The two marks of a numbered step that the HowTo steps of an article and a service page's
 * process steps share: a round badge with the number, hidden from screen readers, and a
 * heading that says "Step N:" to them instead.
 */
export function StepBadge({ number, className }: { number: number; className: string }) {
  return (
    <span aria-hidden="true" className={className}>
      {number}
    </span>
  );
}

export function StepHeading({ number, className, children }: { number: number; className: string; children: ReactNode }) {
  return (
    <h3 className={className}>
      <span className="sr-only">Step {number}: </span>
      {children}
    </h3>
  );
}
