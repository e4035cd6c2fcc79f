import type { ReactNode } from 'react';
import type { PriceEntry } from '../../../content/price-schema.ts';
import type { Article, Review, WorkItem } from '../../../content/site-schema.ts';
import { entryPhotos, formatWorkMonth } from '../../../content/work-schema.ts';
import { serviceBySlug } from '../../../content/services.ts';
import { formatCalendarDay } from '../../../lib/dates.ts';
import { formatPrice } from '../../../lib/prices.ts';
import { workPhotoWidths } from '../../../lib/work-photos.ts';
import { Stars } from '../../ui/Stars.tsx';

/**
 * What a row of each Site list shows of its item (CollectionList.tsx draws the row and its
 * actions); `badge` says when the item is off the site.
 */

/** The editor's own copy of a stored photo (the public site has only published ones). */
export const thumbSrc = (photo: { id: string; width: number }) => `/inbox/site/work/photos/${photo.id}-${Math.min(photo.width, workPhotoWidths[0])}.webp`;

export function reviewSummary(review: Review, badge: ReactNode) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold">
          {review.name}, {review.town}
          {badge}
        </p>
        <Stars rating={review.rating} />
      </div>
      <p className="text-small text-muted">
        <time dateTime={review.date}>{formatCalendarDay(review.date)}</time>
        {review.source ? ` · ${review.source}` : ''}
      </p>
      <p className="mt-2 line-clamp-3">{review.text}</p>
    </>
  );
}

export function workSummary(item: WorkItem, badge: ReactNode) {
  const photos = entryPhotos(item);
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        {photos.map((photo, photoIndex) => (
          <figure key={photo.id}>
            <img src={thumbSrc(photo)} alt={photo.alt} width={photo.width} height={photo.height} loading="lazy" className="aspect-[4/3] w-full rounded-lg bg-surface-alt object-cover" />
            {photos.length > 1 ? <figcaption className="text-small font-semibold">{photoIndex === 0 ? 'Before' : 'After'}</figcaption> : null}
          </figure>
        ))}
      </div>
      <p className="mt-2 font-bold">
        {item.caption}
        {badge}
        {item.hero ? <span className="ml-2 rounded-full bg-brand-tint px-2 text-small font-semibold text-brand">Top of the home page</span> : null}
      </p>
      <p className="text-small text-muted">
        {serviceBySlug(item.service).title} in {item.town}, {formatWorkMonth(item.month)}
      </p>
    </>
  );
}

export function articleSummary(article: Article, badge: ReactNode) {
  return (
    <>
      <p className="font-bold">
        {article.title}
        {badge}
      </p>
      {article.overrides ? (
        <p className="text-small text-muted">
          Your version of an article that came with the site: it replaces /blog/{article.overrides} while on the site. Take it off the site or delete it to bring the original back.
        </p>
      ) : null}
      <p className="text-small text-muted">
        /blog/{article.slug} · {article.category} · <time dateTime={new Date(article.date).toISOString().slice(0, 10)}>{formatCalendarDay(new Date(article.date))}</time>
      </p>
    </>
  );
}

const roleWords: Record<PriceEntry['role'], string | undefined> = {
  estimator: "Estimator's rate",
  typical: 'Typical range',
  both: "Estimator's rate and typical range",
  quotes: undefined,
};

/** A price as the site writes it, where it is shown, and the reference an article uses to name it. */
export function priceSummary(entry: PriceEntry, _badge: ReactNode, id: string) {
  const service = entry.service === 'general' ? 'Several services' : serviceBySlug(entry.service).title;
  const role = roleWords[entry.role];
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-bold">{entry.name}</p>
        <p className="font-bold tabular-nums">{formatPrice(entry)}</p>
      </div>
      <p className="text-small text-muted">
        {service}
        {role ? ` · ${role}` : ''}
      </p>
      <p className="mt-1 text-small">
        In an article: <code className="rounded bg-surface-alt px-1">{`{price:${id}}`}</code>
      </p>
    </>
  );
}
