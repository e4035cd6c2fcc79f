import type { Draft } from '../../../../server/site/store.ts';
import { entryPhotos, formatWorkMonth } from '../../../content/work-schema.ts';
import { serviceBySlug } from '../../../content/services.ts';
import { workPhotoWidths } from '../../../lib/work-photos.ts';

const small = 'min-h-11 cursor-pointer rounded-lg border-2 border-line bg-white px-3 font-semibold text-brand hover:border-brand';

/** The editor's own copy of a stored photo (the public site has only published ones). */
export const thumbSrc = (photo: { id: string; width: number }) => `/inbox/site/work/photos/${photo.id}-${Math.min(photo.width, workPhotoWidths[0])}.webp`;

/** The owner's job photos in their order, each with edit, hide or show, move and delete. */
export function WorkList({ items }: { items: readonly Draft<'work'>[] }) {
  if (items.length === 0) return <p className="text-muted">No job photos yet. Add the first one with the form.</p>;
  return (
    <ol className="space-y-4">
      {items.map((item, index) => {
        const photos = entryPhotos(item.data);
        return (
          <li key={item.id} id={`work-${item.id}`} className={`rounded-card border border-line bg-white p-4 shadow-card ${item.data.hidden ? 'opacity-75' : ''}`}>
            <div className="grid grid-cols-2 gap-2">
              {photos.map((photo, photoIndex) => (
                <figure key={photo.id}>
                  <img src={thumbSrc(photo)} alt={photo.alt} width={photo.width} height={photo.height} loading="lazy" className="aspect-[4/3] w-full rounded-lg bg-surface-alt object-cover" />
                  {photos.length > 1 ? <figcaption className="text-small font-semibold">{photoIndex === 0 ? 'Before' : 'After'}</figcaption> : null}
                </figure>
              ))}
            </div>
            <p className="mt-2 font-bold">
              {item.data.caption}
              {item.data.hidden ? <span className="ml-2 rounded-full bg-surface-alt px-2 text-small font-semibold">Hidden from the site</span> : null}
              {item.data.hero ? <span className="ml-2 rounded-full bg-brand-tint px-2 text-small font-semibold text-brand">Top of the home page</span> : null}
            </p>
            <p className="text-small text-muted">
              {serviceBySlug(item.data.service).title} in {item.data.town}, {formatWorkMonth(item.data.month)}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a href={`/inbox/site/work?edit=${item.id}#edit`} className={`${small} inline-flex items-center no-underline`}>
                Edit<span className="sr-only"> {item.data.caption}</span>
              </a>
              <form method="post" action={`/inbox/site/work/${item.id}/visibility`}>
                <input type="hidden" name="version" value={item.version} />
                <input type="hidden" name="hidden" value={item.data.hidden ? 'false' : 'true'} />
                <button type="submit" className={small}>
                  {item.data.hidden ? 'Show' : 'Hide'}
                  <span className="sr-only"> {item.data.caption}</span>
                </button>
              </form>
              {(['up', 'down'] as const).map((direction) =>
                (direction === 'up' ? index > 0 : index < items.length - 1) ? (
                  <form key={direction} method="post" action={`/inbox/site/work/${item.id}/move`}>
                    <input type="hidden" name="version" value={item.version} />
                    <input type="hidden" name="direction" value={direction} />
                    <button type="submit" className={small}>
                      Move {direction}
                      <span className="sr-only"> {item.data.caption}</span>
                    </button>
                  </form>
                ) : null,
              )}
              <details>
                <summary className={`${small} inline-flex list-none items-center text-danger`}>
                  Delete<span className="sr-only"> {item.data.caption}</span>
                </summary>
                <form method="post" action={`/inbox/site/work/${item.id}/delete`} className="mt-2">
                  <input type="hidden" name="version" value={item.version} />
                  <button type="submit" className="min-h-11 cursor-pointer rounded-lg bg-danger px-3 font-semibold text-white">
                    Delete for good<span className="sr-only"> {item.data.caption}</span>
                  </button>
                </form>
              </details>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
