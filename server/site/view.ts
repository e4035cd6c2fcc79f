import { businessDefaults } from '../../src/config/business-defaults.ts';
import type { BusinessFacts } from '../../src/config/business-schema.ts';
import type { LiveStatus } from './publish.ts';
import { businessId, type Draft, type Issue, type Revision, type SiteStore } from './store.ts';

/** One step of "Finish setting up your site", linking to the field it is about. */
export interface SetupItem {
  label: string;
  href: string;
  done: boolean;
}

/** Reserved numbers (555-0100 to 555-0199) are fiction; a real business has another. */
const placeholderPhone = /^\+1\d{3}55501\d{2}$/;
const placeholderEmail = /@example\.(com|org|net)$/i;

/** The placeholders still in `facts`, each linking to its field on /inbox/site/business. */
export function setupChecklist(draft: BusinessFacts, live: BusinessFacts): SetupItem[] {
  const items = [
    { label: 'Enter your business name', href: '/inbox/site/business#name', done: draft.name !== businessDefaults.name },
    { label: 'Enter your phone number', href: '/inbox/site/business#phone', done: !placeholderPhone.test(draft.phone.e164) },
    { label: 'Enter your e-mail address', href: '/inbox/site/business#email', done: !placeholderEmail.test(draft.email) },
  ];
  const allEntered = items.every((item) => item.done);
  const livePlaceholders = needsSetup(live);
  if (allEntered && !livePlaceholders) return [];
  return [...items, { label: 'Publish, so the site shows them', href: '/inbox/site#publish', done: false }];
}

/** True while the live site still states a placeholder name, phone or e-mail. */
export function needsSetup(facts: BusinessFacts): boolean {
  return facts.name === businessDefaults.name || placeholderPhone.test(facts.phone.e164) || placeholderEmail.test(facts.email);
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

export function siteView(store: SiteStore, liveSite: LiveStatus): SiteView {
  const business = store.get('business', businessId)!;
  const revisions = store.revisions(30);
  const live = store.liveRevision();
  const liveSnapshot = store.liveSnapshot();
  const newest = revisions[0];
  const drafts = store.draftSnapshot();
  return {
    business,
    reviews: store.list('review'),
    work: store.list('work'),
    articles: store.list('article'),
    prices: store.list('price'),
    revisions,
    live,
    building: store.buildingRevision(),
    failed: newest?.status === 'failed' ? newest : undefined,
    liveArticles: (liveSnapshot?.article ?? []).filter((item) => item.data.published).map((item) => item.id),
    unpublished: JSON.stringify(drafts) !== JSON.stringify(liveSnapshot ?? store.seeds),
    liveSite,
    setup: setupChecklist(business.data, liveSnapshot?.business ?? businessDefaults),
  };
}
