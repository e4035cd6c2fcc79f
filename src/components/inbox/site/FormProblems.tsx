import { formatBusinessTime } from '../../../lib/dates.ts';
import { ErrorSummary } from '../../ui/ErrorSummary.tsx';
import type { SiteForm } from '../../../lib/site-view.ts';

/** Above a form sent back: what to fix (each linking to its field), or that someone saved meanwhile. */
export function FormProblems({ form, controlId }: { form: SiteForm; controlId: (field: string) => string | undefined }) {
  if (form.conflict) {
    return (
      <div role="alert" className="mb-6 rounded-lg border-4 border-danger bg-white p-5">
        <h2 className="text-xl">Not saved: this changed while you were editing</h2>
        <p className="mt-2">
          {`${form.conflict.by} saved it ${formatBusinessTime(form.conflict.at)} (Charlotte time).`} Your version is still in the form below. Press Save
          again to replace theirs with yours, or reload the page to see theirs.
        </p>
      </div>
    );
  }
  return <ErrorSummary heading="h2" errors={form.issues.map((issue) => ({ field: issue.path, message: issue.message }))} controlId={controlId} />;
}
