import { hourLabel, type QuietHours } from '../../lib/quiet-hours.ts';
import { buttonClass } from '../ui/Button.tsx';
import { controlClass } from '../ui/FormField.tsx';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const selectClass = `mt-1 ${controlClass(false)}`;

function HourSelect({ name, label, value }: { name: string; label: string; value: number }) {
  return (
    <label className="block font-semibold">
      {label}
      <select name={name} defaultValue={String(value)} className={selectClass}>
        {hours.map((hour) => (
          <option key={hour} value={hour}>
            {hourLabel(hour)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Quiet hours on Charlotte's clock; off by default. */
export function QuietHoursForm({ quiet }: { quiet: QuietHours | null }) {
  return (
    <form method="post" action="/inbox/alerts/quiet-hours">
      <p className="text-muted">
        Requests that arrive during quiet hours wait, and come as one alert when they end ("3 new requests overnight"). Times are Charlotte time.
      </p>
      <label className="mt-4 flex min-h-11 items-center gap-3 font-semibold">
        <input type="checkbox" name="quiet" value="on" defaultChecked={quiet !== null} className="size-5" />
        Hold alerts during quiet hours
      </label>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:max-w-md">
        <HourSelect name="starts" label="From" value={quiet?.starts ?? 21} />
        <HourSelect name="ends" label="Until" value={quiet?.ends ?? 6} />
      </div>
      <button type="submit" className={buttonClass('action', 'mt-4 cursor-pointer')}>
        Save quiet hours
      </button>
    </form>
  );
}
