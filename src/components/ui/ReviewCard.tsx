import type { ReviewData } from '../../lib/jsonld.ts';
import { Card } from './Card.tsx';
import { Stars } from './Stars.tsx';

function formatReviewDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function ReviewCard({ review }: { review: ReviewData }) {
  return (
    <Card as="article" className="flex h-full flex-col">
      <Stars rating={review.rating} />
      <blockquote className="mt-4 grow">
        <p>&ldquo;{review.text}&rdquo;</p>
      </blockquote>
      <footer className="mt-5 border-t border-line pt-4">
        <p className="font-bold">{review.name}</p>
        <p className="text-small text-muted">
          {review.location} &middot; <time dateTime={review.date}>{formatReviewDate(review.date)}</time>
          {review.source ? (
            <>
              {' '}
              &middot; {review.url ? <a href={review.url}>on {review.source}</a> : `on ${review.source}`}
            </>
          ) : null}
        </p>
      </footer>
    </Card>
  );
}
