import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { childrenOf } from '../../scripts/lib/server-process.ts';
import { publicBackupProblem } from '../../src/lib/backup-status.ts';
import { alertAfterFailures, steadyMs } from '../../server/backup/replicate.ts';
import { pidFilePath } from '../../server/pid-file.ts';
import { addOwnerPhone, readRows, waitFor } from './helpers.ts';
import { client, ownerPassword, sessionCookie } from './inbox-support.ts';
import { alive, caughtUp, health, offsiteSuite, quote, until } from './offsite-support.ts';

describe('the replicator beside the server', () => {
  const suite = offsiteSuite();

  it(
    'starts Litestream again when it dies, while the site keeps serving; dying over and over is shown and alerted once',
    async () => {
      await suite.startWithOwner();
      const top = suite.server!.child.pid!;
      const serverPid = Number(readFileSync(pidFilePath(suite.db), 'utf8'));
      const replicator = () => childrenOf(top).find((pid) => pid !== serverPid);
      addOwnerPhone(suite.db, 'owner@example.com', 'https://push.example.net/sub/1');
      const problemAlerts = () => readRows(suite.db, `SELECT id FROM outbox WHERE json_extract(payload, '$.tag') = 'backup-problem'`).length;

      for (let kill = 1; kill <= alertAfterFailures; kill += 1) {
        const pid = await waitFor(replicator, 15_000, 'a replicator');
        process.kill(pid, 'SIGKILL');
        await waitFor(() => !alive(pid) || undefined, 5000, 'the replicator to die');
        // The site does not notice: pages and the quote form answer throughout.
        expect((await fetch(`${suite.server!.url}/`)).status).toBe(200);
        await quote(suite.server!.url, `While down ${kill}`);
        expect(alive(serverPid)).toBe(true);
        await waitFor(() => (replicator() !== undefined && replicator() !== pid) || undefined, 15_000, 'a new replicator');
      }
      const state = await health(suite.server!.url);
      expect(state.ok).toBe(true);
      expect(state.backup.problem).toBe(publicBackupProblem);
      const owner = client(suite.origin(), '203.0.113.12');
      const cookie = sessionCookie(await owner.signIn('owner@example.com', ownerPassword))!;
      const page = await (await owner.get('/inbox', cookie)).text();
      expect(page).toContain('The off-site copy stopped: its replicator (Litestream) ended');
      expect(page).toContain('See what to do');
      expect(problemAlerts()).toBe(1);
      expect(suite.server!.stdout()).toMatch(/the replicator \(Litestream\) ended .*starting it again in \d+ s, the site keeps running/);

      // Once one has run for 30 s, it is well again, and the copy has the requests sent meanwhile.
      await until(async () => !(await health(suite.server!.url)).backup.problem, steadyMs + 20_000, 'the problem to clear');
      await caughtUp(suite.server!.url, Date.now());
      expect(problemAlerts()).toBe(1);
    },
    180_000,
  );
});
