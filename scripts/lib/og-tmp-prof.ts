import { generateOgImages } from '../og-images';
const a = process.cpuUsage(); const t = performance.now();
const n = await generateOgImages(process.env.DIST_DIR as string);
const b = process.cpuUsage(a);
console.log(n, 'wall', Math.round(performance.now() - t), 'cpu', Math.round((b.user + b.system) / 1000), 'startup cpu', Math.round((a.user + a.system) / 1000));
