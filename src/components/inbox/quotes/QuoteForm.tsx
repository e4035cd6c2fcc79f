import { quoteControls, quoteLineFields, type QuoteLineValues } from '../../../lib/quote-form.ts';
import type { QuoteFormView } from '../../../lib/quote-owner-view.ts';
import { photoFilePath } from '../../../lib/photo-links.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { ErrorSummary } from '../../ui/ErrorSummary.tsx';
import { Field, type FieldContext } from '../site/CollectionForm.tsx';
import { SelectInput } from '../site/SelectInput.tsx';
import { SavedNotice } from '../SavedNotice.tsx';

const smallButton = (variant: 'action' | 'secondary', extra = '') => buttonClass(variant, `cursor-pointer ${extra}`);

/** One line of the quote: its four boxes and the Optional checkbox, in a fieldset named by its number. */
function QuoteLine({ index, line, count, context }: { index: number; line: QuoteLineValues; count: number; context: FieldContext }) {
  const fields = quoteLineFields(index);
  const optional = fields.optional.control;
  return (
    <fieldset className="rounded-card border border-line p-4">
      <legend className="px-1 font-bold">{`Line ${index + 1}`}</legend>
      <input type="hidden" name={`line-${index}-id`} value={line.id} />
      <div className="space-y-4">
        <Field spec={fields.description.control} context={context} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field spec={fields.quantity.control} context={context} />
          <Field spec={fields.unit.control} context={context} />
          <Field spec={fields.unitPrice.control} context={context} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* Labeled "Optional" alone, its hint described apart, so the box is named exactly that. */}
          <div>
            <div className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                id={optional.name}
                name={optional.name}
                defaultChecked={line.optional === 'on'}
                aria-describedby={`${optional.name}-hint`}
                className="size-5 shrink-0"
              />
              <label htmlFor={optional.name} className="font-bold">
                {optional.label}
              </label>
            </div>
            <p id={`${optional.name}-hint`} className="text-small text-muted">
              {optional.hint}
            </p>
          </div>
          {count > 1 ? (
            <button type="submit" name="action" value={`remove-${index}`} className={smallButton('secondary', 'px-4')}>
              {`Remove line ${index + 1}`}
            </button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The quote form, one plain form that works without script: "Add line", "Remove line" and "Add
 * from price list" post it and it comes back with what was typed, changed as asked and nothing
 * saved; "Save draft" saves; "Send quote" saves and sends. Pressing Enter in a box saves, because
 * a browser submits with the first button of the form, and the first is a hidden "Save draft".
 */
export function QuoteForm({ view }: { view: QuoteFormView }) {
  const { values, errors, lead } = view;
  const flat: Record<string, string> = {
    note: values.note,
    validUntil: values.validUntil,
    taxRate: values.taxRate,
    depositKind: values.depositKind,
    depositValue: values.depositValue,
    paymentInstructions: values.paymentInstructions,
    remindersOn: values.remindersOn,
  };
  values.lines.forEach((line, index) => {
    for (const key of ['description', 'quantity', 'unit', 'unitPrice', 'optional'] as const) flat[`line-${index}-${key}`] = line[key];
  });
  const context: FieldContext = {
    adding: false,
    hasGroup: false,
    value: (name) => flat[name] ?? '',
    errors,
    kept: {},
  };
  // The summary names a line's problem by its line; beside the box, the line's fieldset does.
  const problems = Object.entries(errors).map(([field, message]) => {
    const line = /^line-(\d+)-/.exec(field);
    return {
      field,
      message: line ? `Line ${Number(line[1]) + 1}: ${message}` : message,
    };
  });
  return (
    <form method="post" action={`/inbox/leads/${lead.id}/quote`} className="space-y-6" noValidate>
      <button type="submit" name="action" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        Save draft
      </button>
      {problems.length ? <ErrorSummary heading="h2" errors={problems} controlId={(field) => field} /> : null}
      <section aria-labelledby="lines-title" className="space-y-4">
        <h2 id="lines-title" className="text-2xl">
          Lines
        </h2>
        {values.lines.map((line, index) => (
          <QuoteLine key={line.id} index={index} line={line} count={values.lines.length} context={context} />
        ))}
        {view.notice ? <SavedNotice message={view.notice} /> : null}
        <div className="grid gap-3 rounded-card border border-line bg-surface-alt p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <SelectInput
            name="pick"
            label="Pick from the price list"
            value=""
            options={view.prices}
            hint="Fills a line with the entry's name, unit and low price; set the price for this job."
          />
          <button type="submit" name="action" value="pick" className={smallButton('secondary', 'px-4')}>
            Add from price list
          </button>
        </div>
        <button type="submit" name="action" value="add-line" className={smallButton('secondary', 'w-full sm:w-auto')}>
          Add line
        </button>
      </section>

      <section aria-labelledby="details-title" className="space-y-5">
        <h2 id="details-title" className="text-2xl">
          For the customer
        </h2>
        <Field spec={quoteControls.note} context={context} />
        {lead.photos.length ? (
          <fieldset>
            <legend className="font-bold">
              Photos to attach <span className="font-normal text-muted">(optional)</span>
            </legend>
            <p className="text-small text-muted">The photos the customer sent with the request; the ones you tick are shown with the quote.</p>
            <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {lead.photos.map((photo) => (
                <li key={photo.id}>
                  <label className="block cursor-pointer rounded-lg border border-line bg-white p-2">
                    <img
                      src={photoFilePath(photo.id, 'thumb')}
                      alt=""
                      width={photo.width}
                      height={photo.height}
                      loading="lazy"
                      decoding="async"
                      className="aspect-square w-full rounded object-cover"
                    />
                    <span className="mt-2 flex min-h-11 items-center gap-2">
                      <input type="checkbox" name="photo" value={photo.id} defaultChecked={values.photoIds.includes(photo.id)} className="size-5 shrink-0" />
                      {`Photo ${photo.number}`}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field spec={quoteControls.validUntil} context={context} />
          <Field spec={quoteControls.taxRate} context={context} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field spec={quoteControls.depositKind} context={context} />
          <Field spec={quoteControls.depositValue} context={context} />
        </div>
        <Field spec={quoteControls.paymentInstructions} context={context} />
        <Field spec={quoteControls.remindersOn} context={context} />
        <p className="-mt-3 text-small text-muted">
          {view.followUps.remindersOn
            ? `Reminders go ${view.followUps.firstReminderDays} days after you send it and ${view.followUps.lastReminderDays} days before it expires, and stop at any answer. `
            : 'Reminders are off for every quote. '}
          {view.email ? null : 'E-mail is not set up on this server, so none goes out. '}
          <a href="/inbox/alerts#quote-follow-ups" className="font-semibold underline">
            Change them for every quote
          </a>
          .
        </p>
      </section>

      <div className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row">
        <button type="submit" name="action" value="save" className={smallButton('secondary', 'w-full sm:w-auto')}>
          Save draft
        </button>
        <button type="submit" name="action" value="send" className={smallButton('action', 'w-full sm:w-auto')}>
          Send quote
        </button>
      </div>
      <p className="text-small text-muted">
        {view.state.kind === 'next'
          ? `Sending makes this version ${view.state.sentVersion + 1}: the customer's link shows it, and version ${view.state.sentVersion} is marked replaced.`
          : view.email
            ? `Sending freezes this version, marks the request Quoted, and e-mails the link to ${lead.email}. You can also text or copy the link.`
            : 'Sending freezes this version and marks the request Quoted. Then text or copy the link to the customer.'}
      </p>
    </form>
  );
}
