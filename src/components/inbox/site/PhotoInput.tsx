import { controlClass, FormField } from '../../ui/FormField.tsx';
import { thumbSrc } from './ItemSummaries.tsx';

/** A photo the server already stored from an earlier try of the same form. */
export interface KeptPhoto {
  id: string;
  width: number;
  height: number;
}

interface PhotoInputProps {
  name: string;
  label: string;
  hint: string;
  error?: string;
  optional?: boolean;
  kept?: KeptPhoto;
}

/**
 * A photo file field of a Site form; its id is its name, so an error links straight to it. A
 * browser empties file fields when a form comes back, so a photo the server kept from the last
 * try is shown and sent again by its id (`<name>Kept`); choosing a file replaces it.
 */
export function PhotoInput({ name, label, hint, error, optional = false, kept }: PhotoInputProps) {
  return (
    <FormField id={name} label={label} hint={kept ? `Kept from your last try: choose another photo only to replace it. ${hint}` : hint} error={error} optional={optional}>
      {(describedBy) => (
        <>
          {kept ? (
            <>
              <input type="hidden" name={`${name}Kept`} value={kept.id} />
              <img src={thumbSrc(kept)} alt={`${label}, kept`} width={kept.width} height={kept.height} className="mb-2 aspect-[4/3] w-40 rounded-lg bg-surface-alt object-cover" />
            </>
          ) : null}
          {/* image/* lets a phone offer its camera and its photo library. */}
          <input id={name} name={name} type="file" accept="image/*" aria-describedby={describedBy} aria-invalid={error ? true : undefined} className={controlClass(Boolean(error))} />
        </>
      )}
    </FormField>
  );
}
