import type { ControlOfType } from '../../../config/editable-fields.ts';
import { controlClass, FormField } from '../../ui/FormField.tsx';

interface TextInputProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'month' | 'number' | 'time';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
  step?: string;
  className?: string;
}

/** One labeled input of a Site form; its id is its name, so an error links straight to it. */
export function TextInput({ name, label, value, error, hint, optional, type = 'text', autoComplete, inputMode, step, className }: TextInputProps) {
  return (
    <FormField id={name} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(describedBy) => (
        <input
          id={name}
          name={name}
          type={type}
          defaultValue={value}
          autoComplete={autoComplete ?? 'off'}
          inputMode={inputMode}
          step={step}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={controlClass(Boolean(error))}
        />
      )}
    </FormField>
  );
}

/** A declared text field's input (src/config/editable-fields.ts); the form gives its value and error, and may word its hint for what is typed. */
export function ControlInput({ control, ...shown }: { control: ControlOfType<'text'> } & Pick<TextInputProps, 'value' | 'error' | 'hint' | 'className'>) {
  return (
    <TextInput
      name={control.name}
      label={control.label}
      type={control.type === 'text' ? undefined : control.type}
      hint={control.hint}
      optional={control.optional}
      inputMode={control.inputMode}
      autoComplete={control.autoComplete}
      {...shown}
    />
  );
}
