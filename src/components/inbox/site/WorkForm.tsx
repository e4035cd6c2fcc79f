import { serviceAreaCities } from '../../../config/business.ts';
import { services } from '../../../content/services.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { PhotoInput } from './PhotoInput.tsx';
import { SelectInput } from './SelectInput.tsx';
import { TextInput } from './TextInput.tsx';

interface WorkFormProps {
  /** The entry edited (its photos stay), or null to add one with its photos. */
  id: string | null;
  /** Whether the entry edited is a before/after pair. */
  pair: boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  version: number;
}

const serviceOptions = services.map((service) => ({ value: service.slug, label: service.title }));
const townOptions = serviceAreaCities.map((town) => ({ value: town, label: town }));

/** Adds a job photo (or a before/after pair) with its words, or edits the words of one. */
export function WorkForm({ id, pair, values, errors, version }: WorkFormProps) {
  const value = (name: string) => values[name] ?? '';
  return (
    <form method="post" action={id ? `/inbox/site/work/${id}` : '/inbox/site/work'} encType={id ? undefined : 'multipart/form-data'} className="space-y-5" noValidate>
      <input type="hidden" name="version" value={version} />
      {id ? null : <PhotoInput name="photo" label="Photo" hint="The finished job, straight from your phone. Location and camera details are removed." error={errors.photo} />}
      <TextInput name="alt" label="Alt text" value={value('alt')} error={errors.alt} hint="What the photo shows, for someone who cannot see it, e.g. Driveway slab lifted level with the garage floor." />
      <TextInput name="caption" label="Caption" value={value('caption')} error={errors.caption} hint="10 to 160 characters, e.g. Sunken driveway slab lifted with foam in Matthews." />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectInput name="service" label="Service" value={value('service')} options={serviceOptions} error={errors.service} />
        <SelectInput name="town" label="Town" value={value('town')} options={townOptions} error={errors.town} />
      </div>
      <TextInput name="month" label="Month" type="month" value={value('month')} error={errors.month} hint="When the job was finished: this month unless you change it." className="max-w-xs" />
      {id && !pair ? null : (
        <fieldset className="space-y-5 rounded-card border border-line p-4">
          <legend className="px-1 font-bold">Before and after {id ? null : <span className="font-normal text-muted">(optional)</span>}</legend>
          {id ? null : <PhotoInput name="beforePhoto" label="Before photo" hint="The same spot before the work, taken from about the same place. With it, the site shows the pair side by side." error={errors.beforePhoto} />}
          <TextInput name="beforeAlt" label="Before photo alt text" value={value('beforeAlt')} error={errors.beforeAlt} hint="What the before photo shows, e.g. Driveway slab sunk two inches below the garage floor." />
        </fieldset>
      )}
      <label className="flex min-h-11 items-start gap-3">
        <input type="checkbox" name="hero" defaultChecked={value('hero') === 'on'} className="mt-1 size-5 shrink-0" aria-describedby="hero-hint" />
        <span>
          <span className="font-bold">Show at the top of the home page</span>
          <span id="hero-hint" className="block text-small text-muted">
            Behind the heading and the quote form, darkened so the words stay readable. One photo at a time: ticking it here unticks the one before.
          </span>
        </span>
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('action', 'w-full cursor-pointer sm:w-auto')}>
          {id ? 'Save' : 'Add photo'}
        </button>
        {id ? (
          <a href="/inbox/site/work" className={buttonClass('secondary', 'w-full sm:w-auto')}>
            Cancel
          </a>
        ) : null}
      </div>
    </form>
  );
}
