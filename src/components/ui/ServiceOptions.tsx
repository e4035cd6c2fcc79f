import { serviceOptions } from '../../lib/quote-fields.ts';

/** The `<option>`s of a service select: an empty first choice, then every service we quote. */
export function ServiceOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {serviceOptions.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
