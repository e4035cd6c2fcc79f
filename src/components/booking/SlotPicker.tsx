import type { DayChoice } from '../../../server/schedule/view.ts';

/** The open arrival windows as radio buttons, one group per day, soonest first. */
export function SlotPicker({ days, chosen }: { days: readonly DayChoice[]; chosen: string | null }) {
  return (
    <div className="space-y-5">
      {days.map((day) => (
        <fieldset key={day.day}>
          <legend className="font-bold">{day.label}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {day.slots.map((slot) => (
              <label
                key={slot.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-line bg-white px-3 py-2 whitespace-nowrap has-checked:border-brand has-checked:bg-surface-alt"
              >
                <input
                  type="radio"
                  name="slot"
                  value={slot.value}
                  required
                  defaultChecked={slot.value === chosen}
                  className="size-5 shrink-0 accent-brand"
                />
                <span>{slot.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
