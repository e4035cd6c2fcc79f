/**
 * The lists the owner edits on the Site tab (reviews, job photos, articles, prices), each declared once:
 * its address, its words, its form's fields, and what its list offers. One list component
 * (src/components/inbox/site/CollectionList.tsx), one form component (CollectionForm.tsx) and
 * one set of routes (server/site/collection-routes.ts) serve them all; what a list needs of its
 * own (photo uploads, an article's cover and preview) is a field type, not a copy.
 */
import { articleFields } from '../lib/article.ts';
import { formatPrice, unitWords } from '../lib/prices.ts';
import { homeReviewCount } from '../lib/site-reviews.ts';
import { priceFields, priceServices, priceUnits, type PriceEntry } from './price-schema.ts';
import { repositoryPriceIds } from './prices.ts';
import type { SiteData } from './site-schema.ts';
import { services } from './services.ts';
import { blankValues, type FieldSpec } from '../config/editable-fields.ts';
import { reviewFields } from './site-fields.ts';
import { workFields } from './work-schema.ts';

export type CollectionKind = 'review' | 'work' | 'article' | 'price';

export interface Collection<K extends CollectionKind = CollectionKind> {
  kind: K;
  /** Its page on the Site tab; its items' posts go to <path>/<id>/... */
  path: string;
  /** 'review': the words every message and hidden label uses. */
  noun: string;
  /** Its page: the heading and the line under it, the form's headings, the list's. */
  title: string;
  lead: string;
  addTitle: string;
  editTitle: (data: SiteData<K>) => string;
  listTitle: string;
  /** A new item's form starts with these, on Charlotte's calendar at the moment the form is drawn. */
  blank: (now: Date) => Record<string, string>;
  /** What a screen reader hears after an action's name: "Edit the review by Sarah M.". */
  itemName: (data: SiteData<K>) => string;
  editHref: (id: string) => string;
  /** What the list says while it is empty. */
  empty: string;
  /** Advice beside the list, in the owner's words: what makes an item worth adding. */
  tips?: { title: string; items: readonly string[] };
  /** Whether the owner orders it (Move up / Move down): the site shows it in that order. */
  ordered: boolean;
  /** The switch that takes an item off the site and puts it back, and the badge of one that is off; none when every item is always used. */
  visibility?: { field: 'hidden' | 'published'; offWhen: boolean; takeOff: string; putBack: string; offBadge: string };
  /** Why an item cannot be deleted, when it cannot (the site's own pages name it); deletable otherwise. */
  kept?: (id: string) => string | undefined;
  /** The line shown after a change, by the `saved` the redirect names, and what publishing then does. */
  saved: Record<'added' | 'edited' | 'hidden' | 'shown' | 'deleted' | 'conflict', string>;
  publishHint: string;
  /** The form's fields in their order, and its add button's words (an edit saves with "Save"). */
  fields: readonly FieldSpec[];
  addLabel: string;
}

/** The lines after a change, in the collection's own noun ("Review hidden.", "Job photo hidden."). */
function savedLines(noun: string): Collection['saved'] {
  const capitalized = `${noun[0]!.toUpperCase()}${noun.slice(1)}`;
  return {
    added: `${capitalized} added.`,
    edited: `${capitalized} saved.`,
    hidden: `${capitalized} hidden.`,
    shown: `${capitalized} shown again.`,
    deleted: `${capitalized} deleted.`,
    conflict: `Not changed: someone saved this ${noun} meanwhile. Look at it again.`,
  };
}

/** Reviews and job photos: the owner orders them, hides and shows them, and each change waits for Publish. */
const orderedAndHidden = {
  ordered: true,
  visibility: { field: 'hidden', offWhen: true, takeOff: 'Hide', putBack: 'Show', offBadge: 'Hidden from the site' },
  publishHint: 'Press Publish to put it on the site.',
} as const;

export const reviewCollection: Collection<'review'> = {
  kind: 'review',
  path: '/inbox/site/reviews',
  noun: 'review',
  title: 'Reviews',
  lead: `The home page shows the ${homeReviewCount} newest reviews that are not hidden, in the order of this list. Add only reviews customers really gave, with the name they agreed to show.`,
  addTitle: 'Add a review',
  editTitle: (review) => `Edit the review by ${review.name}`,
  listTitle: 'Your reviews',
  blank: (now) => blankValues(reviewFields, now),
  itemName: (review) => `the review by ${review.name}`,
  editHref: (id) => `/inbox/site/reviews?edit=${id}#edit`,
  empty: 'No reviews yet. Add the first one with the form.',
  tips: {
    title: 'Reviews that win trust',
    items: [
      'Ask the customer first, and show their name the way they agreed to, such as Sarah M.',
      "Copy their words as they wrote them. A review that reads like the customer's own is the one people believe.",
      'Add the link to the review on Google or Facebook when there is one, so a visitor can check it.',
      'The rating at the top of the home page (stars, score and count) comes from Business facts, not from this list.',
    ],
  },
  ...orderedAndHidden,
  saved: savedLines('review'),
  fields: [
    {
      type: 'columns',
      columns: 2,
      fields: (['name', 'town', 'rating', 'date', 'source', 'url'] as const).map((name) => reviewFields[name].control),
    },
    reviewFields.text.control,
  ],
  addLabel: 'Add review',
};

export const workCollection: Collection<'work'> = {
  kind: 'work',
  path: '/inbox/site/work',
  noun: 'job photo',
  title: 'Job photos',
  lead: 'Photos of finished jobs for the Our work gallery, and for the Recent work strips on the home page and the matching service and town pages.',
  addTitle: 'Add a job photo',
  editTitle: (item) => `Edit: ${item.caption}`,
  listTitle: 'Your job photos',
  blank: (now) => blankValues(workFields, now),
  itemName: (item) => item.caption,
  editHref: (id) => `/inbox/site/work?edit=${id}#edit`,
  empty: 'No job photos yet. Add the first one with the form.',
  tips: {
    title: 'Photos that win jobs',
    items: [
      'Shoot in daylight with the phone held sideways: the site shows every photo wide.',
      'For a before and after, stand in the same spot both times, so the pair shows the change.',
      'Leave out faces, house numbers and license plates: the photo goes on the public site.',
      'Mark your best wide photo of a finished job "Show at the top of the home page".',
    ],
  },
  ...orderedAndHidden,
  saved: savedLines('job photo'),
  fields: [
    { type: 'photo', name: 'photo', label: 'Photo', hint: 'The finished job, straight from your phone. Location and camera details are removed.' },
    workFields.alt.control,
    workFields.caption.control,
    { type: 'columns', columns: 2, fields: [workFields.service.control, workFields.town.control] },
    workFields.month.control,
    {
      type: 'group',
      legend: 'Before and after',
      legendWhileAdding: '(optional)',
      fields: [
        {
          type: 'photo',
          name: 'beforePhoto',
          label: 'Before photo',
          hint: 'The same spot before the work, taken from about the same place. With it, the site shows the pair side by side.',
        },
        workFields.beforeAlt.control,
      ],
    },
    workFields.hero.control,
  ],
  addLabel: 'Add photo',
};

/** Articles have their own page for the form (src/pages/inbox/site/articles/new.astro): Markdown wants the width. */
export const articleCollection: Collection<'article'> = {
  kind: 'article',
  path: '/inbox/site/articles',
  noun: 'article',
  title: 'Articles',
  lead: 'Blog articles: the ones you write here, and the ones that came with the site.',
  addTitle: 'Write an article',
  editTitle: (article) => `Edit: ${article.title}`,
  listTitle: 'Your articles',
  blank: (now) => blankValues(articleFields, now),
  itemName: (article) => article.title,
  editHref: (id) => `/inbox/site/articles/new?edit=${id}`,
  empty: 'No articles written here yet.',
  ordered: false,
  visibility: { field: 'published', offWhen: false, takeOff: 'Take off the site', putBack: 'Put back on the site', offBadge: 'Not on the site' },
  saved: { ...savedLines('article'), added: 'Article saved.', hidden: 'Article taken off the site.', shown: 'Article put back on the site.' },
  publishHint: 'Press Publish to update the site.',
  fields: [],
  addLabel: 'Save',
};

/** The price form's fields with their choices: the services by their titles, the units in words. */
export const priceFormFields = priceFields({
  service: priceServices.map((service) =>
    service === 'general' ? { value: service, label: 'Several services (town pages)' } : { value: service, label: services.find((s) => s.slug === service)!.title },
  ),
  unit: priceUnits.map((unit) => ({ value: unit, label: unit === 'percent' ? 'percent (e.g. 30–50% less than replacement)' : unitWords[unit] })),
});

/** "Resurfacing, $3–$8 per sq ft": how the list and the screen reader name an entry. */
const priceLabel = (entry: PriceEntry) => `${entry.name}, ${formatPrice(entry)}`;

export const priceCollection: Collection<'price'> = {
  kind: 'price',
  path: '/inbox/site/prices',
  noun: 'price',
  title: 'Prices',
  lead: 'Every price the site states comes from this list: the service and town pages, the articles, the cost estimator and what search engines read. Change a figure here and Publish: every page that names it changes with it.',
  addTitle: 'Add a price',
  editTitle: (entry) => `Edit: ${entry.name}`,
  listTitle: 'Your prices',
  blank: (now) => blankValues(priceFormFields, now),
  itemName: priceLabel,
  editHref: (id) => `/inbox/site/prices?edit=${id}#edit`,
  empty: 'No prices yet. Add the first one with the form.',
  ordered: true,
  kept: (id) => (repositoryPriceIds.includes(id) ? 'The site\'s own pages name this price: change its figures instead of deleting it.' : undefined),
  saved: { ...savedLines('price'), edited: 'Price saved.' },
  publishHint: 'Press Publish to update every page that states it.',
  fields: [
    priceFormFields.name.control,
    { type: 'columns', columns: 2, fields: [priceFormFields.service.control, priceFormFields.unit.control] },
    { type: 'columns', columns: 2, fields: [priceFormFields.low.control, priceFormFields.high.control] },
    priceFormFields.role.control,
  ],
  addLabel: 'Add price',
};

export const collections = { review: reviewCollection, work: workCollection, article: articleCollection, price: priceCollection } as const;

/** The collection a Site tab address names ('reviews', 'work'), if any. */
export function collectionAt(segment: string): Collection | undefined {
  return Object.values(collections).find((collection) => collection.path === `/inbox/site/${segment}`);
}

/** Whether a new item's form sends photos (a multipart form, emptied by a browser when it comes back). */
export function sendsPhotos(fields: readonly FieldSpec[]): boolean {
  return fields.some((field) => field.type === 'photo' || ((field.type === 'columns' || field.type === 'group') && sendsPhotos(field.fields)));
}

/** The message of a redirect's `saved`: an edit names the collection's kind. */
export function savedMessage(collection: Collection, saved: string | null): string | undefined {
  if (saved === collection.kind) return collection.saved.edited;
  return saved && saved !== 'edited' && Object.hasOwn(collection.saved, saved) ? collection.saved[saved as keyof Collection['saved']] : undefined;
}

/** Whether an item is off the site. */
export function isOff<K extends CollectionKind>(collection: Collection<K>, data: SiteData<K>): boolean {
  const { visibility } = collection;
  return visibility !== undefined && (data as Record<string, unknown>)[visibility.field] === visibility.offWhen;
}
