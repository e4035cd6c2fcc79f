/**
 * Photos drawn for the tests with sharp, the way a phone writes them: a JPEG with an EXIF
 * block holding the camera, the GPS position and a rotation flag, and the odd files an
 * attacker or a broken upload sends.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Where the test photos claim to be taken: Uptown Charlotte. */
export const gpsTag = { GPSLatitudeRef: 'N', GPSLatitude: '35/1 13/1 376/100', GPSLongitudeRef: 'W', GPSLongitude: '80/1 50/1 3516/100' };
export const cameraMake = 'TestCam Phone';

const orange = { r: 194, g: 65, b: 12 };
const gray = { r: 120, g: 113, b: 108 };

export interface PhotoOptions {
  /** Size of the photo as it should look, upright. */
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp' | 'avif';
  /**
   * EXIF orientation 6: the pixels are stored turned a quarter to the left and the flag says
   * "turn right to view", as a phone held upright writes them.
   */
  rotated?: boolean;
  /** Camera make and GPS position in EXIF. */
  gps?: boolean;
  /** Gaussian noise makes the file as heavy as a real photo of concrete. */
  noise?: boolean;
}

/** An upright picture with an orange top half and a gray bottom half. */
export async function photo({ width = 1200, height = 900, format = 'jpeg', rotated = false, gps = false, noise = false }: PhotoOptions = {}): Promise<Buffer> {
  const half = Math.floor(height / 2);
  const upright = await sharp({ create: { width, height, channels: 3, background: gray } })
    .composite([{ input: { create: { width, height: half, channels: 3, background: orange } }, top: 0, left: 0 }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  let pixels = upright;
  if (noise) {
    const grain = await sharp({ create: { width, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 0, sigma: 18 } } }).raw().toBuffer();
    pixels = await sharp(pixels.data, { raw: pixels.info })
      .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'add' }])
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  if (rotated) pixels = await sharp(pixels.data, { raw: pixels.info }).rotate(-90).raw().toBuffer({ resolveWithObject: true });
  let image = sharp(pixels.data, { raw: pixels.info });
  if (gps) image = image.withExif({ IFD0: { Make: cameraMake }, IFD3: gpsTag });
  if (rotated) image = image.withMetadata({ orientation: 6 });
  return image.toFormat(format).toBuffer();
}

/** Mean color of the top and bottom tenth of an image: orange over gray means upright. */
export async function isUpright(bytes: Buffer): Promise<boolean> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const band = Math.max(1, Math.floor(height / 10));
  const mean = async (top: number) => {
    const pixels = await sharp(bytes).extract({ left: 0, top, width, height: band }).removeAlpha().raw().toBuffer();
    const sums = [0, 1, 2].map((channel) => pixels.reduce((sum, value, index) => (index % 3 === channel ? sum + value : sum), 0));
    return sums.map((sum) => sum / (pixels.length / 3));
  };
  const [top, bottom] = [await mean(0), await mean(height - band)];
  const near = (rgb: number[], want: typeof orange) => Math.abs(rgb[0]! - want.r) < 30 && Math.abs(rgb[1]! - want.g) < 30 && Math.abs(rgb[2]! - want.b) < 30;
  return near(top, orange) && near(bottom, gray);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming width x height pixels, with two rows of data: a few KB that would decode to gigabytes. */
export function pixelBomb(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 2));
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The start of an iPhone HEIC file: the ftyp box with its brands, then coded data we never read. */
export function heicFile(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.write('mif1heic', 16, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(4096, 7)]);
}

export const svgFile = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
);

export const textFile = Buffer.from('Shopping list: rebar, mesh, 12 bags of mix.\n'.repeat(20));

/** Tags any of the EXIF writers leave in the bytes: the block's header, and the camera (the GPS IFD has no text marker; metadata() shows it is gone). */
export function carriesExif(bytes: Buffer): boolean {
  return ['Exif\0\0', cameraMake].some((marker) => bytes.includes(Buffer.from(marker, 'latin1')));
}
