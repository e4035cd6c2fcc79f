import type { HttpBindings } from '@hono/node-server';
import type { SignedIn } from '../auth/sessions.ts';
import type { InboxContext } from '../inbox/astro.ts';
import type { InboxData } from '../inbox/locals.ts';
import type { LeadsDb } from '../db/open.ts';
import type { Publisher } from './publish.ts';
import type { SaveResult, SiteStore } from './store.ts';
import type { WorkPhotoStore } from './work-photos.ts';
import type { SiteForm } from '../../src/lib/site-view.ts';

/** The Site tab's routes run behind the inbox's guards: a signed-in owner, same-origin posts. */
export type SiteEnv = { Bindings: HttpBindings; Variables: { signedIn: SignedIn } };
export type SiteContext = InboxContext<SiteEnv>;

export interface SiteRouteDeps {
  store: SiteStore;
  publisher: Publisher;
  /** The database of the store, for a job photo entry saved with its photos in one transaction. */
  db: LeadsDb;
  photos: WorkPhotoStore;
  /** Renders the inbox page of the request's path for the signed-in owner with this extra data. */
  render: (c: SiteContext, extra: Partial<InboxData>, route?: string) => Response | Promise<Response>;
}

/** What the inbox hands the Site tab (server/inbox/index.ts builds it). */
export type SiteDeps = Omit<SiteRouteDeps, 'render'>;

/** Who made a change: the signed-in owner's e-mail, kept with the draft and the revision. */
export const actor = (c: SiteContext) => c.get('signedIn').owner.email;

export const formPages = { business: '/inbox/site/business', review: '/inbox/site/reviews', work: '/inbox/site/work', article: '/inbox/site/articles/new', price: '/inbox/site/prices' } as const;

/**
 * The form's page again (its address, whatever the post's was) with the owner's values and the
 * problem; the page answers 422 for a check, 409 for a conflict.
 */
export function sendBack<K extends 'business' | 'review' | 'work' | 'price'>(
  c: SiteContext,
  render: SiteRouteDeps['render'],
  result: Exclude<SaveResult<K>, { ok: true }>,
  form: Omit<SiteForm, 'issues'>,
) {
  if (result.reason === 'missing') return c.text('That item was deleted meanwhile. Go back to the list.', 404);
  const siteForm: SiteForm =
    result.reason === 'invalid'
      ? { ...form, issues: result.issues }
      : { ...form, issues: [], version: result.current.version, conflict: { by: result.current.updatedBy, at: result.current.updatedAt } };
  return render(c, { siteForm }, formPages[form.kind]);
}

/**
 * Where a Site form lands after a save: its list or page, on the confirmation (#saved, which
 * takes focus), so a phone shows it instead of the top of the page; `item` names what was saved.
 */
export function savedHref(path: string, saved: string, item?: string): string {
  return `${path}?saved=${saved}${item ? `&item=${item}` : ''}#saved`;
}
