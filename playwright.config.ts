import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4399);

/**
 * End-to-end tests in the system Chromium against the real Node server and a real SQLite
 * file, started by tests/support/global-setup.ts. Set BASE_URL to test a server you run yourself.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Playwright's default, half the cores, is one worker on the 2-core machines this runs on; a
  // page waits on the server and the network often enough that two keep both cores busy.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  globalSetup: './tests/support/global-setup.ts',
  use: {
    baseURL: process.env.BASE_URL ?? `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
});
