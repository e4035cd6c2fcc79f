import sharp from 'sharp';
const [file, chunk = '1100'] = process.argv.slice(2);
const meta = await sharp(file).metadata();
const h = Number(chunk);
for (let top = 0, i = 0; top < meta.height; top += h, i++) {
  await sharp(file).extract({ left: 0, top, width: meta.width, height: Math.min(h, meta.height - top) }).toFile(file.replace('.png', `.part${i}.png`));
}
console.log(meta.width, meta.height);
