import { businessTimeInput } from '../../lib/dates.ts';
import { leadStatuses, type LeadStatus } from '../../lib/lead-status.ts';
import { buttonClass } from '../ui/Button.tsx';
import { controlClass } from '../ui/FormField.tsx';

interface StatusFormProps {
  leadId: number;
  status: LeadStatus;
  estimateAt: string | null;
}

const control = `mt-1 ${controlClass(false)}`;

/** Status and estimate visit in one plain form: what it shows is exactly what it saves. */
export function StatusForm({ leadId, status, estimateAt }: StatusFormProps) {
  return (
    <form method="post" action={`/inbox/leads/${leadId}/status`}>
      <label htmlFor="status" className="block font-bold">
        Status
      </label>
      <select id="status" name="status" defaultValue={status} className={control}>
        {leadStatuses.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <label htmlFor="estimate_at" className="mt-4 block font-bold">
        Estimate visit
      </label>
      <p id="estimate_at-hint" className="text-small text-muted">
        Charlotte time. Fill it in with "Estimate scheduled"; empty it to clear the visit.
      </p>
      <input
        id="estimate_at"
        name="estimate_at"
        type="datetime-local"
        defaultValue={estimateAt ? businessTimeInput(estimateAt) : ''}
        aria-describedby="estimate_at-hint"
        className={control}
      />
      <button type="submit" className={buttonClass('action', 'mt-4 w-full cursor-pointer')}>
        Save status
      </button>
    </form>
  );
}
