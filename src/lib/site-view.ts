/**
 * What the Site tab (/inbox/site) renders: drafts, revisions, where the live site stands and a
 * form sent back, built by server/site/ (store.ts, view.ts, publish.ts, articles.ts). Types
 * only, shared by the server and the components of src/components/inbox/site.
 */
import type { SiteData, SiteKind } from '../content/site-schema.ts';
import type { WorkPhoto } from '../content/work-schema.ts';

export interface Draft<K extends SiteKind = SiteKind> {
  kind: K;
  id: string;
  position: number;
  data: SiteData<K>;
  version: number;
  updatedBy: string;
  updatedAt: string;
}

export type Issue = { path: string; message: string };

export type RevisionStatus = 'building' | 'live' | 'failed';

export interface Revision {
  id: number;
  createdAt: string;
  createdBy: string;
  summary: string;
  status: RevisionStatus;
  finishedAt: string | null;
  error: string | null;
  restoredFrom: number | null;
}

/** One step of "Finish setting up your site", linking to the field it is about. */
export interface SetupItem {
  label: string;
  href: string;
  done: boolean;
}

export interface SiteView {
  business: Draft<'business'>;
  reviews: Draft<'review'>[];
  work: Draft<'work'>[];
  articles: Draft<'article'>[];
  prices: Draft<'price'>[];
  revisions: Revision[];
  /** The revision the site shows; undefined while the repository's content is live. */
  live: Revision | undefined;
  /** The revision being built right now, if any. */
  building: Revision | undefined;
  /** The newest revision, when it failed: the owner is told why. */
  failed: Revision | undefined;
  /** The owner's articles the live site shows; the others are drafts until a publish. */
  liveArticles: string[];
  /** Drafts differ from what is live: Publish has something to do. */
  unpublished: boolean;
  /** What visitors see now, and the rebuild when that is not the latest revision built by this code for this address. */
  liveSite: LiveStatus;
  setup: SetupItem[];
}

/** A Site form sent back to the owner: what they typed, what is wrong, or that someone saved meanwhile. */
export interface SiteForm {
  kind: 'business' | 'review' | 'work' | 'article' | 'price';
  /** The review or job photo edited; null for a new one. */
  id: string | null;
  values: Record<string, string>;
  issues: Issue[];
  /** The version the form now carries: after a conflict, the one saved meanwhile. */
  version: number;
  conflict?: { by: string; at: string };
  /** An article's related articles, as checked. */
  related?: string[];
  /** An article's body rendered as the site will show it, after "Preview". */
  preview?: string;
  /** A new job photo entry's photos stored while the entry was refused, by field ('photo', 'beforePhoto'). */
  kept?: Partial<Record<string, { id: string; width: number; height: number }>>;
}

/** Why a built site is not what should be live: other code, another address, another revision. */
export type StaleReason = 'code' | 'address' | 'revision';

/** The rebuild that brings the live site to what should be live, while one is under way or after it failed. */
export interface Rebuild {
  state: 'building' | 'failed';
  /** The revision being built; null: the repository's content. */
  revision: number | null;
  /** How the site being served differs from what should be live. */
  reasons: StaleReason[];
  /** Why it failed, in words. */
  error?: string;
}

/** Where the live site stands, for the Site tab. */
export interface LiveStatus {
  /** The revision visitors see; null: the repository's content; undefined: none (the 503 page). */
  served: number | null | undefined;
  /** The live site is the latest published revision, built by this code, for this SITE_URL. */
  current: boolean;
  rebuild?: Rebuild;
}

/** A job photo an article can show as its cover: one of the photos of the owner's job photo entries. */
export interface CoverChoice {
  photo: WorkPhoto;
  caption: string;
}
