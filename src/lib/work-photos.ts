/**
 * Job photos on the public site: the widths and formats each upload is stored in, and the
 * addresses the build writes them to. Shared by the server that encodes them, the build step
 * that writes them into the site, and the pages whose srcset names them.
 */

/** Widths of the stored copies: a phone's full width at 1x to 3x, and a desktop grid cell at 2x. */
export const workPhotoWidths = [480, 960, 1440] as const;
export const largestWorkPhotoWidth = workPhotoWidths[workPhotoWidths.length - 1]!;

/** AVIF first (smallest), WebP as the <img> every browser of the last five years opens. */
export const workPhotoFormats = ['avif', 'webp'] as const;
export type WorkPhotoFormat = (typeof workPhotoFormats)[number];

export const workPhotoTypes: Record<WorkPhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The folder of the built site that holds job photos, served with a year of caching (each file never changes). */
export const workPhotoFolder = 'work';

/** The widths stored for a photo `width` pixels wide: each standard width below it, then its own (at most the largest). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, largestWorkPhotoWidth);
  return [...workPhotoWidths.filter((w) => w < largest), largest];
}

/** '/work/<id>-960.avif' */
export function workPhotoSrc(id: string, width: number, format: WorkPhotoFormat): string {
  return `/${workPhotoFolder}/${id}-${width}.${format}`;
}

/** The srcset of one format, every stored width. */
export function workPhotoSrcset(photo: { id: string; width: number }, format: WorkPhotoFormat): string {
  return variantWidths(photo.width)
    .map((width) => `${workPhotoSrc(photo.id, width, format)} ${width}w`)
    .join(', ');
}

/** The WebP copy an <img> that ignores srcset loads: the middle width, sharp enough on any screen. */
export function workPhotoFallbackSrc(photo: { id: string; width: number }): string {
  return workPhotoSrc(photo.id, Math.min(photo.width, workPhotoWidths[1]), 'webp');
}
