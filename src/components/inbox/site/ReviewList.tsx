import type { Draft } from '../../../../server/site/store.ts';
import { Stars } from '../../ui/Stars.tsx';

const small = 'min-h-11 cursor-pointer rounded-lg border-2 border-line bg-white px-3 font-semibold text-brand hover:border-brand';

/** The owner's reviews in their order, each with edit, hide or show, move and delete. */
export function ReviewList({ reviews }: { reviews: readonly Draft<'review'>[] }) {
  if (reviews.length === 0) return <p className="text-muted">No reviews yet. Add the first one above.</p>;
  return (
    <ol className="space-y-4">
      {reviews.map((review, index) => (
        <li key={review.id} id={`review-${review.id}`} className={`rounded-card border border-line bg-white p-4 shadow-card ${review.data.hidden ? 'opacity-75' : ''}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-bold">
              {review.data.name}, {review.data.town}
              {review.data.hidden ? <span className="ml-2 rounded-full bg-surface-alt px-2 text-small font-semibold">Hidden from the site</span> : null}
            </p>
            <Stars rating={review.data.rating} />
          </div>
          <p className="text-small text-muted">
            {review.data.date}
            {review.data.source ? ` · ${review.data.source}` : ''}
          </p>
          <p className="mt-2 line-clamp-3">{review.data.text}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={`/inbox/site/reviews?edit=${review.id}#edit`} className={`${small} inline-flex items-center no-underline`}>
              Edit<span className="sr-only"> the review by {review.data.name}</span>
            </a>
            <form method="post" action={`/inbox/site/reviews/${review.id}/visibility`}>
              <input type="hidden" name="version" value={review.version} />
              <input type="hidden" name="hidden" value={review.data.hidden ? 'false' : 'true'} />
              <button type="submit" className={small}>
                {review.data.hidden ? 'Show' : 'Hide'}
                <span className="sr-only"> the review by {review.data.name}</span>
              </button>
            </form>
            {(['up', 'down'] as const).map((direction) =>
              (direction === 'up' ? index > 0 : index < reviews.length - 1) ? (
                <form key={direction} method="post" action={`/inbox/site/reviews/${review.id}/move`}>
                  <input type="hidden" name="version" value={review.version} />
                  <input type="hidden" name="direction" value={direction} />
                  <button type="submit" className={small}>
                    Move {direction}
                    <span className="sr-only"> the review by {review.data.name}</span>
                  </button>
                </form>
              ) : null,
            )}
            {/* Two taps, without script: a review deleted by a slip of the thumb cannot be brought back (Hide can). */}
            <details>
              <summary className={`${small} inline-flex list-none items-center text-danger`}>
                Delete<span className="sr-only"> the review by {review.data.name}</span>
              </summary>
              <form method="post" action={`/inbox/site/reviews/${review.id}/delete`} className="mt-2">
                <input type="hidden" name="version" value={review.version} />
                <button type="submit" className="min-h-11 cursor-pointer rounded-lg bg-danger px-3 font-semibold text-white">
                  Delete for good<span className="sr-only"> the review by {review.data.name}</span>
                </button>
              </form>
            </details>
          </div>
        </li>
      ))}
    </ol>
  );
}
