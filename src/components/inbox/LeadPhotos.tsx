import { photoFilePath, photoPagePath } from '../../lib/photo-links.ts';
import type { PhotoInfo } from '../../lib/lead-view.ts';

interface LeadPhotosProps {
  leadId: number;
  reference: string;
  photos: readonly PhotoInfo[];
}

/**
 * The photos sent with a request, as thumbnails that open the photo's own page. Width and height are the
 * stored photo's, so the grid keeps its shape while thumbnails load.
 */
export function LeadPhotos({ leadId, reference, photos }: LeadPhotosProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo) => (
        <li key={photo.id}>
          <a
            href={photoPagePath(leadId, photo.number)}
            className="block overflow-hidden rounded-lg border border-line bg-surface-alt hover:border-brand"
          >
            <img
              src={photoFilePath(photo.id, 'thumb')}
              alt={`Request ${reference}, photo ${photo.number} of ${photos.length}`}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              className="aspect-square size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
