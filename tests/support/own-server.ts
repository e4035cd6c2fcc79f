import { test } from '@playwright/test';
import { startServerWithPushService } from './push-service.ts';

type OwnServer = Awaited<ReturnType<typeof startServerWithPushService>>;

/**
 * A spec file's own server with a local push service (startServerWithPushService), started before
 * the file's first test and stopped after its last. Its `origin` and `push` are there once the
 * tests run.
 */
export function ownServerWithPushService(owner: Parameters<typeof startServerWithPushService>[0]): Omit<OwnServer, 'stop'> {
  const server = {} as OwnServer;
  test.beforeAll(async () => {
    Object.assign(server, await startServerWithPushService(owner));
  });
  test.afterAll(async () => {
    await server.stop?.();
  });
  return server;
}
