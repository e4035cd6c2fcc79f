/** GOV.UK-style error summary: announced on load, and linked to the field to fix. */
export function ErrorSummary({ message, fieldId }: { message: string; fieldId: string }) {
  return (
    <div role="alert" aria-labelledby="error-summary-title" className="mb-6 border-4 border-danger bg-white p-4">
      <h2 id="error-summary-title" className="text-xl">
        There is a problem
      </h2>
      <p className="mt-2">
        <a href={`#${fieldId}`} className="font-bold text-danger">
          {message}
        </a>
      </p>
    </div>
  );
}
