import { controlClass, FormField } from '../../ui/FormField.tsx';

interface PhotoInputProps {
  name: string;
  label: string;
  hint: string;
  error?: string;
  optional?: boolean;
}

/** A photo file field of a Site form; its id is its name, so an error links straight to it. */
export function PhotoInput({ name, label, hint, error, optional = false }: PhotoInputProps) {
  return (
    <FormField id={name} label={label} hint={hint} error={error} optional={optional}>
      {(describedBy) => (
        // image/* lets a phone offer its camera and its photo library.
        <input id={name} name={name} type="file" accept="image/*" aria-describedby={describedBy} aria-invalid={error ? true : undefined} className={controlClass(Boolean(error))} />
      )}
    </FormField>
  );
}
