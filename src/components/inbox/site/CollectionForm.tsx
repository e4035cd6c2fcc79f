import { sendsPhotos, type Collection } from '../../../content/site-collections.ts';
import type { FieldSpec } from '../../../config/editable-fields.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { controlClass, FormField } from '../../ui/FormField.tsx';
import { PhotoInput, type KeptPhoto } from './PhotoInput.tsx';
import { SelectInput } from './SelectInput.tsx';
import { ControlInput } from './TextInput.tsx';

interface CollectionFormProps {
  collection: Collection;
  /** The item edited, or null to add one. */
  id: string | null;
  /** Whether the item edited has the optional group's photos (a before/after pair). */
  hasGroup: boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  version: number;
  /** Photos of a refused new entry the server kept, by field: the form offers them instead of asking again. */
  kept?: Partial<Record<string, KeptPhoto>>;
}

export interface FieldContext {
  adding: boolean;
  hasGroup: boolean;
  value: (name: string) => string;
  errors: Record<string, string>;
  kept: Partial<Record<string, KeptPhoto>>;
}

/** One declared field (src/config/editable-fields.ts) as its control, with its value and error; the quote form draws its fields with it too. */
export function Field({ spec, context }: { spec: FieldSpec; context: FieldContext }) {
  const { adding, value, errors } = context;
  switch (spec.type) {
    case 'columns':
      return (
        <div className={`grid gap-5 ${spec.columns === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3'}`}>
          {spec.fields.map((field, index) => (
            <Field key={index} spec={field} context={context} />
          ))}
        </div>
      );
    case 'group':
      return adding || context.hasGroup ? (
        <fieldset className="space-y-5 rounded-card border border-line p-4">
          <legend className="px-1 font-bold">
            {spec.legend} {adding ? <span className="font-normal text-muted">{spec.legendWhileAdding}</span> : null}
          </legend>
          {spec.fields.map((field, index) => (
            <Field key={index} spec={field} context={context} />
          ))}
        </fieldset>
      ) : null;
    case 'photo':
      return adding ? <PhotoInput name={spec.name} label={spec.label} hint={spec.hint} error={errors[spec.name]} kept={context.kept[spec.name]} /> : null;
    case 'checkbox':
      return (
        <label className="flex min-h-11 items-start gap-3">
          <input type="checkbox" name={spec.name} defaultChecked={value(spec.name) === 'on'} className="mt-1 size-5 shrink-0" aria-describedby={`${spec.name}-hint`} />
          <span>
            <span className="font-bold">{spec.label}</span>
            <span id={`${spec.name}-hint`} className="block text-small text-muted">
              {spec.hint}
            </span>
          </span>
        </label>
      );
    case 'select':
      return <SelectInput name={spec.name} label={spec.label} value={value(spec.name)} options={spec.options} error={errors[spec.name]} hint={spec.hint} />;
    case 'textarea':
      return (
        <FormField id={spec.name} label={spec.label} optional={spec.optional} error={errors[spec.name]} hint={spec.hint}>
          {(describedBy) => (
            <textarea
              id={spec.name}
              name={spec.name}
              rows={spec.rows}
              defaultValue={value(spec.name)}
              aria-describedby={describedBy}
              aria-invalid={errors[spec.name] ? true : undefined}
              className={controlClass(Boolean(errors[spec.name]))}
            />
          )}
        </FormField>
      );
    default:
      return <ControlInput control={spec} value={value(spec.name)} error={errors[spec.name]} className={spec.narrow ? 'max-w-xs' : undefined} />;
  }
}

/** Adds an item of a collection, or edits one, with the fields its declaration lists. */
export function CollectionForm({ collection, id, hasGroup, values, errors, version, kept = {} }: CollectionFormProps) {
  const adding = id === null;
  const context: FieldContext = { adding, hasGroup, value: (name) => values[name] ?? '', errors, kept };
  const sendsFiles = adding && sendsPhotos(collection.fields);
  return (
    <form method="post" action={adding ? collection.path : `${collection.path}/${id}`} encType={sendsFiles ? 'multipart/form-data' : undefined} className="space-y-5" noValidate>
      <input type="hidden" name="version" value={version} />
      {collection.fields.map((spec, index) => (
        <Field key={index} spec={spec} context={context} />
      ))}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('action', 'w-full cursor-pointer sm:w-auto')}>
          {adding ? collection.addLabel : 'Save'}
        </button>
        {adding ? null : (
          <a href={collection.path} className={buttonClass('secondary', 'w-full sm:w-auto')}>
            Cancel
          </a>
        )}
      </div>
    </form>
  );
}
