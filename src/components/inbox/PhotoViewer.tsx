import type { PhotoInfo } from '../../../server/photos/store.ts';
import { photoFilePath, photoPagePath } from '../../lib/photo-links.ts';
import { buttonClass } from '../ui/Button.tsx';

interface PhotoViewerProps {
  leadId: number;
  reference: string;
  name: string;
  photos: readonly PhotoInfo[];
  photo: PhotoInfo;
}

/**
 * One photo of a request, fitted to the screen, with plain links to the previous and next
 * photo and back to the request: nothing needs script, a keyboard tabs through them, and a
 * screen reader's swipe reaches them in reading order.
 */
export function PhotoViewer({ leadId, reference, name, photos, photo }: PhotoViewerProps) {
  const previous = photos.find((other) => other.number === photo.number - 1);
  const next = photos.find((other) => other.number === photo.number + 1);
  const step = (to: PhotoInfo | undefined, label: string, rel: 'prev' | 'next') =>
    to ? (
      <a href={photoPagePath(leadId, to.number)} rel={rel} className={buttonClass('secondary', 'flex-1 px-4 sm:flex-none')}>
        {label}
      </a>
    ) : (
      <span className="flex-1 sm:flex-none" />
    );
  return (
    <div>
      <p>
        <a href={`/inbox/leads/${leadId}#photos`} className="inline-flex min-h-11 items-center font-semibold break-words">
          ← Request {reference}: {name}
        </a>
      </p>
      <h1 className="text-2xl">
        Photo {photo.number} of {photos.length}
      </h1>
      <figure className="mt-4">
        <a href={photoFilePath(photo.id)} className="block" title="Open the photo at full size">
          <img
            src={photoFilePath(photo.id)}
            alt={`Request ${reference}, photo ${photo.number} of ${photos.length}`}
            width={photo.width}
            height={photo.height}
            decoding="async"
            className="mx-auto h-auto max-h-[calc(100svh-17rem)] w-auto max-w-full rounded-lg border border-line bg-white object-contain"
          />
        </a>
        <figcaption className="mt-2 text-center text-small text-muted">
          {photo.width.toLocaleString('en-US')} × {photo.height.toLocaleString('en-US')} px. Tap the photo to open it full size and zoom.
        </figcaption>
      </figure>
      <nav aria-label="Photos" className="mt-4 flex items-center justify-between gap-3">
        {step(previous, '← Previous photo', 'prev')}
        {step(next, 'Next photo →', 'next')}
      </nav>
    </div>
  );
}
