import { shrink } from './images.ts';
import { photoFileName, photoType } from './store.ts';

/**
 * Photo bytes one owner's e-mail may carry. Base64 grows them by a third, so 7 MB of photos
 * with the text keeps the message under 10 MB, the limit many mail services set.
 */
export const emailPhotoBudgetBytes = 7 * 1024 * 1024;

/** Long edge and JPEG quality of each smaller try, until the photos fit. */
const steps = [
  [1600, 78],
  [1280, 75],
  [1024, 72],
  [800, 70],
] as const;

export interface PhotoAttachment {
  filename: string;
  content: Buffer;
  contentType: typeof photoType;
}

const total = (images: readonly Buffer[]) => images.reduce((sum, image) => sum + image.length, 0);

/** A request's stored photos as e-mail attachments, scaled down together until they fit the budget. */
export async function photoAttachments(leadId: number, stored: readonly Buffer[], budget = emailPhotoBudgetBytes): Promise<PhotoAttachment[]> {
  let images = [...stored];
  for (const [edge, quality] of steps) {
    if (total(images) <= budget) break;
    images = await Promise.all(stored.map((image) => shrink(image, edge, quality)));
  }
  return images.map((content, index) => ({ filename: photoFileName(leadId, index + 1), content, contentType: photoType }));
}
