import { weekDays } from '../../../config/business-schema.ts';
import { monthInWords, yearsSince } from '../../../config/business-facts.ts';
import { buttonClass } from '../../ui/Button.tsx';
import type { WorkPhoto } from '../../../content/work-schema.ts';
import { controlClass, FormField } from '../../ui/FormField.tsx';
import { PhotoInput } from './PhotoInput.tsx';
import { thumbSrc } from './ItemSummaries.tsx';
import { TextInput } from './TextInput.tsx';

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
  const input = (name: string, label: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput name={name} label={label} value={value(name)} error={errors[name]} {...extra} />
  );
  const founded = Number(value('yearFounded'));
  const asOf = value('ratingAsOf');
  return (
    <form method="post" action="/inbox/site/business" encType="multipart/form-data" className="space-y-6" noValidate>
      <input type="hidden" name="version" value={version} />
      <fieldset className={fieldset}>
        <legend className={legend}>Contact</legend>
        <div className="mt-2 grid gap-5 md:grid-cols-2">
          {input('name', 'Business name', { autoComplete: 'organization' })}
          {input('phone', 'Phone', { type: 'tel', autoComplete: 'tel', hint: 'Any format, e.g. 704-555-0123. The site shows (704) 555-0123.' })}
          {input('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {input('licenceNumber', 'NC license number', { optional: true, hint: 'Shown under the home page\'s heading and in the footer when filled in.' })}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Address</legend>
        <div className="mt-2 grid gap-5 md:grid-cols-3">
          {input('streetAddress', 'Street address', { optional: true, autoComplete: 'street-address', className: 'md:col-span-3' })}
          {input('city', 'City', { autoComplete: 'address-level2', className: 'md:col-span-2' })}
          {input('postalCode', 'ZIP code', { inputMode: 'numeric', autoComplete: 'postal-code' })}
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
                {error ? (
                  <p id={`closes-${day}-error`} className="col-span-2 font-bold text-danger sm:col-span-3">
                    <span className="sr-only">Error: </span>
                    {error}
                  </p>
                ) : null}
                {(['opens', 'closes'] as const).map((part) => (
                  <label key={part} className="block">
                    <span className="text-small font-semibold">{part === 'opens' ? 'Opens' : 'Closes'}</span>
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
                  <span className="text-small font-semibold">Note (optional)</span>
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
          {input('yearFounded', 'Year founded', {
            inputMode: 'numeric',
            hint: Number.isInteger(founded) && founded > 1900 ? `The site says "${yearsSince(founded)} years".` : 'The site states the years in business from it.',
          })}
          {input('ratingValue', 'Rating', { inputMode: 'decimal', hint: 'The figure on your review profile, e.g. 4.9.' })}
          {input('ratingCount', 'Number of reviews', { inputMode: 'numeric' })}
          {input('ratingSource', 'Rating from', { optional: true, hint: 'e.g. Google. Shown beside the rating.' })}
          {input('ratingProfileUrl', 'Review profile link', { type: 'url', optional: true })}
          {input('ratingAsOf', 'Rating as of', { type: 'date', optional: true, hint: asOf && !errors.ratingAsOf ? `Shown as "as of ${monthInWords(asOf)}".` : 'The day you read the figure.' })}
          {input('reviewUrl', 'Link for asking a customer for a review', { type: 'url', optional: true, className: 'md:col-span-2', hint: 'Your Google "Ask for reviews" link; "Ask for a review" on a won request sends it.' })}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>The owner, on the About page</legend>
        <div className="mt-2 grid gap-5 md:grid-cols-2">
          <div className="space-y-5">
            {input('ownerName', "Owner's name", { optional: true, autoComplete: 'name', hint: 'e.g. Dana Reyes. Search engines read it as the founder.' })}
            <FormField id="aboutOwner" label="About the owner" optional hint="A few sentences in your own words: who you are, how you started, what you care about on a job." error={errors.aboutOwner}>
              {(describedBy) => (
                <textarea id="aboutOwner" name="aboutOwner" rows={6} maxLength={1200} defaultValue={value('aboutOwner')} aria-describedby={describedBy} aria-invalid={errors.aboutOwner ? true : undefined} className={controlClass(Boolean(errors.aboutOwner))} />
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
