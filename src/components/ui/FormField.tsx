import type { ReactNode } from 'react';

// min-h-13 (52 px) is the height text inputs take from the body line height; a select ignores
// line height, so without it it stood 6 px shorter than the inputs beside it.
export function controlClass(invalid: boolean): string {
  return `block w-full min-h-13 rounded-lg border-2 bg-white px-3 py-2.5 text-base text-ink ${invalid ? 'border-danger' : 'border-muted'}`;
}

interface FormFieldProps {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  /** Receives the ids the control must list in aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, optional hint and error message above one control, linked by id (GOV.UK pattern). */
export function FormField({ id, label, optional = false, hint, error, className = '', children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    // A column: in a row of fields whose labels or hints wrap differently, each control sits at
    // the bottom, so the controls of the row line up.
    <div className={`flex flex-col ${error ? 'border-l-4 border-danger pl-4' : ''} ${className}`}>
      <label htmlFor={id} className="block font-bold">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-small text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} className="mt-1 font-bold text-danger" />
      <div className="mt-auto pt-1.5">{children(describedBy)}</div>
    </div>
  );
}

/** A control's error in words, after "Error: " for screen readers, or nothing; the control lists `id` in its aria-describedby. */
export function FieldError({ id, error, className = 'font-bold text-danger' }: { id: string | undefined; error: string | null | undefined; className?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={className}>
      <span className="sr-only">Error: </span>
      {error}
    </p>
  );
}
