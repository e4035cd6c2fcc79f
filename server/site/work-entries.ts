/**
 * Job photo entries of the Site editor (/inbox/site/work): the form's fields turned into the
 * draft the store keeps (src/content/site-schema.ts workItem), and a new entry saved with its
 * uploaded photos, which are kept for the form's next try when anything else is refused.
 */
import type { WorkItem } from '../../src/content/site-schema.ts';
import { fieldReads } from '../../src/config/editable-fields.ts';
import { workFields } from '../../src/content/work-schema.ts';
import type { LeadsDb } from '../db/open.ts';
import { PhotoRejected } from '../photos/images.ts';
import { readFields, type FormBody } from './forms.ts';
import type { SaveResult, SiteStore } from './store.ts';
import { encodeWorkPhoto, type WorkPhotoInfo, type WorkPhotoStore } from './work-photos.ts';
import type { Issue } from '../../src/lib/site-view.ts';

export type WorkFormValues = Record<keyof typeof workFields, string>;

/** The fields of a work form, as typed. */
export function workFormValues(body: FormBody): WorkFormValues {
  return readFields(body, fieldReads(workFields));
}

/** A stored entry's fields for its edit form. */
export function workItemValues(item: WorkItem): WorkFormValues {
  const shot = item.shot;
  return {
    caption: item.caption,
    service: item.service,
    town: item.town,
    month: item.month,
    alt: shot.kind === 'single' ? shot.photo.alt : shot.after.alt,
    beforeAlt: shot.kind === 'single' ? '' : shot.before.alt,
    hero: item.hero ? 'on' : '',
  };
}

type PhotoRef = Pick<WorkPhotoInfo, 'id' | 'width' | 'height'>;

/** The draft of an entry from its form values and its photos (the after photo, and the before photo of a pair). */
export function workInput(values: WorkFormValues, { photo, before, hidden }: { photo: PhotoRef; before?: PhotoRef; hidden: boolean }) {
  const { caption, service, town, month } = values;
  const after = { ...photo, alt: values.alt };
  const shot = before ? { kind: 'before-after' as const, before: { ...before, alt: values.beforeAlt }, after } : { kind: 'single' as const, photo: after };
  return { caption, service, town, month, ...(values.hero ? { hero: true } : {}), shot, hidden };
}

/**
 * One job photo at most heads the home page: choosing one unchecks the one chosen before. Run in
 * the transaction that saves the chosen entry.
 */
export function keepOneHero(store: SiteStore, chosen: string, actor: string): void {
  for (const draft of store.list('work')) {
    if (draft.id === chosen || !draft.data.hero) continue;
    const { hero: _hero, ...rest } = draft.data;
    store.save('work', draft.id, rest, { version: draft.version, actor });
  }
}

/** The form field a schema path is about: 'shot.before.alt' is beforeAlt, 'shot.after.alt' alt. */
export function workFieldOf(path: string): string {
  if (path.startsWith('shot.before')) return path.endsWith('.alt') ? 'beforeAlt' : 'beforePhoto';
  if (path.startsWith('shot.')) return path.endsWith('.alt') ? 'alt' : 'photo';
  return path.split('.')[0] ?? '';
}

/**
 * A schema issue as the form shows it: on its field, and in words that name that field. The
 * photo schema says "The alt text ..." of either photo of a pair, which put the before photo's
 * problem under the name of the other field.
 */
export function workIssue(issue: Issue): Issue {
  const path = workFieldOf(issue.path);
  const message = path === 'beforeAlt' ? issue.message.replace(/^The alt text\b/, "The before photo's alt text") : issue.message;
  return { path, message };
}

/** An uploaded file of the form, or undefined when the field was left empty. */
export function uploadedFile(body: FormBody, name: string): File | undefined {
  const value = body[name];
  return value instanceof File && (value.size > 0 || value.name !== '') ? value : undefined;
}

export type WorkPhotoField = 'photo' | 'beforePhoto';

/** Photos of a new entry already stored while the entry itself was refused, by field: the form sends their ids back in `<field>Kept`. */
export type KeptPhotos = Partial<Record<WorkPhotoField, WorkPhotoInfo>>;

/** The hidden field that carries a kept photo's id back with the form. */
export const keptField = (name: WorkPhotoField) => `${name}Kept` as const;

export type AddWorkResult =
  | Extract<SaveResult<'work'>, { ok: true }>
  | (Exclude<SaveResult<'work'>, { ok: true }> & { kept: KeptPhotos })
  | { ok: false; reason: 'photo'; field: WorkPhotoField; message: string; kept: KeptPhotos };

/**
 * Encodes the uploads (the photo pipeline's checks and messages) and stores those it accepts
 * at once, then saves the new draft. A photo the owner sent is never asked for twice: when the
 * other photo or a text field is refused, the accepted one stays stored, unreferenced, and
 * comes back as kept; the form returns its id (`photoKept`), which a new choice replaces. A
 * kept id is used only when it names a stored job photo.
 */
export async function addWorkEntry(
  deps: { db: LeadsDb; store: SiteStore; photos: WorkPhotoStore },
  values: WorkFormValues,
  sent: {
    files: Record<WorkPhotoField, File | undefined>;
    keptIds: Partial<Record<WorkPhotoField, string>>;
    actor: string;
  },
): Promise<AddWorkResult> {
  const { files, keptIds, actor } = sent;
  const kept: KeptPhotos = {};
  let refused: { field: WorkPhotoField; message: string } | undefined;
  for (const name of ['photo', 'beforePhoto'] as const) {
    const file = files[name];
    if (!file) {
      const earlier = keptIds[name] ? deps.photos.info(keptIds[name]) : undefined;
      if (earlier) kept[name] = earlier;
      continue;
    }
    try {
      kept[name] = deps.photos.add(await encodeWorkPhoto(Buffer.from(await file.arrayBuffer()), file.name), new Date());
    } catch (error) {
      if (!(error instanceof PhotoRejected)) throw error;
      refused ??= { field: name, message: error.message };
    }
  }
  if (refused) return { ok: false, reason: 'photo', ...refused, kept };
  if (!kept.photo) return { ok: false, reason: 'photo', field: 'photo', message: 'Choose a photo of the finished job.', kept };
  const photo = kept.photo;
  const result = deps.db.transaction(() => {
    const saved = deps.store.save('work', null, workInput(values, { photo, before: kept.beforePhoto, hidden: false }), { version: 0, actor });
    if (saved.ok && values.hero) keepOneHero(deps.store, saved.draft.id, actor);
    return saved;
  })();
  return result.ok ? result : { ...result, kept };
}
