/**
 * Prepares a chosen photo in the browser with the platform alone: decoded upright
 * (createImageBitmap reads the orientation flag), drawn on a canvas at most 2,048 px on its
 * long edge and encoded as JPEG. The copy carries no EXIF, so the GPS position stays on the
 * phone, and a 12-megapixel photo travels as a few hundred KB instead of 5-10 MB.
 */
import { maxPhotoEdge } from './photo-fields.ts';

export interface PreparedPhoto {
  /** What is sent: the scaled JPEG. */
  upload: Blob;
  /** A small JPEG data: URL for the thumbnail (the page's CSP allows data: images). */
  preview: string;
}

const previewEdge = 192;

function draw(bitmap: ImageBitmap, edge: number): HTMLCanvasElement {
  const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.imageSmoothingQuality = 'high';
  // JPEG has no transparency: a PNG's clear areas become white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas;
}

const toJpeg = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('not encoded'))), 'image/jpeg', 0.85));

/** The scaled copy, or null when this browser cannot decode the file: the original is sent and the server judges it. */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const upload = await toJpeg(draw(bitmap, maxPhotoEdge));
    return { upload, preview: draw(bitmap, previewEdge).toDataURL('image/jpeg', 0.7) };
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}
