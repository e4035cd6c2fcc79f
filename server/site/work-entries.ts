/**
 * Job photo entries of the Site editor (/inbox/site/work): the form's fields turned into the
 * draft the store keeps (src/content/site-schema.ts workItem), and a new entry saved together
 * with its uploaded photos in one transaction, so a refused entry leaves no photo behind.
 */
import type { WorkItem } from '../../src/content/site-schema.ts';
import type { LeadsDb } from '../leads/db.ts';
import { PhotoRejected } from '../photos/images.ts';
import { field, readFields, type FormBody } from './forms.ts';
import type { SaveResult, SiteStore } from './store.ts';
import { encodeWorkPhoto, type EncodedWorkPhoto, type WorkPhotoInfo, type WorkPhotoStore } from './work-photos.ts';

export type WorkFormValues = Record<'caption' | 'service' | 'town' | 'month' | 'alt' | 'beforeAlt' | 'hero', string>;

/** The text fields of a work form, as typed. */
export function workFormValues(body: FormBody): WorkFormValues {
  return {
    ...readFields(body, { caption: 'text', service: 'trim', town: 'trim', month: 'trim', alt: 'text', beforeAlt: 'text' }),
    hero: field(body, 'hero') === 'on' ? 'on' : '',
  };
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
export function workInput(values: WorkFormValues, photo: PhotoRef, before: PhotoRef | undefined, hidden: boolean) {
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

/** An uploaded file of the form, or undefined when the field was left empty. */
export function uploadedFile(body: FormBody, name: string): File | undefined {
  const value = body[name];
  return value instanceof File && (value.size > 0 || value.name !== '') ? value : undefined;
}

/** Thrown inside the transaction to undo the photos when the store refuses the entry. */
class Refused extends Error {
  readonly result: Exclude<SaveResult<'work'>, { ok: true }>;
  constructor(result: Exclude<SaveResult<'work'>, { ok: true }>) {
    super('refused');
    this.result = result;
  }
}

export type AddWorkResult = SaveResult<'work'> | { ok: false; reason: 'photo'; field: 'photo' | 'beforePhoto'; message: string };

/**
 * Encodes the uploads (the photo pipeline's checks and messages), then stores the photos and
 * the new draft in one transaction.
 */
export async function addWorkEntry(
  deps: { db: LeadsDb; store: SiteStore; photos: WorkPhotoStore },
  values: WorkFormValues,
  files: { photo: File | undefined; beforePhoto: File | undefined },
  actor: string,
): Promise<AddWorkResult> {
  if (!files.photo) return { ok: false, reason: 'photo', field: 'photo', message: 'Choose a photo of the finished job.' };
  const encoded: { photo?: EncodedWorkPhoto; beforePhoto?: EncodedWorkPhoto } = {};
  for (const name of ['photo', 'beforePhoto'] as const) {
    const file = files[name];
    if (!file) continue;
    try {
      encoded[name] = await encodeWorkPhoto(Buffer.from(await file.arrayBuffer()), file.name);
    } catch (error) {
      if (error instanceof PhotoRejected) return { ok: false, reason: 'photo', field: name, message: error.message };
      throw error;
    }
  }
  try {
    return deps.db.transaction(() => {
      const now = new Date();
      const photo = deps.photos.add(encoded.photo!, now);
      const before = encoded.beforePhoto ? deps.photos.add(encoded.beforePhoto, now) : undefined;
      const result = deps.store.save('work', null, workInput(values, photo, before, false), { version: 0, actor });
      if (!result.ok) throw new Refused(result);
      if (values.hero) keepOneHero(deps.store, result.draft.id, actor);
      return result;
    })();
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}
