import type { Review } from '../content/site-schema.ts';
import type { ReviewData } from './jsonld.ts';

/** How many reviews the home page shows. */
export const homeReviewCount = 4;

/**
 * The home page's reviews: the newest visible ones, shown in the owner's order (the editor's
 * list), so hiding or adding a review changes the page and moving one changes where it sits.
 */
export function homeReviews(reviews: readonly (Review & { position: number })[]): ReviewData[] {
  const newest = reviews
    .filter((review) => !review.hidden)
    .toSorted((a, b) => b.date.localeCompare(a.date) || a.position - b.position)
    .slice(0, homeReviewCount);
  return newest
    .toSorted((a, b) => a.position - b.position)
    .map((review) => ({
      name: review.name,
      location: review.town,
      rating: review.rating,
      date: review.date,
      text: review.text,
      source: review.source,
      url: review.url,
    }));
}
