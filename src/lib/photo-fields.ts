/**
 * Photos sent with a quote request: the limits and the visitor's messages, shared by the form
 * island, the no-JavaScript error page and the server. Plain data, so the island ships no more
 * than the few strings it uses.
 */
import { formatNumber } from './format-number.ts';

/** The form field and the name the server accepts files under; a file in any other field is refused. */
export const photoField = 'photos';
export const photoLabel = 'Photos of the damage';
export const photoHint =
  'Up to 6 photos. Show the whole area, plus a close-up with something for scale, such as a shoe or a tape measure.';

export const maxPhotos = 6;
/** As uploaded: an original straight from a phone when JavaScript does not run. */
export const maxPhotoBytes = 20 * 1024 * 1024;
export const maxPhotosBytes = 60 * 1024 * 1024;
/** Long edge of a stored photo, and of the copy the browser sends when it can scale one. */
export const maxPhotoEdge = 2048;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** A file name as the visitor chose it, short enough for a sentence. */
function named(fileName: string): string {
  const name = fileName.trim() || 'One photo';
  return name.length > 60 ? `${name.slice(0, 57)}...` : name;
}

/** What the visitor reads when a photo is refused; every sentence says what to do next. */
export const photoMessages = {
  /** In the browser, when more photos are chosen than fit. */
  keptFirst: () => `You can send up to ${maxPhotos} photos, so only the first ${maxPhotos} are kept.`,
  tooMany: () => `You can send up to ${maxPhotos} photos. Choose ${maxPhotos} or fewer and send your request again.`,
  tooBig: (fileName: string) =>
    `${named(fileName)} is larger than ${megabytes(maxPhotoBytes)}. Send a smaller copy of it, or a screenshot of the photo.`,
  tooMuch: () => `Your photos add up to more than ${megabytes(maxPhotosBytes)}. Send fewer photos, or smaller copies of them.`,
  empty: (fileName: string) => `${named(fileName)} is empty. Choose the photo again, or leave it out.`,
  wrongField: () => `Photos can only be sent with the "${photoLabel}" field. Choose them there and send your request again.`,
  notImage: (fileName: string) =>
    `${named(fileName)} is not a photo we can open. Send a JPEG, PNG, WebP or AVIF picture, the kind your phone camera takes.`,
  damaged: (fileName: string) =>
    `${named(fileName)} is damaged or incomplete and cannot be opened. Take or choose the photo again.`,
  tooManyPixels: (fileName: string, width: number, height: number) =>
    `${named(fileName)} is ${formatNumber(width)} x ${formatNumber(height)} pixels, too large to open. Send a smaller copy of it, or a screenshot of the photo.`,
  svg: (fileName: string) =>
    `${named(fileName)} is an SVG drawing, which we do not accept because it can carry hidden code. Send a photo instead.`,
  heic: (fileName: string) =>
    `${named(fileName)} is an iPhone HEIC photo, which we cannot open. Set the camera to Most Compatible (Settings > Camera > Formats), or take a screenshot of the photo and send that.`,
  /** Only when the server holds many uploads at once; the form retries by itself. */
  busy: () => 'We are receiving a lot of photos right now. Please send your request again in a minute.',
} as const;
