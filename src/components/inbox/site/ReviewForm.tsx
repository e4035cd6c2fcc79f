import { buttonClass } from '../../ui/Button.tsx';
import { controlClass, FormField } from '../../ui/FormField.tsx';
import { TextInput } from './TextInput.tsx';

interface ReviewFormProps {
  /** The review edited, or null to add one. */
  id: string | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  version: number;
}

/** Adds or edits one review; the customer's words go in as they wrote them. */
export function ReviewForm({ id, values, errors, version }: ReviewFormProps) {
  const value = (name: string) => values[name] ?? '';
  return (
    <form method="post" action={id ? `/inbox/site/reviews/${id}` : '/inbox/site/reviews'} className="space-y-5" noValidate>
      <input type="hidden" name="version" value={version} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextInput name="name" label="Name" value={value('name')} error={errors.name} hint="As the customer agreed to show it, e.g. Sarah M." />
        <TextInput name="town" label="Town" value={value('town')} error={errors.town} hint="e.g. Matthews, NC" />
        <TextInput name="rating" label="Rating" value={value('rating')} error={errors.rating} inputMode="numeric" hint="Stars, 1 to 5." />
        <TextInput name="date" label="Date" type="date" value={value('date')} error={errors.date} />
        <TextInput name="source" label="Source" value={value('source')} error={errors.source} optional hint="Where it was posted: Google, Facebook, Nextdoor..." />
        <TextInput name="url" label="Link to the review" type="url" value={value('url')} error={errors.url} optional />
      </div>
      <FormField id="text" label="Review" error={errors.text} hint="20 to 1,200 characters.">
        {(describedBy) => (
          <textarea
            id="text"
            name="text"
            rows={5}
            defaultValue={value('text')}
            aria-describedby={describedBy}
            aria-invalid={errors.text ? true : undefined}
            className={controlClass(Boolean(errors.text))}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('action', 'w-full cursor-pointer sm:w-auto')}>
          {id ? 'Save' : 'Add review'}
        </button>
        {id ? (
          <a href="/inbox/site/reviews" className={buttonClass('secondary', 'w-full sm:w-auto')}>
            Cancel
          </a>
        ) : null}
      </div>
    </form>
  );
}
