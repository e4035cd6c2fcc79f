import type { WorkPhoto } from '../../content/work-schema.ts';
import { workPhotoSrcset, workPhotoTypes } from '../../lib/work-photos.ts';

/** From lg, where the hero has room beside its text; a phone fetches nothing (see docs/design.md, Pictures). */
const wide = '(min-width: 64rem)';
/** An empty 1 x 1 GIF: the <img> a phone keeps, hidden, so it never asks for the photo. */
const nothing = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * The job photo the owner put at the top of the home page, behind the hero from lg under the
 * brand scrim: the page's one eager photo. It is a backdrop under text that says it all, so its
 * alt text is empty.
 */
export function HeroPhoto({ photo }: { photo: WorkPhoto }) {
  return (
    <div className="absolute inset-0 -z-10 hidden lg:block">
      <picture>
        <source media={wide} type={workPhotoTypes.avif} srcSet={workPhotoSrcset(photo, 'avif')} sizes="100vw" />
        <source media={wide} type={workPhotoTypes.webp} srcSet={workPhotoSrcset(photo, 'webp')} sizes="100vw" />
        <img src={nothing} alt="" width={photo.width} height={photo.height} fetchPriority="high" className="h-full w-full object-cover" />
      </picture>
      <div className="hero-scrim absolute inset-0" />
    </div>
  );
}
