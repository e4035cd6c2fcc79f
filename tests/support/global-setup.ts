import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/lib/server-process.ts';

/**
 * Starts the production server over dist/ with a fresh SQLite file for the whole run and
 * exposes the file to tests as LEADS_DB. Returns the teardown that stops it by PID.
 */
export default async function globalSetup() {
  if (process.env.BASE_URL) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'ccr-e2e-'));
  const leadsDb = join(dir, 'leads.sqlite');
  process.env.LEADS_DB = leadsDb;
  const server = await startServer(
    { LEADS_DB: leadsDb, LEADS_RATE_LIMIT: '10000', SMTP_URL: '', LEADS_WEBHOOK_URL: '' },
    Number(process.env.E2E_PORT ?? 4399),
  );
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
