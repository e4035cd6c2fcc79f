import { business } from '../../config/business.ts';
import type { ReviewData } from '../../lib/jsonld.ts';
import { ReviewCard } from '../ui/ReviewCard.tsx';
import { Section } from '../ui/Section.tsx';

export function ReviewsSection({ reviews }: { reviews: readonly ReviewData[] }) {
  return (
    <Section
      id="reviews"
      tone="alt"
      title="What Our Customers Say"
      lead={`Rated ${business.rating.value.toFixed(1)} out of ${business.rating.best} from ${business.rating.count} reviews by homeowners and property managers across the Charlotte area.`}
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.name}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
