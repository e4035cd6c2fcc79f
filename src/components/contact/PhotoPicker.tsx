import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { maxPhotos, photoField, photoHint, photoLabel } from '../../lib/photo-fields.ts';
import type { PreparedPhoto } from '../../lib/photo-prepare.ts';
import { FormField } from '../ui/FormField.tsx';

export interface ChosenPhoto {
  id: number;
  name: string;
  file: File;
  /** Undefined while it is being prepared; null when this browser could not decode it. */
  prepared?: PreparedPhoto | null;
}

interface PhotoPickerProps {
  photos: readonly ChosenPhoto[];
  error?: string;
  /** A note about the last choice, e.g. that only the first six were kept. */
  note?: string | null;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
}

const countText = (count: number) =>
  count === 0 ? 'No photos chosen.' : `${count} of ${maxPhotos} photos chosen${count === maxPhotos ? ', the most you can send' : ''}.`;

/**
 * The photo field. Without JavaScript it is a plain multiple file input that uploads the
 * originals; once hydrated, chosen photos move into the list below it (each with a remove
 * button) and the input is emptied, so choosing again adds more.
 */
export function PhotoPicker({ photos, error, note, disabled, onAdd, onRemove }: PhotoPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length) onAdd(files);
  };

  const remove = (id: number) => {
    onRemove(id);
    inputRef.current?.focus();
  };

  return (
    <FormField id="quote-photos" label={photoLabel} optional hint={photoHint} error={error} className="sm:col-span-2">
      {(describedBy) => (
        <>
          <input
            ref={inputRef}
            id="quote-photos"
            name={photoField}
            type="file"
            multiple
            accept="image/*"
            disabled={disabled}
            onChange={choose}
            aria-describedby={[describedBy, hydrated ? 'quote-photos-count' : undefined].filter(Boolean).join(' ') || undefined}
            aria-invalid={error ? true : undefined}
            // Once hydrated the input is emptied after each choice, so its own "No file chosen" would mislead.
            className={`block w-full max-w-full cursor-pointer text-small file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-2 file:border-brand file:bg-white file:px-4 file:py-2 file:font-bold file:text-brand hover:file:bg-surface-alt disabled:cursor-not-allowed ${
              hydrated ? 'text-transparent' : 'text-muted'
            }`}
          />
          {hydrated ? (
            <p id="quote-photos-count" aria-live="polite" className="mt-2 text-small text-muted">
              {note ? `${note} ` : ''}
              {countText(photos.length)}
            </p>
          ) : null}
          {photos.length ? (
            <ul aria-label="Chosen photos" className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-6">
              {photos.map((photo, index) => (
                <li key={photo.id} className="relative aspect-square overflow-hidden rounded-lg border border-line bg-surface-alt">
                  {photo.prepared ? (
                    <img src={photo.prepared.preview} alt={`Photo ${index + 1}: ${photo.name}`} className="size-full object-cover" />
                  ) : (
                    <p className="p-2 pr-9 text-small break-all text-muted">
                      {photo.prepared === undefined ? 'Preparing... ' : ''}
                      {photo.name}
                    </p>
                  )}
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => remove(photo.id)}
                    className="absolute top-1 right-1 inline-flex size-7 cursor-pointer items-center justify-center rounded-full bg-ink/80 text-white ring-2 ring-white hover:bg-ink disabled:cursor-wait"
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
                      <path d="M18 6 6 18M6 6l12 12" />
                    </svg>
                    <span className="sr-only">
                      Remove photo {index + 1}: {photo.name}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </FormField>
  );
}
