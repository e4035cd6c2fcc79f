import { businessDefaults } from '../../src/config/business-defaults.ts';
import type { BusinessFacts } from '../../src/config/business-schema.ts';
import { businessId, type SiteStore } from './store.ts';
import type { LiveStatus, SetupItem, SiteView } from '../../src/lib/site-view.ts';

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
