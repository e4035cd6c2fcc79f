import { controlClass, FormField } from '../../ui/FormField.tsx';

interface SelectInputProps {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
}

/** One labeled choice of a Site form; its id is its name, so an error links straight to it. */
export function SelectInput({ name, label, value, options, error, hint }: SelectInputProps) {
  return (
    <FormField id={name} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select id={name} name={name} defaultValue={value} aria-describedby={describedBy} aria-invalid={error ? true : undefined} className={controlClass(Boolean(error))}>
          <option value="">Choose...</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
