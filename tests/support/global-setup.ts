import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addOwner, startServer } from '../../scripts/lib/server-process.ts';

/** The owner the inbox tests sign in as, created with `npm run owner` before the server starts. */
export const e2eOwner = { email: 'owner@example.com', password: 'gravel trowel sunrise ledger' };

/** The review link the server is started with, which "Ask for a review" sends to Won customers. */
export const e2eReviewLink = 'https://g.page/r/CharlotteConcreteRepairE2E/review';

/**
 * Starts the production server over dist/ with a fresh SQLite file for the whole run and
 * exposes the file to tests as LEADS_DB. SITE_URL is the localhost origin, where Chromium
 * accepts the inbox's Secure cookies and passkeys. Returns the teardown that stops it by PID.
 */
export default async function globalSetup() {
  if (process.env.BASE_URL) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'ccr-e2e-'));
  const leadsDb = join(dir, 'leads.sqlite');
  const port = Number(process.env.E2E_PORT ?? 4399);
  process.env.LEADS_DB = leadsDb;
  addOwner(leadsDb, e2eOwner);
  // Every inbox spec signs in from 127.0.0.1, more than the 10 sign-ins per address per 15 minutes
  // a real address gets; that limit is attacked in tests/server/inbox-auth.test.ts.
  const server = await startServer(
    { LEADS_DB: leadsDb, LEADS_RATE_LIMIT: '10000', INBOX_SIGNIN_LIMIT: '1000', SMTP_URL: '', LEADS_WEBHOOK_URL: '', SITE_URL: `http://localhost:${port}`, REVIEW_LINK: e2eReviewLink },
    port,
  );
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
