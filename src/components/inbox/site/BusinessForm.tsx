import { businessFields, dayFields, ratingFields, weekDays } from '../../../config/business-schema.ts';
import type { ControlOfType } from '../../../config/editable-fields.ts';
import { monthInWords, yearsSince } from '../../../config/business-facts.ts';
import { buttonClass } from '../../ui/Button.tsx';
import type { WorkPhoto } from '../../../content/work-schema.ts';
import { controlClass, FieldError, FormField } from '../../ui/FormField.tsx';
import { PhotoInput } from './PhotoInput.tsx';
import { thumbSrc } from './ItemSummaries.tsx';
import { ControlInput } from './TextInput.tsx';

interface BusinessFormProps {
  values: Record<string, string>;
  /** The owner photo stored with the draft, shown with a way to remove it. */
  ownerPhoto?: WorkPhoto;
  /** Messages by field name. */
  errors: Record<string, string>;
  version: number;
}

const fieldset = 'rounded-card border border-line bg-white p-4 shadow-card sm:p-6';
const legend = 'px-1 text-xl font-bold';

/** Every business fact the site states, in one plain form that saves a draft. */
export function BusinessForm({ values, ownerPhoto, errors, version }: BusinessFormProps) {
  const value = (name: string) => values[name] ?? '';
  const input = ({ control }: { control: ControlOfType<'text'> }, layout: { hint?: string; className?: string } = {}) => (
    <ControlInput control={control} value={value(control.name)} error={errors[control.name]} {...layout} />
  );
  const founded = Number(value('yearFounded'));
  const aboutOwner = businessFields.aboutOwner.control;
  const asOf = value('ratingAsOf');
  return (
    <form method="post" action="/inbox/site/business" encType="multipart/form-data" className="space-y-6" noValidate>
      <input type="hidden" name="version" value={version} />
      <fieldset className={fieldset}>
        <legend className={legend}>Contact</legend>
        <div className="mt-2 grid gap-5 md:grid-cols-2">
          {input(businessFields.name)}
          {input(businessFields.phone)}
          {input(businessFields.email)}
          {input(businessFields.licenceNumber)}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Address</legend>
        <div className="mt-2 grid gap-5 md:grid-cols-3">
          {input(businessFields.streetAddress, { className: 'md:col-span-3' })}
          {input(businessFields.city, { className: 'md:col-span-2' })}
          {input(businessFields.postalCode)}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Opening hours</legend>
        <p className="text-small text-muted">Leave both times empty for a closed day. A note shows beside the day, e.g. "By appointment in Gastonia".</p>
        <div className="mt-3 space-y-4">
          {weekDays.map((day) => {
            const error = errors[`opens-${day}`] ?? errors[`closes-${day}`] ?? errors[`note-${day}`];
            return (
              <fieldset key={day} className={`grid grid-cols-2 gap-3 sm:grid-cols-[10rem_10rem_1fr] sm:items-end ${error ? 'border-l-4 border-danger pl-3' : ''}`}>
                <legend className="col-span-2 font-bold sm:col-span-3">{day}</legend>
                <FieldError id={`closes-${day}-error`} error={error} className="col-span-2 font-bold text-danger sm:col-span-3" />
                {(['opens', 'closes'] as const).map((part) => (
                  <label key={part} className="block">
                    <span className="text-small font-semibold">{dayFields[part].control.label}</span>
                    <input
                      id={`${part}-${day}`}
                      name={`${part}-${day}`}
                      type="time"
                      defaultValue={value(`${part}-${day}`)}
                      aria-invalid={error ? true : undefined}
                      className={controlClass(Boolean(error))}
                    />
                  </label>
                ))}
                <label className="col-span-2 block sm:col-span-1">
                  <span className="text-small font-semibold">{`${dayFields.note.control.label}${dayFields.note.control.optional ? ' (optional)' : ''}`}</span>
                  <input id={`note-${day}`} name={`note-${day}`} defaultValue={value(`note-${day}`)} maxLength={60} className={controlClass(false)} />
                </label>
              </fieldset>
            );
          })}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Experience and rating</legend>
        <div className="mt-2 grid gap-5 md:grid-cols-2">
          {input(businessFields.yearFounded, Number.isInteger(founded) && founded > 1900 ? { hint: `The site says "${yearsSince(founded)} years".` } : {})}
          {input(ratingFields.value)}
          {input(ratingFields.count)}
          {input(ratingFields.source)}
          {input(ratingFields.profileUrl)}
          {input(ratingFields.asOf, asOf && !errors.ratingAsOf ? { hint: `Shown as "as of ${monthInWords(asOf)}".` } : {})}
          {input(businessFields.reviewUrl, { className: 'md:col-span-2' })}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>The owner, on the About page</legend>
        <div className="mt-2 grid gap-5 md:grid-cols-2">
          <div className="space-y-5">
            {input(businessFields.ownerName)}
            <FormField id="aboutOwner" label={aboutOwner.label} optional={aboutOwner.optional} hint={aboutOwner.hint} error={errors.aboutOwner}>
              {(describedBy) => (
                <textarea id="aboutOwner" name="aboutOwner" rows={aboutOwner.rows} maxLength={1200} defaultValue={value('aboutOwner')} aria-describedby={describedBy} aria-invalid={errors.aboutOwner ? true : undefined} className={controlClass(Boolean(errors.aboutOwner))} />
              )}
            </FormField>
          </div>
          <div className="space-y-3">
            <PhotoInput name="ownerPhoto" label="Owner photo" optional error={errors.ownerPhoto} hint={ownerPhoto ? 'Choose a new one to replace it. Location and camera details are removed.' : 'You, or you and the crew, on a job. Location and camera details are removed.'} />
            {ownerPhoto ? (
              <div className="flex items-center gap-4">
                <img src={thumbSrc(ownerPhoto)} alt={ownerPhoto.alt} width={ownerPhoto.width} height={ownerPhoto.height} className="aspect-[4/3] w-40 rounded-lg object-cover" />
                <label className="flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="removeOwnerPhoto" className="size-5" />
                  Remove the photo
                </label>
              </div>
            ) : null}
          </div>
        </div>
      </fieldset>
      <button type="submit" className={buttonClass('action', 'w-full cursor-pointer sm:w-auto')}>
        Save
      </button>
    </form>
  );
}
