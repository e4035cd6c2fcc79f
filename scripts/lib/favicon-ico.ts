import { readFileSync } from 'node:fs';
import sharp from 'sharp';

/**
 * /favicon.ico for what asks for it by that name: a browser showing a bare image or a file,
 * with no page to point at the inline icon. The ICO holds one PNG drawn from public/favicon.svg
 * (ICO may carry PNG data since Windows Vista; every current browser reads it).
 */
export async function faviconIco(svgFile: string, size = 32): Promise<Buffer> {
  const png = await sharp(readFileSync(svgFile), { density: 300 }).resize(size, size).png().toBuffer();
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size % 256, 0); // width (0 would mean 256)
  entry.writeUInt8(size % 256, 1); // height
  entry.writeUInt16LE(1, 4); // color planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(header.length + entry.length, 12); // offset of the image data
  return Buffer.concat([header, entry, png]);
}
