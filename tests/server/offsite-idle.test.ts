import { describe, expect, it } from 'vitest';
import { health, offsiteSuite, remoteFiles } from './offsite-support.ts';

describe('the off-site copy while nobody visits', () => {
  const suite = offsiteSuite();

  it(
    'costs nothing while idle: with no visitor for a minute, health checks every 2 s, the copy gets at most one upload',
    async () => {
      const server = await suite.startWithOneLead('Before The Quiet');
      // Litestream's own bookkeeping after the last change (a checkpoint) settles first.
      await new Promise((r) => setTimeout(r, 5000));
      const before = remoteFiles(suite.remote);
      const until = Date.now() + 60_000;
      while (Date.now() < until) {
        expect((await health(server.url)).ok).toBe(true);
        await new Promise((r) => setTimeout(r, 2000));
      }
      const after = remoteFiles(suite.remote);
      const uploads = [...after].filter(([file, size]) => before.get(file) !== size);
      expect(uploads.length, JSON.stringify(uploads)).toBeLessThanOrEqual(1);
    },
    120_000,
  );
});
