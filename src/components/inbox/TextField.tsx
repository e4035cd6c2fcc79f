interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  invalid?: boolean;
  maxLength?: number;
}

export function TextField({ id, name, label, type, autoComplete, invalid = false, maxLength }: TextFieldProps) {
  return (
    <div className="mb-5">
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        className={`mt-1 min-h-11 w-full rounded-lg border-2 bg-white px-3 py-2 text-ink ${invalid ? 'border-danger' : 'border-muted'}`}
      />
    </div>
  );
}
