/**
 * What a visitor's photo really is, and the copy of it we keep. The type comes from the bytes,
 * never from the file name or the declared Content-Type, and every accepted image is decoded
 * and encoded again by sharp, so nothing of the original file (EXIF, GPS position, comments,
 * trailing data) survives.
 */
import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { maxPhotoEdge, photoMessages } from '../../src/lib/photo-fields.ts';

// libvips would otherwise keep recently decoded images in memory between requests.
sharp.cache(false);
// One thread per image and one image per core: memory grows with the cores, not with the
// number of visitors uploading at the same moment (their photos wait their turn).
sharp.concurrency(1);
const slots = availableParallelism();
let running = 0;
const waiting: (() => void)[] = [];

/** Runs one image's work when a core is free; every upload, quote photo or job photo, waits its turn here. */
export async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  while (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Larger than any phone camera's normal mode (a 108 MP sensor), far below what exhausts memory. */
export const maxInputPixels = 110_000_000;
const thumbEdge = 480;

export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'svg';

const ascii = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');

/** ISO-BMFF brands (the `ftyp` box) of AVIF and of the HEIF family phones write. */
const avifBrands = new Set(['avif', 'avis']);
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0), bytes.length, 512);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

/** The image format the content starts with, or null when it is none we know. */
export function identify(bytes: Uint8Array): PhotoKind | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  const brands = ftypBrands(bytes);
  if (brands.length) {
    // AVIF lists mif1 among its compatible brands too: its own brand decides first.
    if (avifBrands.has(brands[0]!) || (!heicBrands.has(brands[0]!) && brands.some((brand) => avifBrands.has(brand)))) return 'avif';
    if (brands.some((brand) => heicBrands.has(brand))) return 'heic';
  }
  const head = ascii(bytes, 0, 1024).replace(/^\ufeff|^\xef\xbb\xbf/, '').trimStart().toLowerCase();
  if ((head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!doctype svg')) && head.includes('<svg')) return 'svg';
  return null;
}

export interface EncodedPhoto {
  /** JPEG, upright, at most maxPhotoEdge on its long edge, without any metadata. */
  image: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** A photo we refuse, with the sentence the visitor reads. */
export class PhotoRejected extends Error {}

export const decodeOptions = {
  limitInputPixels: maxInputPixels,
  // 'error' rather than sharp's 'warning': phone cameras write JPEGs with harmless warnings
  // (extraneous bytes before a marker); truncated and broken data still fails.
  failOn: 'error',
  autoOrient: true,
} as const;

/**
 * Decodes an upload and encodes the copy we store. sharp writes no metadata unless asked to,
 * so the EXIF block with its GPS position is gone; autoOrient applies the rotation flag to the
 * pixels first, so the photo stays upright without it.
 */
export function reencode(bytes: Buffer, fileName: string): Promise<EncodedPhoto> {
  return inTurn(() => encode(bytes, fileName));
}

/**
 * Refuses what is not a photo we can open, from its content and its header alone, before any
 * pixel is decoded: HEIC, SVG, unknown or damaged data, and more pixels than fit in memory.
 */
export async function checkUpload(bytes: Buffer, fileName: string): Promise<Metadata> {
  const kind = identify(bytes);
  if (kind === 'heic') throw new PhotoRejected(photoMessages.heic(fileName));
  if (kind === 'svg') throw new PhotoRejected(photoMessages.svg(fileName));
  if (kind === null) throw new PhotoRejected(photoMessages.notImage(fileName));

  let meta: Metadata;
  try {
    meta = await sharp(bytes, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejected(photoMessages.damaged(fileName));
  }
  // The header alone can claim a size whose pixels would not fit in memory: refuse before decoding.
  if (!meta.width || !meta.height || meta.format === 'svg') throw new PhotoRejected(photoMessages.damaged(fileName));
  if (meta.width * meta.height > maxInputPixels) throw new PhotoRejected(photoMessages.tooManyPixels(fileName, meta.width, meta.height));
  return meta;
}

async function encode(bytes: Buffer, fileName: string): Promise<EncodedPhoto> {
  await checkUpload(bytes, fileName);
  try {
    const { data: image, info } = await sharp(bytes, decodeOptions)
      .resize(maxPhotoEdge, maxPhotoEdge, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(image).resize(thumbEdge, thumbEdge, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 72 }).toBuffer();
    return { image, thumb, width: info.width, height: info.height };
  } catch {
    throw new PhotoRejected(photoMessages.damaged(fileName));
  }
}

/**
 * A smaller copy for an e-mail attachment: the stored JPEG scaled down to `edge`, used when the
 * stored photos together would make the owner's e-mail too large.
 */
export function shrink(image: Buffer, edge: number, quality: number): Promise<Buffer> {
  return inTurn(() => sharp(image).resize(edge, edge, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality }).toBuffer());
}
