import type { SliderRange } from '../../content/estimator.ts';

interface RangeFieldProps {
  id: string;
  label: string;
  range: SliderRange;
  value: number;
  onChange: (value: number) => void;
  /** What sighted visitors read next to the label, e.g. '350 sq ft'. */
  display: (value: number) => string;
  /** What a screen reader announces, e.g. '350 square feet'. */
  valueText: (value: number) => string;
  hint: string;
  minLabel: string;
  maxLabel: string;
  disabled: boolean;
}

/** A native range input with its label, its current value and a hint. */
export function RangeField({
  id,
  label,
  range,
  value,
  onChange,
  display,
  valueText,
  hint,
  minLabel,
  maxLabel,
  disabled,
}: RangeFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-bold">
          {label}
        </label>
        {/* The slider already announces its value; a second live announcement would be noise. */}
        <output htmlFor={id} aria-live="off" className="text-lg font-extrabold text-brand tabular-nums">
          {display(value)}
        </output>
      </div>
      <p id={hintId} className="mt-1 text-small text-muted">
        {hint}
      </p>
      <input
        id={id}
        name={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={valueText(value)}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="mt-2 block h-11 w-full cursor-pointer accent-brand disabled:cursor-not-allowed"
      />
      <div aria-hidden="true" className="flex justify-between text-small text-muted">
        <span>{minLabel}</span>
        <span>{maxLabel}</span>
      </div>
    </div>
  );
}
