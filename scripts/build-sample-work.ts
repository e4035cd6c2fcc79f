/**
 * `npm run build:sample-work [-- [--hero] <folder>]`: the site built with four sample job-photo
 * entries (scripts/lib/sample-work.ts) into <folder>/dist (default sample-work/dist), for
 * screenshots and size figures; `--hero` puts one of them at the top of the home page. Serve it with `DIST_DIR=sample-work/dist npm run serve`.
 */
import { buildWithSampleWork, sampleWorkFolder, seedSampleWork } from './lib/sample-work.ts';

const args = process.argv.slice(2);
const hero = args.includes('--hero');
const dir = sampleWorkFolder(args.find((arg) => !arg.startsWith('--')) ?? 'sample-work');
const sample = await seedSampleWork(dir, { hero });
await buildWithSampleWork(sample, dir);
process.stdout.write(`Built ${dir}/dist with ${sample.entries.length} job-photo entries (photos in ${sample.dbPath}).\n`);
