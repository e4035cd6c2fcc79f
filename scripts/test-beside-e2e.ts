/**
 * The end of `npm test`: the end-to-end run beside the checks that only read dist/ or the
 * sources (type check, import check, `test:site`, `test:site:edited`, which builds into a folder
 * of its own). Two Playwright workers leave the cores idle about half the time while pages wait
 * on the server, so those checks fit in beside it. The checks run one after another, each line
 * prefixed with its script's name, and stop at the first failure; the exit code is the first
 * failing one of either side. dist/ must be built already and is not rebuilt meanwhile: the e2e
 * server's publishes go to the releases folder beside its own database.
 */
import { firstFailure, runPrefixed } from './lib/run-prefixed.ts';

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const npmRun = (script: string, prefix?: string) => runPrefixed(npm[0]!, [...npm.slice(1), 'run', script], prefix);

async function checks(): Promise<number> {
  for (const script of ['check', 'check:imports', 'test:site', 'test:site:edited']) {
    const code = await npmRun(script, `[${script}]`);
    if (code !== 0) return code;
  }
  return 0;
}

process.exitCode = firstFailure(await Promise.all([npmRun('test:e2e'), checks()]));
