import { forwardRef } from 'react';

interface ErrorSummaryProps {
  errors: readonly { field: string; message: string }[];
  /** Id of the control for a field, or undefined when the field is not on the form. */
  controlId: (field: string) => string | undefined;
  /** The summary's heading sits one level below the heading of what it summarizes. */
  heading?: 'h2' | 'h3';
}

/**
 * GOV.UK-style summary: announced when it appears, links to each field, and takes focus after a
 * rejected submission in the quote form. Rendered on the server too (the inbox sign-in), where
 * the links work as plain fragment links.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ errors, controlId, heading: Heading = 'h3' }, ref) {
  const focusField = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const control = document.getElementById(id);
    if (!control) return;
    event.preventDefault();
    control.focus({ preventScroll: true });
    // The label sits above the control: bring both into view.
    document.querySelector(`label[for="${id}"]`)?.scrollIntoView({ block: 'start' });
  };
  return (
    <div ref={ref} tabIndex={-1} className="mb-8 rounded-lg border-4 border-danger bg-white p-5 focus-visible:outline-offset-4">
      <div role="alert">
        <Heading className="text-xl">There is a problem</Heading>
        <ul className="mt-3 space-y-1">
          {errors.map((error) => {
            const id = controlId(error.field);
            return (
              <li key={error.field}>
                {id ? (
                  <a
                    href={`#${id}`}
                    onClick={(event) => focusField(event, id)}
                    className="inline-flex min-h-6 font-bold text-danger underline underline-offset-2"
                  >
                    {error.message}
                  </a>
                ) : (
                  <span className="font-bold text-danger">{error.message}</span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
});
