import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { business } from '../../config/business.ts';
import { maxPhotos, photoField, photoMessages } from '../../lib/photo-fields.ts';
import { preparePhoto, type PreparedPhoto } from '../../lib/photo-prepare.ts';
import { bookingLinkLabel } from '../../lib/booking-links.ts';
import { referenceSentence } from '../../lib/lead-contact.ts';
import { isSameOrigin, readPrefill, submitQuote } from '../../lib/quote-client.ts';
import {
  emptyQuote,
  quoteFieldNames,
  quoteLabels,
  quoteLimits,
  type FieldError,
  type QuoteField,
  type QuoteValues,
} from '../../lib/quote-fields.ts';
import { NoticeViewport, type NoticeMessage } from '../ui/Notice.tsx';
import { ErrorSummary } from '../ui/ErrorSummary.tsx';
import { ServiceOptions } from '../ui/ServiceOptions.tsx';
import { controlClass, FormField } from '../ui/FormField.tsx';
import { QuoteTrap } from './QuoteTrap.tsx';
import { SourceFields } from './SourceFields.tsx';
import { PhotoPicker, type ChosenPhoto } from './PhotoPicker.tsx';
import { UploadProgress } from './UploadProgress.tsx';

interface QuoteFormProps {
  /** PUBLIC_QUOTE_ENDPOINT: our /api/quote or a Formspree form URL. */
  endpoint: string;
  /** Whether the form offers the photo field (only when it posts to our own server). */
  takesPhotos: boolean;
}

const controlId = (field: string) =>
  (quoteFieldNames as readonly string[]).includes(field) || field === photoField ? `quote-${field}` : undefined;

/** The scaled copy is a JPEG whatever the original was. */
const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

const sentNotice = {
  tone: 'success',
  title: 'Message Sent!',
  text: `Thank you for contacting us. We'll get back to you within ${business.responseTime}.`,
} as const;

const failedNotice = {
  tone: 'error',
  title: 'Error',
  text: 'Failed to send message. Please try calling us directly.',
} as const;

/**
 * The free-quote form. Rendered at build time as a plain form that posts without JavaScript;
 * once hydrated it sends in the background and never reloads the page.
 */
export function QuoteForm({ endpoint, takesPhotos }: QuoteFormProps) {
  const [values, setValues] = useState<QuoteValues>(emptyQuote);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [photoNote, setPhotoNote] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const nextPhotoId = useRef(1);
  // One photo is decoded at a time: a phone holds one full-size bitmap, not six.
  const preparing = useRef<Promise<void>>(Promise.resolve());
  const prepared = useRef(new Map<number, PreparedPhoto | null>());
  const formRef = useRef<HTMLFormElement>(null);
  const trapRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const baseTitle = useRef('');

  useEffect(() => {
    baseTitle.current = document.title;
    const prefill = readPrefill(window.location.search);
    if (Object.keys(prefill).length) setValues((current) => ({ ...current, ...prefill }));
  }, []);

  useEffect(() => {
    if (!baseTitle.current) return;
    document.title = errors.length ? `Error: ${baseTitle.current}` : baseTitle.current;
    if (errors.length) summaryRef.current?.focus();
  }, [errors]);

  const errorFor = (field: QuoteField) => errors.find((error) => error.field === field)?.message;

  const update = (field: QuoteField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const controlProps = (field: QuoteField, describedBy: string | undefined) => ({
    id: `quote-${field}`,
    name: field,
    value: values[field],
    onChange: update(field),
    'aria-describedby': describedBy,
    'aria-invalid': errorFor(field) ? true : undefined,
    className: controlClass(Boolean(errorFor(field))),
  });

  function addPhotos(files: File[]) {
    const room = maxPhotos - photos.length;
    const added = files.slice(0, Math.max(0, room)).map((file) => ({ id: nextPhotoId.current++, name: file.name, file }));
    setPhotoNote(files.length > room ? photoMessages.keptFirst() : null);
    setPhotos((current) => [...current, ...added]);
    for (const photo of added) {
      preparing.current = preparing.current.then(async () => {
        const result = await preparePhoto(photo.file);
        prepared.current.set(photo.id, result);
        setPhotos((current) => current.map((item) => (item.id === photo.id ? { ...item, prepared: result } : item)));
      });
    }
  }

  function removePhoto(id: number) {
    setPhotoNote(null);
    prepared.current.delete(id);
    setPhotos((current) => current.filter((photo) => photo.id !== id));
  }

  /** The form's fields with the chosen photos: the scaled copies, or an original this browser cannot decode. */
  async function formData(form: HTMLFormElement): Promise<FormData> {
    const data = new FormData(form);
    data.delete(photoField);
    await preparing.current;
    for (const photo of photos) {
      const copy = prepared.current.get(photo.id);
      if (copy) data.append(photoField, copy.upload, jpegName(photo.name));
      else data.append(photoField, photo.file, photo.name);
    }
    return data;
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !formRef.current) return;
    setSending(true);
    setNotice(null);
    const withPhotos = photos.length > 0;
    if (withPhotos) setProgress(0);
    const outcome = await submitQuote(endpoint, await formData(formRef.current), {
      sameOrigin: isSameOrigin(endpoint, window.location.href),
      onUploadProgress: withPhotos ? (fraction) => setProgress(Math.round(fraction * 100)) : undefined,
    });
    setSending(false);
    setProgress(null);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      return;
    }
    setErrors([]);
    if (outcome.kind === 'success') {
      setValues(emptyQuote);
      setPhotos([]);
      setPhotoNote(null);
      prepared.current.clear();
      if (trapRef.current) trapRef.current.value = '';
    }
    const reference = outcome.kind === 'success' && outcome.reference ? { detail: referenceSentence(outcome.reference) } : {};
    const booking = outcome.kind === 'success' && outcome.booking ? { link: { href: outcome.booking, label: bookingLinkLabel } } : {};
    setNotice({ id: Date.now(), ...(outcome.kind === 'success' ? sentNotice : failedNotice), ...reference, ...booking });
    // The disabled button dropped focus while sending; give it back instead of leaving it on <body>.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) submitRef.current?.focus();
    });
  }

  return (
    <>
      <form
        ref={formRef}
        method="post"
        action={endpoint}
        encType="multipart/form-data"
        onSubmit={handleSubmit}
        className="grid gap-6 sm:grid-cols-2"
      >
        {errors.length ? (
          <div className="sm:col-span-2">
            <ErrorSummary ref={summaryRef} errors={errors} controlId={controlId} />
          </div>
        ) : null}
        <FormField id="quote-name" label={quoteLabels.name} error={errorFor('name')}>
          {(describedBy) => (
            <input {...controlProps('name', describedBy)} type="text" required maxLength={quoteLimits.name} autoComplete="name" />
          )}
        </FormField>
        <FormField id="quote-phone" label={quoteLabels.phone} error={errorFor('phone')}>
          {(describedBy) => (
            <input {...controlProps('phone', describedBy)} type="tel" required maxLength={quoteLimits.phone} autoComplete="tel" />
          )}
        </FormField>
        <FormField id="quote-email" label={quoteLabels.email} error={errorFor('email')}>
          {(describedBy) => (
            <input {...controlProps('email', describedBy)} type="email" required maxLength={quoteLimits.email} autoComplete="email" />
          )}
        </FormField>
        <FormField id="quote-address" label={quoteLabels.address} optional error={errorFor('address')}>
          {(describedBy) => (
            <input {...controlProps('address', describedBy)} type="text" maxLength={quoteLimits.address} autoComplete="address-line1" />
          )}
        </FormField>
        <FormField id="quote-service" label={quoteLabels.service} error={errorFor('service')} className="sm:col-span-2">
          {(describedBy) => (
            <select {...controlProps('service', describedBy)} required>
              <ServiceOptions emptyLabel="Select a service" />
            </select>
          )}
        </FormField>
        <FormField
          id="quote-message"
          label={quoteLabels.message}
          hint="What needs fixing, roughly how big it is, and anything we should know about access."
          error={errorFor('message')}
          className="sm:col-span-2"
        >
          {(describedBy) => <textarea {...controlProps('message', describedBy)} required maxLength={quoteLimits.message} rows={6} />}
        </FormField>
        <SourceFields />
        {takesPhotos ? (
          <PhotoPicker
            photos={photos}
            error={errors.find((error) => error.field === photoField)?.message}
            note={photoNote}
            disabled={sending}
            onAdd={addPhotos}
            onRemove={removePhoto}
          />
        ) : null}
        {progress === null ? null : <UploadProgress percent={progress} />}
        <QuoteTrap id="quote-trap" ref={trapRef} />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:gap-5">
          <button
            ref={submitRef}
            type="submit"
            disabled={sending}
            className="inline-flex min-h-12 shrink-0 cursor-pointer whitespace-nowrap items-center justify-center gap-2 rounded-lg bg-action px-7 py-3 text-lg font-bold text-white hover:bg-action-hover disabled:cursor-wait disabled:bg-action-hover"
          >
            {sending ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="animate-spin">
                <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.35" strokeWidth="3" />
                <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              </svg>
            ) : null}
            {sending ? 'Sending...' : 'Send Request'}
          </button>
          <p className="text-small text-muted">
            Free and no obligation. We reply within {business.responseTime}. We use your details only to answer your request (
            <a href="/privacy-policy" className="underline underline-offset-2">
              Privacy Policy
            </a>
            ).
          </p>
        </div>
      </form>
      <NoticeViewport notice={notice} onDismiss={() => setNotice(null)} />
    </>
  );
}
