import type { WorkPhoto } from '../../content/work-schema.ts';
import { workPhotoFallbackSrc, workPhotoSrcset, workPhotoTypes } from '../../lib/work-photos.ts';

interface WorkPictureProps {
  photo: WorkPhoto;
  /** The width the picture takes on the page at each breakpoint, so the browser fetches the smallest copy that is sharp. */
  sizes: string;
  /** Extra classes of the image, e.g. to fill a box of another shape than 4:3. */
  className?: string;
}

const pictureClass = 'aspect-[4/3] w-full bg-surface-alt object-cover';

/**
 * One job photo: AVIF where the browser takes it, else WebP, from the copies the build wrote
 * to /work/. Lazy and below the fold, so it never competes with the text that is the page's
 * largest paint; width and height reserve its 4:3 box before it arrives.
 */
export function WorkPicture({ photo, sizes, className }: WorkPictureProps) {
  return (
    <picture>
      <source type={workPhotoTypes.avif} srcSet={workPhotoSrcset(photo, 'avif')} sizes={sizes} />
      <img
        src={workPhotoFallbackSrc(photo)}
        srcSet={workPhotoSrcset(photo, 'webp')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading="lazy"
        decoding="async"
        className={className ? `${pictureClass} ${className}` : pictureClass}
      />
    </picture>
  );
}
