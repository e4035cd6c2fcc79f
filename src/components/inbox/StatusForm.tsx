import { leadStatuses, type LeadStatus } from '../../lib/lead-status.ts';
import { buttonClass } from '../ui/Button.tsx';
import { controlClass } from '../ui/FormField.tsx';

interface StatusFormProps {
  leadId: number;
  status: LeadStatus;
  /** A visit is booked: the status follows it, and the time field moves it. */
  booked: boolean;
}

const control = `mt-1 ${controlClass(false)}`;

/**
 * Status and estimate visit, two plain forms. "Estimate scheduled" follows the visit (the schedule
 * sets it), so it is offered only while it is the status; the visit itself shows once, in the
 * request's details, and the time field sets or moves it.
 */
export function StatusForm({ leadId, status, booked }: StatusFormProps) {
  const choices = leadStatuses.filter((option) => option !== 'Estimate scheduled' || option === status);
  return (
    <>
      <form method="post" action={`/inbox/leads/${leadId}/status`}>
        <label htmlFor="status" className="block font-bold">
          Status
        </label>
        <select id="status" name="status" defaultValue={status} className={control}>
          {choices.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button type="submit" className={buttonClass('action', 'mt-4 w-full cursor-pointer')}>
          Save status
        </button>
      </form>
      <form method="post" action={`/inbox/leads/${leadId}/visit`} className="mt-6">
        <label htmlFor="when" className="block font-bold">
          {booked ? 'Move the estimate visit to' : 'Set the estimate visit'}
        </label>
        <p id="when-hint" className="text-small text-muted">
          Charlotte time. It goes on the Schedule tab and your calendar, and fills its window; any time works, in a window or not.
        </p>
        <input id="when" name="when" type="datetime-local" required aria-describedby="when-hint" className={control} />
        <button type="submit" className={buttonClass('secondary', 'mt-4 w-full cursor-pointer')}>
          {booked ? 'Move visit' : 'Set visit'}
        </button>
      </form>
    </>
  );
}
