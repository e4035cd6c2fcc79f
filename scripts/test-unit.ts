/**
 * `npm run test:unit`: the unit and server tests as two Vitest runs at once (vitest.config.ts):
 * the tests that mostly wait on real clocks (the off-site copy's, the graceful stop's) beside all
 * the others, which keep the two cores busy. One Vitest run cannot do that: its projects with
 * different worker counts run one after the other. The waiting run's lines are prefixed with its
 * name; the exit code fails when either run fails. Arguments (file filters, -t) go to one
 * ordinary run instead.
 */
import { join } from 'node:path';
import { firstFailure, projectRoot, runPrefixed } from './lib/run-prefixed.ts';

const vitest = (args: string[], prefix?: string) => runPrefixed(process.execPath, [join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...args], prefix);

const extra = process.argv.slice(2);
const codes = extra.length
  ? [await vitest(extra)]
  : await Promise.all([vitest(['--project', 'waiting', 'tests/server'], '[waiting]'), vitest(['--project', 'main', 'tests/unit', 'tests/server'])]);
process.exitCode = firstFailure(codes);
