import { articleFields } from '../../../lib/article.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { controlClass, FieldError, FormField } from '../../ui/FormField.tsx';
import { SelectInput } from './SelectInput.tsx';
import { ControlInput } from './TextInput.tsx';
import { thumbSrc } from './ItemSummaries.tsx';
import type { CoverChoice } from '../../../lib/site-view.ts';

interface ArticleFormProps {
  /** The owner's article edited, or null to write one. */
  id: string | null;
  values: Record<string, string>;
  related: readonly string[];
  /** Every other article, to check the related ones. */
  others: readonly { slug: string; title: string }[];
  /** The job photos the owner uploaded, to choose the cover from. */
  covers: readonly CoverChoice[];
  errors: Record<string, string>;
  version: number;
}

const choiceClass = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg p-1 has-[:checked]:bg-surface-alt';

/** "No cover photo" or one of the job photos, each shown small with its alt text and caption. */
function CoverChoices({ covers, chosen, error }: { covers: readonly CoverChoice[]; chosen: string; error: string | undefined }) {
  return (
    <fieldset id="cover" className={`space-y-2 ${error ? 'border-l-4 border-danger pl-4' : ''}`} aria-describedby={error ? 'cover-error' : 'cover-hint'}>
      <legend className="font-bold">
        Cover photo <span className="font-normal text-muted">(optional)</span>
      </legend>
      <p id="cover-hint" className="text-small text-muted">
        {covers.length
          ? 'One of your job photos, shown after the article’s first section, with its alt text.'
          : 'Add job photos on the Job photos page to choose one as the cover.'}
      </p>
      <FieldError id="cover-error" error={error} />
      <div className="max-h-80 space-y-1 overflow-y-auto rounded-lg border border-line p-3">
        <label className={choiceClass}>
          <input type="radio" name="cover" value="" defaultChecked={!covers.some((cover) => cover.photo.id === chosen)} className="size-5 shrink-0" />
          No cover photo
        </label>
        {covers.map(({ photo, caption }) => (
          <label key={photo.id} className={choiceClass}>
            <input type="radio" name="cover" value={photo.id} defaultChecked={photo.id === chosen} className="size-5 shrink-0" />
            <img src={thumbSrc(photo)} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 shrink-0 rounded bg-surface-alt object-cover" />
            <span className="min-w-0">
              {photo.alt}
              <span className="block text-small text-muted">{caption}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Writes or edits an article in Markdown; "Preview" posts the same form and saves nothing. */
export function ArticleForm({ id, values, related, others, covers, errors, version }: ArticleFormProps) {
  const value = (name: string) => values[name] ?? '';
  const { title, slug, excerpt, category, date, body } = articleFields;
  return (
    <form method="post" action={id ? `/inbox/site/articles/${id}` : '/inbox/site/articles'} className="space-y-5" noValidate>
      <input type="hidden" name="version" value={version} />
      {!id && value('overrides') ? <input type="hidden" name="overrides" value={value('overrides')} /> : null}
      <ControlInput control={title.control} value={value('title')} error={errors.title} />
      <ControlInput control={slug.control} value={value('slug')} error={errors.slug} />
      <FormField id="excerpt" label={excerpt.control.label} error={errors.excerpt} hint={excerpt.control.hint}>
        {(describedBy) => (
          <textarea id="excerpt" name="excerpt" rows={excerpt.control.rows} defaultValue={value('excerpt')} aria-describedby={describedBy} aria-invalid={errors.excerpt ? true : undefined} className={controlClass(Boolean(errors.excerpt))} />
        )}
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        <SelectInput name="category" label={category.control.label} value={value('category')} options={category.control.options} error={errors.category} />
        <ControlInput control={date.control} value={value('date')} error={errors.date} />
      </div>
      <FormField id="body" label={body.control.label} error={errors.body} hint={body.control.hint}>
        {(describedBy) => (
          <textarea id="body" name="body" rows={body.control.rows} defaultValue={value('body')} aria-describedby={describedBy} aria-invalid={errors.body ? true : undefined} className={`${controlClass(Boolean(errors.body))} font-mono`} />
        )}
      </FormField>
      <CoverChoices covers={covers} chosen={value('cover')} error={errors.cover} />
      <fieldset id="related" className={`space-y-2 ${errors.related ? 'border-l-4 border-danger pl-4' : ''}`} aria-describedby={errors.related ? 'related-error' : undefined}>
        <legend className="font-bold">
          Related articles <span className="font-normal text-muted">(optional)</span>
        </legend>
        <p className="text-small text-muted">Up to three, shown at the end of the article. Check none and the site shows the newest of the same category.</p>
        <FieldError id="related-error" error={errors.related} />
        <div className="max-h-64 space-y-1 overflow-y-auto rounded-lg border border-line p-3">
          {others.map((other) => (
            <label key={other.slug} className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name="related" value={other.slug} defaultChecked={related.includes(other.slug)} className="size-5" />
              {other.title}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('action', 'w-full cursor-pointer sm:w-auto')}>
          Save
        </button>
        <button type="submit" name="action" value="preview" className={buttonClass('secondary', 'w-full cursor-pointer sm:w-auto')}>
          Preview
        </button>
        <a href="/inbox/site/articles" className={buttonClass('secondary', 'w-full sm:w-auto')}>
          Cancel
        </a>
      </div>
    </form>
  );
}
