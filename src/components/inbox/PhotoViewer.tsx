import { formatNumber } from '../../lib/format-number.ts';
import { photoAnchor, photoFilePath, photoPagePath } from '../../lib/photo-links.ts';
import { buttonClass } from '../ui/Button.tsx';
import type { PhotoInfo } from '../../lib/lead-view.ts';

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
      {/* Every link here lands on #photo, so the photo and its buttons fill the screen below the page's header. */}
      <section id={photoAnchor} aria-labelledby="photo-heading" className="mt-2">
        <h1 id="photo-heading" className="text-2xl">
          Photo {photo.number} of {photos.length}
        </h1>
        <a href={photoFilePath(photo.id)} className="mt-2 block" title="Open the photo at full size">
          <img
            src={photoFilePath(photo.id)}
            alt={`Request ${reference}, photo ${photo.number} of ${photos.length}`}
            width={photo.width}
            height={photo.height}
            decoding="async"
            // Full width, its height from width and height, capped by the screen less what stays in view with it (the
            // page's 5rem scroll padding, the heading, the buttons). The box has its final size before the photo
            // arrives, so #photo scrolls to the right place; object-contain fits the photo inside it.
            className="block h-auto max-h-[calc(100svh-12.5rem)] w-full object-contain"
          />
          <span className="sr-only"> (open at full size)</span>
        </a>
        <nav aria-label="Photos" className="mt-3 flex items-center justify-between gap-3">
          {step(previous, '← Previous photo', 'prev')}
          {step(next, 'Next photo →', 'next')}
        </nav>
        <p className="mt-3 text-center text-small text-muted">
          {formatNumber(photo.width)} × {formatNumber(photo.height)} px. Tap the photo to open it at full size and zoom in.
        </p>
      </section>
    </div>
  );
}
