import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { addOwner, freePort, startServer } from '../../scripts/lib/server-process.ts';
import { startPushService, testCertificates, type PushService } from './push-service.ts';

/**
 * A spec file's own server process with a signed-up owner, allowed to send alerts to a local push
 * service whose CA it trusts (NODE_EXTRA_CA_CERTS), for specs that follow an alert end to end.
 * Started before the file's first test; after its last, both are stopped by their handles and the
 * database and certificates removed. Its `origin` and `push` are there once the tests run.
 */
export function ownServerWithPushService(owner: Parameters<typeof addOwner>[1]): { origin: string; push: PushService } {
  const running = {} as { origin: string; push: PushService };
  let stop: (() => Promise<void>) | undefined;
  test.beforeAll(async () => {
    const certs = await testCertificates();
    const push = await startPushService(certs);
    const dir = mkdtempSync(join(tmpdir(), 'ccr-e2e-push-'));
    const db = join(dir, 'leads.sqlite');
    addOwner(db, owner);
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const server = await startServer(
      { LEADS_DB: db, SITE_URL: origin, SMTP_URL: '', LEADS_WEBHOOK_URL: '', LEADS_RATE_LIMIT: 'off', ALERTS_ALLOW_LOCAL_ENDPOINTS: '1', NODE_EXTRA_CA_CERTS: certs.caFile },
      port,
    );
    stop = async () => {
      await server.stop();
      await push.close();
      certs.remove();
      rmSync(dir, { recursive: true, force: true });
    };
    Object.assign(running, { origin, push });
  });
  test.afterAll(async () => {
    await stop?.();
  });
  return running;
}
