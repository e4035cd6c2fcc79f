import { business } from '../../config/business.ts';
import { monthInWords, ratingInWords } from '../../config/business-facts.ts';
import type { ReviewData } from '../../lib/jsonld.ts';
import { ReviewCard } from '../ui/ReviewCard.tsx';
import { Section } from '../ui/Section.tsx';

export function ReviewsSection({ reviews }: { reviews: readonly ReviewData[] }) {
  return (
    <Section
      id="reviews"
      tone="alt"
      title="What Our Customers Say"
      lead={
        <>
          {`Rated ${ratingInWords(business.rating)} by homeowners and property managers across the Charlotte area${
            business.rating.asOf ? ` (as of ${monthInWords(business.rating.asOf)})` : ''
          }.`}
          {business.rating.profileUrl ? (
            <>
              {' '}
              <a href={business.rating.profileUrl}>{`Read every review${business.rating.source ? ` on ${business.rating.source}` : ''}`}</a>.
            </>
          ) : null}
        </>
      }
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {reviews.map((review, index) => (
          <li key={index}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
