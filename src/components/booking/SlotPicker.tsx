import type { Picker } from '../../lib/booking-view.ts';

const dayLink =
  'flex min-h-14 flex-col items-center justify-center rounded-lg border-2 border-line bg-white px-0.5 py-1 leading-tight whitespace-nowrap text-ink no-underline hover:border-brand aria-[current=date]:border-brand aria-[current=date]:bg-brand aria-[current=date]:text-white';

/**
 * A strip of the open days, each a link that shows its windows (GET, so nothing is written),
 * and the shown day's windows as large radio buttons. Without script, a day is one page load.
 */
export function SlotPicker({ picker, level = 2 }: { picker: Picker; level?: 2 | 3 }) {
  const { day } = picker;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {/* The strip's links land here (the page keeps the sticky header clear of it), with the days and the windows in view. */}
      <Heading id="pick" className="text-xl">
        Pick a day
      </Heading>
      <ul aria-labelledby="pick" className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-5">
        {picker.days.map((choice) => (
          <li key={choice.day}>
            <a href={choice.href} aria-current={choice.day === day.day ? 'date' : undefined} className={dayLink}>
              <span className="text-small">{choice.weekday}</span>
              <span className="font-bold">{choice.date}</span>
              <span className="sr-only">
                , {choice.slots.length === 1 ? '1 open time' : `${choice.slots.length} open times`}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <fieldset className="mt-5">
        <legend className="text-xl font-bold">Arrival windows on {day.label}</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {day.slots.map((slot) => (
            <label
              key={slot.value}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-line bg-white px-4 py-2 text-lg font-semibold whitespace-nowrap has-checked:border-brand has-checked:bg-surface-alt"
            >
              <input type="radio" name="slot" value={slot.value} required defaultChecked={slot.value === picker.chosen} className="size-6 shrink-0 accent-brand" />
              <span>{slot.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
