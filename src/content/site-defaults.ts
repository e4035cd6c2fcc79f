import { businessDefaults } from '../config/business-defaults.ts';
import type { SiteSnapshot } from './site-schema.ts';
import { defaultPrices } from './prices.ts';
import { reviews } from './reviews.ts';

/**
 * The site's content as the repository ships it, in the shape of a published snapshot: the
 * build uses it while the owner has published nothing, and the content store starts its
 * drafts from it.
 */
export function siteDefaults(): SiteSnapshot {
  return {
    business: businessDefaults,
    review: reviews.map((review, index) => ({
      id: `sample-${index + 1}`,
      data: { name: review.name, town: review.location, rating: review.rating, date: review.date, text: review.text, source: '', url: '', hidden: false },
    })),
    work: [],
    article: [],
    price: defaultPrices.map((item) => ({ ...item })),
  };
}
