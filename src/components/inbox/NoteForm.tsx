import { buttonClass } from '../ui/Button.tsx';
import { formatNumber } from '../../lib/format-number.ts';

/** A plain form post; the browser's own checks stop an empty or over-long note before it is sent. */
export function NoteForm({ leadId, maxLength }: { leadId: number; maxLength: number }) {
  return (
    <form method="post" action={`/inbox/leads/${leadId}/notes`}>
      <label htmlFor="note" className="block font-bold">
        Note
      </label>
      <p id="note-hint" className="text-small text-muted">
        Up to {formatNumber(maxLength)} characters. Saved with the time and your e-mail address.
      </p>
      <textarea
        id="note"
        name="note"
        required
        maxLength={maxLength}
        rows={4}
        aria-describedby="note-hint"
        className="mt-1 w-full rounded-lg border-2 border-muted bg-white px-3 py-2 text-ink"
      />
      <button type="submit" className={buttonClass('secondary', 'mt-3 cursor-pointer')}>
        Add note
      </button>
    </form>
  );
}
