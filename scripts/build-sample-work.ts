/**
 * `npm run build:sample-work [-- <folder>]`: the site built with four sample job-photo entries
 * (scripts/lib/sample-work.ts) into <folder>/dist (default sample-work/dist), for screenshots
 * and size figures. Serve it with `DIST_DIR=sample-work/dist npm run serve`.
 */
import { buildWithSampleWork, sampleWorkFolder, seedSampleWork } from './lib/sample-work.ts';

const dir = sampleWorkFolder(process.argv[2] ?? 'sample-work');
const sample = await seedSampleWork(dir);
await buildWithSampleWork(sample, dir);
process.stdout.write(`Built ${dir}/dist with ${sample.entries.length} job-photo entries (photos in ${sample.dbPath}).\n`);
