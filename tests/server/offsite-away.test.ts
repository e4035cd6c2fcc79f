/**
 * The off-site copy when its SFTP server goes away (Debian's OpenSSH on a loopback port, stopped
 * and started again), the server started as production starts it (server/start.ts, Litestream
 * around the server). Apart from offsite-sftp.test.ts so their minutes of waiting run side by side.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreFromOffsite } from '../../server/backup/litestream.ts';
import { readBackupSettings } from '../../server/backup/settings.ts';
import { readRows } from './helpers.ts';
import { caughtUp, health, offsiteSuite, quote } from './offsite-support.ts';

describe('the off-site copy while its SFTP server is away', () => {
  const suite = offsiteSuite();

  it(
    'keeps taking quote requests while the SFTP server is away, says so, and catches up when it is back',
    async () => {
      const server = await suite.startWithOneLead('Before The Gap');
      await suite.sftp.stop();
      let during: number;
      let away: number;
      try {
        during = await quote(server.url, 'Offline Lead');
        away = Date.now();
        // Litestream takes a change into its shadow WAL within a second and the server looks every
        // 2 s, so the wait is dated within about 3 s of the change: well before this read, 8 s after it.
        await new Promise((r) => setTimeout(r, 8000));
        const lagging = await health(server.url);
        expect(lagging.ok).toBe(true);
        expect(lagging.backup.waitingSince).toBeDefined();
        expect(Date.parse(lagging.backup.waitingSince!)).toBeLessThanOrEqual(away + 4000);
      } finally {
        // Back whatever happened above: the catch-up below needs it.
        await suite.sftp.start();
      }

      // Litestream 0.3.13 stays stuck on the connection that died: the server asks for a new one after a minute.
      await caughtUp(server.url, away, 120_000);
      expect(server.stdout()).toMatch(/the off-site copy has not moved for a minute while changes wait: starting a new replicator/);
      // What reached the copy is a database holding the lead sent while it was away.
      const target = readBackupSettings(suite.env, [])!;
      const out = join(suite.dir, 'check.sqlite');
      expect(await restoreFromOffsite(suite.db, target, out)).toEqual({ restored: true });
      expect(readRows<{ id: number }>(out, 'SELECT id FROM leads').map((row) => row.id)).toContain(during);
    },
    180_000,
  );
});
