/**
 * The off-site copy against a real SFTP server (Debian's OpenSSH on a loopback port): the server
 * started as production starts it (server/start.ts, Litestream around the server): a machine
 * that dies and comes back from an empty data folder, the stop, and a restore on demand. The copy
 * that goes away and comes back is offsite-away.test.ts, so their minutes run side by side.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { childrenOf, startServer } from '../../scripts/lib/server-process.ts';
import { readRows, waitFor } from './helpers.ts';
import { client, ownerCli, ownerPassword, root, sessionCookie } from './inbox-support.ts';
import { alive, buildMs, caughtUp, health, leadsCli, leadsJson, offsiteSuite, quote, quoteForm, send } from './offsite-support.ts';
import { businessFields } from './site-support.ts';

describe('the off-site copy over SFTP', () => {
  const suite = offsiteSuite();

  it(
    'comes back whole on an empty machine: leads, photos, accounts, passkeys and the published site',
    async () => {
      const added = await ownerCli(suite.db, ['add', 'owner@example.com'], `${ownerPassword}\n`);
      expect(added.code).toBe(0);
      suite.server = await startServer(suite.env, suite.port, root, { script: 'server/start.ts' });
      expect((await health(suite.server.url)).backup.on).toBe(true);

      const owner = client(suite.origin(), '203.0.113.7');
      const cookie = sessionCookie(await owner.signIn('owner@example.com', ownerPassword))!;
      expect(cookie).toBeDefined();
      // The Security page says where the copy goes (host and folder), never the key.
      const security = await (await owner.get('/inbox/security', cookie)).text();
      expect(security).toContain(`127.0.0.1:${suite.sftp.port}${suite.remote} (SFTP, as ${suite.sftp.user})`);
      expect(security).not.toContain('client_key');
      expect((await client(suite.origin(), '203.0.113.9').get('/inbox/security')).status).toBe(303);
      const userId = readRows<{ id: string }>(suite.db, `SELECT id FROM user WHERE email = 'owner@example.com'`)[0]!.id;
      const writer = new Database(suite.db);
      writer
        .prepare(`INSERT INTO passkey (id, name, publicKey, userId, credentialID, counter, deviceType, backedUp, transports, createdAt) VALUES (?, ?, ?, ?, ?, 0, 'multiDevice', 1, 'internal', ?)`)
        .run('pk-test-1', 'Pixel 8', 'cHVibGljLWtleQ', userId, 'Y3JlZGVudGlhbA', new Date().toISOString());
      writer.close();

      const version = readRows<{ version: number }>(suite.db, `SELECT version FROM site_drafts WHERE kind = 'business'`)[0]?.version ?? 0;
      const name = 'Queen City Slab Works';
      expect((await owner.post('/inbox/site/business', { ...businessFields({ name }), version: String(version) }, { Cookie: cookie })).status).toBe(303);
      expect((await owner.post('/inbox/site/publish', {}, { Cookie: cookie })).status).toBe(303);
      await waitFor(() => readRows(suite.db, `SELECT 1 FROM site_revisions WHERE status = 'live'`).length > 0 || undefined, buildMs, 'the publish');
      expect(await (await fetch(`${suite.server.url}/`)).text()).toContain(name);

      const ids = [await quote(suite.server.url, 'Dana Whitfield', 2), await quote(suite.server.url, 'Marcus Reyes', 1), await quote(suite.server.url, 'Ana Okafor')];
      const written = Date.now();
      const before = await leadsJson(suite.db);
      const photosBefore = readRows(suite.db, 'SELECT lead_id, position, width, height, length(image) AS size, hex(substr(image, 1, 64)) AS head FROM lead_photos ORDER BY lead_id, position');
      expect(photosBefore).toHaveLength(3);
      await caughtUp(suite.server.url, written);

      // The machine dies: the server, Litestream and the process above them, all at once, then the disk.
      const top = suite.server.child.pid!;
      const below = childrenOf(top);
      expect(below).toHaveLength(2);
      for (const pid of [...below, top]) process.kill(pid, 'SIGKILL');
      await suite.server.exited;
      await waitFor(() => below.every((pid) => !alive(pid)) || undefined, 5000, 'the processes to die');
      suite.server = undefined;
      rmSync(suite.data, { recursive: true, force: true });

      suite.server = await startServer(suite.env, suite.port, root, { script: 'server/start.ts', timeoutMs: buildMs });
      expect(suite.server.stdout()).toMatch(/Restored 3 leads from the off-site copy/);
      expect(await leadsJson(suite.db)).toBe(before);
      expect(JSON.parse(before).map((lead: { id: number }) => lead.id)).toEqual(expect.arrayContaining(ids));
      expect(readRows(suite.db, 'SELECT lead_id, position, width, height, length(image) AS size, hex(substr(image, 1, 64)) AS head FROM lead_photos ORDER BY lead_id, position')).toEqual(photosBefore);
      expect(readRows(suite.db, `SELECT name FROM passkey WHERE userId = '${userId}'`)).toEqual([{ name: 'Pixel 8' }]);

      // The account signs in again; visitors get the styled 503 page with the published facts until
      // the published site is built again, then the published site, never the placeholders.
      expect(sessionCookie(await client(suite.origin(), '203.0.113.8').signIn('owner@example.com', ownerPassword))).toBeDefined();
      const meanwhile = await fetch(`${suite.server.url}/`);
      if (meanwhile.status === 503) expect(await meanwhile.text()).toContain(name);
      else expect(meanwhile.status).toBe(200);
      const started = suite.server;
      await waitFor(() => started.stdout().includes('the live site is rebuilt'), buildMs, 'the published site to be built again');
      const home = await fetch(`${suite.server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain(name);
      expect(readdirSync(join(suite.data, 'site')).some((folder) => /^r\d+-/.test(folder))).toBe(true);
    },
    buildMs * 3,
  );

  it(
    'ends Litestream with the server; SIGTERM at the top ends both cleanly; restores on demand',
    async () => {
      await suite.server!.stop();
      suite.server = await startServer(suite.env, suite.port, root, { script: 'server/start.ts' });
      const refused = await leadsCli(suite.env, ['restore', '--from-offsite']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/The server \(PID \d+\) is using/);
      const below = childrenOf(suite.server.child.pid!);
      // The server is still finishing this request when the stop arrives: it is answered, then both end.
      const slow = send(suite.server.url, await quoteForm('Late Evening', 3));
      await new Promise((r) => setTimeout(r, 100));
      process.kill(suite.server.child.pid!, 'SIGTERM');
      expect(await slow).toBeGreaterThan(0);
      expect(await suite.server.exited, suite.server.output()).toBe(0);
      expect(suite.server.stdout()).toMatch(/"msg":"stopped"/);
      expect(below.some(alive)).toBe(false);
      suite.server = undefined;

      // On demand, with the server stopped: the database is replaced, the one it replaces kept.
      const listed = await leadsJson(suite.db);
      const restored = await leadsCli(suite.env, ['restore', '--from-offsite']);
      expect(restored.code, restored.stderr).toBe(0);
      const kept = /The replaced database was kept as (\S+)\./.exec(restored.stdout)?.[1];
      expect(kept && readRows(kept, 'SELECT count(*) AS n FROM leads')).toEqual([{ n: JSON.parse(listed).length }]);
      expect(restored.stdout).toMatch(/The published site \(revision \d+\) is built again when the server starts/);
      expect(await leadsJson(suite.db)).toBe(listed);
    },
    buildMs * 2,
  );
});
