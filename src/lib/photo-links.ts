/** Addresses of a request's photos in the inbox: the viewer page of one (scrolled to the photo), and the image itself. */
export const photoAnchor = 'photo';
export const photoPagePath = (leadId: number, number: number) => `/inbox/leads/${leadId}/photos/${number}#${photoAnchor}`;
export const photoFilePath = (photoId: string, size: 'full' | 'thumb' = 'full') => `/inbox/photos/${photoId}${size === 'thumb' ? '/thumb' : ''}`;

/** A photo number as it appears in a URL: 1, 2, 3..., else null. */
export function parsePhotoNumber(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,2}$/.test(raw) ? Number(raw) : null;
}
